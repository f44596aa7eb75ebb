/**
 * "Who pays what?", pure: which seats the reader is asked about, the engine's payments for the
 * dealt hand under the table's settlement (the answer) and under the variant's other models (shown
 * beside it) and how a typed answer is checked. Each payment's reason, which only the breakdown
 * says, is in ./reasons.ts.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { type ModelPayout, payUnderEvery } from '../../engine/models';
import type { Level } from '../../engine/practice/deal';
import type { ScoreResult } from '../../engine/score';
import { opponents } from '../../engine/settlement';
import type { Wind } from '../../engine/tiles';
import type { Variant } from '../../engine/variant';
import { PRACTICE_ENGLISH, type PracticeSay } from './words';

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
  say: PracticeSay = PRACTICE_ENGLISH,
): PaymentsVerdict {
  const slips: PaymentSlip[] = [];
  for (const seat of asked) {
    const text = (typed[seat] ?? '').trim();
    if (!AMOUNT.test(text))
      return {
        kind: 'unreadable',
        message: say(text ? 'pays.notNumber' : 'pays.blank', { text, seat: say.own.wind(seat) }),
      };
    const answered = Number(text);
    const paid = paidBy(result, seat);
    slips.push({ seat, answered, paid, right: Math.abs(answered - paid) < 1e-9 });
  }
  return { kind: 'checked', right: slips.every((s) => s.right), slips };
}

/** Where a seat sits in this win: the winner, the discarder, the dealer, or one of the others. */
export function seatRole(
  result: ScoreResult,
  seat: Wind,
  say: PracticeSay = PRACTICE_ENGLISH,
): string {
  const { seat: winner, discarder, selfDrawn } = result.context;
  const roles = [
    seat === winner ? say('role.winner') : null,
    !selfDrawn && seat === discarder ? say('role.discarder') : null,
    seat === 'E' ? say('role.dealer') : null,
  ].filter((r): r is string => r !== null);
  const name = say.own.wind(seat);
  return roles.length ? say('role.seat', { seat: name, roles: say.list(roles) }) : name;
}
