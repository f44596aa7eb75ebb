import { parseHand } from '../../../src/engine/notation';
import { resolveOptions } from '../../../src/engine/options';
import { scoreHand, waitsOf } from '../../../src/engine/score';
import type { Options } from '../../../src/engine/variant';
import { sichuan } from '../../../src/variants/sichuan';

/** South wins on West's discard; characters are South's missing suit. */
export const DISCARD = { seat: 'S', discarder: 'W', missingSuit: 'm' };
export const SELF = { seat: 'S', selfDrawn: true, missingSuit: 'm' };

export const sc = (
  notation: string,
  context: Record<string, unknown> = DISCARD,
  options: Options = {},
) => scoreHand(sichuan, parseHand(notation), context, options);

export const scWaits = (
  notation: string,
  context: Record<string, unknown> = DISCARD,
  options: Options = {},
) => waitsOf(sichuan, parseHand(notation), context, options);

/** The fan of each counted pattern, e.g. { 'all-pungs': 1, root: 2 }. */
export const fans = (r: { patterns: { id: string; value: number; count: number }[] }) =>
  Object.fromEntries(r.patterns.map((p) => [p.id, p.value * p.count]));

export const settle = (deal: unknown, options: Options = {}) =>
  sichuan.settleDeal!(deal, resolveOptions(sichuan, options));

/** The message a deal is refused with ('' when it settles). */
export function dealError(deal: unknown, options: Options = {}): string {
  try {
    settle(deal, options);
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}
