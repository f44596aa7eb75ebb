/**
 * Four sets and a pair, read the way MCR counts concealment: one reading per way of splitting the
 * tiles, whichever group the winning tile went to. On a discard win a pung the winning tile
 * completed counts as exposed, unless that tile can be read as part of a concealed chow of the
 * same split (rules/mcr.md §5); the wait fans look at every place the tile can sit.
 */
import {
  completingTiles,
  type HandFacts,
  isStandardComplete,
  meldGroups,
  type Reading,
  type Shape,
  type SplitGroup,
  splitStanding,
  type TileGroup,
} from '../../../engine/decompose';
import type { TileIndex } from '../../../engine/tiles';
import { isNineGates } from './nine-gates-tiles';

const holds = (g: TileGroup, t: TileIndex): boolean =>
  g.kind === 'chow' ? t >= g.tile && t <= g.tile + 2 : g.tile === t;

/** The group the winning tile completed: a standing chow if it can be, else its pung, else the pair. */
export function winningGroup(groups: readonly TileGroup[], win: TileIndex): number {
  let pung = -1;
  let pair = -1;
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i]!;
    if (g.declared || !holds(g, win)) continue;
    if (g.kind === 'chow') return i;
    if (g.kind === 'pair') pair = i;
    else pung = i;
  }
  return pung >= 0 ? pung : pair;
}

/** A reading from standing groups and declared sets: sets first, the pair last. */
export function setsReading(
  shape: string,
  standing: TileGroup[],
  declared: TileGroup[],
  facts: HandFacts,
  loose?: readonly TileIndex[],
): Reading {
  const groups: TileGroup[] = [];
  for (const g of standing) if (g.kind !== 'pair') groups.push(g);
  for (const g of declared) groups.push(g);
  for (const g of standing) if (g.kind === 'pair') groups.push(g);
  const winGroup = winningGroup(groups, facts.winningTile);
  const won = groups[winGroup];
  if (won && !facts.selfDrawn && won.kind === 'pung')
    groups[winGroup] = { ...won, concealed: false };
  return loose ? { shape, groups, winGroup, loose } : { shape, groups, winGroup };
}

/**
 * The order splits are found in, which decides between readings of equal total (the first found
 * is kept): at each tile a pung, then a chow, then the pair. The rules leave that choice open;
 * this is the order whose fan lists match the reference calculator's (tests/variants/mcr).
 */
export const SETS_FIRST: readonly SplitGroup[] = ['pung', 'chow', 'pair'];

export function readSetsAndPair(shape: string, facts: HandFacts): Reading[] {
  const declared = meldGroups(facts.hand);
  return splitStanding(facts.standing.slice(), 4 - declared.length, 1, SETS_FIRST).map((split) =>
    setsReading(shape, split, declared, facts),
  );
}

export const setsAndPairShape: Shape = {
  id: 'standard',
  name: 'Four sets and a pair',
  // A nine-gates hand is read only as Nine Gates (./nine-gates.ts): as plain sets it always scores less.
  read: (facts) => (isNineGates(facts) ? [] : readSetsAndPair('standard', facts)),
  completes: (standing, declaredMelds) => isStandardComplete(standing.slice(), 4 - declaredMelds),
  waits: (standing, declaredMelds, enough) => completingTiles(standing, 4 - declaredMelds, enough),
};
