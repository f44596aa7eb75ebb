/**
 * Vietnamese pattern names typed without diacritics: "toan hang" must find Toàn Hàng and
 * "dai tam nguyen" Đại Tam Nguyên (đ is a letter of its own, which Unicode decomposition does not
 * strip), within the Vietnamese filter and through the search box a reader uses, and the result
 * must open the pattern's page.
 */
import { describe, expect, it } from 'vitest';
import { plainForm } from '../../src/docs/search-terms';
import { getVariant } from '../../src/variants';
import { searchMisses } from './page-readers';
import { useSite } from './site-fixture';

const site = useSite();
const variant = getVariant('vietnamese');
const vietName = (id: string) => {
  const p = variant.patterns.find((x) => x.id === id);
  if (!p) throw new Error(`the Vietnamese catalogue has no pattern "${id}"`);
  const n = p.native.find((x) => x.language.startsWith('Vietnamese'));
  if (!n) throw new Error(`${id} has no Vietnamese name`);
  return { pattern: p, text: n.text, typed: plainForm(n.text) };
};
const FULL_FLUSH = vietName('full-flush');
const BIG_DRAGONS = vietName('big-three-dragons');

describe('Vietnamese search without diacritics', () => {
  it('the typed forms really lack the diacritics, đ included', () => {
    expect(FULL_FLUSH.typed).toBe('toan hang');
    expect(BIG_DRAGONS.text).toMatch(/Đ/);
    expect(BIG_DRAGONS.typed).toBe('dai tam nguyen');
  });

  it('finds each Vietnamese pattern by its name without diacritics, within the Vietnamese filter', async () => {
    const page = await site.visit('/');
    // Each pattern's first Vietnamese name, as a reader would type it.
    const wanted = variant.patterns.map((p) => ({
      name: plainForm(p.native.find((n) => n.language.startsWith('Vietnamese'))!.text),
      url: `/vietnamese/patterns/${p.id}/`,
    }));
    expect(wanted.length).toBeGreaterThan(10);
    const misses = await searchMisses(page, variant.shortName, wanted);
    expect(misses).toEqual([]);
  });

  for (const target of [FULL_FLUSH, BIG_DRAGONS]) {
    it(`typing "${target.typed}" in the search box and choosing the result opens ${target.pattern.name}`, async () => {
      const page = await site.visit('/vietnamese/', { viewport: { width: 1280, height: 900 } });
      await page.locator('button[data-open-modal]').first().click();
      const input = page.locator('site-search input[type="search"]');
      await input.waitFor({ state: 'visible', timeout: 30_000 });
      await input.fill(target.typed);
      const link = page
        .locator(`site-search a[href$="/vietnamese/patterns/${target.pattern.id}/"]`)
        .first();
      await link.waitFor({ state: 'visible', timeout: 30_000 });
      await Promise.all([
        page.waitForURL(`**/vietnamese/patterns/${target.pattern.id}/**`),
        link.click(),
      ]);
      await expect.poll(() => page.locator('h1').first().innerText()).toBe(target.pattern.name);
      expect(await page.locator('main').innerText()).toContain(target.text);
    });
  }
});
