/**
 * Counting the special shapes (rules/mcr.md §3, §5): seven pairs, seven shifted pairs, thirteen
 * orphans, honours and knitted tiles, nine gates, and the knitted straight with a set and a pair.
 * Apart from plain seven pairs and the knitted straight they add only the win-flag fans.
 */
import type { HandFacts, Reading } from '../../engine/decompose';
import { TILE_KINDS } from '../../engine/tiles';
import { applyWinFlags, applyWindPung, finalAdjust } from './adjust';
import { F } from './fans';
import type { HandInfo } from './hand-info';
import type { McrOptions } from './options';
import { applyTileSetFans } from './regular';
import { honorsAndKnitted } from './shapes';
import type { FanTable } from './table';
import { REF, isDragon, isHonor, isNumbered, isTerminal, isWind } from './tiles';
import { regularComplete } from './waits';

export function countSevenPairs(ft: FanTable, facts: HandFacts, info: HandInfo, o: McrOptions): void {
  ft.t[F.SEVEN_PAIRS] = 1;
  ft.note(F.CONCEALED_HAND, F.SEVEN_PAIRS, false);
  applyTileSetFans(ft, info, true, o.strict);
  ft.t[F.TILE_HOG] = info.fours;
  applyWinFlags(ft, info);
  finalAdjust(ft, o.strict);
}

export function countSevenShiftedPairs(ft: FanTable, facts: HandFacts, info: HandInfo): void {
  ft.t[F.SEVEN_SHIFTED_PAIRS] = 1;
  const b = facts.winningTile - (facts.winningTile % 9);
  if (facts.standing[b] === 0 && facts.standing[b + 8] === 0) ft.t[F.ALL_SIMPLES] = 1;
  applyWinFlags(ft, info);
}

export function countThirteenOrphans(ft: FanTable, info: HandInfo): void {
  ft.t[F.THIRTEEN_ORPHANS] = 1;
  applyWinFlags(ft, info);
}

export function countHonorsAndKnitted(ft: FanTable, facts: HandFacts, info: HandInfo): void {
  const kind = honorsAndKnitted(facts.standing);
  if (kind === 'greater') ft.t[F.GREATER_HONORS_AND_KNITTED_TILES] = 1;
  else {
    ft.t[F.LESSER_HONORS_AND_KNITTED_TILES] = 1;
    if (kind === 'lesser-straight') ft.t[F.KNITTED_STRAIGHT] = 1;
  }
  applyWinFlags(ft, info);
}

/**
 * Nine Gates adds, by winning tile (§5): 1 or 9, Pure Straight and Tile Hog; 2 or 8, Two
 * Concealed Pungs, Short Straight and one Pung of Terminals; 5, Two Concealed Pungs and one Pung
 * of Terminals; 3, 4, 6, 7, Short Straight.
 */
export function countNineGates(ft: FanTable, facts: HandFacts, info: HandInfo): void {
  const t = ft.t;
  t[F.NINE_GATES] = 1;
  const r = (facts.winningTile % 9) + 1;
  if (r === 1 || r === 9) {
    t[F.PURE_STRAIGHT] = 1;
    t[F.TILE_HOG] = 1;
  } else if (r === 2 || r === 8) {
    t[F.TWO_CONCEALED_PUNGS] = 1;
    t[F.SHORT_STRAIGHT] = 1;
    t[F.PUNG_OF_TERMINALS_OR_HONORS] = 1;
  } else if (r === 5) {
    t[F.TWO_CONCEALED_PUNGS] = 1;
    t[F.PUNG_OF_TERMINALS_OR_HONORS] = 1;
  } else t[F.SHORT_STRAIGHT] = 1;
  for (const v of [F.FULL_FLUSH, F.CONCEALED_HAND, F.NO_HONORS]) ft.note(v, F.NINE_GATES, false);
  applyWinFlags(ft, info);
}

/**
 * Knitted straight + one set + one pair. Only the set and the pair can add fans; the concealment
 * fans depend on that set alone; the wait fan is judged on the set and pair (the MIL ruling the
 * reference follows by default; option `knittedStraightWaits`).
 */
