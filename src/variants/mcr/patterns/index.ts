import type { PatternDef } from '../../../engine/variant';
import { CHOW_PATTERNS } from './chows';
import { FLOWER_PATTERNS } from './flowers';
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
