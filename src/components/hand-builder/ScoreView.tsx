import type { ComponentChildren } from 'preact';
import { activeModel } from '../../engine/models';
import { formatHand } from '../../engine/notation-write';
import type { ScoreResult } from '../../engine/score';
import { WINDS, type Wind } from '../../engine/tiles';
import type { Variant } from '../../engine/variant';
import { defaultState, encodeState } from '../../share';
import { citeIn } from '../citation';
import { HandTiles } from '../HandTiles';
import { baseLabel } from '../payout/labels';
import { exclusionText } from './exclusion';
import { minimumNote } from './minimum';
import { signed } from './summary';
import { useSay } from './words';
import './later-words';

/** A variant's own account of a scored hand (Vietnamese: jokers, points, who paid which share), shown after the payments. */
export type ResultDetails = (props: { result: ScoreResult }) => ComponentChildren;

/** Everything the engine says about a complete hand. */
export function ScoreView({
  variant,
  result,
  details: Details,
}: {
  variant: Variant;
  result: ScoreResult;
  details?: ResultDetails;
}) {
  const say = useSay();
  const minimum = minimumNote(variant, result, say);
  return (
    <div class="hb-score">
      <HandTiles hand={result.hand} small />
      <p class="hb-total">
        <span class="hb-total__label">{say('score.total')}</span>{' '}
        <strong data-testid="total">{say.amount(variant, result.total)}</strong>
        {result.uncapped > result.total ? (
          <span> {say('score.capped', { n: result.uncapped })}</span>
        ) : null}
      </p>
      {minimum ? (
        <p class={`hb-minimum${result.minimumMet ? '' : ' hb-minimum--no'}`} data-testid="minimum">
          {minimum}
        </p>
      ) : null}
      <PatternTable variant={variant} result={result} />
      <Excluded variant={variant} result={result} />
      <PaymentTable result={result} />
      {Details ? <Details result={result} /> : null}
      {result.minimumMet ? <BaseLine variant={variant} result={result} /> : null}
      <p class="hb-hint" data-testid="settlement-summary">
        {say.text(variant.settlementSummary)}
      </p>
    </div>
  );
}

function PatternTable({ variant, result }: { variant: Variant; result: ScoreResult }) {
  const say = useSay();
  return (
    <table class="hb-table hb-patterns">
      <caption>{say('score.patterns')}</caption>
      <thead>
        <tr>
          <th scope="col">{say('score.pattern')}</th>
          <th scope="col">{say('score.value')}</th>
          <th scope="col">{say('score.times')}</th>
        </tr>
      </thead>
      <tbody>
        {result.patterns.map((p) => (
          <tr key={p.id}>
            <th scope="row">
              <a href={say.path(`/${variant.id}/patterns/${p.id}/`)}>{say.pattern(p.id, p.name)}</a>
            </th>
            <td>{say.amount(variant, p.value)}</td>
            <td>{p.count}</td>
          </tr>
        ))}
        {result.patterns.length === 0 ? (
          <tr>
            <td colSpan={3}>{say('score.noPattern')}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

function Excluded({ variant, result }: { variant: Variant; result: ScoreResult }) {
  const say = useSay();
  if (!result.excluded.length) return null;
  return (
    <div class="hb-excluded">
      <h4>{say('score.notCounted')}</h4>
      <ul>
        {result.excluded.map((x) => (
          <li key={x.id}>
            <strong>{say.pattern(x.id, x.name)}</strong>
            {exclusionText(variant, x, say)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PaymentTable({ result }: { result: ScoreResult }) {
  const say = useSay();
  const { seat, discarder } = result.context;
  const named = (w: Wind) => {
    const role = w === seat ? 'score.winner' : w === discarder ? 'score.discarder' : null;
    return role ? say('score.withRole', { seat: say.wind(w), role: say(role) }) : say.wind(w);
  };
  return (
    <table class="hb-table hb-payments">
      <caption>{say('score.payments')}</caption>
      <thead>
        <tr>
          <th scope="col">{say('score.seat')}</th>
          <th scope="col">{say('score.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {WINDS.map((w) => (
          <tr key={w} data-seat={w}>
            <th scope="row">{named(w)}</th>
            <td>{signed(result.payments[w])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The base the payments come from, labelled known or reconstructed. */
function BaseLine({ variant, result }: { variant: Variant; result: ScoreResult }) {
  const say = useSay();
  const model = activeModel(variant, result.options);
  const base = model.base?.(result.total, result.options);
  if (!base) return null;
  return (
    <p class="hb-hint" data-testid="base">
      {say('score.base', {
        model: say.text(model.name),
        base: baseLabel(base, (ref) => citeIn(say.citeWords, say.text, ref)),
      })}
      {variant.payoutFamily && !variant.houseRules ? (
        <>
          {' '}
          <a href={say.path(compareLink(variant, result))}>{say('score.compare')}</a>.
        </>
      ) : null}
    </p>
  );
}

/** The comparison page, opened on this hand and context (it reads hand builder links). */
function compareLink(variant: Variant, result: ScoreResult): string {
  const c = result.context;
  const state = {
    ...defaultState(),
    notation: formatHand(result.hand),
    seat: c.seat,
    round: c.round,
    discarder: c.selfDrawn ? null : (c.discarder ?? null),
    options: result.options,
  };
  return `/compare/${encodeState(variant, state)}`;
}
