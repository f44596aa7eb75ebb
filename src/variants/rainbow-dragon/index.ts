import { sevenPairsShape, standardShape, thirteenOrphansShape } from '../../engine/decompose';
import { HandError } from '../../engine/errors';
import { CHINESE_144 } from '../../engine/tiles';
import type { Category, Variant } from '../../engine/variant';
import { hkFamilyGame, PASSING_THE_DEAL } from '../hk-family/game';
import { RD_OPTIONS } from './options';
import { EIGHT_FAN, FOUR_FAN, SIX_FAN } from './patterns/big-hands';
import { BONUSES, FLOWERS } from './patterns/bonuses';
import { ONE_FAN } from './patterns/one-fan';
import { TWO_FAN } from './patterns/two-fan';
import {
  pointsTable,
  RD_SETTLEMENT_MODELS,
  RD_SETTLEMENT_SUMMARY,
  settleRainbowDragon,
} from './settlement';
import { CAP, RD_SHEET } from './sources';

const CATEGORIES: Category[] = [
  {
    id: 'fan-1',
    name: '1 fan',
    blurb: 'Everyday patterns: sequences, simples, valued honours, matched sets across the suits.',
  },
  {
    id: 'fan-2',
    name: '2 fan',
    blurb: 'Triplets, flushes with honours, and sets repeated across or along the suits.',
  },
  {
    id: 'fan-4',
    name: '4 fan',
    blurb: 'Seven pairs, the full flush, three little dragons and all orphans.',
  },
  {
    id: 'fan-6',
    name: '6 fan',
    blurb: 'Four little winds, three big dragons and fully concealed triplets.',
  },
  {
    id: 'fan-8',
    name: '8 fan',
    blurb: 'The biggest hands: four big winds, all honors, thirteen orphans.',
  },
  { id: 'bonus', name: '1-fan bonuses', blurb: 'Concealment and the moment of the win.' },
  {
    id: 'flowers',
    name: 'Flowers and seasons',
    blurb: 'Bonus tiles that match your seat, and complete sets.',
  },
];

const CONTEXT_FIELDS = ['flowerReplacement'];

export const rainbowDragon: Variant = {
  id: 'rainbow-dragon',
  name: 'Rainbow Dragon house rules',
  shortName: 'Rainbow Dragon',
  unit: { id: 'fan', singular: 'fan', plural: 'fan' },
  catalogueVersion: 1,
  tileSet: CHINESE_144,
  shapes: [standardShape, sevenPairsShape(false), thirteenOrphansShape],
  categories: CATEGORIES,
  patterns: [...ONE_FAN, ...TWO_FAN, ...FOUR_FAN, ...SIX_FAN, ...EIGHT_FAN, ...BONUSES, ...FLOWERS],
  options: RD_OPTIONS,
  contextKeys: CONTEXT_FIELDS,
  checkContext(win, hand) {
    const fr = win.extra.flowerReplacement;
    if (fr === undefined || fr === false) return;
    if (fr !== true)
      throw new HandError(
        'bad-context',
        `context.flowerReplacement must be true or false (got ${JSON.stringify(fr)})`,
      );
    if (!win.selfDrawn)
      throw new HandError(
        'bad-context',
        'a win on a flower or season replacement is self-drawn: the replacement is drawn from the wall',
      );
    if (!hand.bonus.length)
      throw new HandError(
        'bad-context',
        'a win on a flower or season replacement needs a flower or season among the bonus tiles',
      );
  },
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
