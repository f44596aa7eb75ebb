/** Seven Shifted Pairs: seven pairs on seven consecutive numbers of one suit (rules/mcr.md §3 item 3). */
import type { Shape, TileGroup } from '../../../engine/decompose';
import { TILE_KINDS, type TileIndex } from '../../../engine/tiles';

/** The lowest tile of the run, or -1 when the counts are not seven shifted pairs. */
function runStart(c: number[]): TileIndex {
  let first = -1;
  for (let i = 0; i < TILE_KINDS; i++) {
    if (c[i] === 0) continue;
    if (first < 0) first = i;
    if (c[i] !== 2 || i - first > 6) return -1;
  }
  // Seven distinct pairs in one suit: the run may not cross into the next suit or the honours.
  if (first < 0 || first >= 27 || first % 9 > 2) return -1;
  for (let i = first; i < first + 7; i++) if (c[i] !== 2) return -1;
  return first;
}

export const sevenShiftedPairsShape: Shape = {
  id: 'seven-shifted-pairs',
  name: 'Seven shifted pairs',
  read(facts) {
    if (facts.hand.melds.length) return [];
    const first = runStart(facts.standing);
    if (first < 0) return [];
    const groups: TileGroup[] = Array.from({ length: 7 }, (_, k) => ({
      kind: 'pair',
      tile: first + k,
      declared: false,
      concealed: true,
    }));
    return [{ shape: 'seven-shifted-pairs', groups, winGroup: facts.winningTile - first }];
  },
  completes: (standing, declaredMelds) => declaredMelds === 0 && runStart(standing) >= 0,
  waits(standing, declaredMelds) {
    // One tile short of seven shifted pairs: thirteen tiles of one suit, none held three times.
    let first = -1;
    for (let i = 0; i < TILE_KINDS; i++) {
      if (standing[i] === 0) continue;
      if (standing[i]! > 2 || i >= 27 || (first >= 0 && ((i / 9) | 0) !== ((first / 9) | 0)))
        return [];
      if (first < 0) first = i;
    }
    if (declaredMelds > 0 || first < 0) return [];
    const out: TileIndex[] = [];
    const base = first - (first % 9);
    for (let x = base; x < base + 9; x++) {
      standing[x]!++;
      if (runStart(standing) >= 0) out.push(x);
      standing[x]!--;
    }
    return out;
  },
};
