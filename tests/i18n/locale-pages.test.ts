import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  hongKongPage,
  localePatternPage,
  quickReferencePage,
  translatedPatterns,
  writeLocalePages,
} from '../../scripts/locale-pages';
import { patternText } from '../../src/i18n/catalogue';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/i18n/locales';
import { getVariant, VARIANTS } from '../../src/variants';
import { ENGLISH, hanShare, vietnameseShare, withoutKeptNames } from './script-share';

const mcr = getVariant('mcr');
const sichuan = getVariant('sichuan');
const vietnamese = getVariant('vietnamese');
const hongKong = getVariant('hong-kong');
const vmc = getVariant('vmc');
const rainbowDragon = getVariant('rainbow-dragon');
const allSimples = mcr.patterns.find((p) => p.id === 'all-simples')!;
const dir = mkdtempSync(join(tmpdir(), 'locale-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the pattern pages in other languages (scripts/locale-pages.ts)', () => {
  it('exist for every MCR fan and every Sichuan pattern in both Chinese scripts and in Vietnamese', () => {
    for (const locale of ['zh-cn', 'zh-hk'] as const) {
      expect(translatedPatterns(mcr, locale)).toHaveLength(mcr.patterns.length);
      expect(translatedPatterns(sichuan, locale)).toHaveLength(sichuan.patterns.length);
    }
    expect(translatedPatterns(mcr, 'vi')).toHaveLength(mcr.patterns.length);
    expect(translatedPatterns(sichuan, 'vi')).toHaveLength(sichuan.patterns.length);
    // Neither has Vietnamese native names, so each pattern is named in Vietnamese by hand.
    for (const p of [...mcr.patterns, ...sichuan.patterns])
      expect(patternText('vi', p).name, p.id).not.toBe(p.name);
  });

  it('exist for every Vietnamese pattern in both Chinese scripts and in Vietnamese', () => {
    for (const locale of ['zh-cn', 'zh-hk', 'vi'] as const)
      expect(translatedPatterns(vietnamese, locale)).toHaveLength(vietnamese.patterns.length);
  });

  it('exist for every Hong Kong and VMC pattern in both Chinese scripts and in Vietnamese', () => {
    for (const locale of TRANSLATED_LOCALES)
      for (const variant of [hongKong, vmc])
        expect(translatedPatterns(variant, locale)).toHaveLength(variant.patterns.length);
  });

  it('exist for every Rainbow Dragon pattern in both Chinese scripts and in Vietnamese', () => {
    for (const locale of TRANSLATED_LOCALES)
      expect(translatedPatterns(rainbowDragon, locale)).toHaveLength(rainbowDragon.patterns.length);
  });

  it('explain every MCR, Sichuan and Hong Kong pattern in both Chinese scripts and in Vietnamese', () => {
    // The VMC's catalogue is Hong Kong's, with its own flower entries in the same words.
    for (const variant of [mcr, sichuan, hongKong, vmc])
      for (const locale of TRANSLATED_LOCALES)
        for (const p of variant.patterns)
          expect(patternText(locale, p).explanation, `${locale} ${variant.id} ${p.id}`).not.toBe(
            p.explanation,
          );
  });

  it('name the pattern and say its value in the page’s language', () => {
    const cn = localePatternPage(mcr, allSimples, 'zh-cn', 5);
    expect(cn).toContain('title: "断幺"');
    expect(cn).toContain('2 番');
    const hk = localePatternPage(mcr, allSimples, 'zh-hk', 5);
    // Traditional characters, with Hong Kong's 么.
    expect(hk).toContain('title: "斷么"');
    expect(hk).toContain('沒有么九牌');
  });

  it('print a quick reference in the page’s language, beside the translated pattern index', () => {
    const page = quickReferencePage(mcr, 'zh-cn');
    expect(page).toContain('title: "国标麻将速查表"');
    expect(page).toContain('label: "速查表（打印）"');
    expect(page).toContain('<QuickReference variant="mcr" locale="zh-cn" />');
    // Hong Kong's is the simplified converted; English keeps its own words and no locale.
    expect(quickReferencePage(mcr, 'zh-hk')).toContain('title: "國標麻將速查表"');
    const english = quickReferencePage(mcr, 'root');
    expect(english).toContain('title: "MCR quick reference"');
    expect(english).toContain('<QuickReference variant="mcr" />');
    const from = resolve('content/docs/zh-cn/mcr/patterns');
    const path = /from '([^']+QuickReference\.astro)'/.exec(page)?.[1];
    expect(path && existsSync(resolve(from, path))).toBe(true);
  });

  it('call a Hong Kong pattern by its Cantonese name on Hong Kong’s pages, the pair 眼, and by the Vietnamese players’ name in phán on the Vietnamese ones', () => {
    const allPungs = hongKong.patterns.find((p) => p.id === 'all-pungs')!;
    const hk = localePatternPage(hongKong, allPungs, 'zh-hk', 3);
    expect(hk).toContain('title: "對對糊"');
    expect(hk).toContain('一對眼');
    const vi = localePatternPage(hongKong, allPungs, 'vi', 3);
    expect(vi).toContain('title: "Tui Tui"');
    expect(vi).toContain('Mạt chược Hồng Kông: Tui Tui (3 phán).');
    // The simplified names are written so that converted they are the Cantonese ones.
    for (const p of hongKong.patterns)
      expect(p.native.map((n) => n.text)).toContain(patternText('zh-hk', p).name);
  });

  it('give the VMC’s own flower entries, and the club’s name, in each language', () => {
    const ownFlower = vmc.patterns.find((p) => p.id === 'own-flower')!;
    expect(ownFlower).not.toBe(hongKong.patterns.find((p) => p.id === 'own-flower'));
    expect(localePatternPage(vmc, ownFlower, 'zh-cn', 3)).toContain(
      'description: "维多利亚麻将俱乐部：正花（Own Flower），1 番。',
    );
    expect(localePatternPage(vmc, ownFlower, 'zh-hk', 3)).toContain('維多利亞麻將俱樂部：正花');
    expect(localePatternPage(vmc, ownFlower, 'vi', 3)).toContain(
      'Câu lạc bộ Mạt chược Victoria: Hoa Cửa (1 phán).',
    );
  });

  it('are front matter naming the catalogue entry they show, with no text of their own', () => {
    const page = localePatternPage(mcr, allSimples, 'vi', 5);
    const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(page) ?? [];
    expect(frontMatter).toMatch(/^pattern:\n {2}variant: mcr\n {2}id: all-simples$/m);
    expect(body).toBe('');
  });

  it('are written for the translated patterns only, the rest being the English page’s fallback', () => {
    const written = writeLocalePages(dir, VARIANTS);
    const mcrZh = readdirSync(join(dir, 'zh-cn', 'mcr', 'patterns'));
    expect(mcrZh).toContain('index.mdx');
    expect(mcrZh).toContain('all-simples.md');
    expect(mcrZh).toContain('quick-reference.mdx');
    expect(mcrZh).toHaveLength(mcr.patterns.length + 2);
    expect(written['zh-hk']).toBe(written['zh-cn']);
    // Every catalogue is translated whole: in each language a variant's folder holds a page for
    // each pattern, the index and the printable quick reference.
    for (const locale of TRANSLATED_LOCALES)
      for (const variant of VARIANTS)
        expect(
          readdirSync(join(dir, locale, variant.id, 'patterns')),
          `${locale} ${variant.id}`,
        ).toHaveLength(variant.patterns.length + 2);
    expect(readdirSync(join(dir, 'vi', 'mcr', 'patterns'))).toContain('all-simples.md');
  });
});

