import { sevenPairsShape, standardShape, thirteenOrphansShape } from '../../engine/decompose';
import type { Variant } from '../../engine/variant';
import { hkFamilyGame, PASSING_THE_DEAL } from '../shared/hk-family/game';
import { checkRainbowDragonContext, RD_CONTEXT_KEYS } from './context';
import { rainbowDragonHeader } from './header';
import { RD_CATEGORIES, RD_PATTERNS } from './patterns';
import {
  pointsTable,
  RD_SETTLEMENT_MODELS,
  RD_SETTLEMENT_SUMMARY,
  settleRainbowDragon,
} from './settlement';
import { CAP, RD_SHEET } from './sources';

export const rainbowDragon: Variant = {
  ...rainbowDragonHeader,
  shapes: [standardShape, sevenPairsShape(false), thirteenOrphansShape],
  categories: RD_CATEGORIES,
  patterns: RD_PATTERNS,
  contextKeys: RD_CONTEXT_KEYS,
  checkContext: checkRainbowDragonContext,
  checkOptions(o) {
    // Reading the table is the check: a gap or a falling amount throws with its fan value.
    pointsTable(o);
  },
  // The engine's total (capped at the fixed cap below) and minimum (the minimum option).
  settle: settleRainbowDragon,
  settlementSummary: RD_SETTLEMENT_SUMMARY,
  settlementModels: RD_SETTLEMENT_MODELS,
  game: hkFamilyGame({
    ...PASSING_THE_DEAL,
    note: 'the club sheet does not say how the deal passes, so the Hong Kong game’s rule applies; a full game is four rounds',
  }),
  // Seed 001 plays Hong Kong mahjong and states no claim rules of its own, so the claims are
  // the Hong Kong game's (seed 004); its cap is fixed: "no more than 12 Fan".
  rules: {
    chow: true,
    pung: true,
    kong: true,
    robbingKong: true,
    fixedCap: CAP,
    source: {
      ...RD_SHEET,
      also: ['mahjong-rules-guide'],
      note: 'the cap and Robbing a Kong from the club sheet; the claims are those of the Hong Kong game',
    },
  },
  // Paid side by side with the other variants that count a hand the Hong Kong way.
  payoutFamily: 'Hong Kong',
};
