/** Helpers for the Vietnamese tests: score or find the waits of a hand written in the notation. */

import { scoreRequest } from '../../../src/api';
import { HandError } from '../../../src/engine/errors';
import { parseHand } from '../../../src/engine/notation';
import { scoreHand, waitsOf } from '../../../src/engine/score';
import type { Options } from '../../../src/engine/variant';
import { vietnamese } from '../../../src/variants/vietnamese';

export const ON_DISCARD = { seat: 'S', round: 'E', discarder: 'W' } as const;
export const SELF_DRAWN = { seat: 'S', round: 'E', selfDrawn: true } as const;

export const vn = (
  notation: string,
  context: Record<string, unknown> = ON_DISCARD,
  options: Options = {},
) => scoreHand(vietnamese, parseHand(notation), context, options);
export const vnWaits = (
  notation: string,
  context: Record<string, unknown> = ON_DISCARD,
  options: Options = {},
) => waitsOf(vietnamese, parseHand(notation), context, options).map((w) => w.tile);
/** Through the whole request path, as the CLI answers. */
export const ask = (
  hand: unknown,
  context: Record<string, unknown> = ON_DISCARD,
  options: Options = {},
) => scoreRequest({ variant: 'vietnamese', hand, context, options });

export const ids = (r: { patterns: { id: string }[] }) => r.patterns.map((p) => p.id).sort();
/** "J2=5p" for each joker of the chosen reading. */
export const uses = (r: { reading: { wilds?: { wild: string; standsFor: string }[] } }) =>
  (r.reading.wilds ?? []).map((u) => `${u.wild}=${u.standsFor}`).sort();

export function errorOf(fn: () => unknown): HandError {
  try {
    fn();
  } catch (e) {
    if (e instanceof HandError) return e;
    throw e;
  }
  throw new Error('expected a HandError, got none');
}
