import type { Category, PatternDef } from '../../../engine/variant';
import { FLOWER_PATTERNS } from './bonus';
import { CHOW_PATTERNS } from './chows';
import { HONOR_PATTERNS } from './honors';
import { KONG_PATTERNS } from './kongs';
import { PUNG_PATTERNS } from './pungs';
import { SPECIAL_PATTERNS } from './special';
import { TILE_PATTERNS } from './tiles';
import { WIN_PATTERNS } from './win';

/** All 81 fans and #82, grouped as the pages show them. */
export const MCR_PATTERNS: PatternDef[] = [
  ...SPECIAL_PATTERNS,
  ...HONOR_PATTERNS,
  ...CHOW_PATTERNS,
  ...PUNG_PATTERNS,
  ...KONG_PATTERNS,
  ...TILE_PATTERNS,
  ...WIN_PATTERNS,
  ...FLOWER_PATTERNS,
];

/** The categories the pages group the fans by: one file in this folder for each. */
export const MCR_CATEGORIES: readonly Category[] = [
  {
    id: 'special',
    name: 'Special shapes',
    blurb:
      'Hands that are not four sets and a pair: seven pairs, thirteen orphans, knitted tiles, nine gates.',
  },
  {
    id: 'honors',
    name: 'Winds and dragons',
    blurb: 'Pungs of winds and dragons, and hands of honours only.',
  },
  {
    id: 'chows',
    name: 'Chow combinations',
    blurb: 'Fans made by two, three or four chows together.',
  },
  {
    id: 'pungs',
    name: 'Pungs and concealed pungs',
    blurb: 'Fans made by pungs together, and pungs held concealed.',
  },
  { id: 'kongs', name: 'Kongs', blurb: 'Exposed and concealed kongs, alone and together.' },
  {
    id: 'tiles',
    name: 'Suits and tile ranges',
    blurb: 'Fans that depend on which tiles the hand holds: flushes, terminals, number ranges.',
  },
  {
    id: 'win',
    name: 'Concealment, waits and the winning tile',
    blurb:
      'How the hand was held and won: concealment, the wait, self-draw and the special moments of the deal.',
  },
  {
    id: 'bonus',
    name: 'Flowers',
    blurb:
      'Flowers and seasons, which sit outside the fourteen and do not count toward the minimum.',
  },
];
