/**
 * The balances panel the ledger islands share (the game score sheet, the deal ledger), in
 * simplified Chinese and Vietnamese; Hong Kong's are converted from the simplified
 * (src/i18n/island-words.ts). English is the panel's own (src/components/ledger/words.ts).
 */
import type { LedgerWords } from '../../components/ledger/words';
import type { Translations } from '../island-words';

const ZH_CN: LedgerWords = {
  'balances.title': '各家分数',
  'balances.said': '各家分数：{list}。',
  'balances.item': '{name} {value}',
  'balances.joiner': '，',
  'balances.won': '（已和）',
  'balances.balance': '累计',
};

const VI: LedgerWords = {
  'balances.title': 'Điểm từng người',
  'balances.said': ' Điểm từng người: {list}.',
  'balances.item': '{name} {value}',
  'balances.joiner': ', ',
  'balances.won': '(đã ù)',
  'balances.balance': 'tổng',
};

export const LEDGER_TRANSLATIONS: Translations<LedgerWords> = { 'zh-cn': ZH_CN, vi: VI };
