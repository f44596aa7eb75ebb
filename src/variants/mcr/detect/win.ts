/**
 * How the hand was held and won (rules/mcr.md §2 fans 43–47, 52, 56, 58, 62, 77–80).
 */
import type { TileGroup } from '../../../engine/decompose';
import { rankOf } from '../../../engine/tiles';
import type { DetectInput } from '../../../engine/variant';
import { type Counting, once } from './counting';

/** Counted without a filtered copy: three fans ask on every hand scored. */
function exposedMelds(input: DetectInput): number {
  let n = 0;
  for (const m of input.facts.hand.melds) if (m.exposed) n++;
  return n;
}
const hasKong = (input: DetectInput): boolean =>
  input.facts.hand.melds.some((m) => m.kind === 'kong');

type Place = (g: TileGroup, win: number) => boolean;
/** The winning tile finished 1-2 with a 3 or 8-9 with a 7. */
const EDGE: Place = (g, win) =>
  g.kind === 'chow' &&
  ((rankOf(g.tile) === 1 && win === g.tile + 2) || (rankOf(g.tile) === 7 && win === g.tile));
const CLOSED: Place = (g, win) => g.kind === 'chow' && win === g.tile + 1;
const SINGLE: Place = (g, win) => g.kind === 'pair' && win === g.tile;

/**
 * A wait fan: the winning tile can sit in that place in a standing group of this reading, and the
 * hand waited on that tile alone. Table option: with a knitted straight, no wait fan for a
 * winning tile the straight holds.
 */
const waitFan =
  (place: Place) =>
  (input: DetectInput): number => {
    const win = input.facts.winningTile;
    const groups = input.reading.groups;
    let placed = false;
    for (let k = 0; k < groups.length && !placed; k++)
      placed = !groups[k]!.declared && place(groups[k]!, win);
    if (
      !placed ||
      (input.options.knittedStraightWaits === false && input.reading.loose?.includes(win))
    )
      return 0;
    return once(input.waitedOnWinningTileAlone());
  };

export const WIN_COUNTING: Counting = {
  'last-tile-draw': { detect: ({ win }) => once(win.lastTile && win.selfDrawn) },
  'last-tile-claim': { detect: ({ win }) => once(win.lastTile && !win.selfDrawn) },
  'out-with-replacement-tile': {
    detect: (input) => once(input.win.kongReplacement && input.win.selfDrawn && hasKong(input)),
  },
  // Both flags as corrected from the hand (../context.ts).
  'robbing-the-kong': { detect: ({ win }) => once(win.robbingKong) },
  'last-tile': { detect: ({ win }) => once(win.fourthTile) },
  'self-drawn': { detect: ({ win }) => once(win.selfDrawn) },
  'fully-concealed-hand': {
    detect: (input) => once(input.win.selfDrawn && exposedMelds(input) === 0),
  },
  'concealed-hand': { detect: (input) => once(!input.win.selfDrawn && exposedMelds(input) === 0) },
  'melded-hand': { detect: (input) => once(!input.win.selfDrawn && exposedMelds(input) === 4) },
  'edge-wait': { detect: waitFan(EDGE) },
  'closed-wait': { detect: waitFan(CLOSED) },
  'single-wait': { detect: waitFan(SINGLE) },
  // Every winning hand is a chicken hand; the catalogue says it counts only alone.
  'chicken-hand': { detect: () => 1 },
};
