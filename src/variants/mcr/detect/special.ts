/** The special shapes (rules/mcr.md §3), and the flowers. */
import { FIRST_WIND, isTerminal } from '../../../engine/tiles';
import type { DetectInput } from '../../../engine/variant';
import { type Counting, once } from './counting';
import { setsOf } from './reading';

const shape = (input: DetectInput, id: string): boolean => input.reading.shape === id;
const honoursKnitted = (input: DetectInput): boolean =>
  shape(input, 'greater-honors-and-knitted') || shape(input, 'lesser-honors-and-knitted');
const numbersHeld = (input: DetectInput): number =>
  (input.reading.loose ?? []).filter((t) => t < FIRST_WIND).length;

export const SPECIAL_COUNTING: Counting = {
  'nine-gates': {
    // The nine gates always hold a pung of 1s or of 9s (both cannot be split into the pair), which is part of the shape.
    detect: (input) => {
      if (!shape(input, 'nine-gates')) return 0;
      const s = setsOf(input);
      const pung = s.pungs.find((i) => isTerminal(s.groups[i]!.tile));
      return [{ sets: pung === undefined ? [] : [pung] }];
    },
  },
  'seven-shifted-pairs': { detect: (input) => once(shape(input, 'seven-shifted-pairs')) },
  'thirteen-orphans': { detect: (input) => once(shape(input, 'thirteen-orphans')) },
  'seven-pairs': { detect: (input) => once(shape(input, 'seven-pairs')) },
  'greater-honors-and-knitted-tiles': {
    detect: (input) => once(shape(input, 'greater-honors-and-knitted')),
  },
  'lesser-honors-and-knitted-tiles': { detect: (input) => once(honoursKnitted(input)) },
  'knitted-straight': {
    detect: (input) =>
      once(shape(input, 'knitted-straight') || (honoursKnitted(input) && numbersHeld(input) === 9)),
  },
  'flower-tiles': { detect: (input) => input.facts.hand.bonus.length },
};
