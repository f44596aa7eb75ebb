/**
 * "Who pays what?", pure: which seats the reader is asked about, the engine's payments for the
 * dealt hand under the table's settlement (the answer) and under the variant's other models (shown
 * beside it), how a typed answer is checked, and each payment's reason in words. The reasons are
 * read off the engine's payments and the model's base, never worked out again here.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { activeModel, type ModelPayout, payUnderEvery } from '../../engine/models';
import type { Level } from '../../engine/practice/deal';
import type { ScoreResult } from '../../engine/score';
import { opponents } from '../../engine/settlement';
import type { Wind } from '../../engine/tiles';
import type { Variant } from '../../engine/variant';
import { signed } from '../format';
import { SEAT_NAMES } from '../WindSelect';

export interface PaymentsQuestion {
  /** The seats asked about: one, chosen by the seed, at level 1; every other seat above it. */
  asked: Wind[];
  /** The hand paid under each of the variant's models, the table's own (the answer) first. */
  models: ModelPayout[];
}

/** Mixed into the seed so the seat asked about does not follow the deal's own draws. */
const ASKING = 0x2545f491;

export function paymentsQuestion(
  variant: Variant,
  result: ScoreResult,
  level: Level,
  seed: number,
): PaymentsQuestion {
  const seats = opponents(result.context.seat);
  const rng = xoroshiro128plus((seed ^ ASKING) | 0);
  const one = seats[uniformInt(rng, 0, seats.length - 1)];
  const asked = level === 1 && one ? [one] : seats;
  return { asked, models: payUnderEvery(variant, result) };
}

/** What a seat pays for the hand under the table's settlement: the engine's payment, as paid. */
export const paidBy = (result: ScoreResult, seat: Wind): number => 0 - result.payments[seat] || 0;

/** A typed payment: a whole number, or one with a half or cents (half shares exist). */
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

export interface PaymentSlip {
  seat: Wind;
  answered: number;
  paid: number;
  right: boolean;
}

export type PaymentsVerdict =
  | { kind: 'unreadable'; message: string }
  | { kind: 'checked'; right: boolean; slips: PaymentSlip[] };

/** Compares each asked seat's typed payment with exactly the engine's. */
export function checkPayments(
  result: ScoreResult,
  asked: readonly Wind[],
  typed: Partial<Record<Wind, string>>,
): PaymentsVerdict {
  const slips: PaymentSlip[] = [];
  for (const seat of asked) {
    const text = (typed[seat] ?? '').trim();
    if (!AMOUNT.test(text))
      return {
        kind: 'unreadable',
        message: text
          ? `“${text}”, what ${SEAT_NAMES[seat]} pays, is not a number.`
          : `Type what ${SEAT_NAMES[seat]} pays first (0 if nothing).`,
      };
    const answered = Number(text);
    const paid = paidBy(result, seat);
    slips.push({ seat, answered, paid, right: Math.abs(answered - paid) < 1e-9 });
  }
  return { kind: 'checked', right: slips.every((s) => s.right), slips };
}

/** "the base", "half the base", "3 × the base": a payment against the model's base. */
function timesBase(paid: number, base: number): string {
  const k = paid / base;
  if (k === 1) return 'the base';
  if (k === 0.5) return 'half the base';
  return `${Number.isInteger(k) ? k : Math.round(k * 100) / 100} × the base`;
}

/** Where a seat sits in this win: the winner, the discarder, the dealer, or one of the others. */
export function seatRole(result: ScoreResult, seat: Wind): string {
  const { seat: winner, discarder, selfDrawn } = result.context;
  const roles = [
    seat === winner ? 'the winner' : null,
    !selfDrawn && seat === discarder ? 'the discarder' : null,
    seat === 'E' ? 'the dealer' : null,
  ].filter((r): r is string => r !== null);
  return roles.length ? `${SEAT_NAMES[seat]} (${roles.join(', ')})` : SEAT_NAMES[seat];
}

export interface PaymentReason {
  seat: Wind;
  /** "+48", "−16": as the payment table prints it. */
  amount: string;
  why: string;
}

/** Each seat's payment under the table's settlement, with the part of the rule that sets it. */
export function paymentReasons(variant: Variant, result: ScoreResult): PaymentReason[] {
  const model = activeModel(variant, result.options);
  const base = model.base?.(result.total, result.options).amount;
  const { seat: winner, selfDrawn } = result.context;
  return opponents(winner)
    .map((seat): PaymentReason => {
      const paid = paidBy(result, seat);
      const how = selfDrawn ? 'on a self-draw' : 'on a discard win';
      const part = base && paid ? `: ${timesBase(paid, base)} of ${base}` : '';
      const why = paid
        ? `${seatRole(result, seat)} pays ${paid} ${how}${part}.`
        : `${seatRole(result, seat)} pays nothing ${how} under this table's settlement.`;
      return { seat, amount: signed(-paid), why };
    })
    .concat({
      seat: winner,
      amount: signed(result.payments[winner]),
      why: `${seatRole(result, winner)} receives what the others pay.`,
    });
}
