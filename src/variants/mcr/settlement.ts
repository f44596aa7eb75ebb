import type { WinContext } from '../../engine/context';
import { noPayments, opponents, transfer } from '../../engine/settlement';
import type { Options } from '../../engine/variant';

/**
 * rules/mcr.md §6 (and seed 003): with T the hand's points including flowers, a self-drawn win
 * takes 8 + T from each opponent; a discard win takes 8 + T from the discarder and 8 from each
 * of the other two.
 */
export function settleMcr(total: number, win: WinContext, _options: Options) {
  const p = noPayments();
  for (const o of opponents(win.seat)) {
    const full = win.selfDrawn || o === win.discarder;
    transfer(p, o, win.seat, full ? 8 + total : 8);
  }
  return p;
}

export const MCR_SETTLEMENT_SUMMARY =
  "With T the hand's points including flowers: on a self-draw each of the three opponents pays 8 + T; on a discard win the discarder pays 8 + T and each of the other two pays 8.";
