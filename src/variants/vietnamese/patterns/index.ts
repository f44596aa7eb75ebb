/** The Vietnamese catalogue, in the order pages and answers list it. */
import type { Category, PatternDef } from '../../../engine/variant';
import { BONUS_PATTERNS } from './bonus';
import { EVENT_PATTERNS, THROWING_PATTERNS } from './events';
import { HONOUR_PATTERNS } from './honours';
import { topUpPatterns } from './no-jokers';
import { PROGRESSIVE_PATTERNS } from './progressive';
import { SHAPE_PATTERNS } from './shape';

/** The catalogue's categories (the pattern pages' groups). */
export const VN_CATEGORIES: readonly Category[] = [
  {
    id: 'shape',
    name: 'Hand shapes',
    blurb: 'How the fourteen tiles are arranged: runs, triplets, called melds.',
  },
  {
    id: 'special',
    name: 'Special shapes',
    blurb: 'Seven Pairs, Thirteen Orphans and Nine Gates, which skip four groups and a pair.',
  },
  { id: 'suits', name: 'Flushes', blurb: 'Hands of one suit, with or without honours.' },
  { id: 'terminals', name: 'Terminals', blurb: 'Hands of 1s and 9s, with or without honours.' },
  {
    id: 'honours',
    name: 'Winds and dragons',
    blurb: 'Triplets of winds and dragons, and the hands made of them.',
  },
  { id: 'quads', name: 'Quads', blurb: 'Quads (Coong), which never hold a joker.' },
  {
    id: 'draw',
    name: 'Concealment and waits',
    blurb: 'A closed hand, a self-draw, a single wait.',
  },
  {
    id: 'events',
    name: 'Winning events',
    blurb:
      'The moment of the win: a quad robbed, a replacement tile, the last tile, a first-turn blessing, a discarded flower or joker.',
  },
  {
    id: 'bonus',
    name: 'Flowers and banked jokers',
    blurb: 'Flower tiles and jokers set aside, which sit outside the fourteen.',
  },
  {
    id: 'no-jokers',
    name: 'No-joker bonuses',
    blurb: 'What a pattern adds when no joker was ever played in it.',
  },
  {
    id: 'closed',
    name: 'Closed-hand bonuses',
    blurb:
      'What a big pattern adds when it was won closed: self-drawn on a single wait, or with every quad concealed.',
  },
  {
    id: 'optional',
    name: 'Optional rules',
    blurb: 'Patterns a table may add; off unless its table rule is on.',
  },
];

const BASE: PatternDef[] = [
  ...SHAPE_PATTERNS,
  ...HONOUR_PATTERNS,
  ...EVENT_PATTERNS,
  ...BONUS_PATTERNS,
];
const byId = (id: string): PatternDef => {
  const p = BASE.find((x) => x.id === id);
  if (!p) throw new Error(`no Vietnamese pattern ${id}`);
  return p;
};
export const VN_PATTERNS: PatternDef[] = [
  ...BASE,
  ...THROWING_PATTERNS,
  ...topUpPatterns(byId),
  ...PROGRESSIVE_PATTERNS,
];
