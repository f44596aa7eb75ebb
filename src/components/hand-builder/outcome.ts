/**
 * What the results panel shows for a hand, the engine asked where only it can answer: the score
 * of a hand with its winning tile, the waits of a 13-tile hand, or the engine's error. Part of a
 * scorer's scoring part (./scoring.tsx), fetched when the reader first builds a hand.
 */
import type { Hand } from '../../engine/hand';
import { scoreHand, waitsOf } from '../../engine/score';
import type { Options, Variant } from '../../engine/variant';
import { type Outcome, progressOf } from './model';
import { ENGLISH, type Say } from './words';

export function outcomeOf(
  variant: Variant,
  hand: Hand,
  context: unknown,
  options: Options,
  say: Say = ENGLISH,
): Outcome {
  try {
    const progress = progressOf(variant, hand, context, say);
    if (progress) return progress;
    if (hand.winningTile)
      return { kind: 'score', result: scoreHand(variant, hand, context, options) };
    return { kind: 'waits', waits: waitsOf(variant, hand, context, options) };
  } catch (e) {
    return { kind: 'error', message: say.error(e) };
  }
}
