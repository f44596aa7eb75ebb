/** Pung combinations and concealed pungs (rules/mcr.md §2: fans 12, 15, 21, 24, 32, 33, 42, 48, 65, 66). */
import { isSuited } from '../../../engine/tiles';
import type { DetectInput, Occurrence } from '../../../engine/variant';
import { type PungCombinations, pungsOf } from './combine';
import { type Counting, type FanCounting, once } from './counting';
import { setsOf } from './reading';

const found = (list: readonly Occurrence[]) => (list.length ? list : 0);
/** A combination fan read from its own list (`list` picks it: a fixed property, so each detector's read stays fast). */
const of = (list: (all: PungCombinations) => readonly Occurrence[]): FanCounting => ({
  combination: true,
  detect: (input) => found(list(pungsOf(input))),
});

const concealed = (least: number) => (input: DetectInput) => {
  const c = setsOf(input).concealedPungs;
  return c.length >= least ? [{ sets: c }] : 0;
};

const isEven = (tile: number): boolean => isSuited(tile) && (tile % 9) % 2 === 1;
const allPungs = (input: DetectInput): boolean =>
  setsOf(input).fourSets && setsOf(input).chows.length === 0;

export const PUNG_COUNTING: Counting = {
  'four-pure-shifted-pungs': of((c) => c.fourPureShiftedPungs),
  'pure-shifted-pungs': of((c) => c.pureShiftedPungs),
  'triple-pung': of((c) => c.triplePung),
  'mixed-shifted-pungs': of((c) => c.mixedShiftedPungs),
  'all-pungs': { detect: (input) => once(allPungs(input)) },
  'four-concealed-pungs': { detect: concealed(4) },
  'three-concealed-pungs': { detect: concealed(3) },
  'two-concealed-pungs': { detect: concealed(2) },
  'double-pung': of((c) => c.doublePung),
  'all-even-pungs': {
    detect: (input) => once(allPungs(input) && input.reading.groups.every((g) => isEven(g.tile))),
  },
};
