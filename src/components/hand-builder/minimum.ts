/**
 * The minimum line under a total (only where the table has a minimum) and the few words a wait
 * gets about it. Only the result views say them, which a scorer fetches with its scoring part, so
 * they and their words (./later-words.ts) come with those views.
 */
import type { ScoreResult } from '../../engine/score';
import type { VariantHeader } from '../../engine/variant';
import './later-words';
import { minimumOf } from './summary';
import { ENGLISH, type Say } from './words';

/** The minimum line under a total: null where the table has no minimum and the hand is a legal win. */
export function minimumNote(
  variant: VariantHeader,
  result: ScoreResult,
  say: Say = ENGLISH,
): string | null {
  const min = minimumOf(result);
  if (min === null) return result.minimumMet ? null : say('minimum.notLegal');
  const values = { min: say.amount(variant, min) };
  return say(result.minimumMet ? 'minimum.meets' : 'minimum.below', values);
}

/** The few words a wait gets about the minimum: none where the table has no minimum. */
export function waitMinimum(result: ScoreResult, say: Say = ENGLISH): string | null {
  if (minimumOf(result) === null) return result.minimumMet ? null : say('minimum.waitNotLegal');
  return say(result.minimumMet ? 'minimum.waitMeets' : 'minimum.waitBelow');
}
