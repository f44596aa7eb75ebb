import type { ComponentChildren } from 'preact';
import type { ScoreResult, Wait } from '../../engine/score';
import { WINDS } from '../../engine/tiles';
import { vietnameseTileName as tileName } from '../../engine/vietnamese-tiles';
import { HOUSE_RULE_BY, type Options, type Variant } from '../../engine/variant';
import { activeModel } from '../../engine/models';
import { formatHand } from '../../engine/notation';
import { defaultState, encodeState } from '../../share';
import { HandTiles } from '../HandTiles';
import { baseLabel } from '../payout/labels';
import { Tile } from '../Tile';
import { SEAT_NAMES } from '../WindSelect';
import type { Outcome } from './model';

/** A variant's own account of a scored hand (Vietnamese: jokers, points, who paid which share), shown after the payments. */
export type ResultDetails = (props: { result: ScoreResult }) => ComponentChildren;

// A variant may write its values its own way (Vietnamese 9 → "1 mủn 3 phán").
const amount = (variant: Variant, n: number) => variant.formatValue?.(n) ?? `${n} ${n === 1 ? variant.unit.singular : variant.unit.plural}`;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

function minimumText(variant: Variant, options: Options, met: boolean): string {
  const min = options.minimum;
  // A variant without a minimum option (Sichuan) accepts any legal win.
  if (min === undefined && !variant.options.some((o) => o.id === 'minimum') && met) return 'A legal win: this variant has no minimum.';
  const what = typeof min === 'number' ? `the ${amount(variant, min)} minimum` : 'the minimum';
  return met ? `Meets ${what}.` : `Below ${what}: not a legal win, nobody pays.`;
}

/** Everything the engine says about a complete hand. */
export function ScoreView({ variant, result, details: Details }: { variant: Variant; result: ScoreResult; details?: ResultDetails }) {
  const nameOf = (id: string) => (id === HOUSE_RULE_BY ? "the club's house rules" : (variant.patterns.find((p) => p.id === id)?.name ?? id));
  const { seat, discarder } = result.context;
  return (
    <div class="hb-score">
      <HandTiles hand={result.hand} small />
      <p class="hb-total">
        <span class="hb-total__label">Total</span>{' '}
        <strong data-testid="total">{amount(variant, result.total)}</strong>
        {result.uncapped > result.total ? <span> (capped from {result.uncapped})</span> : null}
      </p>
      <p class={`hb-minimum${result.minimumMet ? '' : ' hb-minimum--no'}`} data-testid="minimum">
        {minimumText(variant, result.options, result.minimumMet)}
      </p>
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
      {result.excluded.length ? (
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
      ) : null}
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
      {Details ? <Details result={result} /> : null}
      {result.minimumMet ? <BaseLine variant={variant} result={result} /> : null}
      <p class="hb-hint">{variant.settlementSummary}</p>
    </div>
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
      {COMPARABLE.includes(variant.id) && !variant.houseRules ? (
        <>
          {' '}
          <a href={compareLink(variant, result)}>Compare the payouts under other tables</a>.
        </>
      ) : null}
    </p>
  );
}

/** Variants the payout comparison page covers (src/components/payout/compare.ts). */
const COMPARABLE = ['hong-kong', 'rainbow-dragon', 'vmc'];

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

/** The tiles a 13-tile hand waits on, each with what it would score. */
export function WaitsView({ variant, waits, selfDrawn }: { variant: Variant; waits: Wait[]; selfDrawn: boolean }) {
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
        Ready: waiting on {waits.length} tile{waits.length === 1 ? '' : 's'}. Scored as a {selfDrawn ? 'self-drawn win' : 'win on the chosen discard'}.
      </p>
      <ul class="hb-waits__list">
        {waits.map((w) => (
          <li key={w.tile} class="hb-wait">
            <Tile code={w.tile} />
            <span>
              <span class="hb-wait__name">{tileName(w.tile)}</span>: <strong>{amount(variant, w.result.total)}</strong>
              <span class={`hb-wait__min${w.result.minimumMet ? '' : ' hb-minimum--no'}`}>
                {' '}
                ({w.result.minimumMet ? 'meets the minimum' : 'below the minimum'})
              </span>
            </span>
          </li>
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

/** The results panel: a polite live region, so screen readers hear the new total. */
export function Results({ variant, outcome, notationError, pending, selfDrawn, details }: ResultsProps) {
  let body;
  if (notationError) {
    body = <p class="hb-status">Fix the notation above to see the score.</p>;
  } else if (outcome.kind === 'empty') {
    body = <p class="hb-status">Build a hand of 13 tiles to see its waits, or 14 with a winning tile to score it.</p>;
  } else if (outcome.kind === 'building') {
    body = (
      <p class="hb-status">
        {outcome.count} tiles so far: add {13 - outcome.count} more to see the waits, {14 - outcome.count} with the winning tile to score.
      </p>
    );
  } else if (outcome.kind === 'unmarked') {
    body = (
      <p class="hb-status">
        The hand has 14 tiles but no winning tile: remove one and tap it back in as the winning tile (or mark it with @ in the notation).
      </p>
    );
  } else if (outcome.kind === 'error') {
    body = (
      <p class="hb-error" data-testid="engine-error">
        {outcome.message}
      </p>
    );
  } else if (outcome.kind === 'score') {
    body = <ScoreView variant={variant} result={outcome.result} details={details} />;
  } else {
    body = <WaitsView variant={variant} waits={outcome.waits} selfDrawn={selfDrawn} />;
  }
  return (
    <section class="hb-results" aria-live="polite" aria-labelledby="hb-results-title">
      <h3 id="hb-results-title">Result</h3>
      {pending ? <p class="hb-hint">The meld being built ({pending} tiles) is not in the hand until you finish it.</p> : null}
      {body}
    </section>
  );
}
