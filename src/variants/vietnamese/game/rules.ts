/**
 * How a Vietnamese game moves: the dealer stays after his own win or a draw; otherwise the deal
 * passes one seat over and the seats are reassigned so the new dealer is East. Everyone starts
 * from the same bank of 300.
 */
import type { GameRules } from '../../../engine/game/rules';
import type { SourceRef } from '../../../engine/variant';
import { VN_GUIDE } from '../sources';

/** Where the bank's two rules come from: the starting bank and the dealer staying. */
export const BANK_SOURCES: Record<'startingBank' | 'dealerStays', SourceRef> = {
  startingBank: {
    ...VN_GUIDE,
    also: ['riichi-advanced-vietnamese'],
    confidence: 'single',
    note: '“everyone begins the game with an equal 300-point pool”; riichi_advanced starts everyone at 0',
  },
  dealerStays: {
    ...VN_GUIDE,
    confidence: 'single',
    note: '“the dealer stays if they win”, and a draw keeps the deal; no other source has it',
  },
};

export const VIETNAMESE_GAME: GameRules = {
  dealerKeeps: ({ draw, dealerWon }) => draw || dealerWon,
  usualRounds: 4,
  startingBalance: () => 300,
  seatContextKeys: ['feeder'],
  source: BANK_SOURCES.dealerStays,
};
