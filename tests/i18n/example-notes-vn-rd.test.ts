/**
 * Issue 18: the Vietnamese and Rainbow Dragon pattern pages say in their own language what each
 * example hand shows, with the English note's numbers and tiles (the same check the definitions
 * and explanations pass for the script; Hong Kong's notes follow the simplified).
 */
import { describe, expect, it } from 'vitest';
import { exampleNote } from '../../src/i18n/catalogue';
import type { TranslatedLocale } from '../../src/i18n/locales';
import { getVariant } from '../../src/variants';
import { ENGLISH, hanShare, vietnameseShare, withoutKeptNames } from './script-share';

/** The catalogues and languages whose notes are written. */
const WRITTEN: readonly [variant: string, locale: 'zh-cn' | 'vi'][] = [
  ['vietnamese', 'vi'],
  ['vietnamese', 'zh-cn'],
  ['rainbow-dragon', 'zh-cn'],
  ['rainbow-dragon', 'vi'],
];

/**
 * Tile notation as the notes write it (123m, 5s5s, 19m19p19s, RD, J3, F2, K2, Q4, and the winds
 * E S W N standing alone), beside Latin letters or digits never, beside Chinese characters freely.
 */
const TILE =
  /(?<![\p{Script=Latin}\d])(?:(?:\d+[mps])+|[RGW]D|[JFSKQ]\d|[ESWN])(?![\p{Script=Latin}\d])/gu;
const tiles = (s: string) => [...new Set(s.match(TILE) ?? [])].sort();
const numbers = (s: string) => [...new Set(s.replace(TILE, ' ').match(/\d+/g) ?? [])].sort();

describe('an example hand’s note is written in its page’s language', () => {
  for (const [id, written] of WRITTEN) {
    const variant = getVariant(id);
    const examples = variant.patterns.flatMap((p) => (p.examples ?? []).map((e) => ({ p, e })));
    const locales: TranslatedLocale[] = written === 'zh-cn' ? ['zh-cn', 'zh-hk'] : ['vi'];
    for (const locale of locales)
      it(`${variant.shortName}, ${locale}: every one of its ${examples.length} examples, with the English note’s numbers and tiles`, () => {
        for (const { p, e } of examples) {
          const why = `${id} ${p.id} “${e.note}”`;
          expect(e.translations?.[written]?.note, `${why} has no ${written} note`).toBeDefined();
          const { note, translated } = exampleNote(locale, e);
          expect(translated, why).toBe(true);
          expect(tiles(note), `${why}: ${note}`).toEqual(tiles(e.note));
          // A translated pattern name may carry numbers of its own (Sảnh 1 đến 9): none may be lost.
          const kept = numbers(note);
          expect(
            numbers(e.note).filter((n) => !kept.includes(n)),
            `${why}: ${note}`,
          ).toEqual([]);
          const words = note.replace(TILE, ' ');
          if (locale === 'vi') {
            expect(vietnameseShare(words), `${why}: ${note}`).toBeGreaterThan(0.3);
            const english = (words.match(/\p{L}+/gu) ?? []).filter((w) => ENGLISH.has(w));
            expect(english, `${why}: ${note}`).toEqual([]);
          } else
            expect(hanShare(withoutKeptNames(id, words)), `${why}: ${note}`).toBeGreaterThan(0.6);
        }
      });
  }
});
