/**
 * Counting one four-sets-and-a-pair reading (rules/mcr.md §4 and §5): concealed pungs and kongs,
 * set combinations, concealment, the pair, set traits, the tile-set fans, Tile Hog, the wait,
 * the final exclusions and the wind pungs; Chicken Hand when nothing else scores.
 */
import type { HandFacts, Reading } from '../../engine/decompose';
import { applyWinFlags, applyWindPung, finalAdjust } from './adjust';
import { countFourChows, countFourPungs, countPungPairs, countThreeChows, countThreePungs, countTwoChows } from './combos';
import { F } from './fans';
import { type HandInfo, uniqueWait } from './hand-info';
import type { McrOptions } from './options';
import type { FanTable } from './table';
import { REF, isDragon, isHonor, isNumbered, isTerminal, isWind, rankOf, suitOf } from './tiles';

/** Middle tile of a chow group (ref code); the tile itself for other groups. */
const mid = (kind: string, tile: number) => (kind === 'chow' ? REF[tile + 1] : REF[tile]);

export function countRegular(ft: FanTable, facts: HandFacts, reading: Reading, info: HandInfo, o: McrOptions): void {
  const t = ft.t;
  const chows: number[] = [];
  const chowStanding: boolean[] = [];
  const pungs: number[] = [];
  let pair = 0;
  let concealedPungs = 0;
  let meldedKongs = 0;
  let concealedKongs = 0;
  let standingPungOfWin = false;
  const win = info.winRef;
  for (const g of reading.groups) {
    const tile = mid(g.kind, g.tile);
    if (g.kind === 'chow') {
      chows.push(tile);
      chowStanding.push(!g.declared);
    } else if (g.kind === 'pair') pair = tile;
    else {
      pungs.push(tile);
      if (g.kind === 'kong') {
        if (g.concealed) concealedKongs++;
        else meldedKongs++;
      } else if (!g.declared) {
        concealedPungs++;
        if (tile === win) standingPungOfWin = true;
      }
    }
  }

  applyWinFlags(ft, info);

  // On a discard, the pung the winning tile completed is exposed, unless the tile can be read
  // as part of a concealed chow instead (§5).
  if (!info.self && standingPungOfWin) {
    let inChow = false;
    for (let k = 0; k < chows.length; k++) if (chowStanding[k] && win >= chows[k] - 1 && win <= chows[k] + 1) inChow = true;
    if (!inChow) concealedPungs--;
  }

  if (pungs.length) {
    countKongs(ft, concealedPungs, meldedKongs, concealedKongs, o);
    if (pungs.length === 4 && !t[F.FOUR_KONGS] && !t[F.FOUR_CONCEALED_PUNGS]) t[F.ALL_PUNGS] = 1;
    for (const p of pungs) {
      if (isDragon(p)) t[F.DRAGON_PUNG]++;
      else if (isTerminal(p) || isWind(p)) t[F.PUNG_OF_TERMINALS_OR_HONORS]++;
    }
  }

  chows.sort((a, b) => a - b);
  pungs.sort((a, b) => a - b);
  switch (chows.length) {
    case 4:
      if (threeSuitedTerminalChows(chows, pair)) {
        t[F.THREE_SUITED_TERMINAL_CHOWS] = 1;
        ft.note(F.MIXED_DOUBLE_CHOW, F.THREE_SUITED_TERMINAL_CHOWS, false);
        ft.note(F.TWO_TERMINAL_CHOWS, F.THREE_SUITED_TERMINAL_CHOWS, false);
      } else if (pureTerminalChows(chows, pair)) {
        t[F.PURE_TERMINAL_CHOWS] = 1;
        ft.note(F.PURE_DOUBLE_CHOW, F.PURE_TERMINAL_CHOWS, false);
        ft.note(F.TWO_TERMINAL_CHOWS, F.PURE_TERMINAL_CHOWS, false);
      } else countFourChows(ft, chows);
      break;
    case 3:
      countThreeChows(ft, chows);
      break;
    case 2:
      countTwoChows(ft, chows[0], chows[1]);
      countPungPairs(ft, pungs);
      break;
    case 1:
      countThreePungs(ft, pungs);
      break;
    default:
      countFourPungs(ft, pungs);
  }

  // Concealment: no exposed meld (a concealed kong keeps the hand concealed).
  if (info.meldedCount === 0) t[info.self ? F.FULLY_CONCEALED_HAND : F.CONCEALED_HAND] = 1;
  else if (info.meldedCount === 4) t[info.self ? F.SELF_DRAWN : F.MELDED_HAND] = 1;
  else if (info.self) t[F.SELF_DRAWN] = 1;

  // The pair: All Chows needs a suited pair; a dragon or wind pair lifts two dragon pungs to
  // Little Three Dragons and three wind pungs to Little Four Winds.
  if (chows.length === 4) {
    if (isNumbered(pair)) t[F.ALL_CHOWS] = 1;
  } else if (t[F.TWO_DRAGON_PUNGS]) {
    if (isDragon(pair)) {
      t[F.LITTLE_THREE_DRAGONS] = 1;
      ft.drop(F.TWO_DRAGON_PUNGS, F.LITTLE_THREE_DRAGONS);
    }
  } else if (t[F.BIG_THREE_WINDS] && isWind(pair)) {
    t[F.LITTLE_FOUR_WINDS] = 1;
    ft.drop(F.BIG_THREE_WINDS, F.LITTLE_FOUR_WINDS);
  }

  countSetTraits(ft, reading);
  applyTileSetFans(ft, info, false, o.strict);

  if (!t[F.QUADRUPLE_CHOW]) t[F.TILE_HOG] = info.fours - meldedKongs - concealedKongs;
  else if (info.fours > 0) ft.note(F.TILE_HOG, F.QUADRUPLE_CHOW, false);

  if (uniqueWait(facts, info) && !t[F.MELDED_HAND] && !t[F.FOUR_KONGS]) {
    waitFan(ft, reading, win);
  }

  finalAdjust(ft, o.strict);

  if (!t[F.BIG_FOUR_WINDS]) for (const p of pungs) if (isWind(p)) applyWindPung(ft, p, info);

  if (ft.isEmpty()) t[F.CHICKEN_HAND] = 1;
}

