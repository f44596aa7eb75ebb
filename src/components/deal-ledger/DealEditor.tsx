/**
 * One Sichuan deal entered event by event: the balances as the deal stands, the missing suits,
 * the form for the next event, undo and clear, and every transfer with its reason. The deal
 * ledger page is this editor alone; the Sichuan score sheet enters each of its deals with it,
 * under the game's table options and with the players' names. What each button does is deal.ts.
 */
import { useMemo, useState } from 'preact/hooks';
import { WINDS, type Wind } from '../../engine/tiles';
import type { Options } from '../../engine/variant';
import { signed } from '../format';
import { Balances } from '../ledger/Balances';
import { ActionMessage } from '../ledger/Notices';
import { useLedgerWords } from '../ledger/words';
import {
  activeSeats,
  addEvent,
  clearEvents,
  type DealState,
  dealOver,
  type Message,
  type Outcome,
  PUBLISHED,
  setMissingSuit,
  settle,
  statusText,
  undoEvent,
} from './deal';
import { type Draft, emptyDraft } from './draft';
import { EventForm } from './EventForm';
import { MissingSuits } from './MissingSuits';
import { Steps } from './Steps';
import { type DealSay, useDealSay } from './words';

interface Props {
  deal: DealState;
  onChange(deal: DealState): void;
  /** The table's options; the ledger page plays the published rules. */
  options?: Options;
  /** How each seat is called: "East", or in a game the player's name and seat. */
  names?: Record<Wind, string>;
  /** Buttons of the page's own beside undo and clear (the ledger's worked example). */
  actions?: readonly { label: string; run(say: DealSay): Outcome }[];
  /** Test ids of the deal's balances: `${balanceIds}-E` … (the score sheet has its own). */
  balanceIds?: string;
}

/** Each seat by its wind, in the page's words: the ledger page's players. */
const seatNames = (say: DealSay) =>
  Object.fromEntries(WINDS.map((w) => [w, say.scorer.wind(w)])) as Record<Wind, string>;

export function DealEditor(props: Props) {
  const say = useDealSay();
  const won = useLedgerWords()['balances.won'];
  const { deal, onChange, options = PUBLISHED, actions = [] } = props;
  const names = props.names ?? seatNames(say);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [message, setMessage] = useState<Message | null>(null);
  const settled = useMemo(() => settle(deal, options, say), [deal, options, say]);
  const n = deal.events.length;

  const apply = (o: Outcome) => {
    if (o.deal !== deal) onChange(o.deal);
    setMessage(o.message);
    return !o.message.error;
  };
  const add = () => {
    if (apply(addEvent(deal, draft, options, say, names)))
      setDraft((d) => ({ ...emptyDraft(), type: d.type }));
  };
  const quiet = 'dl-btn dl-btn--quiet';
  return (
    <>
      <Balances
        idPrefix="dl"
        columns={WINDS.map((w) => ({
          name: names[w],
          note: settled.result?.winners.includes(w) ? won : undefined,
          value: signed(settled.result?.net[w] ?? 0),
          testid: `${props.balanceIds ?? 'balance'}-${w}`,
        }))}
        statusTestId="deal-status"
        announce={!!settled.result && n > 0}
        status={statusText(deal, settled, say)}
      />
      <MissingSuits
        suits={deal.missingSuits}
        names={names}
        onChange={(w, suit) => apply(setMissingSuit(deal, w, suit, options, names[w], say))}
      />
      <EventForm
        draft={draft}
        names={names}
        patch={(p) => setDraft((d) => ({ ...d, ...p }))}
        active={activeSeats(settled)}
        next={n + 1}
        over={dealOver(settled)}
        onAdd={add}
      />
      <ActionMessage message={message} testid="ledger-message" />
      {settled.error ? (
        <p class="dl-message dl-message--error" role="alert">
          {settled.error}
        </p>
      ) : null}
      <div class="dl-actions">
        {actions.map((a) => (
          <button key={a.label} type="button" class={quiet} onClick={() => apply(a.run(say))}>
            {a.label}
          </button>
        ))}
        <button
          type="button"
          class={quiet}
          onClick={() => apply(undoEvent(deal, say))}
          disabled={!n}
        >
          {say('undo')}
        </button>
        <button
          type="button"
          class={quiet}
          onClick={() => apply(clearEvents(deal, say))}
          disabled={!n}
        >
          {say('clear')}
        </button>
      </div>
      <Steps steps={settled.result?.steps ?? []} />
    </>
  );
}
