/**
 * Decomposition with Vietnamese jokers: every way real tiles plus jokers split into sets and a
 * pair, each joker standing inside a chow, a pung or (by rule) the pair, within its domain.
 *
 * Instead of trying every substitution (34^k), the search walks real tiles from the lowest up,
 * as `splitStanding` does: the lowest real tile left must sit in some group, and jokers are
 * only tried in the slots of that group, and only where their domain covers the slot. Groups
 * made of jokers alone are formed once no real tile is left.
 *
 * The fast check (`completesWithJokers`) also uses a fact about the domains: the jokers that
 * cover any one tile form a chain (Thùng ⊂ Hợp ⊂ Tổng for a dot; Hỉ ⊂ Nhị Khẩu ⊂ Tổng for a wind),
 * so when a slot needs a joker, spending the narrowest one that fits never loses a completion:
 * any completion that spent a wider joker there can swap it with the narrower one.
 */
import type { TileGroup } from './decompose';
import { HandError } from './errors';
import { type JokerRules, DEFAULT_JOKER_RULES, JOKERS, jokerCovers } from './jokers';
import { TILE_KINDS, type TileIndex, isSuited, rankOf, tileCode } from './tiles';
import { FLOWER_JOKER, JOKER_CODES, type JokerCode } from './vietnamese-tiles';

/** One joker in a reading and the tile it stood for there. */
export interface JokerUse {
  joker: JokerCode;
  standsFor: TileIndex;
}

/** A group of a reading with the jokers it holds (none for an all-real group). */
export interface JokerGroup extends TileGroup {
  jokers: JokerUse[];
}

/** Joker codes narrowest domain first: the order the fast check spends them in. */
const BY_WIDTH: JokerCode[] = JOKER_CODES.filter((j) => j !== FLOWER_JOKER).sort(
  (a, b) => JOKERS[a].domain.length - JOKERS[b].domain.length || a.localeCompare(b),
);
const JOKER_INDEX = Object.fromEntries(JOKER_CODES.map((j, k) => [j, k])) as Record<JokerCode, number>;
const JI = (j: JokerCode): number => JOKER_INDEX[j];

/** Jokers as counts indexed like JOKER_CODES; the flower joker is refused. */
function poolOf(jokers: readonly JokerCode[]): number[] {
  const pool = new Array<number>(JOKER_CODES.length).fill(0);
  for (const j of jokers) {
    if (j === FLOWER_JOKER) throw new HandError('flower-joker-wild', 'J5 (Đại Hoa) is the flower joker: it is never a wild, only a bonus tile to set aside');
    pool[JI(j)]++;
  }
  return pool;
}

const groupKey = (g: JokerGroup): string =>
  `${g.kind}${g.tile}${g.jokers.map((u) => `${u.joker}@${u.standsFor}`).sort().join(',')}`;
export const readingKey = (gs: readonly JokerGroup[]): string => gs.map(groupKey).sort().join('|');

interface Search {
  c: number[];
  pool: number[];
  rules: JokerRules;
  /** Spend only the narrowest fitting joker per slot (enough to decide completion). */
  narrowest: boolean;
  acc: JokerGroup[];
  /** Called with each full split; returns true to stop the search. */
  emit: (groups: JokerGroup[]) => boolean;
  /** Splits emitted so far, and the states known to emit nothing (tiles left, jokers left, sets, pairs). */
  emitted: number;
  dead: Set<string>;
}

/**
 * Fills `slots` (tiles that need a joker) with jokers from the pool, calling `then` with the
 * uses; slots of one tile take jokers in code order so a pung's two jokers are not tried twice.
 */
