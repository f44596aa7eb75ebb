/**
 * Readings of a complete hand: every way its tiles split into a winning shape. The standard
 * shape is four sets and a pair; variants register special shapes (seven pairs, thirteen
 * orphans, ...). Each reading also says which group the winning tile completed, because some
 * patterns (waits, concealed pungs on a discard win) depend on it.
 */
import type { Hand } from './hand';
import {
  FIRST_WIND as FIRST_HONOUR,
  isSuited,
  isTerminalOrHonour,
  rankOf,
  TILE_KINDS,
  type TileIndex,
  tileIndex,
} from './tiles';
import type { CountedHand } from './validate-hand';

export type GroupKind = 'chow' | 'pung' | 'kong' | 'pair';

export interface TileGroup {
  kind: GroupKind;
  /** The lowest tile of the group (every tile, for pungs, kongs and pairs). */
  tile: TileIndex;
  /** Declared before the win (an exposed meld or a concealed kong). */
  declared: boolean;
  /** Made without a claimed tile: a concealed kong, or standing tiles not completed by a discard. */
  concealed: boolean;
}

export interface Reading {
  shape: string;
  /** Sets and pairs; for the standard shape the four sets come first and the pair last. */
  groups: TileGroup[];
  /** Index in `groups` of the group the winning tile completed; -1 for shapes without groups. */
  winGroup: number;
  /** Wild tiles and what each stood for in this reading; `group` indexes `groups` (-1: none). */
  wilds?: { wild: string; standsFor: string; group: number }[];
  /** Tiles a special shape holds outside its sets and pair (e.g. the nine tiles of a knitted straight). */
  loose?: readonly TileIndex[];
}

/** What every detector may read about a complete hand, computed once per hand. */
export interface HandFacts {
  hand: Hand;
  /** Copies of each tile in the whole hand, declared melds included (a kong counts four). */
  counts: number[];
  /** Copies of each tile among the standing tiles plus the winning tile. */
  standing: number[];
  winningTile: TileIndex;
  selfDrawn: boolean;
  /** No exposed meld (a concealed kong keeps the hand concealed). */
  concealedHand: boolean;
}

const NO_TILES: readonly number[] = new Array<number>(TILE_KINDS).fill(0);

export function handFacts(hand: Hand, selfDrawn: boolean): HandFacts {
  const standing = NO_TILES.slice();
  // Validated standing tiles come sorted: a run of one code is looked up once.
  let code = '';
  let at = 0;
  for (const t of hand.concealed) {
    if (t !== code) {
      code = t;
      at = tileIndex(t);
    }
    standing[at]!++;
  }
  const winningTile = tileIndex(hand.winningTile as string);
  standing[winningTile]!++;
  const counts = standing.slice();
  let concealedHand = true;
  for (const m of hand.melds) {
    if (m.exposed) concealedHand = false;
    for (const t of m.tiles) counts[tileIndex(t)]!++;
  }
  return { hand, counts, standing, winningTile, selfDrawn, concealedHand };
}

/** The facts of a hand validation has counted already (src/engine/hand.ts): nothing counted twice. */
export function countedFacts(counted: CountedHand, selfDrawn: boolean): HandFacts {
  return {
    hand: counted.hand,
    counts: counted.counts,
    standing: counted.standing,
    winningTile: counted.winningTile,
    selfDrawn,
    concealedHand: counted.concealedHand,
  };
}

export function meldGroups(hand: Hand): TileGroup[] {
  const out: TileGroup[] = [];
  for (const m of hand.melds) {
    let tile = TILE_KINDS;
    for (const t of m.tiles) tile = Math.min(tile, tileIndex(t));
    out.push({ kind: m.kind, tile, declared: true, concealed: !m.exposed });
  }
  return out;
}

const canChowFrom = (c: number[], i: TileIndex): boolean =>
  isSuited(i) && rankOf(i) <= 7 && c[i + 1]! > 0 && c[i + 2]! > 0;

/**
 * Every split of `c` into `sets` sets and `pairs` pairs (multisets of groups, each once). At the
 * lowest tile left the groups starting there are tried in `order` (default pair, pung, chow),
 * which decides which splits come first.
 */
