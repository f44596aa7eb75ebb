/**
 * Detectors shared across variants. Each reads one reading (or the hand's tile counts) and says
 * whether, or how many times, a feature is there; catalogues give the feature its value.
 */
import type { HandFacts, Reading, TileGroup } from './decompose';
import type { Hand } from './hand';
import {
  FLOWERS,
  SEASONS,
  TILE_KINDS,
  type Wind,
  WINDS,
  bonusSeatNumber,
  isDragon,
  isFlower,
  isHonour,
  isSeason,
  isTerminal,
  isWind,
  rankOf,
  suitIndexOf,
  windIndex,
} from './tiles';

const isSet = (g: TileGroup) => g.kind !== 'pair';
const isPungLike = (g: TileGroup) => g.kind === 'pung' || g.kind === 'kong';
export const sets = (r: Reading): TileGroup[] => r.groups.filter(isSet);
export const pairOf = (r: Reading): TileGroup | undefined =>
  r.shape === 'standard' ? r.groups.find((g) => g.kind === 'pair') : undefined;

export const isStandard = (r: Reading): boolean => r.shape === 'standard';

/** Four chows (no pung or kong). */
export const allChows = (r: Reading): boolean => isStandard(r) && sets(r).every((g) => g.kind === 'chow');

/** Four pungs or kongs (no chow). */
export const allPungs = (r: Reading): boolean => isStandard(r) && sets(r).every(isPungLike);

export const pungsWhere = (r: Reading, pred: (tile: number) => boolean): number =>
  sets(r).filter((g) => isPungLike(g) && pred(g.tile)).length;

export const dragonPungs = (r: Reading): number => pungsWhere(r, isDragon);
export const windPungs = (r: Reading): number => pungsWhere(r, isWind);
export const hasPungOf = (r: Reading, tile: number): boolean => pungsWhere(r, (t) => t === tile) > 0;
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
export const concealedPungs = (r: Reading): number => sets(r).filter((g) => isPungLike(g) && g.concealed).length;

function every(facts: HandFacts, pred: (tile: number) => boolean): boolean {
  for (let i = 0; i < TILE_KINDS; i++) if (facts.counts[i] > 0 && !pred(i)) return false;
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
  if (pureWait) c[rankOf(facts.winningTile) - 1]--;
  const extra = need.reduce((acc, n, k) => acc + (c[k] - n), 0);
  return need.every((n, k) => c[k] >= n) && extra === (pureWait ? 0 : 1);
}

export const flowersHeld = (hand: Hand): string[] => hand.bonus.filter(isFlower);
export const seasonsHeld = (hand: Hand): string[] => hand.bonus.filter(isSeason);
export const hasAllFlowers = (hand: Hand): boolean => FLOWERS.every((f) => hand.bonus.includes(f));
export const hasAllSeasons = (hand: Hand): boolean => SEASONS.every((s) => hand.bonus.includes(s));
/** The seat number a flower or season must carry to be the winner's own (East 1 .. North 4). */
export const seatNumber = (seat: Wind): number => WINDS.indexOf(seat) + 1;
export const ownBonus = (codes: string[], seat: Wind): boolean => codes.some((c) => bonusSeatNumber(c) === seatNumber(seat));
