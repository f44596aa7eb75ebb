import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SECTION_OPTIONS, SECTIONS, UNLISTED_PAGES } from '../../src/docs/sections';
import { LOCALES, splitLocale } from '../../src/i18n/locales';
import { VARIANTS } from '../../src/variants';

const DOCS = fileURLToPath(new URL('../../content/docs', import.meta.url));

interface MenuItem {
  label?: string;
  translations?: Record<string, string>;
  slug?: string;
  link?: string;
  items?: MenuItem[];
}

const sectionOf = (id: string) => {
  const s = SECTIONS.find((t) => 'id' in t && t.id === id);
  if (!s || !('items' in s)) throw new Error(`no section ${id}`);
  return s as { label: Record<string, string>; link: string; items: MenuItem[] };
};

/** Every page a menu links to, as a slug ("" for the home page). */
function slugsIn(items: MenuItem[]): string[] {
  return items.flatMap((i) =>
    i.items
      ? slugsIn(i.items)
      : i.slug !== undefined
        ? [i.slug]
        : i.link
          ? [i.link.replace(/^\/|\/$/g, '')]
          : [],
  );
}

/**
 * The hand-written pages' slugs, a translated page's as its English page's (its language's menu is
 * the English one, translated); the pattern pages under [<language>/]<variant>/patterns/ are
 * generated from the catalogue.
 */
function writtenPages(dir = DOCS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    const rel = splitLocale(relative(DOCS, path)).id;
    if (e.isDirectory()) return /^[^/]+\/patterns$/.test(rel) ? [] : writtenPages(path);
    if (!/\.mdx?$/.test(e.name)) return [];
    return [rel.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')];
  });
}

const LANG_TAGS = Object.values(LOCALES)
  .map((l) => l.lang)
  .sort();

describe('the site sections', () => {
  it('are Start here followed by one section per variant, in registry order', () => {
    expect(SECTIONS.map((s) => (s.label as Record<string, string>).en)).toEqual([
      'Start here',
      ...VARIANTS.map((v) => v.shortName),
    ]);
  });

  it('are named in every language of the site, in its own words where the catalogue has them', () => {
    for (const s of SECTIONS) expect(Object.keys(s.label).sort()).toEqual(LANG_TAGS);
    const mcr = sectionOf('mcr').label;
    expect(mcr['zh-CN']).toBe('国标麻将');
    // Hong Kong's traditional is derived from the simplified.
    expect(mcr['zh-HK']).toBe('國標麻將');
    expect(sectionOf('start').label.vi).toBe('Bắt đầu');
  });

  it('keep a page in another language in its variant’s section, as its English page is', () => {
    const topics = SECTION_OPTIONS?.topics ?? {};
    for (const v of VARIANTS)
      for (const locale of ['zh-cn', 'zh-hk', 'vi'])
        expect(topics[v.id], v.id).toContain(`/${locale}/${v.id}/**`);
  });

  it('put every hand-written page in a menu, unless it is deliberately unlisted', () => {
    const listed = new Set(
      SECTIONS.flatMap((s) => ('items' in s ? slugsIn(s.items as MenuItem[]) : [])),
    );
    const forgotten = writtenPages().filter(
      (slug) => !listed.has(slug) && !UNLISTED_PAGES.includes(slug),
    );
    expect(forgotten, 'add these pages to src/docs/sections.ts').toEqual([]);
    for (const slug of UNLISTED_PAGES) expect(writtenPages()).toContain(slug);
  });

  for (const v of VARIANTS) {
    it(`${v.shortName}: its menu holds its overview, scorer, practice and pattern pages only, starting at the overview`, () => {
      const section = sectionOf(v.id);
      expect(section.link).toBe(`/${v.id}/`);
      const slugs = slugsIn(section.items);
      expect(slugs.slice(0, 3)).toEqual([v.id, `${v.id}/score`, `${v.id}/practice`]);
      expect(slugs).toContain(`${v.id}/patterns`);
      expect(slugs).toContain(`${v.id}/patterns/quick-reference`);
      expect(slugs.filter((s) => s !== v.id && !s.startsWith(`${v.id}/`))).toEqual([]);
    });

    it(`${v.shortName}: its patterns are grouped by the catalogue's categories, in catalogue order, each collapsed, every pattern once`, () => {
      const groups = sectionOf(v.id).items.filter((i): i is MenuItem & { items: MenuItem[] } =>
        Array.isArray(i.items),
      );
      const used = v.categories.filter((c) => v.patterns.some((p) => p.category === c.id));
      expect(groups.map((g) => g.label)).toEqual(used.map((c) => c.name));
      for (const g of groups) expect(Object.keys(g.translations ?? {}).sort()).toEqual(LANG_TAGS);
      for (const g of groups) expect(g).toMatchObject({ collapsed: true });
      for (const [i, c] of used.entries()) {
        const inCategory = v.patterns
          .filter((p) => p.category === c.id)
          .map((p) => `${v.id}/patterns/${p.id}`);
        expect(slugsIn(groups[i]!.items)).toEqual(inCategory);
      }
      expect(groups.flatMap((g) => slugsIn(g.items)).sort()).toEqual(
        v.patterns.map((p) => `${v.id}/patterns/${p.id}`).sort(),
      );
    });
  }
});
