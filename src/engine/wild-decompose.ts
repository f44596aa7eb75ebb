/**
 * Decomposition with wild tiles: every way real tiles plus wilds split into sets and a pair, each
 * wild standing inside a chow, a pung or (by rule) the pair, within its domain (wilds.ts).
 *
 * Instead of trying every substitution (34^k), the search walks real tiles from the lowest up,
 * as `splitStanding` does: the lowest real tile left must sit in some group, and wilds are
 * only tried in the slots of that group, and only where their domain covers the slot. Groups
 * made of wilds alone are formed once no real tile is left.
 *
 * The fast check (`completesWithWilds`) relies on the domains covering any one tile forming a
 * chain (`wildTable` refuses wilds that do not), so when a slot needs a wild, spending the
 * narrowest one that fits never loses a completion: any completion that spent a wider wild there
 * can swap it with the narrower one.
 *
 * Counts and pools are full length and read at tile or wild indexes, so reads say `c[i]!` (as in
 * decompose.ts) rather than call counts.ts's accessor in the search's inner loops.
 */
import type { TileGroup } from './decompose';
import { HandError } from './errors';
import {
  isSuited,
  rankOf,
  TILE_KINDS,
  type TileCode,
  type TileIndex,
  tileCode,
  tileName,
  wildWord,
} from './tiles';
import { readingKey, type WildGroup, type WildRules, type WildTable, type WildUse } from './wilds';

/** Wilds as counts indexed like the table's codes; a code that is no wild here is refused. */
function poolOf(table: WildTable, wilds: readonly TileCode[]): number[] {
  const pool = new Array<number>(table.codes.length).fill(0);
  for (const j of wilds) {
    const k = table.index.get(j);
    if (k === undefined)
      throw new HandError(
        'bad-wild',
        `${j} (${tileName(j)}) is not a ${wildWord(j)}: it cannot stand for another tile`,
        { reason: 'not-wild', tile: j },
      );
    pool[k] = pool[k]! + 1;
  }
  return pool;
}

interface Search {
  c: number[];
  pool: number[];
  table: WildTable;
  rules: WildRules;
  /** Spend only the narrowest fitting wild per slot (enough to decide completion). */
  narrowest: boolean;
  acc: WildGroup[];
  /** Called with each full split; returns true to stop the search. */
  emit: (groups: WildGroup[]) => boolean;
  /** Splits emitted so far, and the states known to emit nothing (tiles left, wilds left, sets, pairs). */
  emitted: number;
  dead: Set<string>;
}

/**
 * Fills `slots` (tiles that need a wild) with wilds from the pool, calling `then` with the
 * uses; slots of one tile take wilds in width order so a pung's two wilds are not tried twice.
 */
function fillSlots(
  s: Search,
  slots: TileIndex[],
  k: number,
  uses: WildUse[],
  then: (uses: WildUse[]) => boolean,
): boolean {
  if (k === slots.length) return then(uses);
  const t = slots[k]!; // k < slots.length
  const byWidth = s.table.byWidth;
  // The wild the slot before spent, when it was the same tile: this one takes none narrower.
  const sameAsPrev = k > 0 && slots[k - 1] === t ? uses[k - 1] : undefined;
  const minIdx = sameAsPrev ? byWidth.indexOf(sameAsPrev.wild) : 0;
  for (let b = minIdx; b < byWidth.length; b++) {
    const j = byWidth[b]!; // b < byWidth.length
    const ji = s.table.index.get(j)!;
    if (s.pool[ji] === 0 || !s.table.covers(j, t)) continue;
    s.pool[ji] = s.pool[ji]! - 1;
    uses.push({ wild: j, standsFor: t });
    const stop = fillSlots(s, slots, k + 1, uses, then);
    uses.pop();
    s.pool[ji] = s.pool[ji]! + 1;
    if (stop) return true;
    if (s.narrowest) return false;
  }
  return false;
}

function place(
  s: Search,
  g: WildGroup,
  setsLeft: number,
  pairsLeft: number,
  from: number,
): boolean {
  s.acc.push(g);
  const stop = walk(s, from, setsLeft, pairsLeft);
  s.acc.pop();
  return stop;
}

