/** Chow combinations (rules/mcr.md §2 and §4): fans made of two, three or four chows. */
import { isSuited } from '../../../engine/tiles';
import type { DetectInput, Occurrence } from '../../../engine/variant';
import { type ChowCombinations, chowsOf } from './combine';
import { type Counting, type FanCounting, once } from './counting';
import { setsOf } from './reading';

const found = (list: readonly Occurrence[]) => (list.length ? list : 0);
/** A combination fan read from its own list (`list` picks it: a fixed property, so each detector's read stays fast). */
const of = (list: (all: ChowCombinations) => readonly Occurrence[]): FanCounting => ({
  combination: true,
  detect: (input) => found(list(chowsOf(input))),
});

/** Every set a chow (a knitted straight counting as chows) and the pair a numbered tile. */
function allChows(input: DetectInput): boolean {
  const s = setsOf(input);
  const setsAreChows =
    s.pungs.length === 0 &&
    (s.fourSets || (input.reading.shape === 'knitted-straight' && s.chows.length === 1));
  return setsAreChows && s.pair >= 0 && isSuited(s.groups[s.pair]!.tile);
}

export const CHOW_COUNTING: Counting = {
  'pure-terminal-chows': of((c) => c.pureTerminalChows),
  'quadruple-chow': of((c) => c.quadrupleChow),
  'four-pure-shifted-chows': of((c) => c.fourPureShiftedChows),
  'pure-triple-chow': of((c) => c.pureTripleChow),
  'pure-straight': of((c) => c.pureStraight),
  'three-suited-terminal-chows': of((c) => c.threeSuitedTerminalChows),
  'pure-shifted-chows': of((c) => c.pureShiftedChows),
  'mixed-straight': of((c) => c.mixedStraight),
  'mixed-triple-chow': of((c) => c.mixedTripleChow),
  'mixed-shifted-chows': of((c) => c.mixedShiftedChows),
  'all-chows': { detect: (input) => once(allChows(input)) },
  'pure-double-chow': of((c) => c.pureDoubleChow),
  'mixed-double-chow': of((c) => c.mixedDoubleChow),
  'short-straight': of((c) => c.shortStraight),
  'two-terminal-chows': of((c) => c.twoTerminalChows),
};
