/**
 * How a Vietnamese game moves: the dealer stays after his own win or a draw; otherwise the deal
 * passes one seat over and the seats are reassigned so the new dealer is East. Everyone starts
 * from the same bank of 300.
 */

import { defineOptions } from '../../../engine/define-options';
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

const GAME_OPTIONS = defineOptions([
  {
    id: 'startingBank',
    label: 'Starting bank',
    description:
      'The points every player starts the game with; 0 keeps a plain tally of wins and losses.',
    type: 'integer',
    default: 300,
    min: 0,
    max: 100_000,
    source: BANK_SOURCES.startingBank,
  },
  {
    id: 'dealerStays',
    label: 'The dealer stays after his own win or a draw',
    description:
      'On: the dealer keeps the deal after his own win or a drawn hand. Off: the deal passes one seat on after every hand.',
    type: 'boolean',
    default: true,
    source: BANK_SOURCES.dealerStays,
  },
] as const);

export const VIETNAMESE_GAME: GameRules = {
  dealerKeeps: ({ draw, dealerWon }, options) =>
    GAME_OPTIONS.read(options).dealerStays && (draw || dealerWon),
  usualRounds: 4,
  startingBalance: (options) => GAME_OPTIONS.read(options).startingBank,
  seatContextKeys: ['feeder'],
  source: BANK_SOURCES.dealerStays,
  options: GAME_OPTIONS.decls,
};