export function splitStanding(
  c: number[],
  sets: number,
  pairs: number,
  order: readonly SplitGroup[] = PAIR_FIRST,
): TileGroup[][] {
  const out: TileGroup[][] = [];
  splitFrom(c, 0, 0, sets, pairs, order, [], out);
  return out;
}

export type SplitGroup = 'pair' | 'pung' | 'chow';
const PAIR_FIRST: readonly SplitGroup[] = ['pair', 'pung', 'chow'];

const standingGroup = (kind: GroupKind, tile: TileIndex): TileGroup => ({
  kind,
  tile,
  declared: false,
  concealed: true,
});

/**
 * The lowest tile left must sit in some group starting on it. Groups starting on one tile are
 * taken in `order` (`from` is the first still allowed there), so each multiset is found once.
 */
function splitFrom(
  c: number[],
  at: number,
  from: number,
  setsLeft: number,
  pairsLeft: number,
  order: readonly SplitGroup[],
  acc: TileGroup[],
  out: TileGroup[][],
): void {
  let i = at;
  while (i < TILE_KINDS && c[i] === 0) i++;
  if (i === TILE_KINDS) {
    if (setsLeft === 0 && pairsLeft === 0) out.push(acc.slice());
    return;
  }
  if (i !== at) from = 0;
  for (let k = from; k < order.length; k++) {
    const kind = order[k];
    if (kind === 'pair') {
      if (pairsLeft === 0 || c[i]! < 2) continue;
      c[i]! -= 2;
      acc.push(standingGroup('pair', i));
      splitFrom(c, i, k, setsLeft, pairsLeft - 1, order, acc, out);
      acc.pop();
      c[i]! += 2;
    } else if (kind === 'pung') {
      if (setsLeft === 0 || c[i]! < 3) continue;
      c[i]! -= 3;
      acc.push(standingGroup('pung', i));
      splitFrom(c, i, k, setsLeft - 1, pairsLeft, order, acc, out);
      acc.pop();
      c[i]! += 3;
    } else {
      if (setsLeft === 0 || !canChowFrom(c, i)) continue;
      c[i]!--;
      c[i + 1]!--;
      c[i + 2]!--;
      acc.push(standingGroup('chow', i));
      splitFrom(c, i, k, setsLeft - 1, pairsLeft, order, acc, out);
      acc.pop();
      c[i]!++;
      c[i + 1]!++;
      c[i + 2]!++;
    }
  }
}

/** True when `c` splits into `sets` sets and one pair. */
export function isStandardComplete(c: number[], sets: number): boolean {
  let total = 0;
  for (let i = 0; i < TILE_KINDS; i++) total += c[i]!;
  return total === 3 * sets + 2 && isSetsAndPair(c);
}

const suitScratch = new Int8Array(9);

/**
 * One suit's counts (from `base`, less a pair at rank `pairAt`, -1 for none) split into sets only.
 * From the lowest number up: three chows starting on one number are three pungs, so only the
 * count's remainder mod 3 of chows need start there, and the lowest tile left must start one.
 */
function suitIsSets(c: number[], base: number, pairAt: number): boolean {
  for (let r = 0; r < 9; r++) suitScratch[r] = c[base + r]!;
  if (pairAt >= 0) suitScratch[pairAt]! -= 2;
  for (let r = 0; r < 9; r++) {
    const n = suitScratch[r]!;
    if (n < 0) return false;
    const chows = n % 3;
    if (chows === 0) continue;
    if (r > 6 || suitScratch[r + 1]! < chows || suitScratch[r + 2]! < chows) return false;
    suitScratch[r + 1]! -= chows;
    suitScratch[r + 2]! -= chows;
  }
  return true;
}

/**
 * Any number of sets and exactly one pair. Every suit must hold a multiple of three tiles but the
 * one holding the pair, and an honour can only be a pung, a pair or both.
 */
