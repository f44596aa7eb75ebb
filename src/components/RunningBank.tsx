/**
 * The Vietnamese running-bank ledger: every player starts with a pool (300 by default), each
 * hand is entered as the winner's hand in notation with how it was won (or as a draw), the
 * engine scores it and the variant's bank function moves the points and says who deals next.
 * The whole ledger lives in the page address, so the link is the score sheet.
 */
import { useMemo, useState } from 'preact/hooks';
import { type Wind, WINDS } from '../engine/tiles';
import type { OptionValue } from '../engine/variant';
import '../styles/deal-ledger.css';
// Only Vietnamese: the island must not pull every variant's catalogue into the page.
import { vietnamese } from '../variants/vietnamese';
import { OptionsForm, withOption } from './hand-builder/ContextForm';
import { errorText } from './hand-builder/model';
import { signed } from './format';
import { useLinkedState } from './link-state';
import { Balances } from './ledger/Balances';
import { ActionMessage, LinkProblems } from './ledger/Notices';
import {
  EVENTS,
  type Entry,
  type EventId,
  type LedgerState,
  PLAYERS,
  type Player,
  buildLedger,
  decodeLedger,
  emptyLedger,
  encodeLedger,
  playerName,
  scoreEntry,
  seatOf,
} from './running-bank/entries';

const SEAT: Record<Wind, string> = { E: 'East', S: 'South', W: 'West', N: 'North' };
const valueText = (n: number) => vietnamese.formatValue?.(n) ?? `${n} phán`;

interface Draft {
  kind: 'win' | 'draw';
  winner: Player;
  from: Player | 'self';
  round: Wind;
  events: EventId[];
  extra: Record<string, string>;
  notation: string;
}
const emptyDraft = (): Draft => ({ kind: 'win', winner: 0, from: 'self', round: 'E', events: [], extra: {}, notation: '' });

