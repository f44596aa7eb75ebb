/**
 * How a Sichuan game moves from deal to deal. Each hand of the game is a whole deal (several
 * players may win in it), and the deal names the next dealer: our rules summary describes one
 * deal only, so who deals next and how many deals make a game are table rules of the game, each
 * with its source. Sichuan has no wind tiles: the seat winds only name the seats, East being the
 * deal's dealer and South, West and North following to his right.
 */

import { defineOptions } from '../../engine/define-options';
import type { GameRules } from '../../engine/game/rules';
import type { Wind } from '../../engine/tiles';
import type { SourceRef } from '../../engine/variant';
import { readDeal } from './deal/read';
import type { WinEvent } from './deal/types';
import { SC_SUMMARY } from './sources';

/** Where the game's two rules come from. */
export const SC_GAME_SOURCES: Record<'nextDealer' | 'deals', SourceRef> = {
  nextDealer: {
    source: 'sichuan-international-rules',
    status: 'table-option',
    also: ['riichi-advanced-sichuan'],
    confidence: 'disputed',
    note: 'our rules summary describes a single deal and does not say who deals the next; the international rules give the deal to the first winner, to the discarder when the first win was several players on his tile, and leave it with the dealer when nobody won; riichi_advanced always gives it to the first winner',
  },
  deals: {
    ...SC_SUMMARY,
    status: 'table-option',
    note: 'no source we follow says how many deals make a game: by default the sheet keeps going until the table stops',
  },
};

const GAME_OPTIONS = defineOptions([
  {
    id: 'nextDealer',
    label: 'Who deals next',
    description:
      'The first winner deals the next deal. International rules: when the first win was several players on one discard, the discarder deals instead, and when nobody won the dealer deals again. Always the first winner: of several on one discard, the first to the discarder’s right; when nobody won the dealer deals again.',
    type: 'choice',
    default: 'international',
    choices: [
      {
        value: 'international',
        label: 'The first winner; the discarder after a multiple win; the dealer if nobody won',
      },
      { value: 'first-winner', label: 'Always the first winner (riichi_advanced)' },
    ],
    source: SC_GAME_SOURCES.nextDealer,
  },
  {
    id: 'deals',
    label: 'Deals in the game',
    description:
      'How many deals make the game; after the last one the sheet closes the game. 0: no set number, the table stops when it likes.',
    type: 'integer',
    default: 0,
    min: 0,
    max: 99,
    source: SC_GAME_SOURCES.deals,
  },
] as const);

const ORDER: readonly Wind[] = ['E', 'S', 'W', 'N'];
/** The seat `k` places to the right of `seat`. */
const rightOf = (seat: Wind, k: number): Wind => ORDER[(ORDER.indexOf(seat) + k) % 4] ?? seat;

/**
 * The seat (in the deal: East is its dealer) of whoever deals the next deal, by the table's rule.
 * Several winners can only share a discard (a self-drawn win has one winner).
 */
export function nextDealerSeat(
  firstWin: { winners: readonly { seat: Wind }[]; how: { discarder?: Wind } } | undefined,
  rule: 'international' | 'first-winner',
): Wind {
  if (!firstWin) return 'E';
  const seats = firstWin.winners.map((w) => w.seat);
  const discarder = firstWin.how.discarder;
  if (seats.length === 1 || !discarder) return seats[0] ?? 'E';
  if (rule === 'international') return discarder;
  // Claims on one discard rank in turn order from the discarder's right.
  for (let k = 1; k < 4; k++)
    if (seats.includes(rightOf(discarder, k))) return rightOf(discarder, k);
  return seats[0] ?? 'E';
}

export const SICHUAN_GAME: GameRules = {
  deals: {
    nextDealer: (deal, options) => {
      // The game settles the deal first, so reading it again cannot fail here.
      const firstWin = readDeal(deal).events.find((e): e is WinEvent => e.type === 'win');
      return nextDealerSeat(firstWin, GAME_OPTIONS.read(options).nextDealer);
    },
    length: (options) => GAME_OPTIONS.read(options).deals || null,
  },
  source: SC_GAME_SOURCES.nextDealer,
  options: GAME_OPTIONS.decls,
};