function fillSlots(s: Search, slots: TileIndex[], k: number, uses: JokerUse[], then: (uses: JokerUse[]) => boolean): boolean {
  if (k === slots.length) return then(uses);
  const t = slots[k];
  const sameAsPrev = k > 0 && slots[k - 1] === t;
  const minIdx = sameAsPrev ? BY_WIDTH.indexOf(uses[k - 1].joker) : 0;
  for (let b = minIdx; b < BY_WIDTH.length; b++) {
    const j = BY_WIDTH[b];
    const ji = JI(j);
    if (s.pool[ji] === 0 || !jokerCovers(j, t)) continue;
    s.pool[ji]--;
    uses.push({ joker: j, standsFor: t });
    const stop = fillSlots(s, slots, k + 1, uses, then);
    uses.pop();
    s.pool[ji]++;
    if (stop) return true;
    if (s.narrowest) return false;
  }
  return false;
}

function place(s: Search, g: JokerGroup, setsLeft: number, pairsLeft: number, from: number): boolean {
  s.acc.push(g);
  const stop = walk(s, from, setsLeft, pairsLeft);
  s.acc.pop();
  return stop;
}

/** Uses `real` copies of real tiles and joker slots, then recurses; restores the counts. */
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
  for (const t of real) s.c[t]--;
  const stop = fillSlots(s, slots, 0, [], (uses) =>
    place(s, { kind, tile, declared: false, concealed: true, jokers: uses.slice() }, setsLeft, pairsLeft, from),
  );
  for (const t of real) s.c[t]++;
  return stop;
}

/**
 * The search below a state depends only on the tiles and jokers left and the groups still
 * wanted, not on how it got there, so a state that once produced nothing is skipped later.
 */
function walk(s: Search, from: number, setsLeft: number, pairsLeft: number): boolean {
  let i = from;
  while (i < TILE_KINDS && s.c[i] === 0) i++;
  if (i === TILE_KINDS) return jokersOnly(s, setsLeft, pairsLeft);
  const key = stateKey(s, i, setsLeft, pairsLeft);
  if (s.dead.has(key)) return false;
  const before = s.emitted;
  const stop = walkAt(s, i, setsLeft, pairsLeft);
  if (!stop && s.emitted === before) s.dead.add(key);
  return stop;
}

/** The state as a short string: tile counts from `i` on (3 bits each, at most 7 copies), jokers, groups. */
function stateKey(s: Search, i: number, setsLeft: number, pairsLeft: number): string {
  let lo = 0;
  let hi = 0;
  for (let t = i; t < TILE_KINDS; t++) {
    if (t < 17) lo = lo * 8 + s.c[t];
    else hi = hi * 8 + s.c[t];
  }
  let pool = 0;
  for (const n of s.pool) pool = pool * 8 + n;
  return `${i},${lo},${hi},${pool},${setsLeft},${pairsLeft}`;
}

function walkAt(s: Search, i: number, setsLeft: number, pairsLeft: number): boolean {
  const c = s.c;
  if (pairsLeft > 0) {
    if (c[i] >= 2 && withGroup(s, 'pair', i, [i, i], [], setsLeft, pairsLeft - 1, i)) return true;
    if (s.rules.jokersInPair && withGroup(s, 'pair', i, [i], [i], setsLeft, pairsLeft - 1, i)) return true;
  }
  if (setsLeft === 0) return false;
  for (let nReal = Math.min(3, c[i]); nReal >= 1; nReal--) {
    const real = new Array<TileIndex>(nReal).fill(i);
    const slots = new Array<TileIndex>(3 - nReal).fill(i);
    if (withGroup(s, 'pung', i, real, slots, setsLeft - 1, pairsLeft, i)) return true;
  }
  if (!isSuited(i)) return false;
  const r = rankOf(i);
  // The chow holding i as its lowest real tile starts at i-2, i-1 or i; lower slots need jokers.
  for (let start = Math.max(1, r - 2); start <= Math.min(r, 7); start++) {
    const base = i - (r - start);
    const above = [base, base + 1, base + 2].filter((p) => p > i);
    const below = [base, base + 1, base + 2].filter((p) => p < i);
    // Each tile above i is either a real tile (if held) or a joker slot.
    for (let mask = 0; mask < 1 << above.length; mask++) {
      const real = [i];
      const slots = [...below];
      let ok = true;
      above.forEach((p, k) => {
        if (mask & (1 << k)) slots.push(p);
        else if (c[p] > 0) real.push(p);
        else ok = false;
      });
      if (!ok) continue;
      // Two real tiles of one position cannot both be taken, so counts stay non-negative.
      if (withGroup(s, 'chow', base, real, slots, setsLeft - 1, pairsLeft, i)) return true;
    }
  }
  return false;
}

