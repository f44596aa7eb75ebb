import type { WinContext } from '../src/engine/context';
import { parseHand } from '../src/engine/notation';
import { scoreHand, waitsOf } from '../src/engine/score';
import type { Options } from '../src/engine/variant';
import { hongKong } from '../src/variants/hong-kong';

export const ON_DISCARD: Partial<WinContext> = { seat: 'S', round: 'E', discarder: 'W' };
export const SELF_DRAWN: Partial<WinContext> = { seat: 'S', round: 'E', selfDrawn: true };

/** Scores a Hong Kong hand written in the site's notation. */
export const hk = (
  notation: string,
  context: Partial<WinContext> = ON_DISCARD,
  options: Options = {},
) => scoreHand(hongKong, parseHand(notation), context, options);

export const hkWaits = (
  notation: string,
  context: Partial<WinContext> = ON_DISCARD,
  options: Options = {},
) => waitsOf(hongKong, parseHand(notation), context, options);

/** The ids of the patterns that count, as a sorted list. */
export const ids = (r: { patterns: { id: string }[] }) => r.patterns.map((p) => p.id).sort();
export const excludedIds = (r: { excluded: { id: string; by: string }[] }) =>
  r.excluded.map((x) => `${x.id}<${x.by}`).sort();
