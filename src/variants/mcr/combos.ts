/**
 * Fans made by combining sets (rules/mcr.md §4): two, three or four chows, two to four pungs.
 * Chows are given by their middle tile and pungs by their tile, as ref codes (tiles.ts), sorted.
 * The order of the checks and of the triples tried is the reference calculator's, since it
 * decides the fan list when a hand could show two different combinations.
 */
import { F } from './fans';
import { type FanTable, P_ACCOUNT_ONCE } from './table';
import { isDragon, isNumbered, isWind, rankOf, suitOf } from './tiles';

const sameRank = (a: number, b: number) => rankOf(a) === rankOf(b);
const mixedSuits = (a: number, b: number, c: number) => suitOf(a) !== suitOf(b) && suitOf(a) !== suitOf(c) && suitOf(b) !== suitOf(c);
/** Three ranks that are consecutive in some order. */
function consecutiveUnordered(a: number, b: number, c: number): boolean {
  const lo = Math.min(a, b, c);
  const hi = Math.max(a, b, c);
  return hi - lo === 2 && a !== b && b !== c && a !== c;
}

/** Four chows (sorted middles) making one four-chow fan, or 0. */
export function fourChowsFan(t0: number, t1: number, t2: number, t3: number): number {
  if ((t0 + 2 === t1 && t1 + 2 === t2 && t2 + 2 === t3) || (t0 + 1 === t1 && t1 + 1 === t2 && t2 + 1 === t3)) return F.FOUR_PURE_SHIFTED_CHOWS;
  if (t0 === t1 && t0 === t2 && t0 === t3) return F.QUADRUPLE_CHOW;
  return 0;
}

/** Three chows (sorted middles) making one three-chow fan, or 0. */
export function threeChowsFan(t0: number, t1: number, t2: number): number {
  if (mixedSuits(t0, t1, t2)) {
    const r0 = rankOf(t0);
    const r1 = rankOf(t1);
    const r2 = rankOf(t2);
    if (consecutiveUnordered(r0, r1, r2)) return F.MIXED_SHIFTED_CHOWS;
    if (r0 === r1 && r1 === r2) return F.MIXED_TRIPLE_CHOW;
    if (r0 + r1 + r2 === 15 && r0 !== r1 && r1 !== r2 && r0 !== r2 && (r0 - 2) % 3 === 0 && (r1 - 2) % 3 === 0 && (r2 - 2) % 3 === 0) return F.MIXED_STRAIGHT;
    return 0;
  }
  // Ref codes of one suit are consecutive integers, so these fail across suits.
  if (t0 + 3 === t1 && t1 + 3 === t2) return F.PURE_STRAIGHT;
  if ((t0 + 2 === t1 && t1 + 2 === t2) || (t0 + 1 === t1 && t1 + 1 === t2)) return F.PURE_SHIFTED_CHOWS;
  if (t0 === t1 && t0 === t2) return F.PURE_TRIPLE_CHOW;
  return 0;
}

/** Two chows (middles, any order) making a one-point fan, or 0. */
export function twoChowsFan(a: number, b: number): number {
  if (suitOf(a) !== suitOf(b)) return sameRank(a, b) ? F.MIXED_DOUBLE_CHOW : 0;
  if (a + 3 === b || b + 3 === a) return F.SHORT_STRAIGHT;
  const ra = rankOf(a);
  const rb = rankOf(b);
  if ((ra === 2 && rb === 8) || (ra === 8 && rb === 2)) return F.TWO_TERMINAL_CHOWS;
  if (a === b) return F.PURE_DOUBLE_CHOW;
  return 0;
}

/** Four pungs (sorted tiles) making one four-pung fan, or 0. */
export function fourPungsFan(t0: number, t1: number, t2: number, t3: number): number {
  if (isNumbered(t0) && t0 + 1 === t1 && t1 + 1 === t2 && t2 + 1 === t3) return F.FOUR_PURE_SHIFTED_PUNGS;
  if (isWind(t0) && isWind(t1) && isWind(t2) && isWind(t3)) return F.BIG_FOUR_WINDS;
  return 0;
}

