/** The Hong Kong catalogue, in the order the pages and the answers list it. */
import type { Category, PatternDef } from '../../../engine/variant';
import { BONUS_PATTERNS } from './bonus';
import { CONCEALMENT_PATTERNS } from './draw';
import { EVENT_PATTERNS } from './events';
import { HONOUR_PATTERNS } from './honours';
import { LIMIT_PATTERNS } from './limit';
import { SHAPE_PATTERNS } from './shape';
import { SUIT_PATTERNS } from './suits';

export const HK_PATTERNS: readonly PatternDef[] = [
  ...SHAPE_PATTERNS,
  ...CONCEALMENT_PATTERNS,
  ...HONOUR_PATTERNS,
  ...SUIT_PATTERNS,
  ...BONUS_PATTERNS,
  ...EVENT_PATTERNS,
  ...LIMIT_PATTERNS,
];

/** The catalogue's categories: one file in this folder for each. */
export const HK_CATEGORIES: readonly Category[] = [
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
