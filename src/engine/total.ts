/**
 * What the engine does with a hand's counted patterns unless a variant says otherwise: the total
 * is the sum of value × count, capped at the `cap` option (or the cap the rules fix); the minimum
 * is the `minimum` option (./value.ts writes a value). A variant writes only what differs.
 */
import type { Options, ScoredPattern, Variant } from './variant';

/** The plain sum of the patterns' values. */
export const sumOf = (patterns: readonly ScoredPattern[]): number => {
  let sum = 0;
  for (const p of patterns) sum += p.value * p.count;
  return sum;
};

/** The cap under these options: the `cap` option if the variant declares one, else its fixed cap, else none. */
export function capOf(variant: Variant, options: Options): number | null {
  const cap = options.cap;
  if (
    typeof cap === 'number' &&
    variant.options.some((o) => o.id === 'cap' && o.type === 'integer')
  )
    return cap;
  const fixed = variant.rules?.fixedCap;
  return typeof fixed === 'number' ? fixed : null;
}

/** The hand's total after the cap, and before it. */
export function handValue(
  variant: Variant,
  patterns: readonly ScoredPattern[],
  options: Options,
): { total: number; uncapped: number } {
  if (variant.value) return variant.value(patterns, options);
  const uncapped = sumOf(patterns);
  const cap = capOf(variant, options);
  return { uncapped, total: cap === null ? uncapped : Math.min(uncapped, cap) };
}

/** Does the hand meet the minimum? Without a `minimum` option any winning hand does. */
export function minimumMet(
  variant: Variant,
  patterns: readonly ScoredPattern[],
  total: number,
  options: Options,
): boolean {
  if (variant.minimumMet) return variant.minimumMet(patterns, total, options);
  const minimum = options.minimum;
  return (
    typeof minimum !== 'number' ||
    !variant.options.some((o) => o.id === 'minimum') ||
    total >= minimum
  );
}
