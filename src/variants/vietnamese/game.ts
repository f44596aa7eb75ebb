/**
 * How a Vietnamese game moves: the dealer stays after his own win or a draw; otherwise the deal
 * passes one seat over and the seats are reassigned so the new dealer is East. Everyone starts
 * from the same bank of 300.
 */
import type { GameRules } from '../../engine/game/rules';
import { BANK_SOURCES } from './bank';

export const VIETNAMESE_GAME: GameRules = {
  dealerKeeps: ({ draw, dealerWon }) => draw || dealerWon,
  usualRounds: 4,
  startingBalance: () => 300,
  seatContextKeys: ['feeder'],
  source: BANK_SOURCES.dealerStays,
};
