/**
 * The payout comparison island: one hand and how it was won, paid under every settlement model
 * of a variant, and the same hand in every Hong Kong-family variant side by side. Who won, who
 * discarded, self-draw or discard and the round change every figure live. It reads a hand
 * builder share link (src/share.ts) when the page has one.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { parseHand } from '../engine/notation';
import { type Wind, WINDS } from '../engine/tiles';
import type { OptionValue } from '../engine/variant';
import { type BuilderState, contextOf, decodeState, defaultState } from '../share';
import '../styles/hand-builder.css';
import '../styles/payout-comparison.css';
import { OptionsForm, withOption } from './hand-builder/ContextForm';
import { HandTiles } from './HandTiles';
import { ProblemList } from './ProblemList';
import { SEAT_NAMES, WindSelect } from './WindSelect';
import { HK_FAMILY, compare, familyVariant, signed } from './payout/compare';
import { citation } from '../sources/cite';

interface Props {
  /** The variant whose settlement models are compared first (props must be serialisable). */
  variant?: string;
  hand?: string;
  seat?: Wind;
  round?: Wind;
  /** Absent: self-drawn. */
  discarder?: Wind;
}

const seatLabel = (w: Wind, winner: Wind, discarder: Wind | null) =>
  `${SEAT_NAMES[w]}${w === 'E' ? ' (dealer)' : ''}${w === winner ? ', winner' : w === discarder ? ', discarder' : ''}`;

