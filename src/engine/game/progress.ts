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
  /** The round, from 0 (East round); the prevailing wind is WINDS[round % 4]. */
  round: number;
  /** The dealing position within the round: 0 until the deal first passes. */
  dealerAt: Position;
  /** Each player's table position this round (players in first-hand seat order). */
  positions: readonly Position[];
  ended: boolean;
}

export interface DealView {
  number: number;
  /** The prevailing wind. */
  round: Wind;
  dealer: Player;
  /** Each player's seat wind in this hand. */
  seats: Record<Player, Wind>;
}

const IN_PLACE: readonly Position[] = [0, 1, 2, 3];

const positionsFor = (rules: GameRules, round: number, options: Options) =>
  rules.positionsInRound?.(round, options) ?? IN_PLACE;

export function startGame(rules: GameRules, options: Options): GameState {
  return {
    number: 1,
    round: 0,
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
  return { number: state.number, round: WINDS[state.round % 4] ?? 'E', dealer, seats };
}

/** The state after a hand with this outcome, in a game of `rounds` rounds. */
export function advance(
  rules: GameRules,
  state: GameState,
  outcome: DealOutcome,
  rounds: RoundCount,
  options: Options,
): GameState {
  const number = state.number + 1;
  if (rules.dealerKeeps(outcome, options)) return { ...state, number };
  if (state.dealerAt < 3) return { ...state, number, dealerAt: (state.dealerAt + 1) as Position };
  const round = state.round + 1;
  return {
    number,
    round,
    dealerAt: 0,
    positions: positionsFor(rules, round, options),
    ended: round >= rounds,
  };
}
