/**
 * Every chow and pung combination in one reading, found in one pass over its pairs, triples and
 * the four sets together (rules/mcr.md §2 and §4), so each combination fan's detector only reads
 * its own list. Each occurrence lists the sets (and the pair, where the fan needs it) by index in
 * the reading's groups.
 */
import type { DetectInput, Occurrence } from '../../../engine/variant';
import { setsOf } from './reading';

export interface ChowCombinations {
  pureTerminalChows: readonly Occurrence[];
  quadrupleChow: readonly Occurrence[];
  fourPureShiftedChows: readonly Occurrence[];
  threeSuitedTerminalChows: readonly Occurrence[];
  pureTripleChow: readonly Occurrence[];
  pureStraight: readonly Occurrence[];
  pureShiftedChows: readonly Occurrence[];
  mixedStraight: readonly Occurrence[];
  mixedTripleChow: readonly Occurrence[];
  mixedShiftedChows: readonly Occurrence[];
  pureDoubleChow: readonly Occurrence[];
  mixedDoubleChow: readonly Occurrence[];
  shortStraight: readonly Occurrence[];
  twoTerminalChows: readonly Occurrence[];
}

export interface PungCombinations {
  fourPureShiftedPungs: readonly Occurrence[];
  pureShiftedPungs: readonly Occurrence[];
  triplePung: readonly Occurrence[];
  mixedShiftedPungs: readonly Occurrence[];
  doublePung: readonly Occurrence[];
}

const suitOf = (t: number) => (t / 9) | 0;
const numberOf = (t: number) => (t % 9) + 1;
/** Three numbers (any order) that rise by `step`. */
const stepped = (a: number, b: number, c: number, step: number): boolean => {
  const lo = Math.min(a, b, c);
  const hi = Math.max(a, b, c);
  return hi - lo === 2 * step && a + b + c === 3 * lo + 3 * step;
};
const threeSuits = (a: number, b: number, c: number) => a !== b && a !== c && b !== c;

const NONE: readonly Occurrence[] = Object.freeze([]);
/** Adds an occurrence; lists start empty and shared, since most stay empty. */
const add = (list: readonly Occurrence[], sets: number[]): readonly Occurrence[] => [...list, { sets }];
const noChowCombinations = (): ChowCombinations => ({
  pureTerminalChows: NONE,
  quadrupleChow: NONE,
  fourPureShiftedChows: NONE,
  threeSuitedTerminalChows: NONE,
  pureTripleChow: NONE,
  pureStraight: NONE,
  pureShiftedChows: NONE,
  mixedStraight: NONE,
  mixedTripleChow: NONE,
  mixedShiftedChows: NONE,
  pureDoubleChow: NONE,
  mixedDoubleChow: NONE,
  shortStraight: NONE,
  twoTerminalChows: NONE,
});
const NO_CHOW_COMBINATIONS = Object.freeze(noChowCombinations());
const noPungCombinations = (): PungCombinations => ({ fourPureShiftedPungs: NONE, pureShiftedPungs: NONE, triplePung: NONE, mixedShiftedPungs: NONE, doublePung: NONE });
const NO_PUNG_COMBINATIONS = Object.freeze(noPungCombinations());

export function chowCombinations(input: DetectInput): ChowCombinations {
  const s = setsOf(input);
  if (s.chows.length < 2) return NO_CHOW_COMBINATIONS;
  const out = noChowCombinations();
  const idx = s.chows;
  const n = idx.length;
  if (n < 2) return out;
  const tile = idx.map((i) => s.groups[i].tile);
  const suit = tile.map(suitOf);
  const num = tile.map(numberOf);
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (tile[a] === tile[b]) out.pureDoubleChow = add(out.pureDoubleChow, [idx[a], idx[b]]);
      else if (suit[a] !== suit[b]) {
        if (num[a] === num[b]) out.mixedDoubleChow = add(out.mixedDoubleChow, [idx[a], idx[b]]);
      } else if (Math.abs(num[a] - num[b]) === 3) out.shortStraight = add(out.shortStraight, [idx[a], idx[b]]);
      else if (Math.abs(num[a] - num[b]) === 6) out.twoTerminalChows = add(out.twoTerminalChows, [idx[a], idx[b]]);
      for (let c = b + 1; c < n; c++) {
                const same = suit[a] === suit[b] && suit[b] === suit[c];
        if (same) {
          if (tile[a] === tile[b] && tile[b] === tile[c]) out.pureTripleChow = add(out.pureTripleChow, [idx[a], idx[b], idx[c]]);
          else if (stepped(num[a], num[b], num[c], 3)) out.pureStraight = add(out.pureStraight, [idx[a], idx[b], idx[c]]);
          else if (stepped(num[a], num[b], num[c], 1) || stepped(num[a], num[b], num[c], 2)) out.pureShiftedChows = add(out.pureShiftedChows, [idx[a], idx[b], idx[c]]);
        } else if (threeSuits(suit[a], suit[b], suit[c])) {
          if (num[a] === num[b] && num[b] === num[c]) out.mixedTripleChow = add(out.mixedTripleChow, [idx[a], idx[b], idx[c]]);
          else if (stepped(num[a], num[b], num[c], 3)) out.mixedStraight = add(out.mixedStraight, [idx[a], idx[b], idx[c]]);
          else if (stepped(num[a], num[b], num[c], 1)) out.mixedShiftedChows = add(out.mixedShiftedChows, [idx[a], idx[b], idx[c]]);
        }
      }
    }
  }
  if (n === 4) fourChows(s.groups[s.pair]?.tile ?? -1, s.pair, idx, tile, suit, num, out);
  return out;
}