/**
 * Concealed pung and kong fans from the numbers of concealed pungs (standing, after the discard
 * rule), exposed kongs and concealed kongs. Concealed kongs count as concealed pungs; the kong
 * fans replace each other (Three Kongs leaves out the single-kong fans and so on).
 */
function countKongs(ft: FanTable, cp: number, mk: number, ck: number, o: McrOptions): void {
  const t = ft.t;
  const kongs = mk + ck;
  const concealed = cp + ck;
  if (kongs === 4) t[F.FOUR_KONGS] = 1;
  else if (kongs === 3) t[F.THREE_KONGS] = 1;
  else if (kongs === 2) {
    if (ck === 0) t[F.TWO_MELDED_KONGS] = 1;
    else if (ck === 2) t[F.TWO_CONCEALED_KONGS] = 1;
    else if (o.kongCombination === 'combined') t[F.CONCEALED_KONG_AND_MELDED_KONG] = 1;
    else {
      t[F.MELDED_KONG] = 1;
      t[F.CONCEALED_KONG] = 1;
    }
  } else if (kongs === 1) t[mk ? F.MELDED_KONG : F.CONCEALED_KONG] = 1;
  // Two Concealed Kongs already holds two concealed pungs; only a third or fourth adds to it.
  const pungFan = concealed >= 4 ? F.FOUR_CONCEALED_PUNGS : concealed === 3 ? F.THREE_CONCEALED_PUNGS : concealed === 2 && !(kongs === 2 && ck === 2) ? F.TWO_CONCEALED_PUNGS : 0;
  if (pungFan) t[pungFan] = 1;
}

