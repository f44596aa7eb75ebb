/**
 * The answer to a won hand's questions (its total, the patterns that count, what the others pay),
 * pure: what the reader has typed and ticked, and how it is checked, each part against the engine.
 */
import type { Wind } from '../../engine/tiles';
import { checkPayments, type PaymentsVerdict } from './payments';
import {
  checkPatterns,
  checkTotal,
  type HandDrillView,
  type PatternsVerdict,
  type TotalVerdict,
} from './state';
import { PRACTICE_ENGLISH, type PracticeSay } from './words';

export interface HandAnswer {
  total: string;
  ticked: ReadonlySet<string>;
  paid: Partial<Record<Wind, string>>;
}

export const emptyAnswer = (): HandAnswer => ({ total: '', ticked: new Set(), paid: {} });

/** One verdict per question asked; a question not asked has none. */
export interface HandVerdict {
  total?: TotalVerdict;
  patterns?: PatternsVerdict;
  payments?: PaymentsVerdict;
}

export function checkHand(
  view: HandDrillView,
  answer: HandAnswer,
  say: PracticeSay = PRACTICE_ENGLISH,
): HandVerdict {
  const { asks, result } = view;
  return {
    ...(asks.includes('total') ? { total: checkTotal(result, answer.total, say) } : {}),
    ...(asks.includes('patterns') ? { patterns: checkPatterns(result, answer.ticked) } : {}),
    ...(asks.includes('payments')
      ? { payments: checkPayments(result, view.payments.asked, answer.paid, say) }
      : {}),
  };
}

/** Every part could be read (a blank or garbled number is named, not marked wrong). */
export const readable = (v: HandVerdict): boolean =>
  v.total?.kind !== 'unreadable' && v.payments?.kind !== 'unreadable';

/** The total and the payments asked were right (what the patterns part says is kept per pattern). */
export const sumsRight = (v: HandVerdict): boolean =>
  v.total?.kind !== 'wrong' && !(v.payments?.kind === 'checked' && !v.payments.right);
