/**
 * Whole-hand readings and waits for hands holding wild tiles, on top of the search in
 * wild-decompose.ts. The variant turns its hand into real tile counts and a list of wilds (and
 * says which wild, if any, stood in as the winning tile); what each wild may stand for and where
 * comes from its WildPlay.
 */
import { addCount, countAt } from './counts';
import { TILE_KINDS, type TileCode, type TileIndex, tileCode } from './tiles';
import {
  completesWithWilds,
  sevenPairsWithWilds,
  splitWithWilds,
  thirteenOrphansWithWilds,
  type WildPlay,
} from './wild-decompose';
import { readingKey, type WildGroup, type WildUse } from './wilds';

/** A reading of a hand with wilds: groups record their wilds; `wilds` lists every use. */
export interface WildReading {
  shape: 'standard' | 'seven-pairs' | 'thirteen-orphans';
  groups: WildGroup[];
  winGroup: number;
  wilds: WildUse[];
}

/**
 * How the hand won: on a real tile, or on a tile the search reads as the wild `wild` (a
 * discarded wild, or a tile the variant lets act as one) and the reading names as `shownAs`.
 */
export type WildWin = { tile: TileIndex } | { wild: TileCode; shownAs: TileCode };

/** The standing tiles and declared melds of a hand, as the readings take them. */
export interface WildHand {
  /** Real standing tiles, the winning tile included when it is real, as counts by tile. */
  real: number[];
  /** Wilds among the standing tiles, the winning tile's stand-in included. */
  wilds: TileCode[];
  /** Every way each declared meld can be read (one list per meld). */
  declared: WildGroup[][];
}

/** Does group `g` hold tile `t` as a real tile (not as a wild's stand-in)? */
function holdsReal(g: WildGroup, t: TileIndex): boolean {
  if (g.kind === 'chow')
    return t >= g.tile && t <= g.tile + 2 && !g.wilds.some((u) => u.standsFor === t);
  return g.tile === t && g.wilds.length < (g.kind === 'pair' ? 2 : 3);
}

function cartesian<T>(lists: readonly T[][]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((a) => list.map((x) => [...a, x])), [[]]);
}

/**
 * The standard readings from the ways to split the standing tiles: in each split, every distinct
 * group the winning tile `completes` is the winning group once (`asWon` turns it into that group,
 * open on a discard), joined by every reading of the declared melds.
 */
function standardReadings(
  splits: Iterable<WildGroup[]>,
  declaredChoices: WildGroup[][],
  completes: (g: WildGroup) => boolean,
  asWon: (g: WildGroup) => WildGroup,
): WildReading[] {
  const out: WildReading[] = [];
  for (const split of splits) {
    const seen = new Set<string>();
    split.forEach((g, k) => {
      if (!completes(g)) return;
      const key = readingKey([g]);
      if (seen.has(key)) return;
      seen.add(key);
      const won = asWon(g);
      const standing = split.map((x, j) => (j === k ? won : x));
      const sets = standing.filter((x) => x.kind !== 'pair');
      const pairs = standing.filter((x) => x.kind === 'pair');
      for (const declared of declaredChoices) {
        const groups = [...sets, ...declared, ...pairs];
        out.push({
          shape: 'standard',
          groups,
          winGroup: groups.indexOf(won),
          wilds: groups.flatMap((x) => x.wilds),
        });
      }
    });
  }
  return out;
}

/**
 * Every reading of a complete hand holding wilds: the standard shape (declared melds read every
 * way their wilds allow) and, with no declared melds, seven pairs and thirteen orphans. Each
 * standard reading is placed once per distinct group the winning tile could have completed; on a
 * discard win that group is not concealed. A wild winning tile completes whichever group its
 * stand-in sits in, and the reading names it by `shownAs`.
 */
export function wildReadings(
  w: WildPlay,
  hand: WildHand,
  selfDrawn: boolean,
  win: WildWin,
): WildReading[] {
  const declaredChoices = cartesian(hand.declared);
  const melds = hand.declared.length;
  const open = (g: WildGroup): WildGroup => (selfDrawn ? g : { ...g, concealed: false });
  let completes: (g: WildGroup) => boolean;
  let asWon: (g: WildGroup) => WildGroup;
  let inOrphans: (uses: WildUse[]) => WildUse[] | null;
  if ('tile' in win) {
    completes = (g) => holdsReal(g, win.tile);
    asWon = open;
    inOrphans = (uses) => uses;
  } else {
    const rename = (uses: WildUse[]): WildUse[] => {
      let done = false;
      return uses.map((u) => {
        if (done || u.wild !== win.wild) return u;
        done = true;
        return { ...u, wild: win.shownAs };
      });
    };
    completes = (g) => g.wilds.some((u) => u.wild === win.wild);
    asWon = (g) => ({ ...open(g), wilds: rename(g.wilds) });
    inOrphans = (uses) => (uses.some((u) => u.wild === win.wild) ? rename(uses) : null);
  }
  const out = standardReadings(
    splitWithWilds(w, hand.real, hand.wilds, 4 - melds, 1),
    declaredChoices,
    completes,
    asWon,
  );
  if (melds > 0) return out;
  for (const pairs of sevenPairsWithWilds(w, hand.real, hand.wilds)) {
    const k = pairs.findIndex(completes);
    if (k < 0 && !('tile' in win)) continue;
    const groups = 'tile' in win ? pairs : pairs.map((g, j) => (j === k ? asWon(g) : g));
    out.push({ shape: 'seven-pairs', groups, winGroup: k, wilds: groups.flatMap((g) => g.wilds) });
  }
  for (const uses of thirteenOrphansWithWilds(w, hand.real, hand.wilds)) {
    const named = inOrphans(uses);
    if (named) out.push({ shape: 'thirteen-orphans', groups: [], winGroup: -1, wilds: named });
  }
  return out;
}

export interface WildWaitOptions {
  /** Also count seven pairs and thirteen orphans (the variant's shapes decide). Default true. */
  specialShapes?: boolean;
  /** States known not to complete, shared across the tiles one hand tries. */
  dead?: Set<string>;
}

/** Whether real tiles plus wilds complete any winning shape. */
export function completesAnyShape(
  w: WildPlay,
  real: readonly number[],
  wilds: readonly TileCode[],
  declaredMelds: number,
  o: WildWaitOptions = {},
): boolean {
  if (completesWithWilds(w, real, wilds, declaredMelds, o.dead)) return true;
  if (o.specialShapes === false || declaredMelds > 0) return false;
  return (
    sevenPairsWithWilds(w, real, wilds, true).length > 0 ||
    thirteenOrphansWithWilds(w, real, wilds, true).length > 0
  );
}

/**
 * The real tiles a 13-tile hand with wilds waits on, in tile order. `held` counts every real
 * tile in the hand (declared melds included); a tile whose every copy (`copies`) is held is no wait.
 */
export function wildWaits(
  w: WildPlay,
  hand: {
    real: readonly number[];
    wilds: readonly TileCode[];
    held: readonly number[];
    declaredMelds: number;
  },
  copies: (code: TileCode) => number,
  o: WildWaitOptions = {},
): TileCode[] {
  const real = hand.real.slice();
  const waits: TileCode[] = [];
  const shared = { ...o, dead: new Set<string>() };
  for (let t = 0; t < TILE_KINDS; t++) {
    const code = tileCode(t);
    if (countAt(hand.held, t) >= copies(code)) continue;
    addCount(real, t, 1);
    if (completesAnyShape(w, real, hand.wilds, hand.declaredMelds, shared)) waits.push(code);
    addCount(real, t, -1);
  }
  return waits;
}
