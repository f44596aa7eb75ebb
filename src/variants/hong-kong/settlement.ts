import type { WinContext } from '../../engine/context';
import { discarderPays, eachOpponentPays } from '../../engine/settlement';
import type { Options, SettlementModel } from '../../engine/variant';
import {
  FULL_SPICY,
  HALF_SPICY,
  halfResponsibility,
  lookup,
  PAYOUT_TABLES,
} from '../shared/hk-family/payouts';
import { HK_SUMMARY } from './sources';

/** Base points are 2 raised to the (capped) faan total (seed 003). */
export const basePoints = (faan: number): number => 2 ** faan;

/** Self-draw: each opponent pays one base. Discard: the discarder pays three bases. */
export function settleHongKong(total: number, win: WinContext, _options: Options) {
  const base = basePoints(total);
  return win.selfDrawn
    ? eachOpponentPays(win.seat, () => base)
    : discarderPays(win.seat, win.discarder!, 3 * base);
}

export const HK_SETTLEMENT_SUMMARY =
  'Base points are 2 raised to the faan total. On a self-draw each of the three opponents pays the base; on a discard win the discarder alone pays three times the base.';

/**
 * The settlement models a Hong Kong hand can be compared under: our rules summary's own (the default,
 * which `settleHongKong` is) and the two multiplier tables of the fact sheet, paid in the
 * half-responsibility shape the fact sheet's sources use with them.
 */
export const HK_SETTLEMENT_MODELS: SettlementModel[] = [
  {
    id: 'seed',
    name: 'Hong Kong: 2 to the faan, the discarder pays three',
    source: HK_SUMMARY,
    summary: HK_SETTLEMENT_SUMMARY,
    settle: settleHongKong,
    base: (total) => ({ amount: basePoints(total), source: HK_SUMMARY }),
  },
  {
    id: 'half-spicy',
    name: 'Half-spicy (半辣上), half responsibility',
    source: {
      ...PAYOUT_TABLES,
      note: 'paid as half responsibility (the discarder a portion, the others half each)',
    },
    summary:
      'One portion from the half-spicy table (doubling up to 4 faan, then half pace: 16, 24, 32, 48 …). Self-draw: each opponent pays a portion. Discard: the discarder pays a portion and the other two half a portion each.',
    settle: (total, win) => halfResponsibility(lookup(HALF_SPICY, total), win),
    base: (total) => ({ amount: lookup(HALF_SPICY, total), source: PAYOUT_TABLES }),
  },
  {
    id: 'full-spicy',
    name: 'Full-spicy (全辣), half responsibility',
    source: {
      ...PAYOUT_TABLES,
      note: 'paid as half responsibility (the discarder a portion, the others half each)',
    },
    summary:
      'One portion of 2 to the faan. Self-draw: each opponent pays a portion. Discard: the discarder pays a portion and the other two half a portion each.',
    settle: (total, win) => halfResponsibility(lookup(FULL_SPICY, total), win),
    base: (total) => ({ amount: lookup(FULL_SPICY, total), source: PAYOUT_TABLES }),
  },
];
