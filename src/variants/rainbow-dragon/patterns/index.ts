/** The Rainbow Dragon catalogue, by the club sheet's fan values, in the order pages and answers list it. */
import type { Category, PatternDef } from '../../../engine/variant';
import { BONUSES } from './bonus';
import { ONE_FAN } from './fan-1';
import { TWO_FAN } from './fan-2';
import { FOUR_FAN } from './fan-4';
import { SIX_FAN } from './fan-6';
import { EIGHT_FAN } from './fan-8';
import { FLOWERS } from './flowers';

export const RD_PATTERNS: readonly PatternDef[] = [
  ...ONE_FAN,
  ...TWO_FAN,
  ...FOUR_FAN,
  ...SIX_FAN,
  ...EIGHT_FAN,
  ...BONUSES,
  ...FLOWERS,
];

/** The sheet's categories, one per fan value plus bonuses and flowers: one file here for each. */
export const RD_CATEGORIES: readonly Category[] = [
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
