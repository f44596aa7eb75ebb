/**
 * How a Chinese Official game moves: the deal passes every hand, so a round is four hands and a
 * game sixteen; between rounds the players change seats so that each has had every other player
 * on the left, on the right and opposite.
 */
import type { GameRules, Position } from '../../engine/game/rules';

/**
 * Each round's seat (0 East … 3 North) for the players who started East, South, West and North:
 * East and South change places after the East round, as do West and North; the West starter moves
 * one seat on each round and the North starter one seat back.
 */
const SEATING: readonly (readonly Position[])[] = [
  [0, 1, 2, 3],
  [1, 0, 3, 2],
  [3, 2, 0, 1],
  [2, 3, 1, 0],
];

export const MCR_GAME: GameRules = {
  dealerKeeps: () => false,
  positionsInRound: (round) => SEATING[round % 4] ?? SEATING[0]!,
  usualRounds: 4,
  source: { source: 'mcr-seating-scheme', status: 'stated' },
};
