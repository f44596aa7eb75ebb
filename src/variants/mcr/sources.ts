import type { SourceRef } from '../../engine/variant';

/** The reference calculator, which settles MCR's fans, values and counting; `section` says where, in words. */
export const reference = (section?: string, note?: string): SourceRef => ({
  source: 'mcr-reference-calculator',
  status: 'stated',
  ...(section ? { section } : {}),
  ...(note ? { note } : {}),
});
/** The MCR section of the game site's rules summaries: the minimum, flowers and settlement. */
export const MCR_SUMMARY: SourceRef = {
  source: 'chinese-mahjong-summaries',
  section: 'MCR section',
  status: 'stated',
};
