/** The Sichuan catalogue, in the order pages and answers list it. */
import type { Category, PatternDef } from '../../../engine/variant';
import { EVENT_PATTERNS } from './events';
import { EXTRA_PATTERNS } from './extras';
import { SHAPE_PATTERNS } from './shape';

export const SC_PATTERNS: readonly PatternDef[] = [
  ...SHAPE_PATTERNS,
  ...EXTRA_PATTERNS,
  ...EVENT_PATTERNS,
];

/** The catalogue's categories: one file in this folder for each. */
export const SC_CATEGORIES: readonly Category[] = [
  {
    id: 'shape',
    name: 'Hand shapes',
    blurb:
      'What the fourteen tiles make: a basic hand, all pungs, all 2/5/8 pungs, an outside hand, seven pairs.',
  },
  {
    id: 'extras',
    name: 'Added fan',
    blurb:
      'Fan added to the shape: a full flush, the golden single wait, and each root (four identical tiles).',
  },
  {
    id: 'events',
    name: 'Winning events',
    blurb:
      'The moment of the win: kong replacement, robbing a kong, the last tile, and two table options.',
  },
];
