/**
 * Payout tables and payment shapes the Hong Kong family shares (rules/hong-kong-family.md §2,
 * §3.3): the half-spicy and full-spicy multipliers, and the "half responsibility" shape the
 * fact sheet pairs them with.
 */
import type { WinContext } from '../../../engine/context';
import { eachOpponentPays, type Payments } from '../../../engine/settlement';
import type { SourceRef } from '../../../engine/variant';

export const PAYOUT_TABLES: SourceRef = { source: 'hk-payout-tables', status: 'stated' };

/** Half-spicy (半辣上), 0 to 13 faan: doubling up to 4 faan, then half pace (§2). */
export const HALF_SPICY: readonly number[] = [
  1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384,
];
/** Full-spicy (全辣): 2 to the faan (§2). */
export const FULL_SPICY: readonly number[] = HALF_SPICY.map((_, f) => 2 ** f);

/** The table's amount for a hand value, or for the table's last row when the value runs past it. */
export function lookup(table: readonly number[], value: number): number {
  const amount = table[Math.min(Math.max(value, 0), table.length - 1)];
  if (amount === undefined) throw new Error('a payout table needs at least one row');
  return amount;
}

/**
 * Half responsibility (半銃, §3.3): on a self-draw every opponent pays one portion; on a discard
 * the discarder pays one portion and each of the other two half a portion.
 */
export function halfResponsibility(portion: number, win: WinContext): Payments {
  if (win.selfDrawn) return eachOpponentPays(win.seat, () => portion);
  return eachOpponentPays(win.seat, (payer) => (payer === win.discarder ? portion : portion / 2));
}
