import type { WinContext } from '../../../src/engine/context';
import { parseHand } from '../../../src/engine/notation';
import { scoreHand, waitsOf } from '../../../src/engine/score';
import type { Options } from '../../../src/engine/variant';
import { mcr } from '../../../src/variants/mcr';

/** South wins on West's discard, East round. */
export const DISCARD: Partial<WinContext> = { seat: 'S', round: 'E', discarder: 'W' };
export const SELF: Partial<WinContext> = { seat: 'S', round: 'E', selfDrawn: true };

export const score = (
  hand: string,
  context: Partial<WinContext> = DISCARD,
  options: Options = {},
) => scoreHand(mcr, parseHand(hand), context, options);
export const waits = (hand: string, context: Partial<WinContext> = DISCARD) =>
  waitsOf(mcr, parseHand(hand), context);

/** "id" or "idxN" for each counted fan, sorted. */
export const fans = (r: { patterns: { id: string; count: number }[] }) =>
  r.patterns.map((p) => (p.count > 1 ? `${p.id}x${p.count}` : p.id)).sort();
export const excluded = (r: { excluded: { id: string; by: string }[] }) =>
  r.excluded.map((x) => `${x.id}<${x.by}`).sort();
