/** Kongs (rules/mcr.md §2: fans 5, 17, 53, 57, 67, 74 and 82). */
import type { DetectInput } from '../../../engine/variant';
import { type Counting, once } from './counting';
import { each, setsOf } from './reading';

const kongs = (input: DetectInput, concealed: boolean): readonly number[] =>
  concealed ? setsOf(input).concealedKongs : setsOf(input).meldedKongs;
const atLeast = (n: number, sets: readonly number[]) => (sets.length >= n ? [{ sets }] : 0);

export const KONG_COUNTING: Counting = {
  'four-kongs': { detect: (input) => once(setsOf(input).kongs.length === 4) },
  'three-kongs': { detect: (input) => once(setsOf(input).kongs.length >= 3) },
  'two-concealed-kongs': { detect: (input) => atLeast(2, kongs(input, true)) },
  'two-melded-kongs': { detect: (input) => atLeast(2, kongs(input, false)) },
  'concealed-kong-and-melded-kong': {
    detect: (input) =>
      once(
        input.options.kongCombination === 'combined' &&
          kongs(input, true).length > 0 &&
          kongs(input, false).length > 0,
      ),
  },
  'concealed-kong': { detect: (input) => each(kongs(input, true)) },
  'melded-kong': { detect: (input) => each(kongs(input, false)) },
};
