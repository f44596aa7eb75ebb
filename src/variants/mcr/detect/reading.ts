/**
 * What MCR's fan detectors read from one reading, worked out once per reading (DetectInput.memo):
 * its sets by kind and the tile families the whole hand holds.
 */
import type { TileGroup } from '../../../engine/decompose';
import { FIRST_DRAGON, FIRST_WIND, rankOf, suitIndexOf, TILE_KINDS } from '../../../engine/tiles';
import type { DetectInput } from '../../../engine/variant';
import { GREEN, REVERSIBLE } from '../tile-kinds';

const NONE: readonly number[] = Object.freeze([]);

export interface ReadingSets {
  groups: readonly TileGroup[];
  /** Indices in `groups`, each list in tile order. */
  chows: number[];
  /** Pungs and kongs. */
  pungs: number[];
  kongs: readonly number[];
  concealedKongs: readonly number[];
  meldedKongs: readonly number[];
  pair: number;
  /** Pungs and kongs made without a claimed tile (concealed kongs included). */
  concealedPungs: readonly number[];
  windPungs: readonly number[];
  dragonPungs: readonly number[];
  /** Four sets and a pair (also inside Nine Gates), as opposed to a special shape. */
  fourSets: boolean;
  /** Four sets and a pair, each holding a 1, a 9 or an honour. */
  outside: boolean;
  /** Four sets and a pair, each holding a 5. */
  fives: boolean;
}

const holdsTerminalOrHonour = (g: TileGroup): boolean =>
  g.tile >= FIRST_WIND ||
  g.tile % 9 === 0 ||
  g.tile % 9 === 8 ||
  (g.kind === 'chow' && g.tile % 9 === 6);
const holdsFive = (g: TileGroup): boolean => {
  if (g.tile >= FIRST_WIND) return false;
  const r = g.tile % 9;
  return g.kind === 'chow' ? r >= 2 && r <= 4 : r === 4;
};

/** `list` with `i` added: the shared empty list is replaced, a list made here grows in place. */
function more(list: readonly number[], i: number): readonly number[] {
  if (list === NONE) return [i];
  (list as number[]).push(i);
  return list;
}

export function readingSets(input: DetectInput): ReadingSets {
  const groups = input.reading.groups;
  const out: ReadingSets = {
    groups,
    chows: [],
    pungs: [],
    kongs: NONE,
    concealedKongs: NONE,
    meldedKongs: NONE,
    pair: -1,
    concealedPungs: NONE,
    windPungs: NONE,
    dragonPungs: NONE,
    fourSets: false,
    outside: false,
    fives: false,
  };
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i]!;
    if (g.kind === 'chow') out.chows.push(i);
    else if (g.kind === 'pair') out.pair = out.pair < 0 ? i : out.pair;
    else {
      out.pungs.push(i);
      // The rarer lists are made only when something goes in them.
      if (g.kind === 'kong') {
        out.kongs = more(out.kongs, i);
        if (g.concealed) out.concealedKongs = more(out.concealedKongs, i);
        else out.meldedKongs = more(out.meldedKongs, i);
      }
      if (g.concealed) out.concealedPungs = more(out.concealedPungs, i);
      if (g.tile >= FIRST_DRAGON) out.dragonPungs = more(out.dragonPungs, i);
      else if (g.tile >= FIRST_WIND) out.windPungs = more(out.windPungs, i);
    }
  }
  byTile(groups, out.chows);
  byTile(groups, out.pungs);
  out.fourSets = out.chows.length + out.pungs.length === 4;
  if (out.fourSets) {
    out.outside = groups.every(holdsTerminalOrHonour);
    out.fives = groups.every(holdsFive);
  }
  return out;
}

/** Sorts a few group indices by their tiles (insertion sort: at most four). */
function byTile(groups: readonly TileGroup[], list: number[]): void {
  for (let k = 1; k < list.length; k++) {
    const v = list[k];
    let j = k - 1;
    while (j >= 0 && groups[list[j]!]!.tile > groups[v!]!.tile) {
      list[j + 1] = list[j]!;
      j--;
    }
    list[j + 1] = v!;
  }
}

export const setsOf = (input: DetectInput): ReadingSets => input.memo(readingSets);

/** The tile families in the whole hand (declared sets included). */
export interface HandTiles {
  /** Bit per suit held: 1 characters, 2 dots, 4 bamboo. */
  suits: number;
  winds: boolean;
  dragons: boolean;
  /** Bit per number held in any suit: bit r for rank r (1..9). */
  ranks: number;
  green: boolean;
  reversible: boolean;
  /** Kinds of which the hand holds all four copies. */
  fours: readonly number[];
}

/** Bits for what a kind of tile is, so a hand's families come from one OR and one AND over its kinds. */
const SUIT_BITS = 7;
const WIND = 1 << 3;
const DRAGON = 1 << 4;
const IS_GREEN = 1 << 5;
const IS_REVERSIBLE = 1 << 6;
const KIND_BITS: readonly number[] = Array.from({ length: TILE_KINDS }, (_, i) => {
  const family = i < FIRST_WIND ? 1 << suitIndexOf(i) : i < FIRST_DRAGON ? WIND : DRAGON;
  return family | (GREEN[i] ? IS_GREEN : 0) | (REVERSIBLE[i] ? IS_REVERSIBLE : 0);
});
/** Each kind's number as a bit (HandTiles.ranks); 0 for honours. */
const RANK_BIT: readonly number[] = Array.from({ length: TILE_KINDS }, (_, i) =>
  i < FIRST_WIND ? 1 << rankOf(i) : 0,
);

export function handTiles(input: DetectInput): HandTiles {
  const c = input.facts.counts;
  // What some kind held is (any), and what every kind held is (every).
  let any = 0;
  let every = IS_GREEN | IS_REVERSIBLE;
  let ranks = 0;
  let fours = NONE;
  for (let i = 0; i < TILE_KINDS; i++) {
    const n = c[i]!;
    if (n === 0) continue;
    if (n === 4) fours = more(fours, i);
    any |= KIND_BITS[i]!;
    every &= KIND_BITS[i]!;
    ranks |= RANK_BIT[i]!;
  }
  return {
    suits: any & SUIT_BITS,
    winds: (any & WIND) !== 0,
    dragons: (any & DRAGON) !== 0,
    ranks,
    green: (every & IS_GREEN) !== 0,
    reversible: (every & IS_REVERSIBLE) !== 0,
    fours,
  };
}

export const tilesOf = (input: DetectInput): HandTiles => input.memo(handTiles);

/** Bits for the ranks listed, to compare with HandTiles.ranks. */
export const rankBits = (...ranks: number[]): number => ranks.reduce((m, r) => m | (1 << r), 0);

export const suitCount = (suits: number): number =>
  (suits & 1) + ((suits >> 1) & 1) + ((suits >> 2) & 1);

/** One occurrence per listed set (index in `groups`), or none. */
export const each = (sets: readonly number[]) =>
  sets.length ? sets.map((s) => ({ sets: [s] })) : 0;
