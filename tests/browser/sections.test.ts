/**
 * One variant at a time, on a 360×740 phone: a pattern page's open menu is its own variant's
 * section (its pattern groups, collapsed but for the one holding the page) and stays within two
 * screens; the switcher reaches another variant; the home page shows every variant's links in the
 * first screen. On a wide screen, the sidebar shows the current page's link however far down the
 * list it is.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Variant } from '../../src/engine/variant';
import { getVariant, VARIANTS } from '../../src/variants';
import { horizontalOverflow, useSite } from './site-fixture';

const site = useSite();
const PHONE = { width: 360, height: 740 };
const MAX_MENU_PX = 1500;

/** A fresh page each time, as a reader arriving from a link sees it. */
async function phonePage(browser: Browser, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
  return page;
}

async function openMenu(page: Page) {
  await page.locator('starlight-menu-button button').click();
  await page.locator('nav.sidebar .sidebar-pane').waitFor({ state: 'visible' });
}

const menuHeight = (page: Page) =>
  page.locator('nav.sidebar .sidebar-pane').evaluate((pane) => pane.scrollHeight);

/** The section's own menu, without the switcher. */
const menuLinks = (page: Page) =>
  page
    .locator('nav.sidebar ul.top-level a')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

const groups = (page: Page) =>
  page.locator('nav.sidebar ul.top-level details').evaluateAll((all) =>
    all.map((d) => ({
      label: d.querySelector('summary')!.textContent!.trim(),
      open: (d as HTMLDetailsElement).open,
    })),
  );

/** The pattern page with the longest menu: one in the variant's biggest category, whose group opens. */
function longestMenuPage(v: Variant): { path: string; category: string } {
  const biggest = [...v.categories].sort(
    (a, b) =>
      v.patterns.filter((p) => p.category === b.id).length -
      v.patterns.filter((p) => p.category === a.id).length,
  )[0];
  if (!biggest) throw new Error(`${v.name} has no pattern categories`);
  const pattern = v.patterns.find((p) => p.category === biggest.id)!;
  return { path: `/${v.id}/patterns/${pattern.id}/`, category: biggest.name };
}

describe('one variant at a time, on a phone', () => {
  for (const v of VARIANTS) {
    const { path, category } = longestMenuPage(v);
    it(`${v.shortName}: the open menu on ${path} is its own section, at most ${MAX_MENU_PX} px, with only "${category}" open`, async () => {
      const page = await phonePage(site.browser, path);
      try {
        await openMenu(page);
        expect(await menuHeight(page)).toBeLessThanOrEqual(MAX_MENU_PX);
        const shown = await groups(page);
        const used = v.categories.filter((c) => v.patterns.some((p) => p.category === c.id));
        expect(shown.map((g) => g.label)).toEqual(used.map((c) => c.name));
        expect(shown.filter((g) => g.open).map((g) => g.label)).toEqual([category]);
        const current = page.locator('nav.sidebar ul.top-level a[aria-current="page"]');
        expect(new URL(await current.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe(
          path,
        );
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      } finally {
        await page.close();
      }
    });
  }

  it("the menu on a Hong Kong pattern page holds Hong Kong's pages and no other variant's", async () => {
    const hk = getVariant('hong-kong');
    const page = await phonePage(site.browser, '/hong-kong/patterns/seven-pairs/');
    try {
      await openMenu(page);
      const links = await menuLinks(page);
      expect(links.filter((href) => !href.startsWith('/hong-kong/'))).toEqual([]);
      for (const p of hk.patterns) expect(links).toContain(`/hong-kong/patterns/${p.id}/`);
      for (const href of [
        '/hong-kong/',
        '/hong-kong/score/',
        '/hong-kong/patterns/',
        '/hong-kong/patterns/quick-reference/',
      ]) {
        expect(links).toContain(href);
      }
      const switcher = page.locator('nav.sidebar .starlight-sidebar-topics');
      await expect
        .poll(() => switcher.locator('.starlight-sidebar-topics-current').innerText())
        .toBe('Hong Kong');
    } finally {
      await page.close();
    }
  });

  it("the switcher takes a reader from a Hong Kong page to MCR's section", async () => {
    const page = await phonePage(site.browser, '/hong-kong/patterns/seven-pairs/');
    try {
      await openMenu(page);
      await page
        .locator('nav.sidebar .starlight-sidebar-topics a', { hasText: /^\s*MCR\s*$/ })
        .click();
      await page.waitForURL(`${site.server.url}/mcr/`);
      await openMenu(page);
      const links = await menuLinks(page);
      expect(links.filter((href) => !href.startsWith('/mcr/'))).toEqual([]);
      expect(links).toContain('/mcr/principles/');
      expect(await page.locator('nav.sidebar .starlight-sidebar-topics-current').innerText()).toBe(
        'MCR',
      );
      expect(await menuHeight(page)).toBeLessThanOrEqual(MAX_MENU_PX);
    } finally {
      await page.close();
    }
  });

  it('the Start here pages are their own section, with a way back into every variant', async () => {
    const page = await phonePage(site.browser, '/glossary/');
    try {
      await openMenu(page);
      const links = await menuLinks(page);
      for (const href of [
        '/how-to-play/',
        '/notation/',
        '/glossary/',
        '/variants/',
        '/compare/',
        '/house-rules/',
        '/credits/',
      ]) {
        expect(links).toContain(href);
      }
      expect(links.filter((href) => VARIANTS.some((v) => href.startsWith(`/${v.id}/`)))).toEqual(
        [],
      );
      const switcher = await page
        .locator('nav.sidebar .starlight-sidebar-topics a')
        .evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      for (const v of VARIANTS) expect(switcher).toContain(`/${v.id}/`);
    } finally {
      await page.close();
    }
  });

  it("on a wide screen, MCR's last pattern page opens its sidebar with the page's link in view", async () => {
    const mcr = getVariant('mcr');
    const last = mcr.patterns.at(-1)!;
    const page = await site.visit(`/mcr/patterns/${last.id}/`, {
      viewport: { width: 1280, height: 720 },
    });
    const pane = page.locator('nav.sidebar .sidebar-pane');
    const current = pane.locator('a[aria-current="page"]');
    expect(await current.innerText()).toContain(last.name);
    const [paneBox, linkBox] = [await pane.boundingBox(), await current.boundingBox()];
    expect(await pane.evaluate((p) => p.scrollTop)).toBeGreaterThan(0);
    expect(linkBox!.y).toBeGreaterThanOrEqual(paneBox!.y);
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(paneBox!.y + paneBox!.height);
  });

  it("the home page shows every variant's Learn, Patterns and Score links, and How to play, in the first 740 px", async () => {
    const page = await phonePage(site.browser, '/');
    try {
      const wanted = [
        '/how-to-play/',
        ...VARIANTS.flatMap((v) => [`/${v.id}/`, `/${v.id}/patterns/`, `/${v.id}/score/`]),
      ];
      for (const href of wanted) {
        const box = await page.locator(`main a[href="${href}"]`).first().boundingBox();
        expect(box, `no link to ${href}`).not.toBeNull();
        expect(box!.y + box!.height, `${href} is below the first screen`).toBeLessThanOrEqual(
          PHONE.height,
        );
      }
      const score = page.getByRole('link', {
        name: `Score a ${getVariant('vietnamese').name} hand`,
      });
      expect(await score.getAttribute('href')).toBe('/vietnamese/score/');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await page.close();
    }
  });
});