describe('Hong Kong’s hand-written pages, converted from the simplified Chinese ones', () => {
  it('keep the front matter first, convert the text and point the links at Hong Kong’s pages', () => {
    const page = hongKongPage(
      '---\ntitle: 国标麻将\n---\n\nimport X from "~/x";\n\n见[番种页面](/zh-cn/mcr/patterns/)，默认8番起和。\n',
    );
    expect(page.startsWith('---\ntitle: 國標麻將\n---\n{/* Generated')).toBe(true);
    expect(page).toContain('import X from "~/x";');
    expect(page).toContain('見[番種頁面](/zh-hk/mcr/patterns/)，預設8番起和。');
  });
});

describe('a translated pattern’s text is in its page’s script', () => {
  for (const variant of VARIANTS)
    for (const locale of TRANSLATED_LOCALES) {
      const patterns = translatedPatterns(variant, locale);
      if (!patterns.length) continue;
      it(`${variant.shortName}, ${locale}: ${patterns.length} definitions and their explanations`, () => {
        for (const p of patterns) {
          const { name, definition, explanation } = patternText(locale, p);
          // An explanation not yet written is the English one, which the page marks as English.
          const texts = explanation === p.explanation ? [definition] : [definition, explanation];
          for (const text of texts) {
            const why = `${variant.id} ${p.id}: ${text}`;
            if ((['zh-cn', 'zh-hk'] as TranslatedLocale[]).includes(locale)) {
              expect(hanShare(withoutKeptNames(variant.id, text)), why).toBeGreaterThan(0.9);
            } else {
              expect(vietnameseShare(text), why).toBeGreaterThan(0.4);
              const english = (text.match(/\p{L}+/gu) ?? []).filter((w) => ENGLISH.has(w));
              expect(english, why).toEqual([]);
            }
          }
          if (locale !== 'vi')
            expect(hanShare(name), `${variant.id} ${p.id} (name ${name})`).toBe(1);
        }
      });
    }
});
