/**
 * MCR's winning shapes (rules/mcr.md §3) and the readings they give, in the order the reference
 * calculator tries them: seven pairs (or seven shifted pairs), honours and knitted tiles,
 * thirteen orphans, knitted straight, nine gates; then four sets and a pair, which is read only
 * when no special shape other than plain seven pairs applies (a seven-pairs hand is also read as
 * sets and the higher total wins).
 */
import { type HandFacts, type Reading, type Shape, type TileGroup, meldGroups } from '../../engine/decompose';
import { HandError } from '../../engine/errors';
import { TILE_KINDS, type TileIndex } from '../../engine/tiles';
import { KNITTED, REF } from './tiles';
import { regularComplete, sevenPairsComplete } from './waits';

export interface McrReading extends Reading {
  /** The hand also reads as seven pairs: a tie then goes to the sets reading (§7). */
  sevenPairsHand: boolean;
  /** Knitted straight readings: the nine tiles of the knitted straight. */
  knitted?: readonly TileIndex[];
}

const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

function isSevenShiftedPairs(c: ArrayLike<number>): boolean {
  // Seven consecutive pairs in one suit: 1-7, 2-8 or 3-9.
  for (let s = 0; s < 3; s++) {
    const b = s * 9;
    for (let start = 0; start <= 2; start++) {
      let ok = true;
      for (let k = 0; k < 7 && ok; k++) ok = c[b + start + k] === 2;
      if (ok) return true;
    }
  }
  return false;
}

function isThirteenOrphans(c: ArrayLike<number>): boolean {
  let total = 0;
  for (let i = 0; i < TILE_KINDS; i++) total += c[i];
  if (total !== 14) return false;
  for (const t of ORPHANS) if (c[t] === 0) return false;
  for (let i = 0; i < TILE_KINDS; i++) if (c[i] > 0 && !ORPHANS.includes(i)) return false;
  return true;
}

/** 'greater', 'lesser', 'lesser-straight' (all nine knitted numbers) or null. */
export function honorsAndKnitted(c: ArrayLike<number>): 'greater' | 'lesser' | 'lesser-straight' | null {
  let numbered = 0;
  let honors = 0;
  for (let i = 0; i < TILE_KINDS; i++) {
    if (c[i] > 1) return null;
    if (c[i] === 1) {
      if (i >= 27) honors++;
      else numbered++;
    }
  }
  if (numbered + honors !== 14 || numbered < 7 || numbered > 9) return null;
  const fits = KNITTED.some((seq) => {
    for (let i = 0; i < 27; i++) if (c[i] === 1 && !seq.includes(i)) return false;
    return true;
  });
  if (!fits) return null;
  if (honors === 7) return 'greater';
  return numbered === 9 ? 'lesser-straight' : 'lesser';
}

/** The knitted straight held among the standing tiles, if any (first in the reference's order). */
export function knittedIn(c: ArrayLike<number>): readonly TileIndex[] | null {
  for (const seq of KNITTED) if (seq.every((t) => c[t] > 0)) return seq;
  return null;
}

/** Nine gates: the 13 tiles before the win were exactly 1112345678999 of the winning tile's suit. */
export function isNineGates(c: ArrayLike<number>, win: TileIndex, melds: number): boolean {
  if (melds || win >= 27) return false;
  const b = win - (win % 9);
  let total = 0;
  for (let i = 0; i < TILE_KINDS; i++) total += c[i];
  if (total !== 14) return false;
  for (let r = 0; r < 9; r++) {
    const need = (r === 0 || r === 8 ? 3 : 1) + (b + r === win ? 1 : 0);
    if (c[b + r] !== need) return false;
  }
  return true;
}

/** Set + pair splits of a knitted straight's remaining tiles (sets = 1 or 0). */
function knittedRest(c: ArrayLike<number>, seq: readonly TileIndex[], sets: number): TileGroup[][] {
  const rest = Array.from(c as ArrayLike<number>);
  for (const t of seq) rest[t]--;
  return divisions(rest, sets);
}

const standing = (kind: TileGroup['kind'], tile: TileIndex): TileGroup => ({ kind, tile, declared: false, concealed: true });

/**
 * Every distinct split of `c` into `sets` sets and one pair, ordered as the reference orders
 * them (its sets sorted by lowest tile, pung before chow, then compared in turn), because on
 * equal totals the earlier split's fan list is the one reported.
 */