export function countKnittedStraight(ft: FanTable, facts: HandFacts, reading: Reading, info: HandInfo, o: McrOptions): void {
  const t = ft.t;
  t[F.KNITTED_STRAIGHT] = 1;
  const set = reading.groups.find((g) => g.kind !== 'pair')!;
  const pairGroup = reading.groups.find((g) => g.kind === 'pair')!;
  const pair = REF[pairGroup.tile];
  const setTile = REF[set.tile];
  if (set.kind === 'chow') {
    if (isNumbered(pair)) t[F.ALL_CHOWS] = 1;
    if (facts.counts[pairGroup.tile] === 4) t[F.TILE_HOG] = 1;
  } else if (isHonor(setTile)) {
    if (isWind(setTile)) {
      t[F.PUNG_OF_TERMINALS_OR_HONORS] = 1;
      applyWindPung(ft, setTile, info);
      if (isDragon(pair)) t[F.ALL_TYPES] = 1;
    } else {
      t[F.DRAGON_PUNG] = 1;
      if (isWind(pair)) t[F.ALL_TYPES] = 1;
    }
  } else {
    if (isTerminal(setTile)) t[F.PUNG_OF_TERMINALS_OR_HONORS] = 1;
    if (!isHonor(pair)) t[F.NO_HONORS] = 1;
    if (set.kind !== 'kong' && facts.counts[set.tile] === 4) t[F.TILE_HOG] = 1;
  }
  applyWinFlags(ft, info);
  const exposed = set.declared && !set.concealed;
  if (exposed) {
    if (set.kind === 'kong') t[F.MELDED_KONG] = 1;
  } else {
    if (set.kind === 'kong') t[F.CONCEALED_KONG] = 1;
    if (info.self) {
      t[F.FULLY_CONCEALED_HAND] = 1;
      ft.drop(F.SELF_DRAWN, F.FULLY_CONCEALED_HAND);
    } else t[F.CONCEALED_HAND] = 1;
  }
  const seq = (reading as { knitted?: readonly number[] }).knitted ?? [];
  const inBody = seq.includes(facts.winningTile);
  if (o.knittedStraightWaits || !inBody) {
    if (info.fixedCount === 0) {
      if (knittedUniqueWait(facts, seq)) knittedWaitFan(ft, set.kind === 'chow' ? REF[set.tile + 1] : 0, pair, info.winRef);
    } else if (!inBody || facts.standing[facts.winningTile] === 3) {
      // With one declared set the standing tiles are the knitted straight and the pair. A winning
      // tile outside the straight completed the pair: a single wait. One inside it is a single
      // wait only when it also pairs a copy held twice (three standing copies); a lone copy just
      // finished the straight, and the reference calculator then scores no wait fan.
      t[F.SINGLE_WAIT] = 1;
    }
  }
  finalAdjust(ft, o.strict);
}

/** The set and pair outside the knitted straight, without the winning tile, waited on one tile kind only. */
function knittedUniqueWait(facts: HandFacts, seq: readonly number[]): boolean {
  const rest = Array.from(facts.standing);
  for (const t of seq) rest[t]--;
  const w = facts.winningTile;
  // The winning tile completed the knitted straight itself: no tile of the set or pair was waited on.
  if (rest[w] === 0) return false;
  rest[w]--;
  for (let x = 0; x < TILE_KINDS; x++) {
    if (x === w) continue;
    rest[x]++;
    const done = regularComplete(rest);
    rest[x]--;
    if (done) return false;
  }
  return true;
}

function knittedWaitFan(ft: FanTable, chowMid: number, pair: number, win: number): void {
  if (chowMid && (chowMid + 1 === win || chowMid - 1 === win)) ft.t[F.EDGE_WAIT] = 1;
  else if (chowMid && chowMid === win) ft.t[F.CLOSED_WAIT] = 1;
  else if (pair === win) ft.t[F.SINGLE_WAIT] = 1;
}

