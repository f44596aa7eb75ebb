/**
 * Readings of a complete hand: every way its tiles split into a winning shape. The standard
 * shape is four sets and a pair; variants register special shapes (seven pairs, thirteen
 * orphans, ...). Each reading also says which group the winning tile completed, because some
 * patterns (waits, concealed pungs on a discard win) depend on it.
 */
import type { Hand } from './hand';
import { FIRST_WIND as FIRST_HONOUR, TILE_KINDS, type TileIndex, isSuited, isTerminalOrHonour, rankOf, tileIndex } from './tiles';

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
  /** Jokers (Vietnamese) and what each stood for in this reading; `group` indexes `groups` (-1: none). */
  jokers?: { joker: string; standsFor: string; group: number }[];
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

export function handFacts(hand: Hand, selfDrawn: boolean): HandFacts {
  const counts = new Array<number>(TILE_KINDS).fill(0);
  const standing = new Array<number>(TILE_KINDS).fill(0);
  for (const t of hand.concealed) standing[tileIndex(t)]++;
  const winningTile = tileIndex(hand.winningTile as string);
  standing[winningTile]++;
  for (let i = 0; i < TILE_KINDS; i++) counts[i] = standing[i];
  for (const m of hand.melds) for (const t of m.tiles) counts[tileIndex(t)]++;
  return { hand, counts, standing, winningTile, selfDrawn, concealedHand: hand.melds.every((m) => !m.exposed) };
}

export function meldGroups(hand: Hand): TileGroup[] {
  return hand.melds.map((m) => ({
    kind: m.kind,
    tile: Math.min(...m.tiles.map(tileIndex)),
    declared: true,
    concealed: !m.exposed,
  }));
}

const canChowFrom = (c: number[], i: TileIndex): boolean =>
  isSuited(i) && rankOf(i) <= 7 && c[i + 1] > 0 && c[i + 2] > 0;

/** Every split of `c` into `sets` sets and `pairs` pairs (multisets of groups, each once). */
export function splitStanding(c: number[], sets: number, pairs: number): TileGroup[][] {
  const out: TileGroup[][] = [];
  const acc: TileGroup[] = [];
  const walk = (from: number, setsLeft: number, pairsLeft: number) => {
    let i = from;
    while (i < TILE_KINDS && c[i] === 0) i++;
    if (i === TILE_KINDS) {
      if (setsLeft === 0 && pairsLeft === 0) out.push(acc.slice());
      return;
    }
    const group = (kind: GroupKind): TileGroup => ({ kind, tile: i, declared: false, concealed: true });
    if (pairsLeft > 0 && c[i] >= 2) {
      c[i] -= 2;
      acc.push(group('pair'));
      walk(i, setsLeft, pairsLeft - 1);
      acc.pop();
      c[i] += 2;
    }
    if (setsLeft > 0 && c[i] >= 3) {
      c[i] -= 3;
      acc.push(group('pung'));
      walk(i, setsLeft - 1, pairsLeft);
      acc.pop();
      c[i] += 3;
    }
    if (setsLeft > 0 && canChowFrom(c, i)) {
      c[i]--;
      c[i + 1]--;
      c[i + 2]--;
      acc.push(group('chow'));
      walk(i, setsLeft - 1, pairsLeft);
      acc.pop();
      c[i]++;
      c[i + 1]++;
      c[i + 2]++;
    }
  };
  walk(0, sets, pairs);
  return out;
}

/**
 * The quick test before the search: every suit must hold a multiple of three tiles except the one
 * holding the pair, and an honour can only be a pung, a pair or both.
 */
function pairFitsOnce(c: number[]): boolean {
  let pairs = 0;
  for (let s = 0; s < FIRST_HONOUR; s += 9) {
    let n = 0;
    for (let i = s; i < s + 9; i++) n += c[i];
    const r = n % 3;
    if (r === 1) return false;
    if (r === 2) pairs++;
  }
  for (let i = FIRST_HONOUR; i < TILE_KINDS; i++) {
    const r = c[i] % 3;
    if (r === 1) return false;
    if (r === 2) pairs++;
  }
  return pairs === 1;
}

/** True when `c` splits into `sets` sets and one pair; stops at the first split found. */
export function isStandardComplete(c: number[], sets: number): boolean {
  if (!pairFitsOnce(c)) return false;
  const walk = (from: number, setsLeft: number, pairLeft: boolean): boolean => {
    let i = from;
    while (i < TILE_KINDS && c[i] === 0) i++;
    if (i === TILE_KINDS) return setsLeft === 0 && !pairLeft;
    let ok = false;
    if (pairLeft && c[i] >= 2) {
      c[i] -= 2;
      ok = walk(i, setsLeft, false);
      c[i] += 2;
    }
    if (!ok && setsLeft > 0 && c[i] >= 3) {
      c[i] -= 3;
      ok = walk(i, setsLeft - 1, pairLeft);
      c[i] += 3;
    }
    if (!ok && setsLeft > 0 && canChowFrom(c, i)) {
      c[i]--;
      c[i + 1]--;
      c[i + 2]--;
      ok = walk(i, setsLeft - 1, pairLeft);
      c[i]++;
      c[i + 1]++;
      c[i + 2]++;
    }
    return ok;
  };
  return walk(0, sets, true);
}

const groupHolds = (g: TileGroup, t: TileIndex): boolean =>
  g.kind === 'chow' ? t >= g.tile && t <= g.tile + 2 : g.tile === t;

/**
 * One reading per distinct group the winning tile could have completed. On a discard win that
 * group was finished with a claimed tile, so it is not concealed.
 */
