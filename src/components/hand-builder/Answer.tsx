/**
 * The engine's answer for a hand, as the results panel shows it: the score of a complete hand
 * (./ScoreView.tsx) or the tiles a 13-tile hand waits on. Part of a scorer's scoring part
 * (./scoring.tsx); the practice drills show the waits too.
 */
import type { Wait } from '../../engine/score';
import type { Variant } from '../../engine/variant';
import { Tile } from '../Tile';
import { waitMinimum } from './minimum';
import type { Outcome } from './model';
import { type ResultDetails, ScoreView } from './ScoreView';
import { useSay } from './words';
import './later-words';

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

export interface AnswerProps {
  variant: Variant;
  outcome: Outcome;
  selfDrawn: boolean;
  details?: ResultDetails;
}

/** The score or the waits; nothing for an outcome the results panel words itself. */
export function Answer({ variant, outcome, selfDrawn, details }: AnswerProps) {
  if (outcome.kind === 'score')
    return <ScoreView variant={variant} result={outcome.result} details={details} />;
  return outcome.kind === 'waits' ? (
    <WaitsView variant={variant} waits={outcome.waits} selfDrawn={selfDrawn} />
  ) : null;
}
