/**
 * A scorer's scoring part: the full variant (its catalogue, counting and settlement), the engine's
 * answer for a hand and the views that show it. A scorer page fetches it when the reader first
 * builds a hand (./scoring-part.ts), and so does the house-rules view, passing the club's
 * variant it holds already.
 */
import { meldCheckOf } from '../../engine/hand';
import type { Variant } from '../../engine/variant';
import { Answer } from './Answer';
import { outcomeOf } from './outcome';
import type { ResultDetails } from './ScoreView';
import type { ScoringPart } from './scoring-part';

export function scoringOf(variant: Variant, details?: ResultDetails): ScoringPart {
  return {
    variant,
    meldCheck: meldCheckOf(variant),
    outcome: (hand, context, options, say) => outcomeOf(variant, hand, context, options, say),
    Answer: ({ outcome, selfDrawn }) => (
      <Answer variant={variant} outcome={outcome} selfDrawn={selfDrawn} details={details} />
    ),
  };
}