function isSetsAndPair(c: number[]): boolean {
  let pairGroup = -1;
  for (let base = 0; base < FIRST_HONOUR; base += 9) {
    let n = 0;
    for (let i = base; i < base + 9; i++) n += c[i]!;
    const r = n % 3;
    if (r === 1) return false;
    if (r === 2) {
      if (pairGroup >= 0) return false;
      pairGroup = base;
    }
  }
  for (let i = FIRST_HONOUR; i < TILE_KINDS; i++) {
    const r = c[i]! % 3;
    if (r === 1) return false;
    if (r === 2) {
      if (pairGroup >= 0) return false;
      pairGroup = i;
    }
  }
  if (pairGroup < 0) return false;
  for (let base = 0; base < FIRST_HONOUR; base += 9)
    if (base !== pairGroup && !suitIsSets(c, base, -1)) return false;
  return pairGroup >= FIRST_HONOUR || suitHasPair(c, pairGroup);
}

const groupHolds = (g: TileGroup, t: TileIndex): boolean =>
  g.kind === 'chow' ? t >= g.tile && t <= g.tile + 2 : g.tile === t;

/**
 * One reading per distinct group the winning tile could have completed. On a discard win that
 * group was finished with a claimed tile, so it is not concealed.
 */
export function placeWinningTile(
  shape: string,
  standingGroups: TileGroup[],
  declared: TileGroup[],
  facts: HandFacts,
): Reading[] {
  const readings: Reading[] = [];
  const seen = new Set<string>();
  standingGroups.forEach((g, k) => {
    if (!groupHolds(g, facts.winningTile)) return;
    const key = `${g.kind}:${g.tile}`;
    if (seen.has(key)) return;
    seen.add(key);
    const groups = standingGroups.map((x, j) =>
      j === k && !facts.selfDrawn ? { ...x, concealed: false } : x,
    );
    // Sets first (standing, then declared), pair last, so `groups[4]` is the pair of a standard reading.
    const sets = groups.filter((x) => x.kind !== 'pair');
    const pairs = groups.filter((x) => x.kind === 'pair');
    const ordered = [...sets, ...declared, ...pairs];
    readings.push({ shape, groups: ordered, winGroup: ordered.indexOf(groups[k]!) });
  });
  return readings;
}

/** A winning shape a variant recognises. */
export interface Shape {
  id: string;
  name: string;
  read(facts: HandFacts): Reading[];
  /** Cheap test for waits: is this count array (13 tiles + 1) complete in this shape? */
  completes(standing: number[], declaredMelds: number): boolean;
  /**
   * Optional, for speed: the tile kinds that would complete these standing tiles (a hand one
   * tile short) in this shape. Without it every kind is tried with `completes`. With `enough`
   * it may stop once it has found more kinds than that.
   */
  waits?(standing: number[], declaredMelds: number, enough?: number): TileIndex[];
}

/** The kinds that complete `standing` in `shape`, by its own `waits` or by trying every kind. */
export function shapeWaits(
  shape: Shape,
  standing: number[],
  declaredMelds: number,
  enough = TILE_KINDS,
): TileIndex[] {
  if (shape.waits) return shape.waits(standing, declaredMelds, enough);
  const out: TileIndex[] = [];
  for (let x = 0; x < TILE_KINDS; x++) {
    standing[x]!++;
    if (shape.completes(standing, declaredMelds)) out.push(x);
    standing[x]!--;
  }
  return out;
}

/**
 * The tile kinds a complete hand waited on before its winning tile, under any of `shapes`,
 * whether or not a copy was left to draw (a wait is a matter of the hand's shape), in tile order.
 * With `enough`, it stops once it has found more kinds than that.
 */
export function waitingTiles(
  facts: HandFacts,
  shapes: readonly Shape[],
  enough = TILE_KINDS,
): TileIndex[] {
  const before = facts.standing.slice();
  before[facts.winningTile]!--;
  const melds = facts.hand.melds.length;
  const found = new Array<boolean>(TILE_KINDS).fill(false);
  let kinds = 0;
  for (const shape of shapes) {
    for (const x of shapeWaits(shape, before, melds, enough)) {
      if (!found[x]) kinds++;
      found[x] = true;
    }
    if (kinds > enough) break;
  }
  const out: TileIndex[] = [];
  for (let x = 0; x < TILE_KINDS; x++) if (found[x]) out.push(x);
  return out;
}