export function divisions(c: number[], sets: number): TileGroup[][] {
  const out: TileGroup[][] = [];
  const acc: TileGroup[] = [];
  for (let p = 0; p < TILE_KINDS; p++) {
    if (c[p] < 2) continue;
    c[p] -= 2;
    const before = out.length;
    splitSets(c, sets, acc, out);
    for (let k = before; k < out.length; k++) out[k].push(standing('pair', p));
    c[p] += 2;
  }
  if (out.length > 1) out.sort(compareDivisions);
  return out;
}

/** Every split of `c` into exactly `setsLeft` sets, appended to `out` (each multiset once). */
function splitSets(c: number[], setsLeft: number, acc: TileGroup[], out: TileGroup[][]): void {
  let i = 0;
  while (i < TILE_KINDS && c[i] === 0) i++;
  if (i === TILE_KINDS) {
    if (setsLeft === 0) out.push(acc.slice());
    return;
  }
  const n = c[i];
  // At the lowest tile, at most one pung; every other copy starts a chow.
  for (let pungs = n >= 3 ? 1 : 0; pungs >= 0; pungs--) {
    const chows = n - 3 * pungs;
    if (pungs + chows > setsLeft) continue;
    if (chows > 0 && (i >= 27 || i % 9 > 6 || c[i + 1] < chows || c[i + 2] < chows)) continue;
    c[i] = 0;
    if (chows) {
      c[i + 1] -= chows;
      c[i + 2] -= chows;
    }
    if (pungs) acc.push(standing('pung', i));
    for (let k = 0; k < chows; k++) acc.push(standing('chow', i));
    splitSets(c, setsLeft - pungs - chows, acc, out);
    acc.length -= pungs + chows;
    c[i] = n;
    if (chows) {
      c[i + 1] += chows;
      c[i + 2] += chows;
    }
  }
}

const setKey = (g: TileGroup) => REF[g.tile] * 2 + (g.kind === 'chow' ? 1 : 0);

function compareDivisions(a: TileGroup[], b: TileGroup[]): number {
  const ka = a.filter((g) => g.kind !== 'pair').map(setKey).sort((x, y) => x - y);
  const kb = b.filter((g) => g.kind !== 'pair').map(setKey).sort((x, y) => x - y);
  for (let k = 0; k < ka.length; k++) if (ka[k] !== kb[k]) return ka[k] - kb[k];
  return 0;
}

function winGroupOf(groups: TileGroup[], win: TileIndex): number {
  return groups.findIndex((g) => !g.declared && (g.kind === 'chow' ? win >= g.tile && win <= g.tile + 2 : g.tile === win));
}

/** A special shape other than plain seven pairs applies, so the sets reading is not tried. */
function specialShapeApplies(facts: HandFacts): boolean {
  const c = facts.standing;
  const melds = facts.hand.melds.length;
  if (melds === 0) {
    if (sevenPairsComplete(c) && isSevenShiftedPairs(c)) return true;
    if (honorsAndKnitted(c) || isThirteenOrphans(c)) return true;
    if (isNineGates(c, facts.winningTile, 0)) return true;
  }
  return melds <= 1 && knittedReading(facts) !== null;
}

function knittedReading(facts: HandFacts): McrReading | null {
  const melds = facts.hand.melds.length;
  if (melds > 1) return null;
  const seq = knittedIn(facts.standing);
  if (!seq) return null;
  const splits = knittedRest(facts.standing, seq, 1 - melds);
  if (splits.length !== 1) return null;
  const declared = meldGroups(facts.hand);
  const sets = splits[0].filter((g) => g.kind !== 'pair');
  const pair = splits[0].filter((g) => g.kind === 'pair');
  const groups = [...sets, ...declared, ...pair];
  return { shape: 'knitted-straight', groups, winGroup: winGroupOf(groups, facts.winningTile), sevenPairsHand: false, knitted: seq };
}

export const sevenPairsShape: Shape = {
  id: 'seven-pairs',
  name: 'Seven pairs (or seven shifted pairs)',
  read(facts): McrReading[] {
    if (facts.hand.melds.length || !sevenPairsComplete(facts.standing)) return [];
    const groups: TileGroup[] = [];
    for (let i = 0; i < TILE_KINDS; i++) for (let k = 0; k < facts.standing[i]; k += 2) groups.push(standing('pair', i));
    const shape = isSevenShiftedPairs(facts.standing) ? 'seven-shifted-pairs' : 'seven-pairs';
    return [{ shape, groups, winGroup: winGroupOf(groups, facts.winningTile), sevenPairsHand: true }];
  },
  completes: (c, melds) => melds === 0 && sevenPairsComplete(c),
};

