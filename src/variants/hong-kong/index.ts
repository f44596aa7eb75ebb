import { sevenPairsShape, standardShape, thirteenOrphansShape } from '../../engine/decompose';
import { HandError } from '../../engine/errors';
import { sumOf } from '../../engine/total';
import type { Variant } from '../../engine/variant';
import { hkFamilyGame, PASSING_THE_DEAL } from '../shared/hk-family/game';
import { hongKongHeader } from './header';
import { hkOptions } from './options';
import { HK_CATEGORIES, HK_PATTERNS } from './patterns';
import { HK_SETTLEMENT_MODELS, HK_SETTLEMENT_SUMMARY, settleHongKong } from './settlement';
import { HK_SUMMARY } from './sources';

export const hongKong: Variant = {
  ...hongKongHeader,
  shapes: [standardShape, sevenPairsShape(false), thirteenOrphansShape],
  categories: HK_CATEGORIES,
  patterns: HK_PATTERNS,
  checkOptions(options) {
    const { minimum, cap } = hkOptions(options);
    if (minimum > cap) {
      throw new HandError(
        'bad-option',
        `the minimum (${minimum}) cannot be above the cap (${cap}): no hand could ever win`,
        { reason: 'minimum-above-cap', minimum, cap },
      );
    }
  },
  // The total is the engine's: the sum, capped at the cap option.
  minimumMet(patterns, total, options) {
    const { bonusCountsTowardMinimum, minimum, cap } = hkOptions(options);
    if (bonusCountsTowardMinimum) return total >= minimum;
    const bonusIds = new Set(HK_PATTERNS.filter((p) => p.category === 'bonus').map((p) => p.id));
    const withoutBonus = sumOf(patterns.filter((p) => !bonusIds.has(p.id)));
    return Math.min(withoutBonus, cap) >= minimum;
  },
  settle: settleHongKong,
  settlementSummary: HK_SETTLEMENT_SUMMARY,
  settlementModels: HK_SETTLEMENT_MODELS,
  game: hkFamilyGame(PASSING_THE_DEAL),
  activeSettlementModel: () => 'seed',
  // Seed 003 (Hong Kong): "A discard can complete a win, pung or exposed kong. Only the next
  // player may chow"; "Added kongs can be robbed for a win."
  rules: { chow: true, pung: true, kong: true, robbingKong: true, source: HK_SUMMARY },
  // Paid side by side with the other variants that count a hand the Hong Kong way.
  payoutFamily: 'Hong Kong',
};
