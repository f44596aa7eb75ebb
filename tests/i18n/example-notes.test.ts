import { describe, expect, it } from 'vitest';
import { exampleNote } from '../../src/i18n/catalogue';
import { getVariant } from '../../src/variants';

/** The catalogues whose example notes are written in Chinese and Vietnamese, by language. */
const WRITTEN = [
  ['sichuan', 'zh-cn'],
  ['sichuan', 'vi'],
  ['hong-kong', 'zh-cn'],
  ['vmc', 'zh-cn'],
  ['hong-kong', 'vi'],
  ['vmc', 'vi'],
  ['mcr', 'zh-cn'],
  ['mcr', 'vi'],
] as const;

/**
 * Tile notation a translation keeps as it is: runs and sets (123m, 88s) and the dragons (RD). A
 * single tile (5s) may be written in the language's words (5条), and "1s and 9s" is English for
 * ones and nines, so a lone digit need only keep its number.
 */
const TILES = /\b\d{2,}[mps]\b|\b(?:RD|GD|WD)\b/g;
/** Any tile notation, taken out before measuring a note's script. */
const NOTATION = /\b\d+[mps]\b|\b(?:RD|GD|WD)\b/g;
const tilesOf = (s: string) => s.match(TILES) ?? [];
const numbersOf = (s: string) => s.replace(TILES, ' ').match(/\d+/g) ?? [];
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const lettersOf = (s: string) => [...s.matchAll(/\p{L}/gu)].length;
const hanShare = (s: string) => [...s.matchAll(/\p{Script=Han}/gu)].length / lettersOf(s);
/** The share of a text's words (of letters) that carry a Vietnamese mark: a tone, a hat, đ, ơ, ư. */
function vietnameseShare(s: string): number {
  const words = s.match(/\p{L}+/gu) ?? [];
  return words.filter((w) => /[đĐ]|\p{M}/u.test(w.normalize('NFD'))).length / words.length;
}
/** Words an English sentence can hardly do without, and Vietnamese never uses. */
const ENGLISH = new Set(['the', 'and', 'with', 'of', 'is', 'or', 'on', 'any', 'only', 'but']);

describe('every example hand’s note is written in the page’s language', () => {
  for (const [variantId, locale] of WRITTEN) {
    const variant = getVariant(variantId);
    const examples = variant.patterns.flatMap((p) => p.examples.map((e) => ({ p, e })));
    // A number inside an English pattern name (All 2/5/8 Pungs) goes with the name's translation.
    const stripNames = (s: string) =>
      variant.patterns.reduce((t, p) => t.replace(new RegExp(escaped(p.name), 'gi'), ' '), s);
    it(`${variant.shortName}, ${locale}: the ${examples.length} notes, with the English one's tiles and numbers`, () => {
      for (const { p, e } of examples) {
        const { note, translated } = exampleNote(locale, e);
        const why = `${variant.id} ${p.id} “${e.note}”: ${note}`;
        expect(translated, why).toBe(true);
        // Order may change with the language; every tile and number must still be there.
        expect(tilesOf(note), why).toEqual(expect.arrayContaining(tilesOf(e.note)));
        expect(note.match(/\d+/g) ?? [], why).toEqual(
          expect.arrayContaining(numbersOf(stripNames(e.note))),
        );
        const words = note.replace(NOTATION, ' ');
        if (locale === 'vi') {
          expect(vietnameseShare(words), why).toBeGreaterThan(0.25);
          const english = (words.match(/\p{L}+/gu) ?? []).filter((w) => ENGLISH.has(w));
          expect(english, why).toEqual([]);
        } else {
          expect(hanShare(words), why).toBeGreaterThan(0.6);
        }
      }
    });
  }
});