export const honorsKnittedShape: Shape = {
  id: 'honors-and-knitted',
  name: 'Honors and knitted tiles',
  read(facts): McrReading[] {
    const kind = facts.hand.melds.length ? null : honorsAndKnitted(facts.standing);
    if (!kind) return [];
    // Greater and lesser are read apart, so a club that plays only one of them can say which wins.
    return [{ shape: kind === 'greater' ? 'greater-honors-and-knitted' : 'lesser-honors-and-knitted', groups: [], winGroup: -1, sevenPairsHand: false }];
  },
  completes: (c, melds) => melds === 0 && honorsAndKnitted(c) !== null,
};

export const thirteenOrphansShape: Shape = {
  id: 'thirteen-orphans',
  name: 'Thirteen orphans',
  read(facts): McrReading[] {
    if (facts.hand.melds.length || !isThirteenOrphans(facts.standing)) return [];
    return [{ shape: 'thirteen-orphans', groups: [], winGroup: -1, sevenPairsHand: false }];
  },
  completes: (c, melds) => melds === 0 && isThirteenOrphans(c),
};

export const knittedStraightShape: Shape = {
  id: 'knitted-straight',
  name: 'Knitted straight, a set and a pair',
  read(facts): McrReading[] {
    tooManyDeclaredSets(facts);
    // Honours-and-knitted hands hold a knitted straight too but have no set and pair.
    if (facts.hand.melds.length === 0 && honorsAndKnitted(facts.standing)) return [];
    const r = knittedReading(facts);
    return r ? [r] : [];
  },
  completes(c, melds) {
    if (melds > 1) return false;
    const seq = knittedIn(c);
    return seq !== null && knittedRest(c, seq, 1 - melds).length === 1;
  },
};

/**
 * A hand that holds most of a knitted straight but declares two or more sets cannot win with it
 * (its nine tiles must all stand); say so instead of a bare "not a winning hand".
 */
function tooManyDeclaredSets(facts: HandFacts): void {
  const melds = facts.hand.melds.length;
  if (melds < 2 || regularComplete(facts.standing)) return;
  for (const seq of KNITTED) {
    const held = seq.filter((t) => facts.standing[t] > 0).length;
    if (held >= 7) {
      throw new HandError(
        'not-winning',
        `not a winning hand: a knitted straight needs all nine of its tiles among the standing tiles, with at most one declared set; this hand declares ${melds} sets and holds ${held} of the nine`,
      );
    }
  }
}

export const nineGatesShape: Shape = {
  id: 'nine-gates',
  name: 'Nine gates',
  read(facts): McrReading[] {
    if (!isNineGates(facts.standing, facts.winningTile, facts.hand.melds.length)) return [];
    const groups: TileGroup[] = [];
    return [{ shape: 'nine-gates', groups, winGroup: -1, sevenPairsHand: false }];
  },
  // Nine gates hands are always four sets and a pair too, so the standard test finds its waits.
  completes: () => false,
};

export const standardShape: Shape = {
  id: 'standard',
  name: 'Four sets and a pair',
  read(facts): McrReading[] {
    if (specialShapeApplies(facts)) return [];
    const declared = meldGroups(facts.hand);
    const sevenPairsHand = declared.length === 0 && sevenPairsComplete(facts.standing);
    return divisions(Array.from(facts.standing), 4 - declared.length).map((split) => {
      const sets = split.filter((g) => g.kind !== 'pair');
      const groups = [...sets, ...declared, ...split.filter((g) => g.kind === 'pair')];
      return { shape: 'standard', groups, winGroup: winGroupOf(groups, facts.winningTile), sevenPairsHand };
    });
  },
  completes: (c, melds) => regularComplete(c) && totalOf(c) === 14 - 3 * melds,
};

function totalOf(c: ArrayLike<number>): number {
  let t = 0;
  for (let i = 0; i < TILE_KINDS; i++) t += c[i];
  return t;
}

export const MCR_SHAPES: readonly Shape[] = [sevenPairsShape, honorsKnittedShape, thirteenOrphansShape, knittedStraightShape, nineGatesShape, standardShape];
