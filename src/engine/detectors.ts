/**
 * Detectors shared across variants. Each reads one reading (or the hand's tile counts) and says
 * whether, or how many times, a feature is there; catalogues give the feature its value.
 */
import { addCount, countAt } from './counts';
import type { HandFacts, Reading, TileGroup } from './decompose';
import type { Hand } from './hand';
import {
  bonusSeatNumber,
  FLOWERS,
  isDragon,
  isFlower,
  isHonour,
  isSeason,
  isSuited,
  isTerminal,
  isWind,
  rankOf,
  SEASONS,
  suitIndexOf,
  TILE_KINDS,
  WINDS,
  type Wind,
  windIndex,
} from './tiles';

const isSet = (g: TileGroup) => g.kind !== 'pair';
const isPungLike = (g: TileGroup) => g.kind === 'pung' || g.kind === 'kong';
export const sets = (r: Reading): TileGroup[] => r.groups.filter(isSet);
export const pairOf = (r: Reading): TileGroup | undefined =>
  r.shape === 'standard' ? r.groups.find((g) => g.kind === 'pair') : undefined;

export const isStandard = (r: Reading): boolean => r.shape === 'standard';

/** Four chows (no pung or kong). */
export const allChows = (r: Reading): boolean =>
  isStandard(r) && sets(r).every((g) => g.kind === 'chow');

/** Four pungs or kongs (no chow). */
export const allPungs = (r: Reading): boolean => isStandard(r) && sets(r).every(isPungLike);

export const pungsWhere = (r: Reading, pred: (tile: number) => boolean): number =>
  sets(r).filter((g) => isPungLike(g) && pred(g.tile)).length;

export const dragonPungs = (r: Reading): number => pungsWhere(r, isDragon);
export const windPungs = (r: Reading): number => pungsWhere(r, isWind);
export const hasPungOf = (r: Reading, tile: number): boolean =>
  pungsWhere(r, (t) => t === tile) > 0;
export const hasWindPung = (r: Reading, w: Wind): boolean => hasPungOf(r, windIndex(w));

/** Two dragon pungs and a pair of the third dragon. */
export const littleThreeDragons = (r: Reading): boolean => {
  const pair = pairOf(r);
  return !!pair && isDragon(pair.tile) && dragonPungs(r) === 2;
};
export const bigThreeDragons = (r: Reading): boolean => dragonPungs(r) === 3;
export const bigFourWinds = (r: Reading): boolean => windPungs(r) === 4;
export const kongs = (r: Reading): number => sets(r).filter((g) => g.kind === 'kong').length;
/** Pungs and kongs made without a claimed tile. */
export const concealedPungs = (r: Reading): number =>
  sets(r).filter((g) => isPungLike(g) && g.concealed).length;

function every(facts: HandFacts, pred: (tile: number) => boolean): boolean {
  for (let i = 0; i < TILE_KINDS; i++) if (countAt(facts.counts, i) > 0 && !pred(i)) return false;
  return true;
}

export const allHonours = (facts: HandFacts): boolean => every(facts, isHonour);
export const allTerminals = (facts: HandFacts): boolean => every(facts, isTerminal);

/** 'full': one suit and no honours; 'half': one suit with honours; null otherwise. */
export function flush(facts: HandFacts): 'full' | 'half' | null {
  let suit = -1;
  let honours = false;
  for (let i = 0; i < TILE_KINDS; i++) {
    if (facts.counts[i] === 0) continue;
    if (isHonour(i)) {
      honours = true;
      continue;
    }
    const s = suitIndexOf(i);
    if (suit >= 0 && s !== suit) return null;
    suit = s;
  }
  if (suit < 0) return null;
  return honours ? 'half' : 'full';
}

/**
 * Nine gates: a concealed hand of one suit holding 1112345678999 plus one more tile of that suit.
 * `pureWait`: the 13 tiles before the win must themselves be 1112345678999 (so the hand waited on
 * all nine tiles of the suit).
 */
export function nineGates(facts: HandFacts, pureWait: boolean): boolean {
  if (facts.hand.melds.length) return false;
  if (flush(facts) !== 'full') return false;
  const suit = suitIndexOf(facts.winningTile);
  const base = suit * 9;
  const need = [3, 1, 1, 1, 1, 1, 1, 1, 3];
  const c = facts.counts.slice(base, base + 9);
  if (pureWait) addCount(c, rankOf(facts.winningTile) - 1, -1);
  const extra = need.reduce((acc, n, k) => acc + (countAt(c, k) - n), 0);
  return need.every((n, k) => countAt(c, k) >= n) && extra === (pureWait ? 0 : 1);
}

