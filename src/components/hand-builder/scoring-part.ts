/**
 * How the hand builder gets what scores a hand. A scorer page draws the palette, the hand and the
 * forms from its variant's header (VariantHeader) and fetches the scoring part (./scoring.tsx,
 * with the full variant) when the reader first taps a tile or types, or at once when the link
 * holds a hand; the house-rules view, which holds its club's variant already, fetches the views
 * the same way, with the first hand. The builder reads it one way: a Lazy (../lazy.ts).
 */
import type { ComponentType } from 'preact';
import type { Hand, Meld } from '../../engine/hand';
import type { Options, Variant, VariantHeader } from '../../engine/variant';
import { type Lazy, lazy } from '../lazy';
import { type Outcome, progressOf } from './model';
import type { ResultDetails } from './ScoreView';
import type { Say } from './words';

export interface ScoringPart {
  variant: Variant;
  /** What the results panel shows for a hand: the engine's score, waits or error. */
  outcome(hand: Hand, context: unknown, options: Options, say: Say): Outcome;
  /** The engine's check of an exposed meld the reader finishes, under the options chosen. */
  meldCheck(m: Meld, options: Options): unknown;
  /** The score or the waits, drawn. */
  Answer: ComponentType<{ outcome: Outcome; selfDrawn: boolean }>;
}

/**
 * The scoring part of a scorer page, fetched when first needed: the variant's module (and the
 * variant's own account of a scored hand, if any) with the shared views.
 */
export const fetchScoring = (
  variant: () => Promise<Variant>,
  details?: () => Promise<ResultDetails>,
): Lazy<ScoringPart> =>
  lazy(() =>
    Promise.all([import('./scoring'), variant(), details?.()]).then(([m, v, d]) =>
      m.scoringOf(v, d),
    ),
  );

/**
 * What the results panel shows for a hand, given how far the scoring part has got: what the hand
 * needs next where the engine need not be asked; otherwise the engine's answer once the part has
 * arrived, "being scored" while it is on its way, and "could not be loaded" after a failed fetch.
 * Never a score the engine did not give.
 */
export function answerOf(
  variant: VariantHeader,
  hand: Hand,
  context: unknown,
  options: Options,
  scoring: { loaded?: { value: ScoringPart }; failed: boolean },
  say: Say,
): Outcome {
  const progress = progressOf(variant, hand, context, say);
  if (progress) return progress;
  const part = scoring.loaded?.value;
  if (!part) return { kind: scoring.failed ? 'unscored' : 'scoring' };
  return part.outcome(hand, context, options, say);
}
