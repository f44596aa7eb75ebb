/** Table options as the islands keep them: only what a table changed from the declared defaults. */
import type { OptionValue, VariantHeader } from '../../engine/variant';

/**
 * The options after one field changed: a value equal to the declared default is dropped rather
 * than stored, so links and house-rule pages carry only what a table changed.
 */
export function withOption(
  variant: VariantHeader,
  options: Readonly<Record<string, OptionValue>>,
  id: string,
  value: OptionValue,
): Record<string, OptionValue> {
  const decl = variant.options.find((d) => d.id === id);
  const next = { ...options };
  if (decl && value === decl.default) delete next[id];
  else next[id] = value;
  return next;
}