/**
 * The kinds that would complete `c` into `sets` sets and one pair, in tile order. Only a held tile
 * or a neighbour within two of one can; a suit the candidate leaves alone must already be sets
 * (or sets and the pair), so each candidate only rechecks its own suit.
 */
export function completingTiles(c: number[], sets: number, enough = TILE_KINDS): TileIndex[] {
  let total = 0;
  for (let i = 0; i < TILE_KINDS; i++) total += c[i]!;
  if (total !== 3 * sets + 1) return [];
  // Each suit's remainder mod 3, and each honour's.
  const rest = [0, 0, 0];
  let onesOver = 0;
  let twosOver = 0;
  for (let s = 0; s < 3; s++) {
    for (let i = s * 9; i < s * 9 + 9; i++) rest[s]! += c[i]!;
    rest[s]! %= 3;
    if (rest[s] === 1) onesOver++;
    else if (rest[s] === 2) twosOver++;
  }
  let honourOnes = 0;
  let honourTwos = 0;
  for (let i = FIRST_HONOUR; i < TILE_KINDS; i++) {
    if (c[i]! % 3 === 1) honourOnes++;
    else if (c[i]! % 3 === 2) honourTwos++;
  }
  // One tile more leaves one group (a suit or an honour) holding the pair and every other a
  // multiple of three: before it, one group was one over, or two groups were two over.
  onesOver += honourOnes;
  twosOver += honourTwos;
  if (!(onesOver === 1 && twosOver === 0) && !(onesOver === 0 && twosOver === 2)) return [];
  // Whether each suit already splits as it stands.
  const ready = [false, false, false];
  for (let s = 0; s < 3; s++)
    ready[s] = rest[s] === 0 ? suitIsSets(c, s * 9, -1) : rest[s] === 2 && suitHasPair(c, s * 9);
  const out: TileIndex[] = [];
  for (let x = 0; x < TILE_KINDS; x++) {
    const own = x < FIRST_HONOUR ? (x / 9) | 0 : -1;
    // Only a group over a multiple of three can take the tile: one tile to a group that is a
    // multiple of three leaves it one over, with another group still over.
    if ((own >= 0 ? rest[own] : c[x]! % 3) === 0) continue;
    if (c[x] === 0 && !(own >= 0 && nearHeld(c, x))) continue;
    // Every group but x's must split already, and exactly one group must hold the pair afterwards.
    let ones = honourOnes;
    let twos = honourTwos;
    let othersReady = true;
    for (let s = 0; s < 3; s++) {
      if (s === own) continue;
      if (rest[s] === 1) ones++;
      else if (rest[s] === 2) twos++;
      if (rest[s] !== 1 && !ready[s]) othersReady = false;
    }
    if (!othersReady) continue;
    const after = ((own >= 0 ? rest[own]! : c[x]! % 3) + 1) % 3;
    if (own < 0) {
      // An honour: its own remainder moves from before to after.
      if (c[x]! % 3 === 1) ones--;
      else if (c[x]! % 3 === 2) twos--;
    }
    if (after === 1) ones++;
    else if (after === 2) twos++;
    if (ones !== 0 || twos !== 1) continue;
    if (own >= 0) {
      c[x]!++;
      const fits = after === 0 ? suitIsSets(c, own * 9, -1) : suitHasPair(c, own * 9);
      c[x]!--;
      if (!fits) continue;
    }
    out.push(x);
    if (out.length > enough) break;
  }
  return out;
}

/** One suit's counts split into sets and one pair. */
function suitHasPair(c: number[], base: number): boolean {
  for (let r = 0; r < 9; r++) if (c[base + r]! >= 2 && suitIsSets(c, base, r)) return true;
  return false;
}

function nearHeld(c: number[], x: TileIndex): boolean {
  const r = rankOf(x);
  return (
    (r > 1 && c[x - 1]! > 0) ||
    (r > 2 && c[x - 2]! > 0) ||
    (r < 9 && c[x + 1]! > 0) ||
    (r < 8 && c[x + 2]! > 0)
  );
}

