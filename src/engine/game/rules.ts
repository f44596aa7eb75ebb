/**
 * How a variant moves the deal, the seats and the prevailing wind through a game. The engine
 * runs these rules (progress.ts); each variant declares its own from its sources.
 */
import type { OptionDecl, Options, SourceRef } from '../variant';

/** A hand's outcome as far as the deal is concerned. */
export interface DealOutcome {
  draw: boolean;
  /** The dealer (East) won the hand. */
  dealerWon: boolean;
}

/** Table positions 0–3 counted to the right (counter-clockwise) from the seat that deals first. */
export type Position = 0 | 1 | 2 | 3;

export interface GameRules {
  /** Does the dealer keep the deal for the next hand? */
  dealerKeeps(outcome: DealOutcome, options: Options): boolean;
  /**
   * Where each player sits in a round (0-based), players in the order of their first-hand seats
   * E, S, W, N. Without it players keep their seats all game.
   */
  positionsInRound?(round: number, options: Options): readonly Position[];
  /** The game's usual length in rounds (a round ends when the deal has gone round the table). */
  usualRounds: 1 | 2 | 4;
  /** What every player's balance starts at (0 unless the variant starts from a bank). */
  startingBalance?(options: Options): number;
  /** Context keys, besides `discarder`, that name a player (translated to that player's seat). */
  seatContextKeys?: readonly string[];
  /** Where the rotation rule comes from, for the page and the tests. */
  source: SourceRef;
  /**
   * Table rules of the game itself, not of a hand (the starting bank, whether the dealer stays):
   * set in the game's options beside the variant's, shown on the game's page.
   */
  options?: readonly OptionDecl[];
}

export const ROUND_LENGTHS = [1, 2, 4] as const;
export type RoundCount = (typeof ROUND_LENGTHS)[number];
