import type { Wait } from '../../engine/score';
import { tileName } from '../../engine/tiles';
import type { Variant } from '../../engine/variant';
import { Tile } from '../Tile';
import type { Outcome } from './model';
import { type ResultDetails, ScoreView } from './ScoreView';
import { amount, waitMinimum } from './summary';

export type { ResultDetails } from './ScoreView';

/** The heading the status bar's "Full result" brings into view and focuses. */
export const RESULTS_HEADING = 'hb-results-title';

/** One tile a ready hand waits on: its value and every pattern it would score. */
function WaitItem({ variant, wait }: { variant: Variant; wait: Wait }) {
  const { result } = wait;
  const minimum = waitMinimum(result);
  return (
    <li class="hb-wait">
      <Tile code={wait.tile} />
      <div>
        <p>
          <span class="hb-wait__name">{tileName(wait.tile)}</span>:{' '}
          <strong>{amount(variant, result.total)}</strong>
          {minimum ? (
            <span class={`hb-wait__min${result.minimumMet ? '' : ' hb-minimum--no'}`}>
              {' '}
              ({minimum})
            </span>
          ) : null}
        </p>
        <ul class="hb-wait__patterns" aria-label={`Patterns on ${tileName(wait.tile)}`}>
          {result.patterns.map((p) => (
            <li key={p.id}>
              {p.name} {amount(variant, p.value)}
              {p.count > 1 ? ` × ${p.count}` : ''}
            </li>
          ))}
          {result.patterns.length === 0 ? <li>no pattern scores</li> : null}
        </ul>
      </div>
    </li>
  );
}

/** The tiles a 13-tile hand waits on, each with what it would score. */
export function WaitsView({
  variant,
  waits,
  selfDrawn,
}: {
  variant: Variant;
  waits: Wait[];
  selfDrawn: boolean;
}) {
  if (!waits.length) {
    return (
      <p class="hb-status" data-testid="not-ready">
        Not ready: no tile completes this hand.
      </p>
    );
  }
  return (
    <div class="hb-waits">
      <p class="hb-status">
        Ready: waiting on {waits.length} tile{waits.length === 1 ? '' : 's'}. Scored as a{' '}
        {selfDrawn ? 'self-drawn win' : 'win on the chosen discard'}.
      </p>
      <ul class="hb-waits__list">
        {waits.map((w) => (
          <WaitItem key={w.tile} variant={variant} wait={w} />
        ))}
      </ul>
    </div>
  );
}

interface ResultsProps {
  variant: Variant;
  outcome: Outcome;
  notationError: boolean;
  pending: number;
  selfDrawn: boolean;
  details?: ResultDetails;
}

/** What the panel says before there is a score or waits to show. */
function progressText(outcome: Outcome): string | null {
  if (outcome.kind === 'empty')
    return 'Build a hand of 13 tiles to see its waits, or 14 with a winning tile to score it.';
  if (outcome.kind === 'building')
    return `${outcome.count} tiles so far: add ${13 - outcome.count} more to see the waits, ${14 - outcome.count} with the winning tile to score.`;
  if (outcome.kind === 'unmarked')
    return 'The hand has 14 tiles but no winning tile: remove one and tap it back in as the winning tile (or mark it with @ in the notation).';
  if (outcome.kind === 'choose') return outcome.message;
  return null;
}

function Body({
  variant,
  outcome,
  notationError,
  selfDrawn,
  details,
}: Omit<ResultsProps, 'pending'>) {
  if (notationError) return <p class="hb-status">Fix the notation above to see the score.</p>;
  const progress = progressText(outcome);
  if (progress) return <p class="hb-status">{progress}</p>;
  if (outcome.kind === 'error') {
    return (
      <p class="hb-error" data-testid="engine-error">
        {outcome.message}
      </p>
    );
  }
  if (outcome.kind === 'score')
    return <ScoreView variant={variant} result={outcome.result} details={details} />;
  return outcome.kind === 'waits' ? (
    <WaitsView variant={variant} waits={outcome.waits} selfDrawn={selfDrawn} />
  ) : null;
}

/** The results panel: a polite live region, so screen readers hear the new total. */
export function Results({ pending, ...rest }: ResultsProps) {
  return (
    <section class="hb-results" aria-live="polite" aria-labelledby={RESULTS_HEADING}>
      <h3 id={RESULTS_HEADING} tabIndex={-1}>
        Result
      </h3>
      {pending ? (
        <p class="hb-hint">
          The meld being built ({pending} tiles) is not in the hand until you finish it.
        </p>
      ) : null}
      <Body {...rest} />
    </section>
  );
}
