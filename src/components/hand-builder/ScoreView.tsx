import type { ComponentChildren } from 'preact';
import { activeModel } from '../../engine/models';
import { formatHand } from '../../engine/notation';
import type { ScoreResult } from '../../engine/score';
import { WINDS } from '../../engine/tiles';
import { HOUSE_RULE_BY, type Variant } from '../../engine/variant';
import { defaultState, encodeState } from '../../share';
import { HandTiles } from '../HandTiles';
import { baseLabel } from '../payout/labels';
import { SEAT_NAMES } from '../WindSelect';
import { amount, minimumNote, signed } from './summary';

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
  const minimum = minimumNote(variant, result);
  return (
    <div class="hb-score">
      <HandTiles hand={result.hand} small />
      <p class="hb-total">
        <span class="hb-total__label">Total</span>{' '}
        <strong data-testid="total">{amount(variant, result.total)}</strong>
        {result.uncapped > result.total ? <span> (capped from {result.uncapped})</span> : null}
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
      <p class="hb-hint">{variant.settlementSummary}</p>
    </div>
  );
}

function PatternTable({ variant, result }: { variant: Variant; result: ScoreResult }) {
  return (
    <table class="hb-table hb-patterns">
      <caption>Patterns that count</caption>
      <thead>
        <tr>
          <th scope="col">Pattern</th>
          <th scope="col">Value</th>
          <th scope="col">Times</th>
        </tr>
      </thead>
      <tbody>
        {result.patterns.map((p) => (
          <tr key={p.id}>
            <th scope="row">
              <a href={`/${variant.id}/patterns/${p.id}/`}>{p.name}</a>
            </th>
            <td>{amount(variant, p.value)}</td>
            <td>{p.count}</td>
          </tr>
        ))}
        {result.patterns.length === 0 ? (
          <tr>
            <td colSpan={3}>No pattern scores.</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

function Excluded({ variant, result }: { variant: Variant; result: ScoreResult }) {
  if (!result.excluded.length) return null;
  const nameOf = (id: string) =>
    id === HOUSE_RULE_BY
      ? "the club's house rules"
      : (variant.patterns.find((p) => p.id === id)?.name ?? id);
  return (
    <div class="hb-excluded">
      <h4>Not counted</h4>
      <ul>
        {result.excluded.map((x) => (
          <li key={x.id}>
            <strong>{x.name}</strong>, excluded by {nameOf(x.by)}: {x.why}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PaymentTable({ result }: { result: ScoreResult }) {
  const { seat, discarder } = result.context;
  return (
    <table class="hb-table hb-payments">
      <caption>Payments (+ receives, − pays)</caption>
      <thead>
        <tr>
          <th scope="col">Seat</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {WINDS.map((w) => (
          <tr key={w} data-seat={w}>
            <th scope="row">
              {SEAT_NAMES[w]}
              {w === seat ? ' (winner)' : w === discarder ? ' (discarder)' : ''}
            </th>
            <td>{signed(result.payments[w])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The base the payments come from, labelled known or reconstructed. */
function BaseLine({ variant, result }: { variant: Variant; result: ScoreResult }) {
  const model = activeModel(variant, result.options);
  const base = model.base?.(result.total, result.options);
  if (!base) return null;
  return (
    <p class="hb-hint" data-testid="base">
      Base ({model.name}): {baseLabel(base)}
      {variant.payoutFamily && !variant.houseRules ? (
        <>
          {' '}
          <a href={compareLink(variant, result)}>Compare the payouts under other tables</a>.
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