/** Uses `real` copies of real tiles and wild slots, then recurses; restores the counts. */
function withGroup(
  s: Search,
  kind: TileGroup['kind'],
  tile: TileIndex,
  real: TileIndex[],
  slots: TileIndex[],
  setsLeft: number,
  pairsLeft: number,
  from: number,
): boolean {
  for (const t of real) s.c[t] = s.c[t]! - 1;
  const stop = fillSlots(s, slots, 0, [], (uses) =>
    place(
      s,
      { kind, tile, declared: false, concealed: true, wilds: uses.slice() },
      setsLeft,
      pairsLeft,
      from,
    ),
  );
  for (const t of real) s.c[t] = s.c[t]! + 1;
  return stop;
}

/**
 * The search below a state depends only on the tiles and wilds left and the groups still
 * wanted, not on how it got there, so a state that once produced nothing is skipped later.
 */
function walk(s: Search, from: number, setsLeft: number, pairsLeft: number): boolean {
  let i = from;
  while (i < TILE_KINDS && s.c[i] === 0) i++;
  if (i === TILE_KINDS) return wildsOnly(s, setsLeft, pairsLeft);
  const key = stateKey(s, i, setsLeft, pairsLeft);
  if (s.dead.has(key)) return false;
  const before = s.emitted;
  const stop = walkAt(s, i, setsLeft, pairsLeft);
  if (!stop && s.emitted === before) s.dead.add(key);
  return stop;
}

/** The state as a short string: tile counts from `i` on (3 bits each, at most 7 copies), wilds, groups. */
function stateKey(s: Search, i: number, setsLeft: number, pairsLeft: number): string {
  let lo = 0;
  let hi = 0;
  for (let t = i; t < TILE_KINDS; t++) {
    if (t < 17) lo = lo * 8 + s.c[t]!;
    else hi = hi * 8 + s.c[t]!;
  }
  let pool = 0;
  for (const n of s.pool) pool = pool * 8 + n;
  return `${i},${lo},${hi},${pool},${setsLeft},${pairsLeft}`;
}

function walkAt(s: Search, i: number, setsLeft: number, pairsLeft: number): boolean {
  const c = s.c;
  if (pairsLeft > 0) {
    if (c[i]! >= 2 && withGroup(s, 'pair', i, [i, i], [], setsLeft, pairsLeft - 1, i)) return true;
    if (s.rules.inPair && withGroup(s, 'pair', i, [i], [i], setsLeft, pairsLeft - 1, i))
      return true;
  }
  if (setsLeft === 0) return false;
  for (let nReal = Math.min(3, c[i]!); nReal >= 1; nReal--) {
    const real = new Array<TileIndex>(nReal).fill(i);
    const slots = new Array<TileIndex>(3 - nReal).fill(i);
    if (withGroup(s, 'pung', i, real, slots, setsLeft - 1, pairsLeft, i)) return true;
  }
  if (!isSuited(i)) return false;
  const r = rankOf(i);
  // The chow holding i as its lowest real tile starts at i-2, i-1 or i; lower slots need wilds.
  for (let start = Math.max(1, r - 2); start <= Math.min(r, 7); start++) {
    const base = i - (r - start);
    const above = [base, base + 1, base + 2].filter((p) => p > i);
    const below = [base, base + 1, base + 2].filter((p) => p < i);
    // Each tile above i is either a real tile (if held) or a wild slot.
    for (let mask = 0; mask < 1 << above.length; mask++) {
      const real = [i];
      const slots = [...below];
      let ok = true;
      above.forEach((p, k) => {
        if (mask & (1 << k)) slots.push(p);
        else if (c[p]! > 0) real.push(p);
        else ok = false;
      });
      if (!ok) continue;
      // Two real tiles of one position cannot both be taken, so counts stay non-negative.
      if (withGroup(s, 'chow', base, real, slots, setsLeft - 1, pairsLeft, i)) return true;
    }
  }
  return false;
}

