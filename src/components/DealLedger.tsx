/**
 * The deal ledger island: enter a Sichuan deal event by event (or load the worked example) and
 * watch each player's balance change, every transfer with its reason. It is the Sichuan score
 * sheet's deal editor (deal-ledger/DealEditor.tsx) on its own, under the published rules. The
 * deal lives in the page address, so a reload keeps it and the link shares it; the address format
 * is deal-ledger/link.ts.
 */
import '../styles/deal-ledger.css';
import { DealEditor } from './deal-ledger/DealEditor';
import { type DealState, emptyDeal, loadExample } from './deal-ledger/deal';
import { decodeDeal, encodeDeal } from './deal-ledger/link';
import { LinkProblems } from './ledger/Notices';
import { useLinkedState } from './link-state';

const EXAMPLE = [{ label: 'Load the worked example', run: loadExample }];

export default function DealLedger() {
  const {
    state: deal,
    change,
    problems,
    ready,
  } = useLinkedState<DealState>(emptyDeal, decodeDeal, encodeDeal);
  return (
    <div class="dl not-content" data-ready={ready ? 'true' : undefined} data-pagefind-ignore>
      <LinkProblems problems={problems} />
      <DealEditor deal={deal} onChange={change} actions={EXAMPLE} />
      <details class="dl-json">
        <summary>The deal as JSON (for mahjong-score)</summary>
        <pre>
          <code>{JSON.stringify({ variant: 'sichuan', deal }, null, 1)}</code>
        </pre>
      </details>
    </div>
  );
}
