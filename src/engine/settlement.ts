/**
 * Settlement primitives: who pays whom for one hand. Payments map every seat to what it
 * receives (positive) or pays (negative); they always sum to zero.
 */
import { WINDS, type Wind } from './tiles';

export type Payments = Record<Wind, number>;

export const noPayments = (): Payments => ({ E: 0, S: 0, W: 0, N: 0 });

/** `payer` pays `amount` to `payee`. */
export function transfer(p: Payments, payer: Wind, payee: Wind, amount: number): Payments {
  p[payer] -= amount;
  p[payee] += amount;
  return p;
}

export const opponents = (winner: Wind): Wind[] => WINDS.filter((w) => w !== winner);

/** Every opponent of the winner pays what `amountFor` says for that opponent. */
export function eachOpponentPays(winner: Wind, amountFor: (payer: Wind) => number): Payments {
  const p = noPayments();
  for (const o of opponents(winner)) transfer(p, o, winner, amountFor(o));
  return p;
}

/** Only the discarder pays. */
export const discarderPays = (winner: Wind, discarder: Wind, amount: number): Payments =>
  transfer(noPayments(), discarder, winner, amount);
