import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT, searchWords } from '../../src/i18n/search-words';
import { VARIANTS } from '../../src/variants';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the search dialog’s words (src/i18n/search-words.ts)', () => {
  it('are written in simplified Chinese and Vietnamese, with the English phrase’s placeholders', () => {
    for (const [key, text] of Object.entries(SEARCH_TEXT)) {
      for (const locale of ['zh-cn', 'vi'] as const) {
        const written = text[locale];
        expect(written, `${key} in ${locale}`).toBeTruthy();
        expect(placeholders(written!), `${key} in ${locale}`).toEqual(placeholders(text.en));
      }
    }
  });

  it('name every variant in the page’s language, by the name search records it under', () => {
    const english = searchWords('root');
    expect(Object.keys(english.variants)).toEqual(VARIANTS.map((v) => v.shortName));
    expect(english.variants['Hong Kong']).toBe('Hong Kong');
    expect(searchWords('zh-cn').variants['Hong Kong']).toBe('香港麻将');
    expect(searchWords('zh-hk').variants['Hong Kong']).toBe('香港麻將');
  });

  it('say Hong Kong’s traditional Chinese, converted from the simplified', () => {
    const hk = searchWords('zh-hk');
    expect(hk.allVariants).toBe('所有玩法');
    expect(hk.noMatch).toBe('沒有頁面符合“{text}”。');
  });
});
