/**
 * Loads one variant's catalogue on demand, so a house-rules page fetches only the variant its
 * rules are for. Every folder under src/variants/ with an index.ts is a candidate; a new
 * variant is found without being listed here.
 */
import { HandError } from '../../engine/errors';
import type { Variant } from '../../engine/variant';

const MODULES = import.meta.glob<Record<string, unknown>>('../../variants/*/index.ts');

const isVariant = (x: unknown): x is Variant =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as Variant).id === 'string' &&
  Array.isArray((x as Variant).patterns) &&
  typeof (x as Variant).settle === 'function';

export async function loadVariant(id: string): Promise<Variant> {
  // A variant normally lives in the folder named by its id; otherwise look through them all.
  const own = MODULES[`../../variants/${id}/index.ts`];
  for (const load of own ? [own] : Object.values(MODULES)) {
    const found = Object.values(await load()).find(
      (x): x is Variant => isVariant(x) && x.id === id,
    );
    if (found) return found;
  }
  throw new HandError('unknown-variant', `this site has no variant "${id}"`, {
    reason: 'variant-unknown',
    value: JSON.stringify(id),
  });
}
