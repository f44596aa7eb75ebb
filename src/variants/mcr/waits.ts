/**
 * Wait checks on count arrays (engine indices): is a tile multiset complete, and did the 13
 * tiles before the win wait on one tile kind only (rules/mcr.md §5: Edge, Closed and Single Wait
 * need that; the regular and seven-pairs shapes are checked, and copies already in sight do
 * not matter, as in the reference).
 */
import { TILE_KINDS } from '../../engine/tiles';

const suitScratch = new Int8Array(9);

/** One suit's nine counts (from `base`, less a pair at `pairAt` when >= 0) split into sets only. */
function suitIsSets(c: ArrayLike<number>, base: number, pairAt: number): boolean {
  for (let r = 0; r < 9; r++) suitScratch[r] = c[base + r];
  if (pairAt >= 0) suitScratch[pairAt - base] -= 2;
  for (let r = 0; r < 9; r++) {
    const n = suitScratch[r];
    if (n < 0) return false;
    // Three chows from one tile equal three pungs, so only n mod 3 chows need start here.
    const k = n % 3;
    if (k === 0) continue;
    if (r > 6 || suitScratch[r + 1] < k || suitScratch[r + 2] < k) return false;
    suitScratch[r + 1] -= k;
    suitScratch[r + 2] -= k;
  }
  return true;
}

/** Sets and one pair (any number of sets: the tile count fixes it). */
export function regularComplete(c: ArrayLike<number>): boolean {
  // The pair sits in the one group whose count is 2 mod 3; every other group splits into sets.
  let pairGroup = -1;
  for (let s = 0; s < 3; s++) {
    const b = s * 9;
    let n = 0;
    for (let r = 0; r < 9; r++) n += c[b + r];
    const m = n % 3;
    if (m === 1) return false;
    if (m === 2) {
      if (pairGroup >= 0) return false;
      pairGroup = s;
    }
  }
  let honourPair = -1;
  for (let i = 27; i < TILE_KINDS; i++) {
    const n = c[i];
    if (n === 0 || n === 3) continue;
    // 5 (a pung and a pair) only arises when testing a fifth copy as a wait; the reference's
    // wait finder counts that wait too, so a 13-tile hand holding four of an honour is not
    // a one-tile wait.
    if ((n !== 2 && n !== 5) || honourPair >= 0 || pairGroup >= 0) return false;
    honourPair = i;
  }
  if (pairGroup < 0 && honourPair < 0) return false;
  for (let s = 0; s < 3; s++) if (s !== pairGroup && !suitIsSets(c, s * 9, -1)) return false;
  if (pairGroup < 0) return true;
  const b = pairGroup * 9;
  for (let p = b; p < b + 9; p++) if (c[p] >= 2 && suitIsSets(c, b, p)) return true;
  return false;
}

/** Seven pairs, four identical tiles counting as two pairs (14 tiles, every count even). */
export function sevenPairsComplete(c: ArrayLike<number>): boolean {
  let total = 0;
  for (let i = 0; i < TILE_KINDS; i++) {
    if (c[i] & 1) return false;
    total += c[i];
  }
  return total === 14;
}

const work = new Int8Array(TILE_KINDS);

/**
 * `standing` holds the standing tiles with the winning tile. True when, without the winning
 * tile, no other tile kind would have completed the hand (as sets and a pair, or as seven pairs
 * when `sevenPairs`).
 */
export function waitsOnlyOn(standing: ArrayLike<number>, win: number, sevenPairs: boolean): boolean {
  for (let i = 0; i < TILE_KINDS; i++) work[i] = standing[i];
  work[win]--;
  for (let x = 0; x < TILE_KINDS; x++) {
    if (x === win || !mayComplete(work, x)) continue;
    work[x]++;
    const done = regularComplete(work) || (sevenPairs && sevenPairsComplete(work));
    work[x]--;
    if (done) return false;
  }
  return true;
}

/** A tile can only complete a hand that holds it or, in a suit, a tile within two of it. */
function mayComplete(c: Int8Array, x: number): boolean {
  if (c[x] > 0) return true;
  if (x >= 27) return false;
  const r = x % 9;
  return (r > 0 && c[x - 1] > 0) || (r > 1 && c[x - 2] > 0) || (r < 8 && c[x + 1] > 0) || (r < 7 && c[x + 2] > 0);
}
