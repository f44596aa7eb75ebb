/**
 * The words a pattern page puts around the catalogue's text, in every language: the sentences
 * of "What it excludes" and the examples (src/i18n/ui.ts), the labels of the native names, and
 * where a value comes from (src/i18n/source-texts.ts).
 */
import { describe, expect, it } from 'vitest';
import { fillParts } from '../../src/i18n/fill';
import { declaredSourceTexts, SOURCE_TABLES, sourceTextsIn } from '../../src/i18n/source-texts';
import { NAME_LANGUAGES, UI } from '../../src/i18n/ui';
import { VARIANTS } from '../../src/variants';

const variants = Object.values(VARIANTS);
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe('the words around a pattern page’s catalogue text', () => {
  /** Placeholders a language says in its own words: the Chinese index says 番数, not "in 番". */
  const SAID_OTHERWISE: Record<string, string[]> = { 'patternsIntro zh-cn': ['unit'] };

  it('say every page phrase in Chinese and Vietnamese, with the placeholders its English fills', () => {
    for (const [key, text] of Object.entries(UI)) {
      for (const locale of ['zh-cn', 'vi'] as const) {
        const t = (text as Record<string, string>)[locale];
        expect(t, `${key} in ${locale}`).toBeDefined();
        const dropped = SAID_OTHERWISE[`${key} ${locale}`] ?? [];
        const expected = placeholders(text.en).filter((p) => !dropped.includes(p));
        expect(placeholders(t!), `${key} in ${locale}`).toEqual(expected);
      }
    }
  });

  it('name every language a catalogue gives native names in, in Chinese and Vietnamese', () => {
    const labels = new Set(
      variants.flatMap((v) => v.patterns.flatMap((p) => p.native.map((n) => n.language))),
    );
    for (const label of labels) {
      expect(NAME_LANGUAGES[label]?.['zh-cn'], label).toMatch(/\p{Script=Han}/u);
      expect(NAME_LANGUAGES[label]?.vi, label).toMatch(/^Tiếng /);
    }
    expect(Object.keys(NAME_LANGUAGES).filter((l) => !labels.has(l))).toEqual([]);
  });

  it('cite every pattern’s source, and the score sheet’s, in Chinese and Vietnamese, keeping its numbers', () => {
    for (const v of variants) {
      for (const locale of ['zh-cn', 'zh-hk', 'vi'] as const) {
        const said = sourceTextsIn(locale, v);
        for (const english of declaredSourceTexts(v)) {
          const t = said[english];
          expect(t, `${v.id}: “${english}” in ${locale}`).toBeDefined();
          expect(numbers(t!), `${v.id}: “${english}” in ${locale}`).toEqual(numbers(english));
        }
      }
    }
  });

  it('hold no source words that no catalogue cites', () => {
    const cited = new Set(variants.flatMap((v) => [...declaredSourceTexts(v)]));
    for (const table of Object.values(SOURCE_TABLES)) {
      const unused = Object.keys(table).filter(
        (english) => !cited.has(english) && !/^fan \d+ of its table of 81$/.test(english),
      );
      expect(unused).toEqual([]);
    }
  });

  it('fill a sentence’s placeholders with links, keeping the words around them in order', () => {
    const link = { href: '/x/', name: 'X' };
    expect(fillParts('被{pattern}替代：{why}。', { pattern: link, why: '已包含' })).toEqual([
      '被',
      link,
      '替代：',
      '已包含',
      '。',
    ]);
    expect(fillParts('Replaces {pattern}.', {})).toEqual(['Replaces ', '{pattern}', '.']);
  });
});
