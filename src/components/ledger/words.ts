/**
 * The words the ledger islands share (the balances panel of the game score sheet and the deal
 * ledger). English is the default; a page in another language passes its words (the tables in
 * src/i18n/islands/ledger.ts) and the panel reads them from context.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

export const LEDGER_WORDS = {
  'balances.title': 'Balances',
  'balances.said': ' Balances: {list}.',
  'balances.item': '{name} {value}',
  'balances.joiner': ', ',
  'balances.won': '(won)',
  'balances.balance': 'balance',
} as const;

export type LedgerWord = keyof typeof LEDGER_WORDS;
export type LedgerWords = Readonly<Record<LedgerWord, string>>;

export const LedgerWordsContext = createContext<LedgerWords>(LEDGER_WORDS);
export const useLedgerWords = (): LedgerWords => useContext(LedgerWordsContext);
