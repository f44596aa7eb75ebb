/**
 * The tile families MCR's fans name (rules/mcr.md §2): the green tiles, the tiles that look the
 * same upside down, and the knitted straights.
 */
import { FIRST_DRAGON, SUITS, type TileIndex, tileIndex } from '../../engine/tiles';

const kinds = (codes: string): boolean[] => {
  const out = new Array<boolean>(34).fill(false);
  for (const c of codes.split(' ')) out[tileIndex(c)] = true;
  return out;
};

/** All Green: 2, 3, 4, 6 and 8 of bamboo and the green dragon. */
export const GREEN = kinds('2s 3s 4s 6s 8s GD');

/** Reversible Tiles: 1 2 3 4 5 8 9 of dots, 2 4 5 6 8 9 of bamboo and the white dragon. */
export const REVERSIBLE = kinds('1p 2p 3p 4p 5p 8p 9p 2s 4s 5s 6s 8s 9s WD');

export const RED_DRAGON = FIRST_DRAGON;

/**
 * The six knitted straights: 1-4-7 of one suit, 2-5-8 of another and 3-6-9 of the third, each
 * as its nine tiles.
 */
export const KNITTED_STRAIGHTS: readonly (readonly TileIndex[])[] = (() => {
  const out: TileIndex[][] = [];
  for (const a of [0, 1, 2]) {
    for (const b of [0, 1, 2]) {
      if (b === a) continue;
      const c = 3 - a - b;
      const tiles: TileIndex[] = [];
      [a, b, c].forEach((suit, start) => {
        for (let r = start; r < 9; r += 3) tiles.push(suit * 9 + r);
      });
      out.push(tiles.sort((x, y) => x - y));
    }
  }
  return out;
})();

export const SUIT_COUNT = SUITS.length;
