/**
 * The running bank (seed 000): every player starts with 300 and each hand's payments move points
 * between the banks. The dealer (East) stays on his own win or a drawn hand (seed 000; no other
 * source, fact sheet §8 → table option); any other win passes the deal one seat on and the seats
 * are reassigned so the new dealer is East. Pure: the ledger island renders what this returns.
 */
import { HandError } from '../../../engine/errors';
import type { Payments } from '../../../engine/settlement';
import { WINDS, type Wind } from '../../../engine/tiles';
import type { SourceRef } from '../../../engine/variant';
import { VN_GUIDE } from '../sources';

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

/** The seats of players 0..3 when `dealer` sits East: play order E, S, W, N from the dealer. */
export const seatsFor = (dealer: number): Wind[] => {
  const east = (4 - (dealer % 4)) % 4;
  return [...WINDS.slice(east), ...WINDS.slice(0, east)];
};

export function runBank(hands: readonly BankHand[], o: BankOptions = {}): BankRun {
  const start = o.startingBank ?? 300;
  const stays = o.dealerStays ?? true;
  let dealer = o.firstDealer ?? 0;
  if (!Number.isInteger(dealer) || dealer < 0 || dealer > 3)
    throw new HandError(
      'bad-request',
      `the first dealer must be player 0, 1, 2 or 3 (got ${String(o.firstDealer)})`,
    );
  const balances = [start, start, start, start];
  const steps: BankStep[] = [];
  hands.forEach((h, k) => {
    const sum = WINDS.reduce((s, w) => s + (h.payments?.[w] ?? NaN), 0);
    if (Number.isNaN(sum))
      throw new HandError(
        'bad-request',
        `hand ${k + 1}: payments must give a number for each seat E, S, W, N`,
      );
    if (sum !== 0)
      throw new HandError(
        'bad-request',
        `hand ${k + 1}: payments must sum to zero (they sum to ${sum})`,
      );
    if (h.winner === null && WINDS.some((w) => h.payments[w] !== 0))
      throw new HandError('bad-request', `hand ${k + 1} is a draw: nobody pays on a drawn hand`);
    if (h.winner !== null && !WINDS.includes(h.winner))
      throw new HandError(
        'bad-request',
        `hand ${k + 1}: the winner must be a seat E, S, W or N, or null for a draw`,
      );
    const seatOfPlayer = seatsFor(dealer);
    const payments = seatOfPlayer.map((w) => h.payments[w]);
    payments.forEach((p, i) => {
      balances[i] = (balances[i] ?? 0) + p;
    });
    const keep = h.winner === null || h.winner === 'E' ? stays : false;
    const nextDealer = keep ? dealer : (dealer + 1) % 4;
    steps.push({
      hand: k + 1,
      dealer,
      seatOfPlayer,
      payments,
      balances: balances.slice(),
      nextDealer,
    });
    dealer = nextDealer;
  });
  return { steps, balances: balances.slice(), nextDealer: dealer };
}
