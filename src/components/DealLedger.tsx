/**
 * The deal ledger island: enter a Sichuan deal event by event (or load the worked example) and
 * watch each player's balance change, every transfer with its reason. It is the Sichuan score
 * sheet's deal editor (deal-ledger/DealEditor.tsx) on its own, under the published rules. The
 * deal lives in the page address, so a reload keeps it and the link shares it; the address format
 * is deal-ledger/link.ts.
 */
import '../styles/deal-ledger.css';
import { useMemo } from 'preact/hooks';
import { DealEditor } from './deal-ledger/DealEditor';
import { type DealState, emptyDeal, loadExample } from './deal-ledger/deal';
import { decodeDeal, encodeDeal } from './deal-ledger/link';
import { type DealLanguage, type DealSay, DealSayContext, dealSayIn } from './deal-ledger/words';
import { SayContext, sayIn } from './hand-builder/words';
import { LinkProblems } from './ledger/Notices';
import { LEDGER_WORDS, LedgerWordsContext } from './ledger/words';
import { useLinkedState } from './link-state';

/** `lang`: the page's words where it is not in English (src/components/DealLedger.astro). */
export default function DealLedger({ lang }: { lang?: DealLanguage }) {
  const say = useMemo(() => dealSayIn(lang?.words, sayIn(lang?.scorer), lang?.phrases), [lang]);
  return (
    <DealSayContext.Provider value={say}>
      <SayContext.Provider value={say.scorer}>
        <LedgerWordsContext.Provider value={lang?.ledger ?? LEDGER_WORDS}>
          <Ledger say={say} />
        </LedgerWordsContext.Provider>
      </SayContext.Provider>
    </DealSayContext.Provider>
  );
}

function Ledger({ say }: { say: DealSay }) {
  const {
    state: deal,
    change,
    problems,
    ready,
  } = useLinkedState<DealState>(emptyDeal, (search) => decodeDeal(search, say), encodeDeal);
  const example = [{ label: say('example'), run: loadExample }];
  return (
    <div class="dl not-content" data-ready={ready ? 'true' : undefined} data-pagefind-ignore>
      <LinkProblems problems={problems} />
      <DealEditor deal={deal} onChange={change} actions={example} />
      <details class="dl-json">
        <summary>{say('json')}</summary>
        <pre>
          <code>{JSON.stringify({ variant: 'sichuan', deal }, null, 1)}</code>
        </pre>
      </details>
    </div>
  );
}