/** The groups the remaining jokers form on their own, once every real tile is placed. */
function jokersOnly(s: Search, setsLeft: number, pairsLeft: number): boolean {
  const left = s.pool.reduce((a, b) => a + b, 0);
  if (left !== setsLeft * 3 + pairsLeft * 2) return false;
  if (left === 0) {
    s.emitted++;
    return s.emit(s.acc.slice());
  }
  // The first joker (narrowest first) must sit in some group; try each group it can anchor.
  const first = BY_WIDTH.find((j) => s.pool[JI(j)] > 0)!;
  const fi = JI(first);
  s.pool[fi]--;
  let stop = false;
  const anchored = (kind: TileGroup['kind'], tile: TileIndex, at: TileIndex, slots: TileIndex[], sl: number, pl: number) =>
    fillSlots(s, slots, 0, [], (uses) =>
      place(s, { kind, tile, declared: false, concealed: true, jokers: [{ joker: first, standsFor: at }, ...uses] }, sl, pl, TILE_KINDS),
    );
  for (const t of JOKERS[first].domain) {
    if (stop) break;
    if (pairsLeft > 0 && s.rules.jokersInPair) stop = anchored('pair', t, t, [t], setsLeft, pairsLeft - 1);
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
  s.pool[fi]++;
  return stop;
}

/**
 * Every distinct split of real tiles `real` (counts by tile index) and `jokers` into `sets`
 * sets and `pairs` pairs, each joker's use recorded. Splits that differ only in the order of
 * groups, or in which copy of the same joker went where, are one split.
 */
export function splitWithJokers(
  real: readonly number[],
  jokers: readonly JokerCode[],
  sets: number,
  pairs: number,
  rules: JokerRules = DEFAULT_JOKER_RULES,
): JokerGroup[][] {
  const out = new Map<string, JokerGroup[]>();
  const s: Search = {
    c: real.slice(),
    pool: poolOf(jokers),
    rules,
    narrowest: false,
    acc: [],
    emitted: 0,
    dead: new Set(),
    emit: (groups) => {
      const key = readingKey(groups);
      if (!out.has(key)) out.set(key, groups);
      return false;
    },
  };
  walk(s, 0, sets, pairs);
  return [...out.values()];
}

/**
 * True when real tiles plus jokers make `4 - declaredMelds` sets and a pair. `dead` may be
 * shared between calls under the same rules (the waits of one hand try 34 tiles that share
 * most of their states).
 */
export function completesWithJokers(
  real: readonly number[],
  jokers: readonly JokerCode[],
  declaredMelds: number,
  rules: JokerRules = DEFAULT_JOKER_RULES,
  dead: Set<string> = new Set(),
): boolean {
  const s: Search = { c: real.slice(), pool: poolOf(jokers), rules, narrowest: true, acc: [], emitted: 0, dead, emit: () => true };
  return walk(s, 0, 4 - declaredMelds, 1);
}

/** "J2=5p" style summary of what each joker stood for, for score cards and test messages. */
export const describeUses = (groups: readonly JokerGroup[]): string[] =>
  groups.flatMap((g) => g.jokers.map((u) => `${u.joker}=${tileCode(u.standsFor)}`)).sort();

const ORPHANS: TileIndex[] = Array.from({ length: TILE_KINDS }, (_, i) => i).filter(
  (i) => !isSuited(i) || rankOf(i) === 1 || rankOf(i) === 9,
);

function searchFor(jokers: readonly JokerCode[], real: readonly number[], rules: JokerRules): Search {
  return { c: real.slice(), pool: poolOf(jokers), rules, narrowest: false, acc: [], emitted: 0, dead: new Set(), emit: () => false };
}

/**
 * Seven different pairs with jokers (fact sheet §2.1: RA-cur checks "no repeated pairs", so
 * a tile may make one pair only). A held single needs a joker of its tile; jokers left over
 * pair with each other on tiles the hand does not hold. Each reading lists its seven pairs.
 */
export function sevenPairsWithJokers(
  real: readonly number[],
  jokers: readonly JokerCode[],
  rules: JokerRules = DEFAULT_JOKER_RULES,
  /** Stop at the first reading (a completion check). */
  firstOnly = false,
): JokerGroup[][] {
  if (jokers.length > 0 && !rules.jokersInSpecialShapes) return [];
  if (real.some((n) => n > 2)) return [];
  const s = searchFor(jokers, real, rules);
  const pair = (t: TileIndex, jokersOf: JokerUse[]): JokerGroup => ({ kind: 'pair', tile: t, declared: false, concealed: true, jokers: jokersOf });
  const realPairs = real.flatMap((n, t) => (n === 2 ? [pair(t, [])] : []));
  const singles = real.flatMap((n, t) => (n === 1 ? [t] : []));
  if (singles.length > jokers.length) return [];
  const out = new Map<string, JokerGroup[]>();
  fillSlots(s, singles, 0, [], (uses) => {
    const base = [...realPairs, ...uses.map((u) => pair(u.standsFor, [u]))];
    // Joker-only pairs on fresh tiles, in rising tile order so each set of pairs is made once.
    const fresh = (from: TileIndex, acc: JokerGroup[]): boolean => {
      const left = s.pool.reduce((a, b) => a + b, 0);
      if (left === 0) {
        if (acc.length !== 7) return false;
        const key = readingKey(acc);
        if (!out.has(key)) out.set(key, acc.slice());
        return firstOnly;
      }
      if (acc.length + left / 2 !== 7) return false;
      for (let t = from; t < TILE_KINDS; t++) {
        if (real[t] > 0) continue;
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
 * Thirteen Orphans with jokers: jokers stand for missing terminals and honours, and one of
 * them may instead double an orphan as the pair. Returns the joker uses of each reading.
 */
export function thirteenOrphansWithJokers(
  real: readonly number[],
  jokers: readonly JokerCode[],
  rules: JokerRules = DEFAULT_JOKER_RULES,
  firstOnly = false,
): JokerUse[][] {
  if (jokers.length > 0 && !rules.jokersInSpecialShapes) return [];
  let doubles = 0;
  for (let t = 0; t < TILE_KINDS; t++) {
    if (real[t] === 0) continue;
    if (!ORPHANS.includes(t) || real[t] > 2) return [];
    if (real[t] === 2) doubles++;
  }
  if (doubles > 1) return [];
  const missing = ORPHANS.filter((t) => real[t] === 0);
  // Without a real pair one more joker doubles some orphan; try each orphan as that slot.
  const slotSets = doubles === 1 ? [missing] : ORPHANS.map((t) => [...missing, t].sort((a, b) => a - b));
  if (slotSets[0].length !== jokers.length) return [];
  const s = searchFor(jokers, real, rules);
  const out = new Map<string, JokerUse[]>();
  for (const slots of slotSets) {
    const stop = fillSlots(s, slots, 0, [], (uses) => {
      const key = uses.map((u) => `${u.joker}@${u.standsFor}`).sort().join(',');
      if (!out.has(key)) out.set(key, uses.slice());
      return firstOnly;
    });
    if (stop) break;
  }
  return [...out.values()];
}