export function placeWinningTile(shape: string, standingGroups: TileGroup[], declared: TileGroup[], facts: HandFacts): Reading[] {
  const readings: Reading[] = [];
  const seen = new Set<string>();
  standingGroups.forEach((g, k) => {
    if (!groupHolds(g, facts.winningTile)) return;
    const key = `${g.kind}:${g.tile}`;
    if (seen.has(key)) return;
    seen.add(key);
    const groups = standingGroups.map((x, j) => (j === k && !facts.selfDrawn ? { ...x, concealed: false } : x));
    // Sets first (standing, then declared), pair last, so `groups[4]` is the pair of a standard reading.
    const sets = groups.filter((x) => x.kind !== 'pair');
    const pairs = groups.filter((x) => x.kind === 'pair');
    const ordered = [...sets, ...declared, ...pairs];
    readings.push({ shape, groups: ordered, winGroup: ordered.indexOf(groups[k]) });
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
   * tile short) in this shape. Without it every kind is tried with `completes`.
   */
  waits?(standing: number[], declaredMelds: number): TileIndex[];
}

/** The kinds that complete `standing` in `shape`, by its own `waits` or by trying every kind. */
export function shapeWaits(shape: Shape, standing: number[], declaredMelds: number): TileIndex[] {
  if (shape.waits) return shape.waits(standing, declaredMelds);
  const out: TileIndex[] = [];
  for (let x = 0; x < TILE_KINDS; x++) {
    standing[x]++;
    if (shape.completes(standing, declaredMelds)) out.push(x);
    standing[x]--;
  }
  return out;
}

/**
 * The tile kinds a complete hand waited on before its winning tile, under any of `shapes`,
 * whether or not a copy was left to draw (a wait is a matter of the hand's shape), in tile order.
 */
export function waitingTiles(facts: HandFacts, shapes: readonly Shape[]): TileIndex[] {
  const before = facts.standing.slice();
  before[facts.winningTile]--;
  const melds = facts.hand.melds.length;
  const found = new Array<boolean>(TILE_KINDS).fill(false);
  for (const shape of shapes) for (const x of shapeWaits(shape, before, melds)) found[x] = true;
  const out: TileIndex[] = [];
  for (let x = 0; x < TILE_KINDS; x++) if (found[x]) out.push(x);
  return out;
}

/** Kinds that could complete four sets and a pair: held tiles and their neighbours within two. */
function standardWaits(standing: number[], declaredMelds: number): TileIndex[] {
  const out: TileIndex[] = [];
  for (let x = 0; x < TILE_KINDS; x++) {
    if (standing[x] === 0 && !(isSuited(x) && nearHeld(standing, x))) continue;
    standing[x]++;
    if (isStandardComplete(standing, 4 - declaredMelds)) out.push(x);
    standing[x]--;
  }
  return out;
}

function nearHeld(c: number[], x: TileIndex): boolean {
  const r = rankOf(x);
  return (r > 1 && c[x - 1] > 0) || (r > 2 && c[x - 2] > 0) || (r < 9 && c[x + 1] > 0) || (r < 8 && c[x + 2] > 0);
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
  waits: standardWaits,
};

/**
 * Seven pairs. `fourAsTwoPairs`: whether four identical tiles may count as two pairs
 * (Hong Kong and the seed 004 guide say "seven different pairs"; Sichuan and MCR allow it).
 */
export function sevenPairsShape(fourAsTwoPairs: boolean): Shape {
  const pairsOf = (c: number[]): TileGroup[] | null => {
    const groups: TileGroup[] = [];
    for (let i = 0; i < TILE_KINDS; i++) {
      if (c[i] === 0) continue;
      if (c[i] === 2 || (fourAsTwoPairs && c[i] === 4)) {
        for (let k = 0; k < c[i] / 2; k++) groups.push({ kind: 'pair', tile: i, declared: false, concealed: true });
      } else return null;
    }
    return groups.length === 7 ? groups : null;
  };
  return {
    id: 'seven-pairs',
    name: 'Seven pairs',
    read(facts) {
      if (facts.hand.melds.length) return [];
      const groups = pairsOf(facts.standing);
      if (!groups) return [];
      return [{ shape: 'seven-pairs', groups, winGroup: groups.findIndex((g) => g.tile === facts.winningTile) }];
    },
    completes: (standing, declaredMelds) => declaredMelds === 0 && pairsOf(standing) !== null,
  };
}

const ORPHANS: TileIndex[] = Array.from({ length: TILE_KINDS }, (_, i) => i).filter(isTerminalOrHonour);

function isThirteenOrphans(c: number[]): boolean {
  let total = 0;
  let doubles = 0;
  for (let i = 0; i < TILE_KINDS; i++) {
    if (c[i] === 0) continue;
    if (!isTerminalOrHonour(i)) return false;
    total += c[i];
    if (c[i] === 2) doubles++;
    else if (c[i] !== 1) return false;
  }
  return total === 14 && doubles === 1 && ORPHANS.every((t) => c[t] > 0);
}

export const thirteenOrphansShape: Shape = {
  id: 'thirteen-orphans',
  name: 'Thirteen orphans',
  read(facts) {
    if (facts.hand.melds.length || !isThirteenOrphans(facts.standing)) return [];
    return [{ shape: 'thirteen-orphans', groups: [], winGroup: -1 }];
  },
  completes: (standing, declaredMelds) => declaredMelds === 0 && isThirteenOrphans(standing),
};

/** All readings of a complete hand under a variant's shapes. */
export function readings(facts: HandFacts, shapes: readonly Shape[]): Reading[] {
  return shapes.flatMap((s) => s.read(facts));
}