/** Three pungs (sorted tiles) making one three-pung fan, or 0. */
export function threePungsFan(t0: number, t1: number, t2: number): number {
  if (isNumbered(t0) && isNumbered(t1) && isNumbered(t2)) {
    if (mixedSuits(t0, t1, t2)) {
      if (consecutiveUnordered(rankOf(t0), rankOf(t1), rankOf(t2))) return F.MIXED_SHIFTED_PUNGS;
      if (sameRank(t0, t1) && sameRank(t1, t2)) return F.TRIPLE_PUNG;
      return 0;
    }
    return t0 + 1 === t1 && t1 + 1 === t2 ? F.PURE_SHIFTED_PUNGS : 0;
  }
  if (isWind(t0) && isWind(t1) && isWind(t2)) return F.BIG_THREE_WINDS;
  if (isDragon(t0) && isDragon(t1) && isDragon(t2)) return F.BIG_THREE_DRAGONS;
  return 0;
}

/** Two pungs making a two-pung fan, or 0. */
export function twoPungsFan(a: number, b: number): number {
  if (isNumbered(a) && isNumbered(b)) return sameRank(a, b) ? F.DOUBLE_PUNG : 0;
  return isDragon(a) && isDragon(b) ? F.TWO_DRAGON_PUNGS : 0;
}

/** Records that the smaller fans inside a bigger combination are not counted (non-repeat / non-separation). */
function noteInside(ft: FanTable, tiles: readonly number[], pairFan: (a: number, b: number) => number, by: number): void {
  for (let i = 0; i < tiles.length; i++) {
    for (let j = i + 1; j < tiles.length; j++) {
      const f = pairFan(tiles[i], tiles[j]);
      if (f) ft.note(f, by, false);
    }
  }
}

/** The fourth chow beside a three-chow fan adds at most one 1-point fan, best first. */
function extraChowFan(a: number, b: number, c: number, x: number): number {
  const fa = twoChowsFan(a, x);
  const fb = twoChowsFan(b, x);
  const fc = twoChowsFan(c, x);
  for (const f of [F.PURE_DOUBLE_CHOW, F.MIXED_DOUBLE_CHOW, F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS]) {
    if (fa === f || fb === f || fc === f) return f;
  }
  return 0;
}

const CHOW_ONE_POINTERS: readonly number[] = [F.PURE_DOUBLE_CHOW, F.MIXED_DOUBLE_CHOW, F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS];

/**
 * Pairwise 1-point chow fans capped at `max` (account-once): excess is cut first down to one of
 * each kind, then to none, cutting Two Terminal Chows, Short Straight, Mixed Double Chow, Pure
 * Double Chow in that order (rules/mcr.md §4).
 */
function capPairwise(ft: FanTable, fans: readonly number[], max: number): void {
  const kinds = [0, 0, 0, 0];
  let count = 0;
  for (const f of fans) {
    if (!f) continue;
    kinds[CHOW_ONE_POINTERS.indexOf(f)]++;
    count++;
  }
  for (let limit = 1; count > max && limit >= 0; limit--) {
    for (let k = 3; k >= 0 && count > max; k--) {
      while (kinds[k] > limit && count > max) {
        kinds[k]--;
        count--;
        ft.note(CHOW_ONE_POINTERS[k], P_ACCOUNT_ONCE, kinds[k] > 0);
      }
    }
  }
  for (let k = 0; k < 4; k++) ft.t[CHOW_ONE_POINTERS[k]] = kinds[k];
}

const TRIPLES: readonly (readonly [number, number, number, number])[] = [
  [0, 1, 2, 3],
  [0, 1, 3, 2],
  [0, 2, 3, 1],
  [1, 2, 3, 0],
];

