/**
 * How a variant moves the deal, the seats and the prevailing wind through a game. The engine
 * runs these rules (progress.ts); each variant declares its own from its sources.
 */
import type { Wind } from '../tiles';
import type { OptionDecl, Options, SourceRef } from '../variant';

/** A hand's outcome as far as the deal is concerned. */
export interface DealOutcome {
  draw: boolean;
  /** The dealer (East) won the hand. */
  dealerWon: boolean;
  /**
   * In a game of whole deals: the seat wind, in the deal just played, of whoever deals next
   * ('E': the dealer stays), as the variant's rule names him from the deal.
   */
  nextDealer?: Wind;
}

/** Table positions 0–3 counted to the right (counter-clockwise) from the seat that deals first. */
export type Position = 0 | 1 | 2 | 3;

interface CommonRules {
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

/** A game of single hands: the dealer keeps the deal or it passes to his right, round by round. */
export interface HandGameRules extends CommonRules {
  /** Does the dealer keep the deal for the next hand? */
  dealerKeeps(outcome: DealOutcome, options: Options): boolean;
  /**
   * Where each player sits in a round (0-based), players in the order of their first-hand seats
   * E, S, W, N. Without it players keep their seats all game.
   */
  positionsInRound?(round: number, options: Options): readonly Position[];
  /** The game's usual length in rounds (a round ends when the deal has gone round the table). */
  usualRounds: 1 | 2 | 4;
  deals?: never;
}

/**
 * A game whose hands are whole deals, settled by the variant's `settleDeal` with several wins in
 * one deal: the deal itself names the next dealer, so the deal does not go round the table in
 * rounds, and the variant has no prevailing wind.
 */
export interface DealGameRules extends CommonRules {
  deals: {
    /** The seat wind, in this deal ('E' is its dealer), of whoever deals the next one. */
    nextDealer(deal: unknown, options: Options): Wind;
    /** How many deals make the game; null: no set number, the table stops when it likes. */
    length(options: Options): number | null;
  };
  dealerKeeps?: never;
  usualRounds?: never;
}

export type GameRules = HandGameRules | DealGameRules;

export const ROUND_LENGTHS = [1, 2, 4] as const;
export type RoundCount = (typeof ROUND_LENGTHS)[number];
