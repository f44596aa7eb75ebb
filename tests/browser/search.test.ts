/**
 * The search dialog on a 360×740 phone, as a reader uses it: every result names its variant,
 * a variant's own pattern comes first when searched from inside it, one tap ranks all variants
 * alike, general words lead to the glossary and the overviews, the variant filter stays folded
 * until opened, and the dialog works from the keyboard with its count announced.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/search/rank';
import { getVariant, VARIANTS } from '../../src/variants';
import { announcements, recordAnnouncements } from './keyboard-helpers';
import { useSite } from './site-fixture';

const site = useSite();
const PHONE = { width: 360, height: 740 };
const WAIT = { timeout: 30_000 };
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PLACES = [...VARIANTS.map((v) => v.shortName), 'All variants'];

interface Shown {
  title: string;
  where: string;
  href: string;
}

let recording: Promise<void> | undefined;

/**
 * Opens `path` in the file's tab, which records live-region announcements from each page's
 * first script on.
 */
async function visit(path: string, viewport = PHONE): Promise<Page> {
  recording ??= site.tab().then(recordAnnouncements);
  await recording;
  return site.visit(path, { viewport });
}

async function openSearch(path: string, viewport = PHONE): Promise<Page> {
  const page = await visit(path, viewport);
  await page.locator('site-search button[data-open-modal]:not([disabled])').click();
  return page;
}

/** Types a query and waits until the results for it are listed. */
async function search(page: Page, text: string): Promise<Shown[]> {
  await page.locator('site-search input[type="search"]').fill(text);
  await page.locator('site-search [role="status"]', { hasText: `“${text}”` }).waitFor(WAIT);
  return results(page);
}

const results = (page: Page): Promise<Shown[]> =>
  page.locator('site-search .mj-search__results > li > a').evaluateAll((links) =>
    links.map((a) => ({
      title: a.querySelector('.mj-search__title')?.textContent ?? '',
      where: a.querySelector('.mj-search__where')?.textContent ?? '',
      href:
        new URL((a as HTMLAnchorElement).href).pathname +
        new URL((a as HTMLAnchorElement).href).hash,
    })),
  );

const placeOf = (r: Shown) => PLACES.find((p) => r.where === p || r.where.startsWith(`${p} · `));
const valueText = (variantId: string, patternId: string) => {
  const v = getVariant(variantId);
  const p = v.patterns.find((x) => x.id === patternId)!;
  return v.formatValue
    ? v.formatValue(p.value)
    : `${p.value} ${p.value === 1 ? v.unit.singular : v.unit.plural}`;
};

