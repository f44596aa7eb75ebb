/** The special shapes (rules/mcr.md §3), and the flowers. */
import { FIRST_WIND, TILE_KINDS, isTerminal } from '../../../engine/tiles';
import type { DetectInput } from '../../../engine/variant';
import { type Counting, once } from './counting';
import { setsOf } from './reading';

const shape = (input: DetectInput, id: string): boolean => input.reading.shape === id;
const honoursHeld = (input: DetectInput): number => {
  let n = 0;
  for (let i = FIRST_WIND; i < TILE_KINDS; i++) if (input.facts.counts[i] > 0) n++;
  return n;
};
const numbersHeld = (input: DetectInput): number => (input.reading.loose ?? []).filter((t) => t < FIRST_WIND).length;

export const SPECIAL_COUNTING: Counting = {
  'nine-gates': {
    // The nine gates always hold a pung of 1s or of 9s (both cannot be split into the pair), which is part of the shape.
    detect: (input) => {
      if (!shape(input, 'nine-gates')) return 0;
      const s = setsOf(input);
      const pung = s.pungs.find((i) => isTerminal(s.groups[i].tile));
      return [{ sets: pung === undefined ? [] : [pung] }];
    },
  },
  'seven-shifted-pairs': { detect: (input) => once(shape(input, 'seven-shifted-pairs')) },
  'thirteen-orphans': { detect: (input) => once(shape(input, 'thirteen-orphans')) },
  'seven-pairs': { detect: (input) => once(shape(input, 'seven-pairs')) },
  'greater-honors-and-knitted-tiles': { detect: (input) => once(shape(input, 'honors-knitted') && honoursHeld(input) === 7) },
  'lesser-honors-and-knitted-tiles': { detect: (input) => once(shape(input, 'honors-knitted')) },
  'knitted-straight': { detect: (input) => once(shape(input, 'knitted-straight') || (shape(input, 'honors-knitted') && numbersHeld(input) === 9)) },
  'flower-tiles': { bonus: true, detect: (input) => input.facts.hand.bonus.length },
};
