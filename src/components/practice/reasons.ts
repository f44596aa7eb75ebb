/**
 * Each payment's reason in words, as the breakdown says it (fetched with the breakdown, at the
 * first check): read off the engine's payments and the model's base, never worked out again here.
 */
import { activeModel } from '../../engine/models';
import type { ScoreResult } from '../../engine/score';
import { opponents } from '../../engine/settlement';
import type { Wind } from '../../engine/tiles';
import type { Variant } from '../../engine/variant';
import { signed } from '../format';
import './later-words';
import { paidBy, seatRole } from './payments';
import { PRACTICE_ENGLISH, type PracticeSay } from './words';

/** "the base", "half the base", "3 × the base": a payment against the model's base. */
function timesBase(paid: number, base: number, say: PracticeSay): string {
  const k = paid / base;
  if (k === 1) return say('reason.base');
  if (k === 0.5) return say('reason.halfBase');
  return say('reason.timesBase', { k: Number.isInteger(k) ? k : Math.round(k * 100) / 100 });
}

export interface PaymentReason {
  seat: Wind;
  /** "+48", "−16": as the payment table prints it. */
  amount: string;
  why: string;
}

/** Each seat's payment under the table's settlement, with the part of the rule that sets it. */
export function paymentReasons(
  variant: Variant,
  result: ScoreResult,
  say: PracticeSay = PRACTICE_ENGLISH,
): PaymentReason[] {
  const model = activeModel(variant, result.options);
  const base = model.base?.(result.total, result.options).amount;
  const { seat: winner, selfDrawn } = result.context;
  return opponents(winner)
    .map((seat): PaymentReason => {
      const paid = paidBy(result, seat);
      const how = say(selfDrawn ? 'reason.selfDraw' : 'reason.discard');
      const part =
        base && paid ? say('reason.part', { times: timesBase(paid, base, say), base }) : '';
      const who = seatRole(result, seat, say);
      const why = paid
        ? say('reason.pays', { who, paid, how, part })
        : say('reason.paysNothing', { who, how });
      return { seat, amount: signed(-paid), why };
    })
    .concat({
      seat: winner,
      amount: signed(result.payments[winner]),
      why: say('reason.receives', { who: seatRole(result, winner, say) }),
    });
}
