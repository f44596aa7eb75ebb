/**
 * What each hand value pays under a variant's options, for the printed house-rule page: from
 * the minimum (or 0) to the cap. A variant with no cap (MCR) has no finite table.
 */
import type { WinContext } from '../../engine/context';
import { activeModel } from '../../engine/models';
import type { Options, SettlementBase, Variant } from '../../engine/variant';

export interface PayoutRow {
  total: number;
  base: SettlementBase | null;
  /** South wins on West's discard. */
  discarder: number;
  otherOnDiscard: number;
  /** South self-draws. */
  eastOnSelfDraw: number;
  otherOnSelfDraw: number;
  winnerOnSelfDraw: number;
}

const WIN = {
  seat: 'S',
  round: 'E',
  kongReplacement: false,
  robbingKong: false,
  lastTile: false,
  fourthTile: false,
  extra: {},
} as const;

export function payoutRows(variant: Variant, options: Options): PayoutRow[] | null {
  const fixed = variant.rules?.fixedCap;
  const cap =
    typeof options.cap === 'number' ? options.cap : typeof fixed === 'number' ? fixed : null;
  if (cap === null) return null;
  const minimum = typeof options.minimum === 'number' ? options.minimum : 0;
  const model = activeModel(variant, options);
  const rows: PayoutRow[] = [];
  try {
    for (let total = minimum; total <= cap; total++) {
      const discard = variant.settle(
        total,
        { ...WIN, selfDrawn: false, discarder: 'W' } as WinContext,
        options,
      );
      const self = variant.settle(total, { ...WIN, selfDrawn: true } as WinContext, options);
      rows.push({
        total,
        base: model.base?.(total, options) ?? null,
        discarder: -discard.W,
        otherOnDiscard: -discard.E,
        eastOnSelfDraw: -self.E,
        otherOnSelfDraw: -self.N,
        winnerOnSelfDraw: self.S,
      });
    }
  } catch {
    // A variant whose payments need more than a hand value (none today) gets no table, not a wrong one.
    return null;
  }
  return rows;
}
