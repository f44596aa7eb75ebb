/**
 * A value as the pages and islands write it: "n unit", or the variant's own way. What the engine
 * does with a hand's counted patterns is ./total.ts, apart so that a scorer's first load, which
 * writes values, does not carry the counting.
 */
import type { VariantHeader } from './variant';

/**
 * A value in the variant's unit, as the pages write it: the variant's own formatter, else the
 * number and the unit ("3 points"), or the unit's word in a page's language where given ("3 番").
 */
export const valueText = (variant: VariantHeader, n: number, unitWord?: string): string =>
  variant.formatValue?.(n) ??
  `${n} ${unitWord ?? (n === 1 ? variant.unit.singular : variant.unit.plural)}`;

/**
 * A value where its unit is said once nearby (beside a pattern in a list, in a table column of
 * the unit): the bare number, unless the variant writes values its own way (its `formatValue`).
 */
export const valueFigure = (variant: VariantHeader, n: number): string =>
  variant.formatValue ? valueText(variant, n) : String(n);
