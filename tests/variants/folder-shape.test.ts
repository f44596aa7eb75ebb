/**
 * Every variant folder has the same shape (README, "Adding a variant"), so the next engineer finds
 * a rule in the same place in each: the standard files, a catalogue listed in patterns/index.ts
 * with a file per category, and shared code in src/variants/shared, which is no variant.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../src/variants';

const ROOT = join(__dirname, '../../src/variants');
const SHARED = 'shared';
const STANDARD = [
  'index.ts',
  'options.ts',
  'context.ts',
  'settlement.ts',
  'sources.ts',
  'patterns/index.ts',
];
/** Vietnamese keeps its entries in the guide's families, each entry naming its category. */
const BY_FAMILY = new Set(['vietnamese']);

const folders = readdirSync(ROOT, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe('every variant folder has one shape', () => {
  it('each folder but the shared one is a registered variant, and each variant has a folder', () => {
    expect(folders.filter((f) => f !== SHARED).sort()).toEqual(VARIANTS.map((v) => v.id).sort());
  });

  it('the shared folder has no index.ts, so nothing loads it as a variant', () => {
    expect(existsSync(join(ROOT, SHARED, 'index.ts'))).toBe(false);
  });

  it.each(VARIANTS.map((v) => v.id))('%s has the standard files', (id) => {
    expect(STANDARD.filter((f) => !existsSync(join(ROOT, id, f)))).toEqual([]);
  });

  it.each(VARIANTS.filter((v) => !BY_FAMILY.has(v.id)).map((v) => [v.id, v] as const))(
    '%s has a patterns file for each of its categories (its own, or the variant’s whose categories it plays)',
    (id, variant) => {
      const owner = VARIANTS.find((o) => o.categories === variant.categories && o !== variant);
      const missing = variant.categories
        .map((c) => `${c.id}.ts`)
        .filter(
          (f) =>
            !existsSync(join(ROOT, id, 'patterns', f)) &&
            !(owner && existsSync(join(ROOT, owner.id, 'patterns', f))),
        );
      expect(missing).toEqual([]);
    },
  );
});
