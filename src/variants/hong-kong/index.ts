import { sevenPairsShape, standardShape, thirteenOrphansShape } from '../../engine/decompose';
import { HandError } from '../../engine/errors';
import { CHINESE_144 } from '../../engine/tiles';
import { sumOf } from '../../engine/value';
import type { Category, Variant } from '../../engine/variant';
import { hkFamilyGame, PASSING_THE_DEAL } from '../hk-family/game';
import { HK_OPTIONS } from './options';
import { BONUS_PATTERNS } from './patterns/bonus';
import { CONCEALMENT_PATTERNS } from './patterns/concealment';
import { EVENT_PATTERNS } from './patterns/events';
import { HONOUR_PATTERNS } from './patterns/honours';
import { LIMIT_PATTERNS } from './patterns/limits';
import { SHAPE_PATTERNS } from './patterns/shape';
import { SUIT_PATTERNS } from './patterns/suits';
import { HK_SETTLEMENT_MODELS, HK_SETTLEMENT_SUMMARY, settleHongKong } from './settlement';
import { HK_SUMMARY } from './sources';

const CATEGORIES: Category[] = [
  {
    id: 'shape',
    name: 'Hand shapes',
    blurb: 'How the fourteen tiles are arranged: all chows, all pungs, seven pairs.',
  },
  {
    id: 'draw',
    name: 'Concealment and self-draw',
    blurb: 'How the hand was built and how the winning tile arrived.',
  },
  {
    id: 'honours',
    name: 'Winds and dragons',
    blurb: 'Pungs of dragons, of your seat wind and of the round wind.',
  },
  { id: 'suits', name: 'Flushes', blurb: 'Hands of a single suit, with or without honours.' },
  {
    id: 'bonus',
    name: 'Flowers and seasons',
    blurb: 'Bonus tiles, which sit outside the fourteen.',
  },
  {
    id: 'events',
    name: 'Winning events',
    blurb: 'The moment of the win: kong replacement, robbing a kong, the last tile.',
  },
  { id: 'limit', name: 'Limit hands', blurb: 'Hands worth the cap outright, with nothing added.' },
];

export const hongKong: Variant = {
  id: 'hong-kong',
  name: 'Hong Kong Mahjong',
  shortName: 'Hong Kong',
  unit: { id: 'faan', singular: 'faan', plural: 'faan' },
  catalogueVersion: 1,
  tileSet: CHINESE_144,
  shapes: [standardShape, sevenPairsShape(false), thirteenOrphansShape],
  categories: CATEGORIES,
  patterns: [
    ...SHAPE_PATTERNS,
    ...CONCEALMENT_PATTERNS,
    ...HONOUR_PATTERNS,
    ...SUIT_PATTERNS,
    ...BONUS_PATTERNS,
    ...EVENT_PATTERNS,
    ...LIMIT_PATTERNS,
  ],
  options: HK_OPTIONS,
  checkOptions(o) {
    if ((o.minimum as number) > (o.cap as number)) {
      throw new HandError(
        'bad-option',
        `the minimum (${o.minimum}) cannot be above the cap (${o.cap}): no hand could ever win`,
      );
    }
  },
  // The total is the engine's: the sum, capped at the cap option.
  minimumMet(patterns, total, options) {
    if (options.bonusCountsTowardMinimum) return total >= (options.minimum as number);
    const bonusIds = new Set(BONUS_PATTERNS.map((p) => p.id));
    const withoutBonus = sumOf(patterns.filter((p) => !bonusIds.has(p.id)));
    return Math.min(withoutBonus, options.cap as number) >= (options.minimum as number);
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
