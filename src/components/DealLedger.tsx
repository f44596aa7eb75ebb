/**
 * The deal ledger island: enter a Sichuan deal event by event (or load the worked example) and
 * watch each player's balance change, every transfer with its reason. The engine settles the
 * whole deal again after each change, so a rejected event never leaves the books half-settled.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { DealSettlement } from '../engine/deal';
import { resolveOptions } from '../engine/options';
import { type Wind, WINDS } from '../engine/tiles';
import '../styles/deal-ledger.css';
import { WORKED_DEAL } from '../variants/sichuan/deal/examples';
// Only Sichuan: the island must not pull every variant's catalogue into the page.
import { sichuan } from '../variants/sichuan';
import { type Draft, type EventType, emptyDraft, emptyHands, eventOf } from './deal-ledger/draft';
import { errorText } from './hand-builder/model';
import { Balances } from './ledger/Balances';

const NAMES: Record<Wind, string> = { E: 'East', S: 'South', W: 'West', N: 'North' };
const SUITS = [
  { value: 'm', label: 'Characters (m)' },
  { value: 'p', label: 'Dots (p)' },
  { value: 's', label: 'Bamboo (s)' },
];
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

interface DealState {
  missingSuits: Record<Wind, string>;
  events: Record<string, unknown>[];
}

function settle(deal: DealState): { result: DealSettlement | null; error: string | null } {
  try {
    return { result: sichuan.settleDeal!(deal, resolveOptions(sichuan, {})), error: null };
  } catch (e) {
    return { result: null, error: errorText(e) };
  }
}

export default function DealLedger() {
  const [deal, setDeal] = useState<DealState>({ missingSuits: { E: 'm', S: 'p', W: 's', N: 'm' }, events: [] });
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [message, setMessage] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const settled = useMemo(() => settle(deal), [deal]);
  const result = settled.result;
  const active = WINDS.filter((w) => !result?.winners.includes(w));
  const ended = result && result.ended !== 'open';

  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));
  const add = () => {
    const built = eventOf(draft, active);
    if ('missing' in built) {
      setMessage(built.missing);
      return;
    }
    const next = { ...deal, events: [...deal.events, built.event] };
    const trial = settle(next);
    if (trial.error) {
      setMessage(`Not added: ${trial.error}`);
      return;
    }
    setDeal(next);
    setMessage(`Event ${next.events.length} added.`);
    setDraft((d) => ({ ...emptyDraft(), type: d.type, hands: emptyHands() }));
  };
  const setSuit = (w: Wind, suit: string) => {
    const next = { ...deal, missingSuits: { ...deal.missingSuits, [w]: suit } };
    const trial = settle(next);
    if (trial.error) setMessage(`Not changed: ${trial.error}`);
    else {
      setDeal(next);
      setMessage(null);
    }
  };
  const loadExample = () => {
    setDeal({ missingSuits: { ...WORKED_DEAL.missingSuits }, events: WORKED_DEAL.events.map((e) => ({ ...e })) });
    setMessage('The worked example is loaded: five events from the first kong to the wall\'s end.');
  };
  const undo = () => {
    setDeal({ ...deal, events: deal.events.slice(0, -1) });
    setMessage(`Event ${deal.events.length} removed.`);
  };
  const clear = () => {
    setDeal({ ...deal, events: [] });
    setMessage('All events removed.');
  };

  return (
    <div class="dl not-content" data-ready={ready ? 'true' : undefined} data-pagefind-ignore>
      <Balances
        idPrefix="dl"
        columns={WINDS.map((w) => ({ name: NAMES[w], note: result?.winners.includes(w) ? '(won)' : undefined, value: signed(result?.net[w] ?? 0), testid: `balance-${w}` }))}
        statusTestId="deal-status"
        announce={!!result && deal.events.length > 0}
        status={
          deal.events.length === 0
            ? 'No events yet.'
            : ended
              ? `The deal is over (${result!.ended === 'wall-end' ? 'the wall ran out' : 'three players won'}); the balances sum to ${Object.values(result!.net).reduce((a, b) => a + b, 0)}.`
              : `${deal.events.length} event${deal.events.length === 1 ? '' : 's'}; the deal goes on.`
        }
      />

      <fieldset class="dl-suits">
        <legend>Missing suits (declared at the start)</legend>
        {WINDS.map((w) => (
          <div class="dl-field" key={w}>
            <label for={`dl-suit-${w}`}>{NAMES[w]}</label>
            <select id={`dl-suit-${w}`} value={deal.missingSuits[w]} onChange={(e) => setSuit(w, e.currentTarget.value)}>
              {SUITS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>

      <fieldset class="dl-form" disabled={!!ended}>
        <legend>{ended ? 'The deal is over' : `Event ${deal.events.length + 1}`}</legend>
        <div class="dl-field">
          <label for="dl-type">What happened</label>
          <select id="dl-type" value={draft.type} onChange={(e) => patch({ type: e.currentTarget.value as EventType })}>
            <option value="kong">A kong</option>
            <option value="win">A win</option>
            <option value="wallEnd">The wall ran out</option>
          </select>
        </div>
        {draft.type === 'kong' ? <KongFields draft={draft} patch={patch} active={active} /> : null}
        {draft.type === 'win' ? <WinFields draft={draft} patch={patch} active={active} /> : null}
        {draft.type === 'wallEnd' ? <HandFields draft={draft} patch={patch} seats={active} what="13-tile hand" /> : null}
        <div class="dl-actions">
          <button type="button" class="dl-btn" onClick={add}>
            Add event
          </button>
        </div>
      </fieldset>
      <p class={`dl-message${message?.startsWith('Not ') ? ' dl-message--error' : ''}`} role={message?.startsWith('Not ') ? 'alert' : 'status'} data-testid="ledger-message">
        {message}
      </p>
      {settled.error ? (
        <p class="dl-message dl-message--error" role="alert">
          {settled.error}
        </p>
      ) : null}
      <div class="dl-actions">
        <button type="button" class="dl-btn dl-btn--quiet" onClick={loadExample}>
          Load the worked example
        </button>
        <button type="button" class="dl-btn dl-btn--quiet" onClick={undo} disabled={!deal.events.length}>
          Undo last event
        </button>
        <button type="button" class="dl-btn dl-btn--quiet" onClick={clear} disabled={!deal.events.length}>
          Clear events
        </button>
      </div>

      {result && result.steps.length ? (
        <section aria-labelledby="dl-steps-title">
          <h3 id="dl-steps-title">Every transfer</h3>
          <ol class="dl-steps">
            {result.steps.map((s) => (
              <li key={s.event} class="dl-step" data-testid="ledger-step">
                <p class="dl-step__summary">
                  <strong>Event {s.event}.</strong> {s.summary}
                </p>
                {s.wins?.map((w) => (
                  <p key={w.seat} class="dl-step__win">
                    {NAMES[w.seat]}: {w.total} fan{w.uncapped > w.total ? ` (capped from ${w.uncapped})` : ''} — {w.patterns.map((p) => `${p.name} ${p.value * p.count}`).join(', ')}.
                  </p>
                ))}
                {s.notes.map((n, i) => (
                  <p key={i} class="dl-step__note">
                    {n}
                  </p>
                ))}
                {s.transfers.length ? (
                  <ul class="dl-transfers">
                    {s.transfers.map((t, i) => (
                      <li key={i}>
                        <strong>
                          {t.from} → {t.to ?? 'nobody'}: {t.amount}
                        </strong>{' '}
                        <span class="dl-transfer__why">{t.reason}.</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p class="dl-step__note">No payment.</p>
                )}
                <p class="dl-step__balances">
                  After event {s.event}: {WINDS.map((w) => `${w} ${signed(s.balances[w])}`).join(', ')}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <details class="dl-json">
        <summary>The deal as JSON (for mahjong-score)</summary>
        <pre>
          <code>{JSON.stringify({ variant: 'sichuan', deal }, null, 1)}</code>
        </pre>
      </details>
    </div>
  );
}

interface FieldsProps {
  draft: Draft;
  patch(p: Partial<Draft>): void;
  active: Wind[];
}

function SeatSelect({ id, label, value, seats, onChange }: { id: string; label: string; value: string; seats: readonly string[]; onChange(v: string): void }) {
  return (
    <div class="dl-field">
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {seats.map((w) => (
          <option key={w} value={w}>
            {w === 'self' ? 'Nobody: self-drawn' : NAMES[w as Wind]}
          </option>
        ))}
      </select>
    </div>
  );
}

function KongFields({ draft, patch, active }: FieldsProps) {
  return (
    <>
      <SeatSelect id="dl-kong-seat" label="Who declared it" value={draft.seat} seats={active} onChange={(v) => patch({ seat: v as Wind })} />
      <div class="dl-field">
        <label for="dl-kong-kind">Kind of kong</label>
        <select id="dl-kong-kind" value={draft.kind} onChange={(e) => patch({ kind: e.currentTarget.value as Draft['kind'] })}>
          <option value="concealed">Concealed (four drawn tiles): 2 from each player still in</option>
          <option value="exposed">Exposed (on a discard): 2 from the discarder</option>
          <option value="added">Added to an exposed pung: 1 from each player still in</option>
        </select>
      </div>
      <div class="dl-field">
        <label for="dl-kong-tile">Tile</label>
        <input id="dl-kong-tile" type="text" value={draft.tile} placeholder="5p" autocomplete="off" spellcheck={false} onInput={(e) => patch({ tile: e.currentTarget.value })} />
      </div>
      {draft.kind === 'exposed' ? (
        <SeatSelect id="dl-kong-from" label="Whose discard" value={draft.from} seats={WINDS.filter((w) => w !== draft.seat)} onChange={(v) => patch({ from: v as Wind })} />
      ) : null}
      <div class="dl-field">
        <label for="dl-kong-wall">Tiles left in the wall (optional)</label>
        <input id="dl-kong-wall" type="text" inputMode="numeric" value={draft.wallLeft} onInput={(e) => patch({ wallLeft: e.currentTarget.value })} />
      </div>
    </>
  );
}

function WinFields({ draft, patch, active }: FieldsProps) {
  const winners = active.filter((w) => w !== draft.discarder);
  return (
    <>
      <SeatSelect id="dl-win-from" label="Whose tile" value={draft.discarder} seats={['self', ...active]} onChange={(v) => patch({ discarder: v as Draft['discarder'] })} />
      <HandFields draft={draft} patch={patch} seats={winners} what={draft.discarder === 'self' ? 'winning hand (one winner)' : 'winning hand (leave empty if no win)'} />
      <div class="dl-checks">
        {(
          [
            ['kongReplacement', 'On a kong replacement tile'],
            ['robbingKong', 'Robbing the kong just added'],
            ['lastTile', 'The last tile, or the discard after it'],
            ['kongDiscard', 'On a discard made right after a kong'],
          ] as const
        ).map(([key, label]) => (
          <label key={key}>
            <input type="checkbox" checked={draft[key]} onChange={(e) => patch({ [key]: e.currentTarget.checked } as Partial<Draft>)} /> {label}
          </label>
        ))}
      </div>
    </>
  );
}

function HandFields({ draft, patch, seats, what }: { draft: Draft; patch(p: Partial<Draft>): void; seats: readonly Wind[]; what: string }) {
  return (
    <>
      {seats.map((w) => (
        <div class="dl-field dl-field--wide" key={w}>
          <label for={`dl-hand-${w}`}>
            {NAMES[w]}'s {what}
          </label>
          <input
            id={`dl-hand-${w}`}
            type="text"
            value={draft.hands[w]}
            placeholder={what.startsWith('13') ? '123p 456p 789s 45s 22s' : '123p 456p 789s 45s 22s @6s'}
            autocomplete="off"
            autocapitalize="off"
            spellcheck={false}
            onInput={(e) => patch({ hands: { ...draft.hands, [w]: e.currentTarget.value } })}
          />
        </div>
      ))}
    </>
  );
}
