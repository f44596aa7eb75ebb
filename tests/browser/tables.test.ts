/**
 * Wide tables on a 360 × 740 phone (src/styles/tables.css): a table is either cards, whose every
 * cell lies inside the screen, or sits in a box that scrolls sideways, takes keyboard focus, has
 * a name and shows "scroll →" while there is more to see. Nothing else scrolls sideways and the
 * page itself never does.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emptyHouseRules } from '../../src/engine/house-rules';
import { encodeHouseLink } from '../../src/house-rules-link';
import { VARIANTS } from '../../src/variants';
import { hongKong } from '../../src/variants/hong-kong';
import { horizontalOverflow, useSite } from './site-fixture';

const site = useSite();
const PHONE = { width: 360, height: 740 };
const WAIT = { timeout: 30_000 };

const PAGES = [
  '/compare/',
  '/variants/',
  '/notation/',
  '/sichuan/deal/',
  '/house-rules/',
  `/house-rules/view/${encodeHouseLink({ ...emptyHouseRules(hongKong), club: 'Table Club', options: { cap: 10 } })}`,
  ...VARIANTS.flatMap((v) => [`/${v.id}/`, `/${v.id}/patterns/`]),
];

async function open(path: string): Promise<Page> {
  const page = await site.visit(path, { viewport: PHONE });
  // The tables are measured as laid out with their images and styles in.
  await page.waitForLoadState('load');
  const island = page.locator('astro-island');
  if (await island.count()) {
    await island.first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, WAIT);
    if (await page.locator('.hr-view, .hr-builder').count())
      await page.locator('.hr-view[data-ready], .hr-builder[data-ready]').first().waitFor(WAIT);
  }
  return page;
}

/** Every element in <main> that scrolls sideways, with what a reader needs to find and use it. */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter(
        (el) =>
          /auto|scroll/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1,
      )
      // Code blocks are Expressive Code's: it makes a scrolling block focusable itself.
      .filter((el) => !el.closest('.expressive-code'))
      .map((el) => {
        const hint = el.querySelector(':scope > .mj-scroll__hint');
        return {
          what: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`,
          focusable: el.getAttribute('tabindex') === '0',
          role: el.getAttribute('role'),
          named: !!el.getAttribute('aria-label'),
          hint: hint ? getComputedStyle(hint).display !== 'none' && hint.textContent : null,
        };
      }),
  );

/** Table cells outside a scroll box that reach past the screen's edge or clip their own text. */
const cutCells = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main :is(td, th)')]
      // Cells outside a scroll box, and not the column names cards keep only for screen readers.
      .filter(
        (c) =>
          !c.closest('.mj-scroll') &&
          c.getClientRects().length &&
          getComputedStyle(c.closest('thead') ?? c).clipPath === 'none',
      )
      .filter(
        (c) =>
          c.getBoundingClientRect().right > window.innerWidth + 0.5 ||
          c.scrollWidth > c.clientWidth + 1,
      )
      .map((c) => c.textContent!.trim().slice(0, 40)),
  );

describe('wide tables at 360 px', () => {
  for (const path of PAGES) {
    it(`${path.slice(0, 60)}: no cut-off cell, and whatever scrolls sideways is a named, focusable box with a visible hint`, async () => {
      const page = await open(path);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await cutCells(page)).toEqual([]);
      for (const s of await sidewaysScrollers(page))
        expect(s, s.what).toMatchObject({
          focusable: true,
          role: 'region',
          named: true,
          hint: 'scroll →',
        });
    });
  }

  it('/compare/: every payment shows whole ("−48", not "−4"), each under its seat', async () => {
    const page = await open('/compare/');
    await page.locator('.pc[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
    const cells = await page.locator('[data-testid="pc-models"] td[data-seat]').evaluateAll((tds) =>
      tds.map((td) => {
        const r = td.getBoundingClientRect();
        return {
          text: td.textContent,
          label: getComputedStyle(td, '::before').content,
          inside: r.left >= 0 && r.right <= window.innerWidth,
          clipped: td.scrollWidth > td.clientWidth + 1,
        };
      }),
    );
    expect(cells.map((c) => c.text)).toEqual(['0', '+48', '−48', '0', '−32', '+80', '−32', '−16']);
    expect(cells.every((c) => c.inside && !c.clipped)).toBe(true);
    expect(cells[2]!.label).toBe('"West, discarder"');
  });

  it('/variants/: each variant is a card of at most one screen, its settlement one tap away', async () => {
    const page = await open('/variants/');
    const heights = await page
      .locator('table.mj-cards tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
    expect(heights).toHaveLength(VARIANTS.length);
    for (const h of heights) expect(h).toBeLessThanOrEqual(PHONE.height);
    const settlement = page.locator('table.mj-cards tbody tr').first().locator('details');
    expect(await settlement.locator('p').first().isVisible()).toBe(false);
    await settlement.locator('summary').click();
    expect(await settlement.locator('p').first().isVisible()).toBe(true);
  });

  it('a pattern index shows every definition whole, at full width under the pattern', async () => {
    const page = await open('/mcr/patterns/');
    const defs = await page
      .locator('td[data-label="Definition"]')
      .evaluateAll((tds) =>
        tds.map((td) => td.getBoundingClientRect()).map((r) => ({ left: r.left, width: r.width })),
      );
    expect(defs.length).toBe(VARIANTS.find((v) => v.id === 'mcr')!.patterns.length);
    for (const d of defs) expect(d.width).toBeGreaterThan(300);
  });

  it('a wide table scrolls in its box from the keyboard, and the hint says so', async () => {
    const page = await open('/hong-kong/');
    const box = page.locator('.mj-scroll').first();
    expect(await box.getAttribute('aria-label')).toMatch(/^.+ \(table; scrolls sideways\)$/);
    expect(await box.locator('.mj-scroll__hint').isVisible()).toBe(true);
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((el) => el.scrollLeft), WAIT).toBeGreaterThan(0);
  });
});
