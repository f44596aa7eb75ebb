import { describe, expect, it } from 'vitest';
import { patternText } from '../../src/i18n/catalogue';
import { EXCLUSION_REASONS } from '../../src/i18n/islands/exclusion-reasons';
import { getVariant } from '../../src/variants';

/**
 * The scorer shows a reason beside the patterns it names, so a reason that names a pattern of the
 * same catalogue must call it what the catalogue calls it in that language.
 */
describe('a translated exclusion reason names patterns as its catalogue does', () => {
  for (const variantId of ['mcr', 'hong-kong', 'sichuan'])
    for (const locale of ['zh-cn', 'vi'] as const) {
      it(`${variantId}, ${locale}`, () => {
        const { patterns } = getVariant(variantId);
        const reasons = patterns.flatMap((p) => (p.excludes ?? []).map((x) => x.why));
        let named = 0;
        for (const why of new Set(reasons)) {
          const text = EXCLUSION_REASONS[locale][why];
          expect(text, why).toBeDefined();
          for (const p of patterns.filter((q) => new RegExp(`\\b${q.name}\\b`).test(why))) {
            named++;
            expect(text, `${why} (${p.name})`).toContain(patternText(locale, p).name);
          }
        }
        // A reason that quotes a pattern is there to check: the test is not vacuous.
        if (variantId === 'mcr') expect(named).toBeGreaterThan(2);
      });
    }
});
