/**
 * The Vietnamese running-bank ledger: every player starts with a pool (300 by default), each
 * hand is entered as the winner's hand in notation with how it was won (or as a draw), the
 * engine scores it and the variant's bank function moves the points and says who deals next.
 * The whole ledger lives in the page address, so the link is the score sheet. What each button
 * does is running-bank/actions.ts; the ledger and its address are running-bank/entries.ts.
 */
import { useMemo, useState } from 'preact/hooks';
import '../styles/deal-ledger.css';
// Only Vietnamese: the island must not pull every variant's catalogue into the page.
import { valueText } from '../engine/value';
import { vietnamese } from '../variants/vietnamese';
import { withOption } from './hand-builder/option-values';
import { OptionsForm } from './hand-builder/Panels';
import { Balances } from './ledger/Balances';
import { ActionMessage, LinkProblems } from './ledger/Notices';
import { useLinkedState } from './link-state';
import {
  addHand,
  clearHands,
  type Draft,
  emptyDraft,
  type Message,
  nextDraft,
  type Outcome,
  undoHand,
} from './running-bank/actions';
import {
  buildLedger,
  decodeLedger,
  emptyLedger,
  encodeLedger,
  type LedgerState,
  PLAYERS,
  playerName,
} from './running-bank/entries';
import { GameFields } from './running-bank/GameFields';
import { HandForm } from './running-bank/HandForm';
import { HandList } from './running-bank/HandList';

const phanText = (n: number) => valueText(vietnamese, n);

export default function RunningBank() {
  const { state, change, problems, ready } = useLinkedState<LedgerState>(
    emptyLedger,
    (search) => decodeLedger(vietnamese, search),
    (s) => encodeLedger(vietnamese, s),
  );
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [message, setMessage] = useState<Message | null>(null);
  const ledger = useMemo(() => buildLedger(vietnamese, state), [state]);
  const { run, scored } = ledger;
  const dealer = run.nextDealer;
  const handNo = scored.length + 1;

  const apply = (o: Outcome) => {
    if (o.state !== state) change(o.state);
    setMessage(o.message);
    return !o.message.error;
  };
  const add = () => {
    if (apply(addHand(vietnamese, state, draft))) setDraft(nextDraft);
  };

  return (
    <div class="dl rb not-content" data-ready={ready ? 'true' : undefined} data-pagefind-ignore>
      <LinkProblems problems={problems} />
      <Balances
        idPrefix="rb"
        columns={PLAYERS.map((p) => ({
          name: playerName(p),
          value: String(run.balances[p]),
          testid: `balance-${p + 1}`,
        }))}
        statusTestId="bank-status"
        announce={scored.length > 0}
        status={
          <>
            {scored.length === 0
              ? 'No hands yet. '
              : `${scored.length} hand${scored.length === 1 ? '' : 's'} played. `}
            <strong data-testid="next-dealer">
              {playerName(dealer)} deals hand {handNo} (East)
            </strong>
            .
          </>
        }
      />
      <GameFields state={state} onChange={change} />
      <HandForm
        draft={draft}
        hand={handNo}
        dealer={dealer}
        fields={vietnamese.contextFields ?? []}
        onChange={setDraft}
        onAdd={add}
      />
      <ActionMessage message={message} testid="bank-message" />
      <div class="dl-actions">
        <button
          type="button"
          class="dl-btn dl-btn--quiet"
          onClick={() => apply(undoHand(state))}
          disabled={!state.entries.length}
        >
          Undo last hand
        </button>
        <button
          type="button"
          class="dl-btn dl-btn--quiet"
          onClick={() => apply(clearHands(state))}
          disabled={!state.entries.length}
        >
          Clear all hands
        </button>
      </div>
      <OptionsForm
        variant={vietnamese}
        options={state.options}
        onChange={(id, value) =>
          change({ ...state, options: withOption(vietnamese, state.options, id, value) })
        }
      />
      <HandList ledger={ledger} valueText={phanText} />
    </div>
  );
}
