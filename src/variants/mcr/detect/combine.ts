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
const add = (list: readonly Occurrence[], sets: number[]): readonly Occurrence[] => [
  ...list,
  { sets },
];
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
const noPungCombinations = (): PungCombinations => ({
  fourPureShiftedPungs: NONE,
  pureShiftedPungs: NONE,
  triplePung: NONE,
  mixedShiftedPungs: NONE,
  doublePung: NONE,
});
const NO_PUNG_COMBINATIONS = Object.freeze(noPungCombinations());

export function chowCombinations(input: DetectInput): ChowCombinations {
  const s = setsOf(input);
  if (s.chows.length < 2) return NO_CHOW_COMBINATIONS;
  const out = noChowCombinations();
  const idx = s.chows;
  const n = idx.length;
  if (n < 2) return out;
  const tile: number[] = [];
  const suit: number[] = [];
  const num: number[] = [];
  for (let k = 0; k < n; k++) {
    const t = s.groups[idx[k]!]!.tile;
    tile.push(t);
    suit.push(suitOf(t));
    num.push(numberOf(t));
  }
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (tile[a] === tile[b]) out.pureDoubleChow = add(out.pureDoubleChow, [idx[a]!, idx[b]!]);
      else if (suit[a] !== suit[b]) {
        if (num[a] === num[b]) out.mixedDoubleChow = add(out.mixedDoubleChow, [idx[a]!, idx[b]!]);
      } else if (Math.abs(num[a]! - num[b]!) === 3)
        out.shortStraight = add(out.shortStraight, [idx[a]!, idx[b]!]);
      else if (Math.abs(num[a]! - num[b]!) === 6)
        out.twoTerminalChows = add(out.twoTerminalChows, [idx[a]!, idx[b]!]);
      for (let c = b + 1; c < n; c++) {
        const same = suit[a] === suit[b] && suit[b] === suit[c];
        if (same) {
          if (tile[a] === tile[b] && tile[b] === tile[c])
            out.pureTripleChow = add(out.pureTripleChow, [idx[a]!, idx[b]!, idx[c]!]);
          else if (stepped(num[a]!, num[b]!, num[c]!, 3))
            out.pureStraight = add(out.pureStraight, [idx[a]!, idx[b]!, idx[c]!]);
          else if (stepped(num[a]!, num[b]!, num[c]!, 1) || stepped(num[a]!, num[b]!, num[c]!, 2))
            out.pureShiftedChows = add(out.pureShiftedChows, [idx[a]!, idx[b]!, idx[c]!]);
        } else if (threeSuits(suit[a]!, suit[b]!, suit[c]!)) {
          if (num[a] === num[b] && num[b] === num[c])
            out.mixedTripleChow = add(out.mixedTripleChow, [idx[a]!, idx[b]!, idx[c]!]);
          else if (stepped(num[a]!, num[b]!, num[c]!, 3))
            out.mixedStraight = add(out.mixedStraight, [idx[a]!, idx[b]!, idx[c]!]);
          else if (stepped(num[a]!, num[b]!, num[c]!, 1))
            out.mixedShiftedChows = add(out.mixedShiftedChows, [idx[a]!, idx[b]!, idx[c]!]);
        }
      }
    }
  }
  if (n === 4) fourChows(s.groups[s.pair]?.tile ?? -1, s.pair, idx, tile, suit, num, out);
  return out;
}

function fourChows(
  pair: number,
  pairAt: number,
  idx: number[],
  tile: number[],
  suit: number[],
  num: number[],
  out: ChowCombinations,
) {
  const sets = idx.slice();
  const oneSuit = suit[0] === suit[1] && suit[1] === suit[2] && suit[2] === suit[3];
  if (tile[0] === tile[1] && tile[1] === tile[2] && tile[2] === tile[3])
    out.quadrupleChow = add(out.quadrupleChow, sets);
  const r = num.slice().sort((x, y) => x - y);
  if (oneSuit) {
    const step = r[1]! - r[0]!;
    if ((step === 1 || step === 2) && r[2]! - r[1]! === step && r[3]! - r[2]! === step)
      out.fourPureShiftedChows = add(out.fourPureShiftedChows, sets);
    // 123 123 789 789 of one suit with a pair of 5s of that suit.
    if (r[0] === 1 && r[1] === 1 && r[2] === 7 && r[3] === 7 && pair === suit[0]! * 9 + 4)
      out.pureTerminalChows = add(out.pureTerminalChows, [...sets, pairAt]);
  }
  // 123 and 789 in each of two suits with a pair of 5s in the third.
  if (pair >= 0 && pair < 27 && numberOf(pair) === 5) {
    const pairSuit = suitOf(pair);
    let ok = true;
    for (let x = 0; x < 3 && ok; x++) {
      if (x === pairSuit) continue;
      let ones = 0;
      let sevens = 0;
      for (let k = 0; k < 4; k++) {
        if (suit[k] !== x) continue;
        if (num[k] === 1) ones++;
        else if (num[k] === 7) sevens++;
        else ok = false;
      }
      if (ones !== 1 || sevens !== 1) ok = false;
    }
    if (ok) out.threeSuitedTerminalChows = add(out.threeSuitedTerminalChows, [...sets, pairAt]);
  }
}

export function pungCombinations(input: DetectInput): PungCombinations {
  const s = setsOf(input);
  const idx = s.pungs.filter((i) => s.groups[i]!.tile < 27);
  const n = idx.length;
  if (n < 2) return NO_PUNG_COMBINATIONS;
  const out = noPungCombinations();
  const suit: number[] = [];
  const num: number[] = [];
  for (let k = 0; k < n; k++) {
    suit.push(suitOf(s.groups[idx[k]!]!.tile));
    num.push(numberOf(s.groups[idx[k]!]!.tile));
  }
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (suit[a] !== suit[b] && num[a] === num[b])
        out.doublePung = add(out.doublePung, [idx[a]!, idx[b]!]);
      for (let c = b + 1; c < n; c++) {
        if (suit[a] === suit[b] && suit[b] === suit[c]) {
          if (stepped(num[a]!, num[b]!, num[c]!, 1))
            out.pureShiftedPungs = add(out.pureShiftedPungs, [idx[a]!, idx[b]!, idx[c]!]);
        } else if (threeSuits(suit[a]!, suit[b]!, suit[c]!)) {
          if (num[a] === num[b] && num[b] === num[c])
            out.triplePung = add(out.triplePung, [idx[a]!, idx[b]!, idx[c]!]);
          else if (stepped(num[a]!, num[b]!, num[c]!, 1))
            out.mixedShiftedPungs = add(out.mixedShiftedPungs, [idx[a]!, idx[b]!, idx[c]!]);
        }
      }
    }
  }
  if (n === 4 && suit[0] === suit[1] && suit[1] === suit[2] && suit[2] === suit[3]) {
    const r = num.slice().sort((x, y) => x - y);
    if (r[1] === r[0]! + 1 && r[2] === r[1] + 1 && r[3] === r[2] + 1)
      out.fourPureShiftedPungs = add(out.fourPureShiftedPungs, idx.slice());
  }
  return out;
}

export const chowsOf = (input: DetectInput): ChowCombinations => input.memo(chowCombinations);
export const pungsOf = (input: DetectInput): PungCombinations => input.memo(pungCombinations);
