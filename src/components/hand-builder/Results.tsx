import type { Wait } from '../../engine/score';
import type { Variant } from '../../engine/variant';
import { Tile } from '../Tile';
import type { Outcome } from './model';
import { type ResultDetails, ScoreView } from './ScoreView';
import { waitMinimum } from './summary';
import { type Say, useSay } from './words';

export type { ResultDetails } from './ScoreView';

/** The heading the status bar's "Full result" brings into view and focuses. */
export const RESULTS_HEADING = 'hb-results-title';

/** One tile a ready hand waits on: its value and every pattern it would score. */
function WaitItem({ variant, wait }: { variant: Variant; wait: Wait }) {
  const say = useSay();
  const { result } = wait;
  const minimum = waitMinimum(result, say);
  const tile = say.tile(wait.tile);
  return (
    <li class="hb-wait">
      <Tile code={wait.tile} />
      <div>
        <p>
          <span class="hb-wait__name">{tile}</span>:{' '}
          <strong>{say.amount(variant, result.total)}</strong>
          {minimum ? (
            <span class={`hb-wait__min${result.minimumMet ? '' : ' hb-minimum--no'}`}>
              {' '}
              ({minimum})
            </span>
          ) : null}
        </p>
        <ul class="hb-wait__patterns" aria-label={say('waits.patternsOn', { tile })}>
          {result.patterns.map((p) => (
            <li key={p.id}>
              {say.pattern(p.id, p.name)} {say.amount(variant, p.value)}
              {p.count > 1 ? ` × ${p.count}` : ''}
            </li>
          ))}
          {result.patterns.length === 0 ? <li>{say('waits.noPattern')}</li> : null}
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
  const say = useSay();
  if (!waits.length) {
    return (
      <p class="hb-status" data-testid="not-ready">
        {say('waits.none')}
      </p>
    );
  }
  const ready = waits.length === 1 ? say('waits.one') : say('waits.many', { n: waits.length });
  return (
    <div class="hb-waits">
      <p class="hb-status">
        {ready} {say(selfDrawn ? 'waits.selfDrawn' : 'waits.discard')}
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
function progressText(outcome: Outcome, say: Say): string | null {
  if (outcome.kind === 'empty') return say('result.empty');
  if (outcome.kind === 'building') {
    const { count } = outcome;
    return say('result.building', { count, waits: 13 - count, score: 14 - count });
  }
  if (outcome.kind === 'unmarked') return say('result.unmarked');
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
  const say = useSay();
  if (notationError) return <p class="hb-status">{say('result.fixNotation')}</p>;
  const progress = progressText(outcome, say);
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
