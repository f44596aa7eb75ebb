/** Winds and dragons (rules/mcr.md §2, fans 1, 2, 9, 10, 38, 54, 59–61, 73). */
import { isDragon, isTerminal, isWind, type Wind, windIndex } from '../../../engine/tiles';
import type { DetectInput } from '../../../engine/variant';
import { type Counting, once } from './counting';
import { each, setsOf, tilesOf } from './reading';

const pungsOf = (input: DetectInput, wind: Wind): readonly number[] => {
  const s = setsOf(input);
  if (!s.windPungs.length) return s.windPungs;
  const tile = windIndex(wind);
  return s.windPungs.filter((i) => s.groups[i]!.tile === tile);
};
const windPungs = (input: DetectInput) => setsOf(input).windPungs;
const dragonPungs = (input: DetectInput) => setsOf(input).dragonPungs;
const pairIs = (input: DetectInput, test: (tile: number) => boolean): boolean => {
  const s = setsOf(input);
  return s.pair >= 0 && test(s.groups[s.pair]!.tile);
};

export const HONOR_COUNTING: Counting = {
  'big-four-winds': {
    detect: (input) => {
      const w = windPungs(input);
      return w.length === 4 ? [{ sets: w }] : 0;
    },
  },
  'big-three-dragons': {
    detect: (input) => {
      const d = dragonPungs(input);
      return d.length === 3 ? [{ sets: d }] : 0;
    },
  },
  'little-four-winds': {
    detect: (input) => {
      const w = windPungs(input);
      return w.length === 3 && pairIs(input, isWind) ? [{ sets: [...w, setsOf(input).pair] }] : 0;
    },
  },
  'little-three-dragons': {
    detect: (input) => {
      const d = dragonPungs(input);
      return d.length === 2 && pairIs(input, isDragon) ? [{ sets: [...d, setsOf(input).pair] }] : 0;
    },
  },
  'all-honors': { detect: (input) => once(tilesOf(input).suits === 0) },
  'big-three-winds': {
    detect: (input) => {
      const w = windPungs(input);
      return w.length >= 3 ? [{ sets: w }] : 0;
    },
  },
  'two-dragon-pungs': {
    detect: (input) => {
      const d = dragonPungs(input);
      return d.length >= 2 ? [{ sets: d }] : 0;
    },
  },
  'dragon-pung': { detect: (input) => each(dragonPungs(input)) },
  'prevalent-wind': { detect: (input) => each(pungsOf(input, input.win.round)) },
  'seat-wind': { detect: (input) => each(pungsOf(input, input.win.seat)) },
  'pung-of-terminals-or-honors': {
    detect: (input) => {
      const s = setsOf(input);
      return s.pungs.length
        ? each(s.pungs.filter((i) => isTerminal(s.groups[i]!.tile) || isWind(s.groups[i]!.tile)))
        : 0;
    },
  },
};
