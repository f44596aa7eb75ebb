/**
 * Where a game stands between hands: which round, who deals, who sits in which seat wind. Pure
 * state and one transition, `advance`; nothing here scores a hand.
 */
import { WINDS, type Wind } from '../tiles';
import type { Options } from '../variant';
import type { DealOutcome, GameRules, Position, RoundCount } from './rules';

/** A player, named by the seat wind held in the game's first hand. */
export type Player = Wind;
export const PLAYERS: readonly Player[] = WINDS;

export interface GameState {
  /** The next hand's number, from 1. */
  number: number;
  /**
   * The round, from 0 (East round); the prevailing wind is WINDS[round % 4]. null in a game of
   * whole deals, which has no rounds and no prevailing wind.
   */
  round: number | null;
  /** The dealing position within the round: 0 until the deal first passes. */
  dealerAt: Position;
  /** Each player's table position this round (players in first-hand seat order). */
  positions: readonly Position[];
  ended: boolean;
}

export interface DealView {
  number: number;
  /** The prevailing wind; null in a game of whole deals. */
  round: Wind | null;
  dealer: Player;
  /** Each player's seat wind in this hand. */
  seats: Record<Player, Wind>;
}

const IN_PLACE: readonly Position[] = [0, 1, 2, 3];

const positionsFor = (rules: GameRules, round: number, options: Options) =>
  (!rules.deals && rules.positionsInRound?.(round, options)) || IN_PLACE;

export function startGame(rules: GameRules, options: Options): GameState {
  return {
    number: 1,
    round: rules.deals ? null : 0,
    dealerAt: 0,
    positions: positionsFor(rules, 0, options),
    ended: false,
  };
}

/** The seat wind of each player, and who deals, in the hand about to be played. */
export function dealView(state: GameState): DealView {
  const seats = {} as Record<Player, Wind>;
  let dealer: Player = 'E';
  PLAYERS.forEach((p, i) => {
    const offset = ((state.positions[i] ?? 0) - state.dealerAt + 4) % 4;
    seats[p] = WINDS[offset] ?? 'E';
    if (offset === 0) dealer = p;
  });
  const round = state.round === null ? null : (WINDS[state.round % 4] ?? 'E');
  return { number: state.number, round, dealer, seats };
}

/**
 * The state after a hand with this outcome, in a game of `rounds` rounds (null in a game of whole
 * deals, whose length is a number of deals).
 */
export function advance(
  rules: GameRules,
  state: GameState,
  outcome: DealOutcome,
  rounds: RoundCount | null,
  options: Options,
): GameState {
  const number = state.number + 1;
  if (rules.deals) {
    // The dealer's seat moves on to whoever the deal named: as many seats to the right as that
    // player's seat wind is from East.
    const step = WINDS.indexOf(outcome.nextDealer ?? 'E');
    const limit = rules.deals.length(options);
    return {
      ...state,
      number,
      dealerAt: ((state.dealerAt + step) % 4) as Position,
      ended: limit !== null && state.number >= limit,
    };
  }
  if (rules.dealerKeeps(outcome, options)) return { ...state, number };
  if (state.dealerAt < 3) return { ...state, number, dealerAt: (state.dealerAt + 1) as Position };
  const round = (state.round ?? 0) + 1;
  return {
    number,
    round,
    dealerAt: 0,
    positions: positionsFor(rules, round, options),
    ended: round >= (rounds ?? rules.usualRounds),
  };
}