export const flowersHeld = (hand: Hand): string[] => hand.bonus.filter(isFlower);
export const seasonsHeld = (hand: Hand): string[] => hand.bonus.filter(isSeason);
export const hasAllFlowers = (hand: Hand): boolean => FLOWERS.every((f) => hand.bonus.includes(f));
export const hasAllSeasons = (hand: Hand): boolean => SEASONS.every((s) => hand.bonus.includes(s));
/** The seat number a flower or season must carry to be the winner's own (East 1 .. North 4). */
export const seatNumber = (seat: Wind): number => WINDS.indexOf(seat) + 1;
export const ownBonus = (codes: string[], seat: Wind): boolean =>
  codes.some((c) => bonusSeatNumber(c) === seatNumber(seat));

/** Every tile a suited 2 to 8 (no terminal, no honour). */
export const allSimples = (facts: HandFacts): boolean =>
  every(facts, (i) => !isTerminal(i) && !isHonour(i));
/** Every tile a 1, a 9 or an honour (with or without honours). */
export const allTerminalsAndHonours = (facts: HandFacts): boolean =>
  every(facts, (i) => isTerminal(i) || isHonour(i));
/** Pungs or kongs of three winds and a pair of the fourth. */
export const littleFourWinds = (r: Reading): boolean => {
  const pair = pairOf(r);
  return !!pair && isWind(pair.tile) && windPungs(r) === 3;
};

/** The lowest tile of each chow, one entry per chow (so identical chows repeat). */
export const chowStarts = (r: Reading): number[] =>
  sets(r)
    .filter((g) => g.kind === 'chow')
    .map((g) => g.tile);
/** The tile of each pung or kong. */
export const pungTiles = (r: Reading): number[] =>
  sets(r)
    .filter(isPungLike)
    .map((g) => g.tile);

/** How many chows of each starting tile the reading holds (only tiles with at least one). */
export function identicalChows(r: Reading): number[] {
  const n = new Map<number, number>();
  for (const t of chowStarts(r)) n.set(t, (n.get(t) ?? 0) + 1);
  return [...n.values()];
}

/** Some suit holds chows starting at 1, 4 and 7: a straight 123 456 789 in one suit. */
export function pureStraight(r: Reading): boolean {
  const c = new Set(chowStarts(r));
  return [0, 1, 2].some((s) => c.has(s * 9) && c.has(s * 9 + 3) && c.has(s * 9 + 6));
}

const PERMUTATIONS: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/** 123, 456 and 789 as chows, each in a different suit. */
export function mixedStraight(r: Reading): boolean {
  const c = new Set(chowStarts(r));
  return PERMUTATIONS.some((p) => c.has(p[0] * 9) && c.has(p[1] * 9 + 3) && c.has(p[2] * 9 + 6));
}

/** The same chow (by number) in all three suits. */
export function mixedTripleChow(r: Reading): boolean {
  const c = new Set(chowStarts(r));
  for (let rank = 0; rank < 7; rank++)
    if (c.has(rank) && c.has(9 + rank) && c.has(18 + rank)) return true;
  return false;
}

/** The same number as a pung or kong in all three suits. */
export function mixedTriplePung(r: Reading): boolean {
  const p = new Set(pungTiles(r));
  for (let rank = 0; rank < 9; rank++)
    if (p.has(rank) && p.has(9 + rank) && p.has(18 + rank)) return true;
  return false;
}

/** Pungs or kongs of three consecutive numbers, one in each suit (in any order of suits). */
export function mixedShiftedPungs(r: Reading): boolean {
  const p = new Set(pungTiles(r));
  for (let rank = 0; rank < 7; rank++) {
    if (
      PERMUTATIONS.some(
        (q) => p.has(q[0] * 9 + rank) && p.has(q[1] * 9 + rank + 1) && p.has(q[2] * 9 + rank + 2),
      )
    )
      return true;
  }
  return false;
}

/** Pungs or kongs of three consecutive numbers in one suit. */
export function pureShiftedPungs(r: Reading): boolean {
  const p = new Set(pungTiles(r));
  for (const t of p) if (isSuited(t) && rankOf(t) <= 7 && p.has(t + 1) && p.has(t + 2)) return true;
  return false;
}

/** Which kinds of tile the hand holds: each suit, winds, dragons. */
export function tileKindsPresent(facts: HandFacts): {
  suits: number;
  winds: boolean;
  dragons: boolean;
} {
  const suits = new Set<number>();
  let winds = false;
  let dragons = false;
  for (let i = 0; i < TILE_KINDS; i++) {
    if (facts.counts[i] === 0) continue;
    if (isWind(i)) winds = true;
    else if (isDragon(i)) dragons = true;
    else suits.add(suitIndexOf(i));
  }
  return { suits: suits.size, winds, dragons };
}
