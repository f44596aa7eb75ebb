/**
 * Nine Gates (rules/mcr.md §3 item 7): the thirteen tiles before the win are 1112345678999 of one
 * suit, held concealed, and any tile of that suit wins. Its readings are the sets-and-pair
 * readings of the fourteen tiles, which give the fans it keeps.
 */
import type { Shape } from '../../../engine/decompose';
import type { TileIndex } from '../../../engine/tiles';
import { gatesSuit, isNineGates } from './nine-gates-tiles';
import { readSetsAndPair } from './sets-and-pair';

export const nineGatesShape: Shape = {
  id: 'nine-gates',
  name: 'Nine gates',
  read(facts) {
    return isNineGates(facts) ? readSetsAndPair('nine-gates', facts) : [];
  },
  completes: (standing, declaredMelds) => declaredMelds === 0 && gatesSuit(standing, 1) >= 0,
  waits(standing, declaredMelds) {
    const base = declaredMelds === 0 ? gatesSuit(standing, 0) : -1;
    const out: TileIndex[] = [];
    for (let r = 0; base >= 0 && r < 9; r++) out.push(base + r);
    return out;
  },
};
