/**
 * The deal ledger island: enter a Sichuan deal event by event (or load the worked example) and
 * watch each player's balance change, every transfer with its reason. The deal lives in the page
 * address, so a reload keeps it and the link shares it. What each button does is
 * deal-ledger/deal.ts; the address format is deal-ledger/link.ts.
 */
import { useMemo, useState } from 'preact/hooks';
import { WINDS } from '../engine/tiles';
import '../styles/deal-ledger.css';
import {
  activeSeats,
  addEvent,
  clearEvents,
  type DealState,
  dealOver,
  emptyDeal,
  loadExample,
  type Message,
  type Outcome,
  setMissingSuit,
  settle,
  statusText,
  undoEvent,
} from './deal-ledger/deal';
import { type Draft, emptyDraft } from './deal-ledger/draft';
import { EventForm } from './deal-ledger/EventForm';
import { decodeDeal, encodeDeal } from './deal-ledger/link';
import { MissingSuits } from './deal-ledger/MissingSuits';
import { Steps } from './deal-ledger/Steps';
import { signed } from './format';
import { Balances } from './ledger/Balances';
import { ActionMessage, LinkProblems } from './ledger/Notices';
import { useLinkedState } from './link-state';
import { SEAT_NAMES } from './WindSelect';

export default function DealLedger() {
  const {
    state: deal,
    change,
    problems,
    ready,
  } = useLinkedState<DealState>(emptyDeal, decodeDeal, encodeDeal);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [message, setMessage] = useState<Message | null>(null);
  const settled = useMemo(() => settle(deal), [deal]);
  const over = dealOver(settled);
  const n = deal.events.length;

  const apply = (o: Outcome) => {
    if (o.deal !== deal) change(o.deal);
    setMessage(o.message);
    return !o.message.error;
  };
  const add = () => {
    if (apply(addEvent(deal, draft))) setDraft((d) => ({ ...emptyDraft(), type: d.type }));
  };

  return (
    <div class="dl not-content" data-ready={ready ? 'true' : undefined} data-pagefind-ignore>
      <LinkProblems problems={problems} />
      <Balances
        idPrefix="dl"
        columns={WINDS.map((w) => ({
          name: SEAT_NAMES[w],
          note: settled.result?.winners.includes(w) ? '(won)' : undefined,
          value: signed(settled.result?.net[w] ?? 0),
          testid: `balance-${w}`,
        }))}
        statusTestId="deal-status"
        announce={!!settled.result && n > 0}
        status={statusText(deal, settled)}
      />
      <MissingSuits
        suits={deal.missingSuits}
        onChange={(w, suit) => apply(setMissingSuit(deal, w, suit))}
      />
      <EventForm
        draft={draft}
        patch={(p) => setDraft((d) => ({ ...d, ...p }))}
        active={activeSeats(settled)}
        next={n + 1}
        over={over}
        onAdd={add}
      />
      <ActionMessage message={message} testid="ledger-message" />
      {settled.error ? (
        <p class="dl-message dl-message--error" role="alert">
          {settled.error}
        </p>
      ) : null}
      <div class="dl-actions">
        <button type="button" class="dl-btn dl-btn--quiet" onClick={() => apply(loadExample())}>
          Load the worked example
        </button>
        <button
          type="button"
          class="dl-btn dl-btn--quiet"
          onClick={() => apply(undoEvent(deal))}
          disabled={!n}
        >
          Undo last event
        </button>
        <button
          type="button"
          class="dl-btn dl-btn--quiet"
          onClick={() => apply(clearEvents(deal))}
          disabled={!n}
        >
          Clear events
        </button>
      </div>
      <Steps steps={settled.result?.steps ?? []} />
      <details class="dl-json">
        <summary>The deal as JSON (for mahjong-score)</summary>
        <pre>
          <code>{JSON.stringify({ variant: 'sichuan', deal }, null, 1)}</code>
        </pre>
      </details>
    </div>
  );
}