/** The groups the remaining wilds form on their own, once every real tile is placed. */
function wildsOnly(s: Search, setsLeft: number, pairsLeft: number): boolean {
  const left = s.pool.reduce((a, b) => a + b, 0);
  if (left !== setsLeft * 3 + pairsLeft * 2) return false;
  if (left === 0) {
    s.emitted++;
    return s.emit(s.acc.slice());
  }
  // The first wild (narrowest first) must sit in some group; try each group it can anchor.
  const first = s.table.byWidth.find((j) => s.pool[s.table.index.get(j)!]! > 0)!;
  const fi = s.table.index.get(first)!;
  s.pool[fi] = s.pool[fi]! - 1;
  let stop = false;
  const anchored = (
    kind: TileGroup['kind'],
    tile: TileIndex,
    at: TileIndex,
    slots: TileIndex[],
    sl: number,
    pl: number,
  ) =>
    fillSlots(s, slots, 0, [], (uses) =>
      place(
        s,
        {
          kind,
          tile,
          declared: false,
          concealed: true,
          wilds: [{ wild: first, standsFor: at }, ...uses],
        },
        sl,
        pl,
        TILE_KINDS,
      ),
    );
  for (const t of s.table.domain(first)) {
    if (stop) break;
    if (pairsLeft > 0 && s.rules.inPair)
      stop = anchored('pair', t, t, [t], setsLeft, pairsLeft - 1);
    if (!stop && setsLeft > 0) stop = anchored('pung', t, t, [t, t], setsLeft - 1, pairsLeft);
    if (!stop && setsLeft > 0 && isSuited(t)) {
      const r = rankOf(t);
      for (let start = Math.max(1, r - 2); start <= Math.min(r, 7) && !stop; start++) {
        const base = t - (r - start);
        const slots = [base, base + 1, base + 2].filter((p) => p !== t);
        stop = anchored('chow', base, t, slots, setsLeft - 1, pairsLeft);
      }
    }
  }
  s.pool[fi] = s.pool[fi]! + 1;
  return stop;
}

/** The wilds a search may spend and the rules on where they go: what a variant supplies. */
export interface WildPlay {
  table: WildTable;
  rules: WildRules;
}

function searchFor(
  w: WildPlay,
  real: readonly number[],
  wilds: readonly TileCode[],
  dead = new Set<string>(),
): Search {
  const pool = poolOf(w.table, wilds);
  return {
    c: real.slice(),
    pool,
    table: w.table,
    rules: w.rules,
    narrowest: false,
    acc: [],
    emitted: 0,
    dead,
    emit: () => false,
  };
}

/**
 * Every distinct split of real tiles `real` (counts by tile index) and `wilds` into `sets`
 * sets and `pairs` pairs, each wild's use recorded. Splits that differ only in the order of
 * groups, or in which copy of the same wild went where, are one split.
 */
export function splitWithWilds(
  w: WildPlay,
  real: readonly number[],
  wilds: readonly TileCode[],
  sets: number,
  pairs: number,
): WildGroup[][] {
  const out = new Map<string, WildGroup[]>();
  const s = searchFor(w, real, wilds);
  s.emit = (groups) => {
    const key = readingKey(groups);
    if (!out.has(key)) out.set(key, groups);
    return false;
  };
  walk(s, 0, sets, pairs);
  return [...out.values()];
}

/**
 * True when real tiles plus wilds make `4 - declaredMelds` sets and a pair. `dead` may be
 * shared between calls under the same rules (the waits of one hand try 34 tiles that share
 * most of their states).
 */
export function completesWithWilds(
  w: WildPlay,
  real: readonly number[],
  wilds: readonly TileCode[],
  declaredMelds: number,
  dead: Set<string> = new Set(),
): boolean {
  const s = searchFor(w, real, wilds, dead);
  s.narrowest = true;
  s.emit = () => true;
  return walk(s, 0, 4 - declaredMelds, 1);
}

/** "X1=5p" style summary of what each wild stood for, for score cards and test messages. */
export const describeUses = (groups: readonly WildGroup[]): string[] =>
  groups.flatMap((g) => g.wilds.map((u) => `${u.wild}=${tileCode(u.standsFor)}`)).sort();

