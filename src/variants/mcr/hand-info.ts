/**
 * What every reading of one hand shares: the win flags after the reference's corrections
 * (rules/mcr.md §5, last list), whether the 13 tiles before the win waited on one tile kind only,
 * and the fans that depend on the set of tiles alone (suits, tile traits, number range).
 * Computed once per hand and cached on the HandFacts object.
 */
import type { WinContext } from '../../engine/context';
import type { HandFacts } from '../../engine/decompose';
import { TILE_KINDS, tileIndex } from '../../engine/tiles';
import { F } from './fans';
import { P_FOURTH_TILE_CHECK, P_ROBBING_CHECK } from './table';
import { REF, isDragon, isGreen, isHonor, isNumbered, isReversible, isTerminal, isTerminalOrHonor, isWind, rankOf, suitOf } from './tiles';
import { waitsOnlyOn } from './waits';

export interface HandInfo {
  win: WinContext;
  winIndex: number;
  winRef: number;
  self: boolean;
  /** Last Tile (和绝张) after the correction. */
  fourth: boolean;
  /** Won on the wall's last tile or the discard after it. */
  wallLast: boolean;
  /** Kong replacement (self-drawn) or robbing the kong (discard), after the correction. */
  kong: boolean;
  /** Flags the reference corrects, reported with the result. */
  corrections: { fan: number; by: number }[];
  /** Copies of each tile in the declared melds (a kong counts four). */
  fixed: Int8Array;
  fixedCount: number;
  /** Declared melds that are exposed (a concealed kong is not). */
  meldedCount: number;
  flowers: number;
  /** Tile kinds of which the hand holds all four copies. */
  fours: number;
  /** Suit fans: No Honors, One Voided Suit (count), Half/Full Flush, All Types. */
  noHonors: boolean;
  voided: number;
  flush: number;
  allTypes: boolean;
  allSimples: boolean;
  reversible: boolean;
  allGreen: boolean;
  /** All Honors, All Terminals or All Terminals and Honors (one at most), 0 for none. */
  terminalsFan: number;
  /** Upper/Middle/Lower Tiles or Upper/Lower Four, 0 for none. */
  rangeFan: number;
  uniqueWait?: boolean;
}

// Cached on the facts object itself: a WeakMap entry per scored hand costs more than the counting.
const INFO = Symbol('mcr hand info');
type WithInfo = HandFacts & { [INFO]?: HandInfo };

export function handInfo(facts: HandFacts, win: WinContext): HandInfo {
  const hit = (facts as WithInfo)[INFO];
  if (hit && hit.win === win) return hit;
  const info = computeInfo(facts, win);
  (facts as WithInfo)[INFO] = info;
  return info;
}

/** Whether the 13 tiles before the win waited on the winning tile kind only (computed on demand). */
export function uniqueWait(facts: HandFacts, info: HandInfo): boolean {
  if (info.uniqueWait === undefined) {
    info.uniqueWait = waitsOnlyOn(facts.standing, info.winIndex, info.fixedCount === 0);
  }
  return info.uniqueWait;
}

function computeInfo(facts: HandFacts, win: WinContext): HandInfo {
  const hand = facts.hand;
  const fixed = new Int8Array(TILE_KINDS);
  let meldedCount = 0;
  let hasKong = false;
  for (const m of hand.melds) {
    for (const code of m.tiles) fixed[tileIndex(code)]++;
    if (m.exposed) meldedCount++;
    if (m.kind === 'kong') hasKong = true;
  }
  const w = facts.winningTile;
  const corrections: { fan: number; by: number }[] = [];
  // rules/mcr.md §5: the fourth-tile flag is dropped when the standing hand holds another copy
  // of the winning tile, and forced on when the three other copies are in the declared sets.
  let fourth = win.fourthTile;
  if (fourth && facts.standing[w] !== 1) {
    fourth = false;
    corrections.push({ fan: F.LAST_TILE, by: P_FOURTH_TILE_CHECK });
  }
  if (fixed[w] === 3) fourth = true;
  let kong = win.selfDrawn ? win.kongReplacement : win.robbingKong;
  if (kong && win.selfDrawn && !hasKong) kong = false;
  if (kong && !win.selfDrawn && (fixed[w] !== 0 || facts.standing[w] !== 1)) {
    kong = false;
    corrections.push({ fan: F.ROBBING_THE_KONG, by: P_ROBBING_CHECK });
  }

  let fours = 0;
  let suitMask = 0;
  let winds = false;
  let dragons = false;
  let allSimples = true;
  let reversible = true;
  let allGreen = true;
  let allHonors = true;
  let allTerminals = true;
  let allTermHon = true;
  let rankMask = 0;
  for (let i = 0; i < TILE_KINDS; i++) {
    const n = facts.counts[i];
    if (n === 0) continue;
    if (n === 4) fours++;
    const t = REF[i];
    suitMask |= 1 << suitOf(t);
    if (isWind(t)) winds = true;
    if (isDragon(t)) dragons = true;
    if (isTerminalOrHonor(t)) allSimples = false;
    else allTermHon = false;
    if (!isReversible(t)) reversible = false;
    if (!isGreen(t)) allGreen = false;
    if (!isHonor(t)) allHonors = false;
    if (!isTerminal(t)) allTerminals = false;
    if (isNumbered(t)) rankMask |= 1 << rankOf(t);
  }
  const hasHonors = (suitMask & (1 << 4)) !== 0;
  let voided = 0;
  for (const s of [1, 2, 3]) if ((suitMask & (1 << s)) === 0) voided++;
  let flush = 0;
  let noHonors = !hasHonors;
  if (voided === 2) {
    voided = 0;
    if (hasHonors) flush = F.HALF_FLUSH;
    else {
      flush = F.FULL_FLUSH;
      noHonors = false;
    }
  }
  const allTypes = suitMask === 0x1e && winds && dragons;
  let terminalsFan = 0;
  if (!allSimples) {
    if (allHonors) terminalsFan = F.ALL_HONORS;
    else if (allTerminals) terminalsFan = F.ALL_TERMINALS;
    else if (allTermHon) terminalsFan = F.ALL_TERMINALS_AND_HONORS;
  }
  let rangeFan = 0;
  if (!hasHonors) {
    if ((rankMask & 0xffe1) === 0) rangeFan = rankMask & 0x10 ? F.LOWER_FOUR : F.LOWER_TILES;
    else if ((rankMask & 0xfc3f) === 0) rangeFan = rankMask & 0x40 ? F.UPPER_FOUR : F.UPPER_TILES;
    else if ((rankMask & 0xff8f) === 0) rangeFan = F.MIDDLE_TILES;
  }

  return {
    win,
    winIndex: w,
    winRef: REF[w],
    self: win.selfDrawn,
    fourth,
    wallLast: win.lastTile,
    kong,
    corrections,
    fixed,
    fixedCount: hand.melds.length,
    meldedCount,
    flowers: hand.bonus.length,
    fours,
    noHonors,
    voided,
    flush,
    allTypes,
    allSimples,
    reversible,
    allGreen,
    terminalsFan,
    rangeFan,
  };
}
