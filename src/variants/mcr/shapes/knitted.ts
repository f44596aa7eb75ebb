/**
 * The knitted shapes (rules/mcr.md §3 items 5 and 6): fourteen different tiles of honours and one
 * knitted straight (Lesser and Greater Honors and Knitted Tiles), and a knitted straight held
 * among the standing tiles with a set and a pair (at most one set declared).
 */
import {
  completingTiles,
  isStandardComplete,
  meldGroups,
  type Reading,
  type Shape,
  splitStanding,
} from '../../../engine/decompose';
import { FIRST_WIND, TILE_KINDS, type TileIndex } from '../../../engine/tiles';
import { KNITTED_STRAIGHTS } from '../tile-kinds';
import { SETS_FIRST, setsReading } from './sets-and-pair';

/** Fourteen different tiles: honours, and numbers all from one knitted straight. */
function isHonorsKnitted(c: number[]): boolean {
  let total = 0;
  for (let i = 0; i < TILE_KINDS; i++) {
    if (c[i]! > 1) return false;
    total += c[i]!;
  }
  if (total !== 14) return false;
  return KNITTED_STRAIGHTS.some((k) => {
    for (let i = 0; i < FIRST_WIND; i++) if (c[i] && !k.includes(i)) return false;
    return true;
  });
}

export const honorsKnittedShape: Shape = {
  id: 'honors-knitted',
  name: 'Honors and knitted tiles',
  read(facts) {
    if (facts.hand.melds.length || !isHonorsKnitted(facts.standing)) return [];
    const loose: TileIndex[] = [];
    for (let i = 0; i < TILE_KINDS; i++) if (facts.standing[i]) loose.push(i);
    // Greater and lesser are read apart, so a club that plays only one of them can say which wins.
    const honours = loose.filter((t) => t >= FIRST_WIND).length;
    return [
      {
        shape: honours === 7 ? 'greater-honors-and-knitted' : 'lesser-honors-and-knitted',
        groups: [],
        winGroup: -1,
        loose,
      },
    ];
  },
  completes: (standing, declaredMelds) => declaredMelds === 0 && isHonorsKnitted(standing),
  waits(standing, declaredMelds) {
    if (declaredMelds > 0) return [];
    for (let i = 0; i < TILE_KINDS; i++) if (standing[i]! > 1) return [];
    const out: TileIndex[] = [];
    for (let x = 0; x < TILE_KINDS; x++) {
      if (standing[x]) continue;
      standing[x]!++;
      if (isHonorsKnitted(standing)) out.push(x);
      standing[x]!--;
    }
    return out;
  },
};

/** How many of `tiles` `c` lacks, counting no further than two. */
function lacking(c: number[], tiles: readonly TileIndex[]): number {
  let missing = 0;
  for (const t of tiles) if (c[t] === 0 && ++missing > 1) break;
  return missing;
}

/**
 * Whether `c` can hold a knitted straight with at most `short` of its tiles missing: each of its
 * nine tiles is a different number, so the numbered kinds held must number nine less `short`.
 */
function mayBeKnitted(c: number[], short: number): boolean {
  let kinds = 0;
  for (let i = 0; i < FIRST_WIND; i++) if (c[i]! > 0) kinds++;
  return kinds >= 9 - short;
}

export const knittedStraightShape: Shape = {
  id: 'knitted-straight',
  name: 'Knitted straight with a set and a pair',
  read(facts) {
    if (facts.hand.melds.length > 1 || !mayBeKnitted(facts.standing, 0)) return [];
    const out: Reading[] = [];
    for (const k of KNITTED_STRAIGHTS) {
      if (lacking(facts.standing, k) > 0) continue;
      const declared = meldGroups(facts.hand);
      const rest = facts.standing.slice();
      for (const t of k) rest[t]!--;
      for (const split of splitStanding(rest, 1 - declared.length, 1, SETS_FIRST))
        out.push(setsReading('knitted-straight', split, declared, facts, k));
    }
    return out;
  },
  completes(standing, declaredMelds) {
    if (declaredMelds > 1 || !mayBeKnitted(standing, 0)) return false;
    return KNITTED_STRAIGHTS.some((k) => {
      if (lacking(standing, k) > 0) return false;
      const rest = standing.slice();
      for (const t of k) rest[t]!--;
      return isStandardComplete(rest, 1 - declaredMelds);
    });
  },
  waits(standing, declaredMelds) {
    if (declaredMelds > 1 || !mayBeKnitted(standing, 1)) return [];
    const found = new Set<TileIndex>();
    for (const k of KNITTED_STRAIGHTS) {
      if (lacking(standing, k) > 1) continue;
      const rest = standing.slice();
      let missing = -1;
      for (const t of k) {
        if (rest[t]! > 0) rest[t]!--;
        else missing = t;
      }
      if (missing < 0) {
        for (const x of completingTiles(rest, 1 - declaredMelds)) found.add(x);
      } else if (isStandardComplete(rest, 1 - declaredMelds)) found.add(missing);
    }
    return [...found].sort((a, b) => a - b);
  },
};
