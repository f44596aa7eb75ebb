import { sevenPairsShape, standardShape } from '../../engine/decompose';
import type { Variant } from '../../engine/variant';
import { checkSichuanContext, SICHUAN_CONTEXT_KEYS } from './context';
import { settleDeal } from './deal/settle';
import { SICHUAN_GAME } from './game';
import { sichuanHeader } from './header';
import { SC_CATEGORIES, SC_PATTERNS } from './patterns';
import { SC_SETTLEMENT_SUMMARY, settleSichuan } from './settlement';
import { SC_SUMMARY } from './sources';

export const sichuan: Variant = {
  ...sichuanHeader,
  // Runs stay in the standard shape: "no chows" forbids claiming a discard for a run, not holding one.
  shapes: [standardShape, sevenPairsShape(true)],
  categories: SC_CATEGORIES,
  patterns: SC_PATTERNS,
  contextKeys: SICHUAN_CONTEXT_KEYS,
  checkContext: checkSichuanContext,
  // The engine's total, capped at the cap option; no minimum option, so any legal win counts.
  settle: settleSichuan,
  settlementSummary: SC_SETTLEMENT_SUMMARY,
  settleDeal: (deal, options) => settleDeal(sichuan, deal, options),
  game: SICHUAN_GAME,
  // Seed 003 (Sichuan): "No chows. Pungs, exposed/concealed/added kongs and robbing an added
  // kong are allowed."
  rules: { chow: false, pung: true, kong: true, robbingKong: true, source: SC_SUMMARY },
};