describe('search on a phone', () => {
  it('from the Hong Kong overview, "seven pairs" gives Hong Kong\'s Seven Pairs first and every result names its variant', async () => {
    const page = await openSearch('/hong-kong/');
    const shown = await search(page, 'seven pairs');
    expect(shown[0]).toEqual({
      title: 'Seven Pairs',
      where: `Hong Kong · ${valueText('hong-kong', 'seven-pairs')}`,
      href: '/hong-kong/patterns/seven-pairs/',
    });
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.filter((r) => !placeOf(r))).toEqual([]);
    // The longer name that Pagefind alone ranked first comes after every variant's Seven Pairs.
    const dragon = shown.findIndex((r) => r.title === 'Dragon Seven Pairs Bonus');
    const lastExact = shown.map((r) => r.title).lastIndexOf('Seven Pairs');
    expect(dragon).toBeGreaterThan(lastExact);
    // The first result is on the first screen.
    const box = await page.locator('site-search .mj-search__results > li').first().boundingBox();
    expect(box!.y + box!.height).toBeLessThan(PHONE.height);
  });

  it('"thirteen orphans" from a Start-here page lists each variant\'s Thirteen Orphans first, each naming its variant', async () => {
    const expected = VARIANTS.filter((v) =>
      v.patterns.some((p) => normalise(p.name) === 'thirteen orphans'),
    ).map((v) => v.shortName);
    expect(expected).toHaveLength(5);
    const page = await openSearch('/how-to-play/');
    const shown = await search(page, 'thirteen orphans');
    // No "first" switch on a page about every variant: it ranks normally.
    expect(await page.locator('site-search input[name="mj-search-scope"]').count()).toBe(0);
    const first = shown.slice(0, expected.length);
    expect(first.every((r) => r.title === 'Thirteen Orphans')).toBe(true);
    expect(new Set(first.map(placeOf))).toEqual(new Set(expected));
  });

  it('a general word leads to its glossary entry first, then to the overviews', async () => {
    const page = await openSearch('/hong-kong/patterns/all-pungs/');
    for (const [word, entry] of [
      ['pung', 'pung'],
      ['kong', 'kong'],
      ['chow', 'chow'],
      ['faan', 'faan'],
      ['phán', 'faan'],
      ['phan', 'faan'],
      ['mủn', 'limit'],
      ['mun', 'limit'],
    ] as const) {
      const shown = await search(page, word);
      expect(shown[0], word).toMatchObject({
        href: `/glossary/#${entry}`,
        where: 'All variants · glossary',
      });
      expect(shown[1]!.where, word).toMatch(/ · overview$/);
    }
    // The entry opens the glossary at that term.
    await search(page, 'pung');
    await Promise.all([
      page.waitForURL('**/glossary/#pung'),
      page.locator('site-search .mj-search__results > li > a').first().click(),
    ]);
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('pung')?.getBoundingClientRect().top ?? -1),
      )
      .toBeGreaterThanOrEqual(0);
  });

  it('after a search inside a variant, one tap ranks every variant alike, and the switch shows which order is on', async () => {
    const page = await openSearch('/hong-kong/');
    const scoped = await search(page, 'seven pairs');
    expect(placeOf(scoped[1]!)).not.toBe('Rainbow Dragon');
    const checked = page.locator('site-search .mj-search__scope label:has(input:checked)');
    await expect.poll(() => checked.innerText()).toBe('Hong Kong first');
    await page.locator('site-search .mj-search__scope label', { hasText: 'All variants' }).click();
    await page
      .locator('site-search [role="status"]', {
        hasText: /^(?!.*Hong Kong first).*“seven pairs”/,
      })
      .waitFor(WAIT);
    await expect.poll(() => checked.innerText()).toBe('All variants');
    const all = await results(page);
    const withSevenPairs = VARIANTS.filter((v) =>
      v.patterns.some((p) => p.name === 'Seven Pairs'),
    ).map((v) => v.shortName);
    expect(
      new Set(all.slice(0, withSevenPairs.length).map((r) => `${r.title} ${placeOf(r)}`)),
    ).toEqual(new Set(withSevenPairs.map((n) => `Seven Pairs ${n}`)));
  });

  it('the variant filter is folded at 360 px until tapped, and then narrows the results', async () => {
    const page = await openSearch('/hong-kong/');
    await search(page, 'seven pairs');
    const filters = page.locator('site-search details.mj-search__filters');
    expect(await filters.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.locator('site-search input[name="mj-search-only"]').first().isVisible()).toBe(
      false,
    );
    await filters.locator('summary').click();
    await page.locator('site-search label', { hasText: 'MCR' }).click();
    await page.locator('site-search .mj-search__only-count', { hasText: '1 chosen' }).waitFor(WAIT);
    await expect
      .poll(async () => [...new Set((await results(page)).map(placeOf))])
      .toEqual(['MCR']);
  });

  it('works from the keyboard: Ctrl+K opens, the arrows move through the results, Escape closes, the count is announced', async () => {
    const page = await visit('/hong-kong/');
    await page.locator('site-search button[data-open-modal]:not([disabled])').waitFor(WAIT);
    await page.keyboard.press('Control+k');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.matches('site-search input[type="search"]')),
      )
      .toBe(true);
    await page.keyboard.type('seven pairs');
    await page.locator('site-search [role="status"]', { hasText: '“seven pairs”' }).waitFor(WAIT);
    const shown = await results(page);
    const focusedHref = () =>
      page.evaluate(() =>
        (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href'),
      );
    await page.keyboard.press('ArrowDown');
    expect(await focusedHref()).toBe(shown[0]!.href);
    await page.keyboard.press('ArrowDown');
    expect(await focusedHref()).toBe(shown[1]!.href);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(
      await page.evaluate(() =>
        document.activeElement?.matches('site-search input[type="search"]'),
      ),
    ).toBe(true);
    expect(
      (await announcements(page)).some((a) =>
        /^\d+ pages match “seven pairs”, Hong Kong first/.test(a),
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator('site-search dialog').evaluate((d) => (d as HTMLDialogElement).open))
      .toBe(false);
  });

  it('the open dialog with its results has no serious accessibility violation', async () => {
    const page = await openSearch('/hong-kong/');
    await search(page, 'pung');
    await page.addScriptTag({ path: AXE });
    const violations = (await page.evaluate(
      `axe.run({ include: [["site-search dialog"]] }, { resultTypes: ["violations"] }).then((r) => r.violations)`,
    )) as { id: string; impact: string; nodes: unknown[] }[];
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});
