/** Suits and tile ranges (rules/mcr.md §2: fans 3, 8, 18, 22, 25–27, 31, 36, 37, 40, 49, 51, 55, 64, 68, 75, 76). */
import type { TileGroup } from '../../../engine/decompose';
import type { DetectInput } from '../../../engine/variant';
import { type Counting, once } from './counting';
import { type HandTiles, rankBits, setsOf, suitCount, tilesOf } from './reading';

const honours = (t: HandTiles): boolean => t.winds || t.dragons;
/** Numbered tiles only, every number among the bits of `allowed`. */
const numbersIn = (input: DetectInput, allowed: number): boolean => {
  const t = tilesOf(input);
  return !honours(t) && t.suits !== 0 && (t.ranks & ~allowed) === 0;
};
const TERMINALS = rankBits(1, 9);
const UPPER = rankBits(7, 8, 9);
const MIDDLE = rankBits(4, 5, 6);
const LOWER = rankBits(1, 2, 3);
const UPPER_FOUR = rankBits(6, 7, 8, 9);
const LOWER_FOUR = rankBits(1, 2, 3, 4);
const SIMPLES = rankBits(2, 3, 4, 5, 6, 7, 8);

const groupHas = (g: TileGroup, tile: number): boolean =>
  g.kind === 'chow' ? tile >= g.tile && tile <= g.tile + 2 : tile === g.tile;

export const TILE_COUNTING: Counting = {
  'all-green': { detect: (input) => once(tilesOf(input).green) },
  'all-terminals': { detect: (input) => once(numbersIn(input, TERMINALS)) },
  'all-terminals-and-honors': {
    detect: (input) => {
      const t = tilesOf(input);
      return once(honours(t) && t.suits !== 0 && (t.ranks & ~TERMINALS) === 0);
    },
  },
  'full-flush': {
    detect: (input) => once(!honours(tilesOf(input)) && suitCount(tilesOf(input).suits) === 1),
  },
  'half-flush': {
    detect: (input) => once(honours(tilesOf(input)) && suitCount(tilesOf(input).suits) === 1),
  },
  'one-voided-suit': { detect: (input) => once(suitCount(tilesOf(input).suits) === 2) },
  'no-honors': { detect: (input) => once(!honours(tilesOf(input))) },
  'all-types': {
    detect: (input) => {
      const t = tilesOf(input);
      return once(t.suits === 7 && t.winds && t.dragons);
    },
  },
  'reversible-tiles': { detect: (input) => once(tilesOf(input).reversible) },
  'all-fives': { detect: (input) => once(setsOf(input).fives) },
  'upper-tiles': { detect: (input) => once(numbersIn(input, UPPER)) },
  'middle-tiles': { detect: (input) => once(numbersIn(input, MIDDLE)) },
  'lower-tiles': { detect: (input) => once(numbersIn(input, LOWER)) },
  'upper-four': { detect: (input) => once(numbersIn(input, UPPER_FOUR)) },
  'lower-four': { detect: (input) => once(numbersIn(input, LOWER_FOUR)) },
  'all-simples': { detect: (input) => once(numbersIn(input, SIMPLES)) },
  'outside-hand': { detect: (input) => once(setsOf(input).outside) },
  'tile-hog': {
    detect: (input) => {
      const fours = tilesOf(input).fours;
      if (!fours.length) return 0;
      const groups = input.reading.groups;
      const out: { sets: number[] }[] = [];
      for (const i of fours) {
        // Four copies as a kong are a kong, not a tile hog.
        if (groups.some((g) => g.kind === 'kong' && g.tile === i)) continue;
        const sets: number[] = [];
        for (let k = 0; k < groups.length; k++) if (groupHas(groups[k]!, i)) sets.push(k);
        out.push({ sets });
      }
      return out.length ? out : 0;
    },
  },
};