/** Pure Terminal Chows: 123 123 789 789 of one suit and a pair of 5 of that suit. */
function pureTerminalChows(chows: readonly number[], pair: number): boolean {
  if (!isNumbered(pair) || rankOf(pair) !== 5) return false;
  let low = 0;
  let high = 0;
  for (const c of chows) {
    if (suitOf(c) !== suitOf(pair)) return false;
    if (rankOf(c) === 2) low++;
    else if (rankOf(c) === 8) high++;
    else return false;
  }
  return low === 2 && high === 2;
}

/** Three-Suited Terminal Chows: 123 and 789 in each of two suits, a pair of 5 in the third. */
function threeSuitedTerminalChows(chows: readonly number[], pair: number): boolean {
  if (!isNumbered(pair) || rankOf(pair) !== 5) return false;
  let low = 0;
  let high = 0;
  for (const c of chows) {
    if (suitOf(c) === suitOf(pair)) return false;
    if (rankOf(c) === 2) low |= 1 << suitOf(c);
    else if (rankOf(c) === 8) high |= 1 << suitOf(c);
    else return false;
  }
  // 123 and 789 in both other suits: two bits each.
  return low === high && (low & (low - 1)) !== 0;
}

/** Outside Hand, All Fives or All Even Pungs, from what every set and the pair contains. */
function countSetTraits(ft: FanTable, reading: Reading): void {
  let terminal = 0;
  let honor = 0;
  let five = 0;
  let even = 0;
  for (const g of reading.groups) {
    const tile = mid(g.kind, g.tile);
    if (isHonor(tile)) {
      honor++;
      continue;
    }
    const r = rankOf(tile);
    if (g.kind === 'chow') {
      if (r === 2 || r === 8) terminal++;
      else if (r >= 4 && r <= 6) five++;
    } else if (r === 1 || r === 9) terminal++;
    else if (r === 5) five++;
    else if (r % 2 === 0) even++;
  }
  if (terminal + honor === 5) ft.t[F.OUTSIDE_HAND] = 1;
  else if (five === 5) ft.t[F.ALL_FIVES] = 1;
  else if (even === 5) ft.t[F.ALL_EVEN_PUNGS] = 1;
}

/**
 * Fans that depend only on which tiles the hand holds: suits, simples, reversible, green,
 * honours and terminals, number range. `sevenPairs` with `strict`: the strict 1998 reading lets
 * seven pairs combine with none of the tile-trait fans after Reversible Tiles, nor the range fans.
 */
export function applyTileSetFans(ft: FanTable, info: HandInfo, sevenPairs: boolean, strict: boolean): void {
  const t = ft.t;
  if (info.noHonors) t[F.NO_HONORS] = 1;
  if (info.voided) t[F.ONE_VOIDED_SUIT] = info.voided;
  if (info.flush) {
    t[info.flush] = 1;
    ft.note(F.ONE_VOIDED_SUIT, info.flush, false);
    if (info.flush === F.FULL_FLUSH) ft.note(F.NO_HONORS, F.FULL_FLUSH, false);
  }
  if (info.allTypes) t[F.ALL_TYPES] = 1;
  if (info.allSimples) t[F.ALL_SIMPLES] = 1;
  if (info.reversible) t[F.REVERSIBLE_TILES] = 1;
  const limited = sevenPairs && strict;
  if (!limited) {
    if (info.allGreen) t[F.ALL_GREEN] = 1;
    if (info.terminalsFan) t[info.terminalsFan] = 1;
    if (info.rangeFan) t[info.rangeFan] = 1;
  }
}

/** Edge, then Closed, then Single Wait, from where the winning tile sits among the standing groups. */
function waitFan(ft: FanTable, reading: Reading, win: number): void {
  let edge = false;
  let closed = false;
  let single = false;
  for (const g of reading.groups) {
    if (g.declared) continue;
    const tile = mid(g.kind, g.tile);
    if (g.kind === 'chow') {
      if (tile === win) closed = true;
      else if (tile + 1 === win || tile - 1 === win) edge = true;
    } else if (g.kind === 'pair' && tile === win) single = true;
  }
  if (edge) ft.t[F.EDGE_WAIT] = 1;
  else if (closed) ft.t[F.CLOSED_WAIT] = 1;
  else if (single) ft.t[F.SINGLE_WAIT] = 1;
}