export function countFourChows(ft: FanTable, m: readonly number[]): void {
  const f4 = fourChowsFan(m[0], m[1], m[2], m[3]);
  if (f4) {
    ft.t[f4] = 1;
    for (const [a, b, c] of TRIPLES) {
      const f3 = threeChowsFan(m[a], m[b], m[c]);
      if (f3) ft.note(f3, f4, false);
    }
    noteInside(ft, m, twoChowsFan, f4);
    return;
  }
  for (const [a, b, c, x] of TRIPLES) {
    const f3 = threeChowsFan(m[a], m[b], m[c]);
    if (!f3) continue;
    ft.t[f3] = 1;
    noteInside(ft, [m[a], m[b], m[c]], twoChowsFan, f3);
    const extra = extraChowFan(m[a], m[b], m[c], m[x]);
    if (extra) ft.t[extra] = 1;
    let used = false;
    for (const y of [a, b, c]) {
      const f = twoChowsFan(m[y], m[x]);
      if (!f) continue;
      if (f === extra && !used) used = true;
      else ft.note(f, P_ACCOUNT_ONCE, f === extra);
    }
    return;
  }
  const pairs = [
    twoChowsFan(m[0], m[1]),
    twoChowsFan(m[0], m[2]),
    twoChowsFan(m[0], m[3]),
    twoChowsFan(m[1], m[2]),
    twoChowsFan(m[1], m[3]),
    twoChowsFan(m[2], m[3]),
  ];
  let max = 3;
  // A chow related to none of the others takes one pairing off the cap.
  if (!pairs[0] && !pairs[1] && !pairs[2]) max--;
  if (!pairs[0] && !pairs[3] && !pairs[4]) max--;
  if (!pairs[1] && !pairs[3] && !pairs[5]) max--;
  if (!pairs[2] && !pairs[4] && !pairs[5]) max--;
  if (max > 0) capPairwise(ft, pairs, max);
}

export function countThreeChows(ft: FanTable, m: readonly number[]): void {
  const f3 = threeChowsFan(m[0], m[1], m[2]);
  if (f3) {
    ft.t[f3] = 1;
    noteInside(ft, m, twoChowsFan, f3);
    return;
  }
  capPairwise(ft, [twoChowsFan(m[0], m[1]), twoChowsFan(m[0], m[2]), twoChowsFan(m[1], m[2])], 2);
}

export function countTwoChows(ft: FanTable, a: number, b: number): void {
  const f = twoChowsFan(a, b);
  if (f) ft.t[f]++;
}

export function countFourPungs(ft: FanTable, m: readonly number[]): void {
  const f4 = fourPungsFan(m[0], m[1], m[2], m[3]);
  if (f4) {
    ft.t[f4] = 1;
    for (const [a, b, c] of TRIPLES) {
      const f3 = threePungsFan(m[a], m[b], m[c]);
      if (f3) ft.note(f3, f4, false);
    }
    return;
  }
  for (const [a, b, c, free] of TRIPLES) {
    const f3 = threePungsFan(m[a], m[b], m[c]);
    if (!f3) continue;
    ft.t[f3] = 1;
    noteInside(ft, [m[a], m[b], m[c]], twoPungsFan, f3);
    // The pung left over combines with the others once at most (account-once).
    let used = false;
    for (let i = 0; i < 4; i++) {
      if (i === free) continue;
      const f = twoPungsFan(m[i], m[free]);
      if (!f) continue;
      if (!used) {
        ft.t[f]++;
        used = true;
      } else ft.note(f, P_ACCOUNT_ONCE, true);
    }
    return;
  }
  countPungPairs(ft, m);
}

export function countThreePungs(ft: FanTable, m: readonly number[]): void {
  const f3 = threePungsFan(m[0], m[1], m[2]);
  if (f3) {
    ft.t[f3] = 1;
    noteInside(ft, m, twoPungsFan, f3);
    return;
  }
  countPungPairs(ft, m);
}

export function countPungPairs(ft: FanTable, m: readonly number[]): void {
  for (let i = 0; i < m.length; i++) {
    for (let j = i + 1; j < m.length; j++) {
      const f = twoPungsFan(m[i], m[j]);
      if (f) ft.t[f]++;
    }
  }
}
