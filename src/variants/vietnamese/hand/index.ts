/**
 * The Vietnamese hand model: hands hold jokers, so validation, readings and waits go through the
 * joker layer (./jokers.ts). Each reading carries the facts its detectors see: the
 * tiles after every joker has taken the tile it stands for in that reading.
 */
import type { WinContext } from '../../../engine/context';
import type { HandFacts, Reading } from '../../../engine/decompose';
import { HandError } from '../../../engine/errors';
import type { Hand } from '../../../engine/hand';
import {
  isPlayingCode,
  TILE_KINDS,
  type TileCode,
  tileCode,
  tileIndex,
} from '../../../engine/tiles';
import type { HandModel, Options } from '../../../engine/variant';
import { jokerRulesOf } from '../options';
import { isJokerCode } from '../tiles';
import { type JokerReading, jokerReadings, jokerWaits, validateJokerHand } from './jokers';
import { tileSetOf } from './tap-rules';

export { tileSetOf };

/** The counts a reading implies: real tiles where they are, each joker where it stands. */
/** One more of tile kind `i` in a count of the 34 kinds. */
const add = (count: number[], i: number): void => {
  count[i] = (count[i] ?? 0) + 1;
};

function factsOf(hand: Hand, r: JokerReading, selfDrawn: boolean): HandFacts {
  const counts = new Array<number>(TILE_KINDS).fill(0);
  const standing = new Array<number>(TILE_KINDS).fill(0);
  const standingCodes = [...hand.concealed, hand.winningTile as TileCode];
  for (const t of standingCodes) if (isPlayingCode(t)) add(standing, tileIndex(t));
  r.groups.forEach((g) => {
    if (!g.declared) for (const u of g.wilds) add(standing, u.standsFor);
  });
  if (r.shape === 'thirteen-orphans') for (const u of r.wilds) add(standing, u.standsFor);
  for (let i = 0; i < TILE_KINDS; i++) counts[i] = standing[i] ?? 0;
  for (const m of hand.melds)
    for (const t of m.tiles) if (isPlayingCode(t)) add(counts, tileIndex(t));
  r.groups.forEach((g) => {
    if (g.declared) for (const u of g.wilds) add(counts, u.standsFor);
  });
  const win = hand.winningTile as TileCode;
  let winningTile: number;
  if (isPlayingCode(win)) winningTile = tileIndex(win);
  else winningTile = r.wilds.find((u) => u.wild === win)?.standsFor ?? -1;
  return {
    hand,
    counts,
    standing,
    winningTile,
    selfDrawn,
    concealedHand: hand.melds.every((m) => !m.exposed),
  };
}

/** The engine's Reading of a joker reading, naming each joker and the tile it stood for. */
function toReading(r: JokerReading): Reading {
  const wilds = r.groups.flatMap((g, k) =>
    g.wilds.map((u) => ({ wild: u.wild, standsFor: tileCode(u.standsFor), group: k })),
  );
  if (r.shape === 'thirteen-orphans')
    wilds.push(
      ...r.wilds.map((u) => ({ wild: u.wild, standsFor: tileCode(u.standsFor), group: -1 })),
    );
  return {
    shape: r.shape,
    groups: r.groups.map(({ kind, tile, declared, concealed }) => ({
      kind,
      tile,
      declared,
      concealed,
    })),
    winGroup: r.winGroup,
    wilds,
  };
}

export const vietnameseHandModel: HandModel = {
  validate(hand, options, complete) {
    return validateJokerHand(hand, tileSetOf(options), jokerRulesOf(options), { complete });
  },
  readings(hand: Hand, win: WinContext, options: Options) {
    const all = jokerReadings(hand, win.selfDrawn, jokerRulesOf(options));
    const sevenPairs = options.sevenPairs;
    // Readings that differ only in which joker took which place score the same (no pattern asks
    // which joker stood where), so each arrangement of tiles is scored once.
    const seen = new Set<string>();
    return all
      .filter(
        (r) =>
          r.shape !== 'seven-pairs' ||
          sevenPairs === 'allowed' ||
          (sevenPairs === 'self-draw-only' && win.selfDrawn),
      )
      .filter((r) => {
        const key = `${r.shape}|${r.winGroup}|${r.groups.map((g) => `${g.kind}${g.tile}${g.declared ? 'd' : ''}${g.concealed ? 'c' : ''}`).join(',')}|${
          r.shape === 'thirteen-orphans'
            ? r.wilds
                .map((u) => u.standsFor)
                .sort()
                .join(',')
            : ''
        }`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((r) => ({ facts: factsOf(hand, r, win.selfDrawn), reading: toReading(r) }));
  },
  waits(hand, options) {
    return jokerWaits(hand, tileSetOf(options), {
      rules: jokerRulesOf(options),
      specialShapes: true,
    });
  },
};

/** Does the hand hold (played, not banked) any joker, or a flower/joker as its winning tile? */
export const handHoldsJoker = (hand: Hand): boolean =>
  hand.concealed.some(isJokerCode) ||
  hand.melds.some((m) => m.tiles.some(isJokerCode)) ||
  (hand.winningTile !== undefined && !isPlayingCode(hand.winningTile));

/** The 13 tiles before the win, as a waiting hand. */
export function beforeWin(hand: Hand): Hand {
  if (!hand.winningTile)
    throw new HandError('tile-count', 'the hand has no winning tile', {
      reason: 'no-winning-tile',
    });
  return { concealed: hand.concealed, melds: hand.melds, bonus: hand.bonus };
}