const ORPHANS: TileIndex[] = Array.from({ length: TILE_KINDS }, (_, i) => i).filter(
  (i) => !isSuited(i) || rankOf(i) === 1 || rankOf(i) === 9,
);

/**
 * Seven different pairs with wilds (a tile may make one pair only). A held single needs a wild
 * of its tile; wilds left over pair with each other on tiles the hand does not hold. Each
 * reading lists its seven pairs.
 */
export function sevenPairsWithWilds(
  w: WildPlay,
  real: readonly number[],
  wilds: readonly TileCode[],
  /** Stop at the first reading (a completion check). */
  firstOnly = false,
): WildGroup[][] {
  if (wilds.length > 0 && !w.rules.inSpecialShapes) return [];
  if (real.some((n) => n > 2)) return [];
  const s = searchFor(w, real, wilds);
  const pair = (t: TileIndex, wildsOf: WildUse[]): WildGroup => ({
    kind: 'pair',
    tile: t,
    declared: false,
    concealed: true,
    wilds: wildsOf,
  });
  const realPairs = real.flatMap((n, t) => (n === 2 ? [pair(t, [])] : []));
  const singles = real.flatMap((n, t) => (n === 1 ? [t] : []));
  if (singles.length > wilds.length) return [];
  const out = new Map<string, WildGroup[]>();
  fillSlots(s, singles, 0, [], (uses) => {
    const base = [...realPairs, ...uses.map((u) => pair(u.standsFor, [u]))];
    // Wild-only pairs on fresh tiles, in rising tile order so each set of pairs is made once.
    const fresh = (from: TileIndex, acc: WildGroup[]): boolean => {
      const left = s.pool.reduce((a, b) => a + b, 0);
      if (left === 0) {
        if (acc.length !== 7) return false;
        const key = readingKey(acc);
        if (!out.has(key)) out.set(key, acc.slice());
        return firstOnly;
      }
      if (acc.length + left / 2 !== 7) return false;
      for (let t = from; t < TILE_KINDS; t++) {
        if (real[t]! > 0) continue;
        const stop = fillSlots(s, [t, t], 0, [], (two) => {
          acc.push(pair(t, two.slice()));
          const done = fresh(t + 1, acc);
          acc.pop();
          return done;
        });
        if (stop) return true;
      }
      return false;
    };
    return fresh(0, base);
  });
  return [...out.values()];
}

/**
 * Thirteen Orphans with wilds: wilds stand for missing terminals and honours, and one of
 * them may instead double an orphan as the pair. Returns the wild uses of each reading.
 */
export function thirteenOrphansWithWilds(
  w: WildPlay,
  real: readonly number[],
  wilds: readonly TileCode[],
  firstOnly = false,
): WildUse[][] {
  if (wilds.length > 0 && !w.rules.inSpecialShapes) return [];
  let doubles = 0;
  for (let t = 0; t < TILE_KINDS; t++) {
    const n = real[t]!;
    if (n === 0) continue;
    if (!ORPHANS.includes(t) || n > 2) return [];
    if (n === 2) doubles++;
  }
  if (doubles > 1) return [];
  const missing = ORPHANS.filter((t) => real[t] === 0);
  // Without a real pair one more wild doubles some orphan: one wild per slot either way.
  if (missing.length + (doubles === 1 ? 0 : 1) !== wilds.length) return [];
  // Without a real pair, try each orphan as the slot the extra wild doubles.
  const slotSets =
    doubles === 1 ? [missing] : ORPHANS.map((t) => [...missing, t].sort((a, b) => a - b));
  const s = searchFor(w, real, wilds);
  const out = new Map<string, WildUse[]>();
  for (const slots of slotSets) {
    const stop = fillSlots(s, slots, 0, [], (uses) => {
      const key = uses
        .map((u) => `${u.wild}@${u.standsFor}`)
        .sort()
        .join(',');
      if (!out.has(key)) out.set(key, uses.slice());
      return firstOnly;
    });
    if (stop) break;
  }
  return [...out.values()];
}
