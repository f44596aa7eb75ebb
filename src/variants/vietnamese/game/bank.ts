/**
 * The running bank (seed 000): every player starts with 300 and each hand's payments move points
 * between the banks. The dealer (East) stays on his own win or a drawn hand (seed 000; no other
 * source, fact sheet §8 → table option); any other win passes the deal one seat on and the seats
 * are reassigned so the new dealer is East. Pure: the ledger island renders what this returns.
 */
import { HandError } from '../../../engine/errors';
import { advance, dealView, startGame } from '../../../engine/game/progress';
import type { GameRules } from '../../../engine/game/rules';
import type { Payments } from '../../../engine/settlement';
import { WINDS, type Wind } from '../../../engine/tiles';
import { VIETNAMESE_GAME } from './rules';

export interface BankHand {
  /** What each seat received (+) or paid (−) for the hand, as mahjong-score returns it; all 0 on a draw. */
  payments: Payments;
  /** The winner's seat; null for an exhaustive draw. */
  winner: Wind | null;
}

export interface BankOptions {
  /** Points each player starts with: 300 (seed 000) or 0 (RA-cur's zero-sum tally). */
  startingBank?: number;
  /** The dealer keeps the deal on his own win or a draw (seed 000). Off: the deal passes every hand. */
  dealerStays?: boolean;
  /** The player (0..3) who deals the first hand. */
  firstDealer?: number;
}

export interface BankStep {
  hand: number;
  /** The player dealing this hand (sitting East). */
  dealer: number;
  /** The seat of each player (index 0..3) in this hand. */
  seatOfPlayer: Wind[];
  /** What each player received or paid in this hand. */
  payments: number[];
  /** Each player's bank after the hand. */
  balances: number[];
  nextDealer: number;
}

export interface BankRun {
  steps: BankStep[];
  balances: number[];
  nextDealer: number;
}

export { BANK_SOURCES } from './rules';

/** The seats of players 0..3 when `dealer` sits East: play order E, S, W, N from the dealer. */
export const seatsFor = (dealer: number): Wind[] =>
  [0, 1, 2, 3].map((p) => WINDS[(p - dealer + 4) % 4] ?? 'E');

/** The bank's rotation as game rules: the Vietnamese game's, or a deal that passes every hand. */
const bankRotation = (stays: boolean): GameRules => ({
  ...VIETNAMESE_GAME,
  dealerKeeps: (outcome, options) => stays && VIETNAMESE_GAME.dealerKeeps(outcome, options),
});

export function runBank(hands: readonly BankHand[], o: BankOptions = {}): BankRun {
  const start = o.startingBank ?? 300;
  const rules = bankRotation(o.dealerStays ?? true);
  const firstDealer = o.firstDealer ?? 0;
  if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer > 3)
    throw new HandError(
      'bad-request',
      `the first dealer must be player 0, 1, 2 or 3 (got ${String(o.firstDealer)})`,
    );
  // The game names players by their first-hand seat; the bank numbers them from 0.
  const playerAt = (seat: Wind) => (WINDS.indexOf(seat) + firstDealer) % 4;
  const balances = [start, start, start, start];
  const steps: BankStep[] = [];
  let state = startGame(rules, {});
  hands.forEach((h, k) => {
    checkHand(h, k + 1);
    const view = dealView(state);
    const dealer = playerAt(view.dealer);
    const seatOfPlayer = seatsFor(dealer);
    const payments = seatOfPlayer.map((w) => h.payments[w]);
    payments.forEach((p, i) => {
      balances[i] = (balances[i] ?? 0) + p;
    });
    // The bank runs on past a full game: its rounds only name the prevailing wind.
    state = advance(rules, state, { draw: h.winner === null, dealerWon: h.winner === 'E' }, 4, {});
    const nextDealer = playerAt(dealView(state).dealer);
    steps.push({
      hand: k + 1,
      dealer,
      seatOfPlayer,
      payments,
      balances: balances.slice(),
      nextDealer,
    });
  });
  return { steps, balances: balances.slice(), nextDealer: playerAt(dealView(state).dealer) };
}

function checkHand(h: BankHand, hand: number): void {
  const sum = WINDS.reduce((s, w) => s + (h.payments?.[w] ?? Number.NaN), 0);
  if (Number.isNaN(sum))
    throw new HandError(
      'bad-request',
      `hand ${hand}: payments must give a number for each seat E, S, W, N`,
    );
  if (sum !== 0)
    throw new HandError(
      'bad-request',
      `hand ${hand}: payments must sum to zero (they sum to ${sum})`,
    );
  if (h.winner === null && WINDS.some((w) => h.payments[w] !== 0))
    throw new HandError('bad-request', `hand ${hand} is a draw: nobody pays on a drawn hand`);
  if (h.winner !== null && !WINDS.includes(h.winner))
    throw new HandError(
      'bad-request',
      `hand ${hand}: the winner must be a seat E, S, W or N, or null for a draw`,
    );
}
