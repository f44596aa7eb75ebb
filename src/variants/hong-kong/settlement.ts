import type { WinContext } from '../../engine/context';
import { discarderPays, eachOpponentPays } from '../../engine/settlement';
import type { Options } from '../../engine/variant';

/** Base points are 2 raised to the (capped) faan total (seed 003). */
export const basePoints = (faan: number): number => 2 ** faan;

/** Self-draw: each opponent pays one base. Discard: the discarder pays three bases. */
export function settleHongKong(total: number, win: WinContext, _options: Options) {
  const base = basePoints(total);
  return win.selfDrawn ? eachOpponentPays(win.seat, () => base) : discarderPays(win.seat, win.discarder!, 3 * base);
}

export const HK_SETTLEMENT_SUMMARY =
  'Base points are 2 raised to the faan total. On a self-draw each of the three opponents pays the base; on a discard win the discarder alone pays three times the base.';