export default function RunningBank() {
  const { state, change, problems, ready } = useLinkedState<LedgerState>(
    emptyLedger,
    (search) => decodeLedger(vietnamese, search),
    (s) => encodeLedger(vietnamese, s),
  );
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const ledger = useMemo(() => buildLedger(vietnamese, state), [state]);
  const { run } = ledger;
  const dealer = run.nextDealer;
  const handNo = ledger.scored.length + 1;
  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));

  const add = () => {
    if (ledger.brokenAt !== null) {
      setMessage({ text: `Not added: hand ${ledger.brokenAt + 1} cannot be scored; undo it first.`, error: true });
      return;
    }
    let entry: Entry;
    if (draft.kind === 'draw') entry = { kind: 'draw' };
    else {
      if (!draft.notation.trim()) {
        setMessage({ text: `Not added: enter ${playerName(draft.winner)}'s winning hand in notation, for example 123m 456p 789s 234s 5p @5p.`, error: true });
        return;
      }
      entry = { kind: 'win', winner: draft.winner, from: draft.from === 'self' ? null : draft.from, round: draft.round, events: draft.events, extra: draft.extra, notation: draft.notation.trim() };
    }
    try {
      scoreEntry(vietnamese, entry, dealer, state.options);
    } catch (e) {
      setMessage({ text: `Not added: ${errorText(e)}`, error: true });
      return;
    }
    change({ ...state, entries: [...state.entries, entry] });
    setMessage({ text: `Hand ${handNo} added.`, error: false });
    setDraft((d) => ({ ...emptyDraft(), kind: d.kind, round: d.round }));
  };
  const undo = () => {
    change({ ...state, entries: state.entries.slice(0, -1) });
    setMessage({ text: `Hand ${state.entries.length} removed.`, error: false });
  };
  const clear = () => {
    change({ ...state, entries: [] });
    setMessage({ text: 'All hands removed.', error: false });
  };
  const onOption = (id: string, value: OptionValue) => change({ ...state, options: withOption(vietnamese, state.options, id, value) });

  const seatLabel = (p: number) => `${playerName(p)} (${SEAT[seatOf(p, dealer)]})`;

  return (
    <div class="dl rb not-content" data-ready={ready ? 'true' : undefined} data-pagefind-ignore>
      <LinkProblems problems={problems} />

      <Balances
        idPrefix="rb"
        columns={PLAYERS.map((p) => ({ name: playerName(p), value: String(run.balances[p]), testid: `balance-${p + 1}` }))}
        statusTestId="bank-status"
        announce={ledger.scored.length > 0}
        status={
          <>
            {ledger.scored.length === 0 ? 'No hands yet. ' : `${ledger.scored.length} hand${ledger.scored.length === 1 ? '' : 's'} played. `}
            <strong data-testid="next-dealer">
              {playerName(dealer)} deals hand {handNo} (East)
            </strong>
            .
          </>
        }
      />

      <fieldset>
        <legend>The game</legend>
        <div class="dl-field">
          <label for="rb-start">Each player starts with</label>
          <select
            id="rb-start"
            value={String(state.startingBank)}
            onChange={(e) => change({ ...state, startingBank: e.currentTarget.value === '0' ? 0 : 300 })}
          >
            <option value="300">300 points (the guide’s bank)</option>
            <option value="0">0 (a running tally, as most sources keep it)</option>
          </select>
        </div>
        <div class="dl-checks">
          <label>
            <input type="checkbox" checked={state.dealerStays} onChange={(e) => change({ ...state, dealerStays: e.currentTarget.checked })} /> The dealer keeps the deal after
            his own win or a draw (as the guide has it)
          </label>
        </div>
      </fieldset>

      <fieldset class="dl-form">
        <legend>
          Hand {handNo}, dealt by {playerName(dealer)}
        </legend>
        <div class="dl-field">
          <label for="rb-kind">What happened</label>
          <select id="rb-kind" value={draft.kind} onChange={(e) => patch({ kind: e.currentTarget.value as Draft['kind'] })}>
            <option value="win">A win</option>
            <option value="draw">A draw (the wall ran out): no payment</option>
          </select>
        </div>
        {draft.kind === 'win' ? (
          <>
            <div class="dl-field">
              <label for="rb-winner">Who won</label>
              <select id="rb-winner" value={String(draft.winner)} onChange={(e) => patch({ winner: Number(e.currentTarget.value) as Player, from: draft.from === Number(e.currentTarget.value) ? 'self' : draft.from })}>
                {PLAYERS.map((p) => (
                  <option key={p} value={String(p)}>
                    {seatLabel(p)}
                  </option>
                ))}
              </select>
            </div>
            <div class="dl-field">
              <label for="rb-from">On whose tile</label>
              <select id="rb-from" value={String(draft.from)} onChange={(e) => patch({ from: e.currentTarget.value === 'self' ? 'self' : (Number(e.currentTarget.value) as Player) })}>
                <option value="self">Self-drawn</option>
                {PLAYERS.filter((p) => p !== draft.winner).map((p) => (
                  <option key={p} value={String(p)}>
                    Discarded by {seatLabel(p)}
                  </option>
                ))}
              </select>
            </div>
            <div class="dl-field">
              <label for="rb-round">Round wind</label>
              <select id="rb-round" value={draft.round} onChange={(e) => patch({ round: e.currentTarget.value as Wind })}>
                {WINDS.map((w) => (
                  <option key={w} value={w}>
                    {SEAT[w]}
                  </option>
                ))}
              </select>
            </div>
            <div class="dl-field dl-field--wide">
              <label for="rb-hand">The winning hand</label>
              <input
                id="rb-hand"
                type="text"
                value={draft.notation}
                placeholder="123m 456p 789s 234s 5p @5p +F1"
                autocomplete="off"
                autocapitalize="off"
                spellcheck={false}
                aria-describedby="rb-hand-help"
                onInput={(e) => patch({ notation: e.currentTarget.value })}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') add();
                }}
              />
              <p id="rb-hand-help" class="dl-step__note">
                Jokers are <code>J1</code>–<code>J8</code>, emperors and empresses <code>K1</code>–<code>K4</code> and <code>Q1</code>–<code>Q4</code>; see the{' '}
                <a href="/notation/">notation guide</a>.
              </p>
            </div>
            <details class="rb-more">
              <summary>Rarer events: blessings, liability, opening-round jokers</summary>
              {(vietnamese.contextFields ?? []).map((f) => (
                <div class="dl-field" key={f.id}>
                  <label for={`rb-x-${f.id}`}>{f.label}</label>
                  <select
                    id={`rb-x-${f.id}`}
                    value={draft.extra[f.id] ?? f.default ?? ''}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      const extra = { ...draft.extra };
                      if (v === (f.default ?? '')) delete extra[f.id];
                      else extra[f.id] = v;
                      patch({ extra });
                    }}
                  >
                    {f.choices.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </details>
            <div class="dl-checks">
              {EVENTS.map((ev) => (
                <label key={ev.id}>
                  <input
                    type="checkbox"
                    checked={draft.events.includes(ev.id)}
                    onChange={(e) => patch({ events: e.currentTarget.checked ? [...draft.events, ev.id] : draft.events.filter((x) => x !== ev.id) })}
                  />{' '}
                  {ev.label}
                </label>
              ))}
            </div>
          </>
        ) : null}
        <div class="dl-actions">
          <button type="button" class="dl-btn" onClick={add}>
            Add hand {handNo}
          </button>
        </div>
      </fieldset>
      <ActionMessage message={message} testid="bank-message" />
      <div class="dl-actions">
        <button type="button" class="dl-btn dl-btn--quiet" onClick={undo} disabled={!state.entries.length}>
          Undo last hand
        </button>
        <button type="button" class="dl-btn dl-btn--quiet" onClick={clear} disabled={!state.entries.length}>
          Clear all hands
        </button>
      </div>

      <OptionsForm variant={vietnamese} options={state.options} onChange={onOption} />

      {ledger.scored.length ? (
        <section aria-labelledby="rb-hands-title">
          <h3 id="rb-hands-title">Hand by hand</h3>
          <ol class="dl-steps">
            {ledger.scored.map((s, i) => {
              const step = run.steps[i];
              return (
                <li key={i} class="dl-step" data-testid="bank-step">
                  <p class="dl-step__summary">
                    <strong>Hand {i + 1}</strong>, dealt by {playerName(s.dealer)}: {describe(s.entry, s.dealer, s.result?.total)}
                  </p>
                  {s.error ? (
                    <p class="dl-message dl-message--error">This hand cannot be scored: {s.error}. The books stop here; undo it.</p>
                  ) : null}
                  {step ? (
                    <>
                      <p class="dl-step__note">
                        {step.payments.every((x) => x === 0) ? 'No payment.' : PLAYERS.map((p) => `${playerName(p)} ${signed(step.payments[p])}`).join(', ')}
                      </p>
                      <p class="dl-step__balances">
                        After hand {i + 1}: {PLAYERS.map((p) => `${playerName(p)} ${step.balances[p]}`).join(', ')}. Next dealer: {playerName(step.nextDealer)}
                        {step.nextDealer === s.dealer ? ' (stays)' : ''}.
                      </p>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

function describe(e: Entry, dealer: number, total: number | undefined): string {
  if (e.kind === 'draw') return 'a draw.';
  const how = e.from === null ? 'self-drawn' : `on ${playerName(e.from)}'s tile`;
  return `${playerName(e.winner)} (${SEAT[seatOf(e.winner, dealer)]}) won ${how} with ${e.notation}${total === undefined ? '' : `, worth ${valueText(total)}`}.`;
}
