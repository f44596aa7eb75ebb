/** How the engine counts every MCR fan, by fan id. */
import { CHOW_COUNTING } from './chows';
import type { Counting } from './counting';
import { HONOR_COUNTING } from './honors';
import { KONG_COUNTING } from './kongs';
import { PUNG_COUNTING } from './pungs';
import { SPECIAL_COUNTING } from './special';
import { TILE_COUNTING } from './tiles';
import { WIN_COUNTING } from './win';

export const MCR_COUNTING: Counting = {
  ...SPECIAL_COUNTING,
  ...HONOR_COUNTING,
  ...CHOW_COUNTING,
  ...PUNG_COUNTING,
  ...KONG_COUNTING,
  ...TILE_COUNTING,
  ...WIN_COUNTING,
};
