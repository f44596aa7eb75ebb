/**
 * MCR's view of the 34 tiles. The counting code works on "ref" codes, suit in the high nibble and
 * rank in the low one (characters 0x11.., bamboo 0x21.., dots 0x31.., honours 0x41..0x47), because
 * rules/mcr.md §4 fixes the order in which the reference calculator tries chow and pung triples
 * (sorted sets, characters before bamboo before dots), and that order decides which fan a hand
 * with two candidate triples scores. Arithmetic on ref codes (t + 3, rank equality) also reads
 * like the rules: "the next chow is 3 higher".
 */
import { FIRST_WIND, TILE_KINDS, type TileIndex } from '../../engine/tiles';

/** Ref code of each engine tile index (m, p, s, winds, dragons). */
export const REF: Int32Array = (() => {
  const r = new Int32Array(TILE_KINDS);
  for (let i = 0; i < 9; i++) {
    r[i] = 0x11 + i; // characters
    r[9 + i] = 0x31 + i; // dots
    r[18 + i] = 0x21 + i; // bamboo
  }
  for (let k = 0; k < 7; k++) r[FIRST_WIND + k] = 0x41 + k;
  return r;
})();

/** Engine index of a ref code. */
export const INDEX_OF_REF: Int32Array = (() => {
  const a = new Int32Array(0x48).fill(-1);
  for (let i = 0; i < TILE_KINDS; i++) a[REF[i]] = i;
  return a;
})();

export const suitOf = (t: number): number => t >> 4;
export const rankOf = (t: number): number => t & 0xf;
export const isNumbered = (t: number): boolean => t < 0x40;
export const isHonor = (t: number): boolean => t > 0x40;
export const isWind = (t: number): boolean => t >= 0x41 && t <= 0x44;
export const isDragon = (t: number): boolean => t >= 0x45 && t <= 0x47;
export const isTerminal = (t: number): boolean => t < 0x40 && ((t & 0xf) === 1 || (t & 0xf) === 9);
export const isTerminalOrHonor = (t: number): boolean => t > 0x40 || isTerminal(t);
export const WIND_E = 0x41;
export const RED = 0x45;
export const GREEN = 0x46;
export const WHITE = 0x47;

/** All Green: 2 3 4 6 8 of bamboo and the green dragon. */
export const isGreen = (t: number): boolean => t === 0x22 || t === 0x23 || t === 0x24 || t === 0x26 || t === 0x28 || t === GREEN;
/** Reversible Tiles: tiles that look the same upside down (1234589 dots, 245689 bamboo, white dragon). */
export const isReversible = (t: number): boolean =>
  (t >= 0x31 && t <= 0x35) || t === 0x38 || t === 0x39 || t === 0x22 || t === 0x24 || t === 0x25 || t === 0x26 || t === 0x28 || t === 0x29 || t === WHITE;

/**
 * The six knitted straights (147, 258, 369 spread over the three suits), in the order the
 * reference tries them, as engine indices.
 */
export const KNITTED: readonly (readonly TileIndex[])[] = (() => {
  const ranks = [
    [1, 2, 3],
    [1, 3, 2],
    [2, 1, 3],
    [2, 3, 1],
    [3, 1, 2],
    [3, 2, 1],
  ]; // start rank for characters, bamboo, dots
  return ranks.map(([m, s, p]) => {
    const out: TileIndex[] = [];
    for (const [base, start] of [
      [0, m],
      [18, s],
      [9, p],
    ]) {
      for (let k = 0; k < 3; k++) out.push(base + start - 1 + 3 * k);
    }
    return out;
  });
})();