export const standardShape: Shape = {
  id: 'standard',
  name: 'Four sets and a pair',
  read(facts) {
    const declared = meldGroups(facts.hand);
    const splits = splitStanding(facts.standing.slice(), 4 - declared.length, 1);
    return splits.flatMap((s) => placeWinningTile('standard', s, declared, facts));
  },
  completes: (standing, declaredMelds) => isStandardComplete(standing.slice(), 4 - declaredMelds),
  waits: (standing, declaredMelds, enough) => completingTiles(standing, 4 - declaredMelds, enough),
};

/**
 * Seven pairs. `fourAsTwoPairs`: whether four identical tiles may count as two pairs
 * (some rules say "seven different pairs"; others allow it).
 */
export function sevenPairsShape(fourAsTwoPairs: boolean): Shape {
  /** Seven pairs (no allocation: this runs for every hand and every wait tried). */
  const isSevenPairs = (c: number[]): boolean => {
    let pairs = 0;
    for (let i = 0; i < TILE_KINDS; i++) {
      const n = c[i];
      if (n === 0) continue;
      if (n === 2) pairs++;
      else if (n === 4 && fourAsTwoPairs) pairs += 2;
      else return false;
    }
    return pairs === 7;
  };
  return {
    id: 'seven-pairs',
    name: 'Seven pairs',
    read(facts) {
      if (facts.hand.melds.length || !isSevenPairs(facts.standing)) return [];
      const groups: TileGroup[] = [];
      for (let i = 0; i < TILE_KINDS; i++)
        for (let k = 0; k < facts.standing[i]! / 2; k++)
          groups.push({ kind: 'pair', tile: i, declared: false, concealed: true });
      return [
        {
          shape: 'seven-pairs',
          groups,
          winGroup: groups.findIndex((g) => g.tile === facts.winningTile),
        },
      ];
    },
    completes: (standing, declaredMelds) => declaredMelds === 0 && isSevenPairs(standing),
    waits(standing, declaredMelds) {
      // Thirteen tiles one short of seven pairs hold one odd count: that tile is the wait.
      if (declaredMelds > 0) return [];
      let odd = -1;
      for (let i = 0; i < TILE_KINDS; i++) {
        if ((standing[i]! & 1) === 0) continue;
        if (odd >= 0) return [];
        odd = i;
      }
      if (odd < 0) return [];
      standing[odd]!++;
      const done = isSevenPairs(standing);
      standing[odd]!--;
      return done ? [odd] : [];
    },
  };
}

const ORPHANS: TileIndex[] = Array.from({ length: TILE_KINDS }, (_, i) => i).filter(
  isTerminalOrHonour,
);

function isThirteenOrphans(c: number[]): boolean {
  let total = 0;
  let doubles = 0;
  for (let i = 0; i < TILE_KINDS; i++) {
    if (c[i] === 0) continue;
    if (!isTerminalOrHonour(i)) return false;
    total += c[i]!;
    if (c[i] === 2) doubles++;
    else if (c[i] !== 1) return false;
  }
  return total === 14 && doubles === 1 && ORPHANS.every((t) => c[t]! > 0);
}

export const thirteenOrphansShape: Shape = {
  id: 'thirteen-orphans',
  name: 'Thirteen orphans',
  read(facts) {
    if (facts.hand.melds.length || !isThirteenOrphans(facts.standing)) return [];
    return [{ shape: 'thirteen-orphans', groups: [], winGroup: -1 }];
  },
  completes: (standing, declaredMelds) => declaredMelds === 0 && isThirteenOrphans(standing),
  waits(standing, declaredMelds) {
    if (declaredMelds > 0) return [];
    for (let i = 0; i < TILE_KINDS; i++) if (standing[i]! > 0 && !isTerminalOrHonour(i)) return [];
    return ORPHANS.filter((t) => {
      standing[t]!++;
      const done = isThirteenOrphans(standing);
      standing[t]!--;
      return done;
    });
  },
};

/** All readings of a complete hand under a variant's shapes. */
export function readings(facts: HandFacts, shapes: readonly Shape[]): Reading[] {
  const out: Reading[] = [];
  for (let k = 0; k < shapes.length; k++) {
    const found = shapes[k]!.read(facts);
    for (let i = 0; i < found.length; i++) out.push(found[i]!);
  }
  return out;
}
