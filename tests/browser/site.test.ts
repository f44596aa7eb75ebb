/**
 * The built site: a generated page for every pattern with its verified examples, and a
 * Pagefind index that finds each pattern by its name (queried through Pagefind's own browser
 * API in Chromium, as the search box does).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainForm } from '../../src/docs/search-terms';
import { VARIANTS } from '../../src/variants';
import { searchMisses } from './page-readers';
import { DIST } from './serve';
import { useSite } from './site-fixture';

const site = useSite();

for (const variant of VARIANTS) {
  describe(`${variant.name} pages`, () => {
    it('has a generated page for every pattern, with each example hand verified at build', () => {
      for (const p of variant.patterns) {
        const file = join(DIST, variant.id, 'patterns', p.id, 'index.html');
        expect(existsSync(file), `${file} is missing`).toBe(true);
        const html = readFileSync(file, 'utf8');
        expect(html).toMatch(new RegExp(`<h1[^>]*>${p.name}</h1>`));
        expect(html.match(/data-example-verified="true"/g)?.length).toBe(p.examples.length);
        for (const n of p.native) expect(html).toContain(n.text);
      }
    });

    it('lists every pattern on the patterns index', () => {
      const html = readFileSync(join(DIST, variant.id, 'patterns', 'index.html'), 'utf8');
      for (const p of variant.patterns)
        expect(html).toContain(`href="/${variant.id}/patterns/${p.id}/"`);
    });

    it('finds each pattern by its name, its native characters and its romanisation without tones', async () => {
      const page = await site.browser.newPage();
      try {
        await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
        const names = variant.patterns.flatMap((p) => {
          const url = `/${variant.id}/patterns/${p.id}/`;
          const romanised = p.native.find((n) => n.romanisation)?.romanisation;
          return [
            { name: p.name, url },
            { name: p.native[0]!.text, url },
            ...(romanised ? [{ name: plainForm(romanised), url }] : []),
          ];
        });
        // Several variants share pattern names (Seven Pairs), so search within the variant.
        const misses = await searchMisses(page, variant.shortName, names);
        expect(misses).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
}

describe("every page's stylesheets", () => {
  const sheets = (page: string) =>
    [
      ...readFileSync(join(DIST, page, 'index.html'), 'utf8').matchAll(
        /<link rel="stylesheet" href="([^"]+)"/g,
      ),
    ].map((m) => m[1]!);

  it("a pattern page and a scorer load no styles of Starlight's cards, steps or link cards, which they do not use", () => {
    for (const page of ['hong-kong/patterns/little-three-dragons', 'mcr/score']) {
      const loaded = sheets(page);
      expect(loaded.some((s) => /\/index\.[\w-]+\.css$/.test(s))).toBe(true);
      expect(
        loaded.filter((s) => /(CardGrid|LinkCard|Steps)_astro/.test(s)),
        page,
      ).toEqual([]);
    }
  });

  it('the home page, which places cards and steps, still loads their styles', () => {
    const loaded = sheets('');
    for (const c of ['CardGrid', 'LinkCard', 'Steps'])
      expect(
        loaded.some((s) => s.includes(`/${c}_astro`)),
        c,
      ).toBe(true);
  });
});

describe('the islands’ renderer (scripts/island-client.ts)', () => {
  const pages = ['hong-kong/score', 'vietnamese/practice', 'hong-kong/game', 'house-rules'];
  const renderers = (page: string) => [
    ...new Set(
      [
        ...readFileSync(join(DIST, page, 'index.html'), 'utf8').matchAll(/renderer-url="([^"]+)"/g),
      ].map((m) => m[1]!),
    ),
  ];

  it("is the site's own on every page with an island, never Preact's with its signals", () => {
    for (const page of pages) {
      const [renderer, ...others] = renderers(page);
      expect(others, page).toEqual([]);
      expect(renderer, page).toMatch(/^\/_astro\/island-client\.[\w-]+\.js$/);
    }
    // Preact's renderer fetches @preact/signals for an island given a signal, so its build has a file of it.
    expect(readdirSync(join(DIST, '_astro')).filter((f) => /signals/i.test(f))).toEqual([]);
  });
});
