/**
 * The results panel: what the hand needs next, or the answer the scoring part draws
 * (./Answer.tsx: the score or the waits), passed in as children once it has arrived. Until then
 * a hand only the engine can answer is "being scored", never shown a score.
 */
import type { ComponentChildren } from 'preact';
import type { Outcome } from './model';
import { type Say, useSay } from './words';

export type { ResultDetails } from './ScoreView';

/** The heading the status bar's "Full result" brings into view and focuses. */
export const RESULTS_HEADING = 'hb-results-title';

interface ResultsProps {
  outcome: Outcome;
  notationError: boolean;
  pending: number;
  /** The answer for a score or waits outcome (the scoring part's view). */
  children?: ComponentChildren;
}

/** What the panel says before there is a score or waits to show. */
function progressText(outcome: Outcome, say: Say): string | null {
  if (outcome.kind === 'empty') return say('result.empty');
  if (outcome.kind === 'building') {
    const { count } = outcome;
    return say('result.building', { count, waits: 13 - count, score: 14 - count });
  }
  if (outcome.kind === 'unmarked') return say('result.unmarked');
  if (outcome.kind === 'choose') return outcome.message;
  if (outcome.kind === 'scoring') return say('result.scoring');
  return null;
}

function Body({ outcome, notationError, children }: Omit<ResultsProps, 'pending'>) {
  const say = useSay();
  if (notationError) return <p class="hb-status">{say('result.fixNotation')}</p>;
  const progress = progressText(outcome, say);
  if (progress)
    return (
      <p class="hb-status" data-testid={outcome.kind === 'scoring' ? 'scoring' : undefined}>
        {progress}
      </p>
    );
  if (outcome.kind === 'unscored')
    return (
      <p class="hb-error" role="alert" data-testid="scoring-failed">
        {say('result.scoringFailed')}
      </p>
    );
  if (outcome.kind === 'error') {
    return (
      <p class="hb-error" data-testid="engine-error">
        {outcome.message}
      </p>
    );
  }
  return <>{children}</>;
}

/** The results panel: a polite live region, so screen readers hear the new total. */
export function Results({ pending, ...rest }: ResultsProps) {
  const say = useSay();
  return (
    <section class="hb-results" aria-live="polite" aria-labelledby={RESULTS_HEADING}>
      <h3 id={RESULTS_HEADING} tabIndex={-1}>
        {say('result.heading')}
      </h3>
      {pending ? <p class="hb-hint">{say('result.pending', { n: pending })}</p> : null}
      <Body {...rest} />
    </section>
  );
}