export default function PayoutComparison({ variant: initialVariant = 'vmc', hand = '', seat = 'S', round = 'E', discarder }: Props) {
  const [variantId, setVariantId] = useState(initialVariant);
  const [state, setState] = useState<BuilderState>(() => ({ ...defaultState(), notation: hand, seat, round, discarder: discarder ?? null }));
  const [lastDiscarder, setLastDiscarder] = useState<Wind>(discarder ?? WINDS.find((w) => w !== seat)!);
  const [linkProblems, setLinkProblems] = useState<string[]>([]);
  const [ready, setReady] = useState(false);

  // A share link (?v=…&h=…) from the hand builder replaces the page's example, after hydration.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const v = q.get('v');
    if (q.get('h') !== null) {
      let id = variantId;
      if (v && HK_FAMILY.includes(v)) id = v;
      const decoded = decodeState(familyVariant(id), window.location.search);
      setVariantId(id);
      setState(decoded.state);
      if (decoded.state.discarder) setLastDiscarder(decoded.state.discarder);
      setLinkProblems(decoded.problems);
    }
    setReady(true);
  }, []);

  const update = (patch: Partial<BuilderState>) => setState((s) => ({ ...s, ...patch }));
  const variant = familyVariant(variantId);
  const context = useMemo(() => contextOf(state), [state]);
  const cmp = useMemo(() => compare(variantId, state.notation, context, state.options), [variantId, state.notation, context, state.options]);
  const parsed = useMemo(() => {
    try {
      return parseHand(state.notation);
    } catch {
      return null;
    }
  }, [state.notation]);

  const selfDrawn = state.discarder === null;
  const setWinner = (w: Wind) => {
    // The discarder can never be the winner: he takes the seat the winner left.
    const d = state.discarder === w ? state.seat : state.discarder;
    if (d) setLastDiscarder(d);
    update({ seat: w, discarder: d });
  };
  const setSelfDrawn = (on: boolean) => {
    const fallback = lastDiscarder !== state.seat ? lastDiscarder : WINDS.find((w) => w !== state.seat)!;
    update({ discarder: on ? null : fallback });
  };
  const setDiscarder = (w: Wind) => {
    setLastDiscarder(w);
    update({ discarder: w });
  };
  const onOption = (id: string, value: OptionValue) => update({ options: withOption(variant, state.options, id, value) });
  const onVariant = (id: string) => {
    setVariantId(id);
    update({ options: {} });
  };

  return (
    <div class="pc hb not-content" data-ready={ready ? 'true' : undefined} data-pagefind-ignore>
      {linkProblems.length ? (
        <div class="hb-notice" role="alert">
          <ProblemList title={<strong>Parts of this link could not be used:</strong>} problems={linkProblems} />
        </div>
      ) : null}
      <fieldset class="pc-controls">
        <legend>The hand and how it was won</legend>
        <div class="pc-field pc-field--wide">
          <label for="pc-notation">Hand in notation</label>
          <input
            id="pc-notation"
            type="text"
            value={state.notation}
            spellcheck={false}
            autocomplete="off"
            autocapitalize="off"
            onInput={(e) => update({ notation: e.currentTarget.value })}
          />
        </div>
        {parsed ? (
          <div class="pc-hand">
            <HandTiles hand={parsed} small />
          </div>
        ) : null}
        <div class="pc-field">
          <label for="pc-variant">Rules</label>
          <select id="pc-variant" value={variantId} onChange={(e) => onVariant(e.currentTarget.value)}>
            {HK_FAMILY.map((id) => (
              <option key={id} value={id}>
                {familyVariant(id).name}
              </option>
            ))}
          </select>
        </div>
        <div class="pc-field">
          <WindSelect id="pc-seat" label="Winner's seat" value={state.seat} onChange={setWinner} markDealer />
        </div>
        <div class="pc-field">
          <WindSelect id="pc-round" label="Round wind" value={state.round} onChange={(round) => update({ round })} />
        </div>
        <div class="pc-field pc-field--wide" role="radiogroup" aria-label="How the winning tile came">
          <label class="pc-radio">
            <input type="radio" name="pc-how" checked={!selfDrawn} onChange={() => setSelfDrawn(false)} />
            Won on a discard
          </label>
          <label class="pc-radio">
            <input type="radio" name="pc-how" checked={selfDrawn} onChange={() => setSelfDrawn(true)} />
            Self-drawn
          </label>
        </div>
        <div class="pc-field">
          <label for="pc-from">Who discarded</label>
          <select id="pc-from" value={state.discarder ?? ''} disabled={selfDrawn} onChange={(e) => setDiscarder(e.currentTarget.value as Wind)}>
            {selfDrawn ? <option value="">Nobody (self-drawn)</option> : null}
            {WINDS.filter((w) => w !== state.seat).map((w) => (
              <option key={w} value={w}>
                {SEAT_NAMES[w]}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <OptionsForm variant={variant} options={state.options} onChange={onOption} />

      <section class="pc-results" aria-live="polite" aria-labelledby="pc-results-title">
        <h3 id="pc-results-title">What everyone pays</h3>
        {cmp.error ? (
          <p class="hb-error" role="alert" data-testid="pc-error">
            {cmp.error}
          </p>
        ) : null}
        {cmp.result ? (
          <>
            {/* Atomic, so a new total is read as the whole sentence, not as a bare number. */}
            <p class="pc-total" data-testid="pc-total" aria-atomic="true">
              {variant.shortName}: <strong>{cmp.result.total} {cmp.result.total === 1 ? variant.unit.singular : variant.unit.plural}</strong>
              {cmp.result.uncapped > cmp.result.total ? ` (capped from ${cmp.result.uncapped})` : ''}
              {' — '}
              {cmp.result.patterns.map((p) => `${p.name} ${p.value * p.count}`).join(', ') || 'no pattern'}.
              {cmp.result.minimumMet ? '' : ' Below the minimum: not a legal win, nobody pays.'}
            </p>
            <div class="pc-scroll">
              <table class="hb-table pc-table" data-testid="pc-models">
                <caption>{variant.shortName}: each settlement model (+ receives, − pays)</caption>
                <thead>
                  <tr>
                    <th scope="col">Model and base</th>
                    {WINDS.map((w) => (
                      <th key={w} scope="col">
                        {seatLabel(w, state.seat, state.discarder)}
                      </th>
                    ))}
                  </tr>
                </thead>
                {/* Each row is atomic (as in the table below): a changed payment is read with its row's name. */}
                <tbody>
                  {cmp.models.map((m, i) => (
                    <tr key={m.model.id} data-model={m.model.id} aria-atomic="true">
                      <th scope="row">
                        {m.model.name}
                        {i === 0 ? ' (in force)' : ''}
                        {m.base ? (
                          <span class={`pc-base pc-base--${m.base.source.status}`}>
                            Base {m.base.amount}: {citation(m.base.source)}
                          </span>
                        ) : null}
                      </th>
                      {WINDS.map((w) => (
                        <td key={w} data-seat={w}>
                          {signed(m.payments[w])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}

        <div class="pc-scroll">
          <table class="hb-table pc-table" data-testid="pc-family">
            <caption>The same hand in every Hong Kong-family variant</caption>
            <thead>
              <tr>
                <th scope="col">Variant, value and model</th>
                {WINDS.map((w) => (
                  <th key={w} scope="col">
                    {SEAT_NAMES[w]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cmp.family.map((row) => (
                <tr key={row.variant.id} data-variant={row.variant.id} aria-atomic="true">
                  <th scope="row">
                    <strong>{row.variant.shortName}</strong>
                    {row.result ? (
                      <>
                        {': '}
                        {row.result.total} {row.result.total === 1 ? row.variant.unit.singular : row.variant.unit.plural}
                        {row.result.minimumMet ? '' : ', below the minimum'}
                        {row.payout ? <span class="pc-base">{row.payout.model.name}{row.payout.base ? `; base ${row.payout.base.amount}: ${citation(row.payout.base.source)}` : ''}</span> : null}
                        <span class="pc-base">{row.ownOptions ? 'your table rules' : 'default table rules'}</span>
                      </>
                    ) : null}
                  </th>
                  {row.payout
                    ? WINDS.map((w) => (
                        <td key={w} data-seat={w}>
                          {signed(row.payout!.payments[w])}
                        </td>
                      ))
                    : (
                      <td colSpan={4} class="pc-row-error">
                        {row.error}
                      </td>
                    )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p class="hb-hint">{cmp.models[0]?.model.summary ?? variant.settlementSummary}</p>
      </section>
    </div>
  );
}
