import type { Confidence, SourceRef } from '../../engine/variant';
import type { SourceId } from '../../sources/registry';

/** The Vietnamese guide chapter the site follows. */
export const VN_GUIDE: SourceRef = { source: 'vietnamese-guide', status: 'stated' };

/** A value the guide chapter leaves out, from riichi_advanced's current ruleset (and `also` others). */
export const ruleset = (
  confidence?: Confidence,
  note?: string,
  also?: readonly SourceId[],
): SourceRef => ({
  source: 'riichi-advanced-vietnamese',
  status: 'stated',
  ...(also?.length ? { also } : {}),
  ...(confidence ? { confidence } : {}),
  ...(note ? { note } : {}),
});

/** A rule the table decides; `source` is where the rule (or its default) comes from. */
export const tableOption = (
  source: SourceId,
  note: string,
  extra: Partial<SourceRef> = {},
): SourceRef => ({ source, status: 'table-option', note, ...extra });

/**
 * A rule only riichi_advanced's optional variations have: off by default, since the guide
 * chapter does not have it; `rule` is the table rule that turns it on, in words.
 */
export const optionalVariation = (rule: string): SourceRef =>
  tableOption(
    'riichi-advanced-vietnamese',
    `one of its optional variations, off by default because the guide our rules follow does not have it; the table rule “${rule}” turns it on`,
    { confidence: 'single' },
  );
