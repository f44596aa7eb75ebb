/**
 * Issue 18, build 2: the Vietnamese and Rainbow Dragon catalogues explain every pattern in each
 * language their pages have, in that language's script (the same check the definitions pass).
 */
import { describe, expect, it } from 'vitest';
import { patternText } from '../../src/i18n/catalogue';
import type { TranslatedLocale } from '../../src/i18n/locales';
import { getVariant } from '../../src/variants';
import { ENGLISH, hanShare, vietnameseShare, withoutKeptNames } from './script-share';

/** The catalogues and languages whose explanations are written (Hong Kong's follow the simplified). */
const WRITTEN: readonly [variant: string, locale: 'zh-cn' | 'vi'][] = [
  ['vietnamese', 'vi'],
  ['vietnamese', 'zh-cn'],
  ['rainbow-dragon', 'zh-cn'],
  ['rainbow-dragon', 'vi'],
];

describe('a pattern’s explanation is written in its page’s language', () => {
  for (const [id, written] of WRITTEN) {
    const variant = getVariant(id);
    const locales: TranslatedLocale[] = written === 'zh-cn' ? ['zh-cn', 'zh-hk'] : ['vi'];
    for (const locale of locales)
      it(`${variant.shortName}, ${locale}: every one of its ${variant.patterns.length} patterns`, () => {
        for (const p of variant.patterns) {
          expect(
            p.translations?.[written]?.explanation,
            `${p.id} has no ${written} explanation`,
          ).toBeDefined();
          const { explanation } = patternText(locale, p);
          const why = `${id} ${p.id}: ${explanation}`;
          expect(explanation, why).not.toBe(p.explanation);
          if (locale === 'vi') {
            expect(vietnameseShare(explanation), why).toBeGreaterThan(0.4);
            const english = (explanation.match(/\p{L}+/gu) ?? []).filter((w) => ENGLISH.has(w));
            expect(english, why).toEqual([]);
          } else expect(hanShare(withoutKeptNames(id, explanation)), why).toBeGreaterThan(0.9);
        }
      });
  }
});
