import { sevenPairsShape, standardShape } from '../../engine/decompose';
import type { Variant } from '../../engine/variant';
import { checkSichuanContext, SICHUAN_CONTEXT_KEYS } from './context';
import { sichuanHeader } from './header';
import { SC_CATEGORIES, SC_PATTERNS } from './patterns';
import { SC_SETTLEMENT_SUMMARY, settleSichuan } from './settlement';
import { SC_SUMMARY } from './sources';

/**
 * Sichuan as one winning hand is scored: the catalogue, the counting and a hand's settlement.
 * The hand scorer and the practice page use this alone; a whole deal's settlement and the game's
 * rules (./index.ts) are what a score sheet and the deal ledger add, and are most of the
 * variant's code.
 */
export const sichuanHands: Variant = {
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
  // Seed 003 (Sichuan): "No chows. Pungs, exposed/concealed/added kongs and robbing an added
  // kong are allowed."
  rules: { chow: false, pung: true, kong: true, robbingKong: true, source: SC_SUMMARY },
};