function fourChows(pair: number, pairAt: number, idx: number[], tile: number[], suit: number[], num: number[], out: ChowCombinations) {
  const sets = [...idx];
  const oneSuit = suit.every((x) => x === suit[0]);
  const sorted = [...num].sort((x, y) => x - y);
  if (tile.every((t) => t === tile[0])) out.quadrupleChow = add(out.quadrupleChow, sets);
  if (oneSuit) {
    const step = sorted[1] - sorted[0];
    if ((step === 1 || step === 2) && sorted[2] - sorted[1] === step && sorted[3] - sorted[2] === step) out.fourPureShiftedChows = add(out.fourPureShiftedChows, sets);
  }
  // 123 123 789 789 of one suit with a pair of 5s of that suit.
  if (oneSuit && sorted.join() === '1,1,7,7' && pair === suit[0] * 9 + 4) out.pureTerminalChows = add(out.pureTerminalChows, [...sets, pairAt]);
  // 123 and 789 in each of two suits with a pair of 5s in the third.
  if (pair >= 0 && pair < 27 && numberOf(pair) === 5) {
    const pairSuit = suitOf(pair);
    const terminalPairIn = (x: number) => {
      const own = num.filter((_, k) => suit[k] === x).sort((p, q) => p - q);
      return own.length === 2 && own[0] === 1 && own[1] === 7;
    };
    if ([0, 1, 2].every((x) => x === pairSuit || terminalPairIn(x))) out.threeSuitedTerminalChows = add(out.threeSuitedTerminalChows, [...sets, pairAt]);
  }
}

export function pungCombinations(input: DetectInput): PungCombinations {
  const s = setsOf(input);
  const idx = s.pungs.filter((i) => s.groups[i].tile < 27);
  const n = idx.length;
  if (n < 2) return NO_PUNG_COMBINATIONS;
  const out = noPungCombinations();
  const suit = idx.map((i) => suitOf(s.groups[i].tile));
  const num = idx.map((i) => numberOf(s.groups[i].tile));
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (suit[a] !== suit[b] && num[a] === num[b]) out.doublePung = add(out.doublePung, [idx[a], idx[b]]);
      for (let c = b + 1; c < n; c++) {
                if (suit[a] === suit[b] && suit[b] === suit[c]) {
          if (stepped(num[a], num[b], num[c], 1)) out.pureShiftedPungs = add(out.pureShiftedPungs, [idx[a], idx[b], idx[c]]);
        } else if (threeSuits(suit[a], suit[b], suit[c])) {
          if (num[a] === num[b] && num[b] === num[c]) out.triplePung = add(out.triplePung, [idx[a], idx[b], idx[c]]);
          else if (stepped(num[a], num[b], num[c], 1)) out.mixedShiftedPungs = add(out.mixedShiftedPungs, [idx[a], idx[b], idx[c]]);
        }
      }
    }
  }
  if (n === 4 && suit.every((x) => x === suit[0])) {
    const sorted = [...num].sort((x, y) => x - y);
    if (sorted.every((x, k) => k === 0 || x === sorted[k - 1] + 1)) out.fourPureShiftedPungs = add(out.fourPureShiftedPungs, [...idx]);
  }
  return out;
}

export const chowsOf = (input: DetectInput): ChowCombinations => input.memo(chowCombinations);
export const pungsOf = (input: DetectInput): PungCombinations => input.memo(pungCombinations);
