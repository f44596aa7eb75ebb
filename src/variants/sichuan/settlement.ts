/**
 * Per-hand payments for one Sichuan win (seed 003): base = 2^fan after the cap. On a discard
 * the discarder alone pays the base; on a self-draw every opponent still in the deal pays the
 * base + 1 (table option selfDraw). Players listed in context.out have already won and pay nothing.
 */
import type { WinContext } from '../../engine/context';
import { noPayments, opponents, type Payments, transfer } from '../../engine/settlement';
import type { Wind } from '../../engine/tiles';
import type { Options } from '../../engine/variant';
import { extraOf } from './context';

export const basePoints = (fan: number): number => 2 ** fan;

/** What one paying opponent owes on a self-draw worth `fan` (already capped). */
export function selfDrawCharge(fan: number, options: Options): number {
  // plus-fan is already in the fan total as the Self-Drawn pattern.
  return basePoints(fan) + (options.selfDraw === 'plus-one' ? 1 : 0);
}

/** The opponents of `winner` still in the deal. */
export const activeOpponents = (winner: Wind, out: readonly Wind[]): Wind[] =>
  opponents(winner).filter((w) => !out.includes(w));

export function settleSichuan(total: number, win: WinContext, options: Options): Payments {
  const p = noPayments();
  if (!win.selfDrawn) return transfer(p, win.discarder!, win.seat, basePoints(total));
  for (const o of activeOpponents(win.seat, extraOf(win).out))
    transfer(p, o, win.seat, selfDrawCharge(total, options));
  return p;
}

export const SC_SETTLEMENT_SUMMARY =
  'Base points are 2 raised to the fan total, capped at 5 fan (32) by default. On a discard win the discarder alone pays the base; on a self-draw each opponent still in the deal pays the base + 1. Players who have already won pay nothing.';
