import { sevenPairsShape, standardShape } from '../../engine/decompose';
import type { Variant } from '../../engine/variant';
import { checkSichuanContext, SICHUAN_CONTEXT_FIELDS, SICHUAN_CONTEXT_KEYS } from './context';
import { settleDeal } from './deal/settle';
import { SICHUAN_GAME } from './game';
import { SC_OPTIONS } from './options';
import { SC_CATEGORIES, SC_PATTERNS } from './patterns';
import { SC_SETTLEMENT_SUMMARY, settleSichuan } from './settlement';
import { SC_SUMMARY } from './sources';
import { SICHUAN_108 } from './tiles';

export const sichuan: Variant = {
  id: 'sichuan',
  name: 'Sichuan Bloody Mahjong',
  shortName: 'Sichuan',
  translations: {
    'zh-cn': { name: '四川血战到底', shortName: '四川麻将' },
    vi: { name: 'Mạt chược Tứ Xuyên', shortName: 'Tứ Xuyên' },
  },
  unit: { id: 'fan', singular: 'fan', plural: 'fan', translations: { 'zh-cn': '番', vi: 'phán' } },
  catalogueVersion: 1,
  tileSet: SICHUAN_108,
  // Runs stay in the standard shape: "no chows" forbids claiming a discard for a run, not holding one.
  shapes: [standardShape, sevenPairsShape(true)],
  categories: SC_CATEGORIES,
  patterns: SC_PATTERNS,
  options: SC_OPTIONS,
  contextKeys: SICHUAN_CONTEXT_KEYS,
  checkContext: checkSichuanContext,
  contextFields: SICHUAN_CONTEXT_FIELDS,
  // The engine's total, capped at the cap option; no minimum option, so any legal win counts.
  settle: settleSichuan,
  settlementSummary: SC_SETTLEMENT_SUMMARY,
  settleDeal: (deal, options) => settleDeal(sichuan, deal, options),
  game: SICHUAN_GAME,
  // Seed 003 (Sichuan): "No chows. Pungs, exposed/concealed/added kongs and robbing an added
  // kong are allowed."
  rules: { chow: false, pung: true, kong: true, robbingKong: true, source: SC_SUMMARY },
};
