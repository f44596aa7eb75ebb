/**
 * Every variant's scorer on a 360×740 phone, as a player uses it at the table: the notation box
 * and the tile palette are in the first screen, and while tiles are tapped the status bar (inside
 * the island) stays in the viewport whenever the palette is, so the tile count and then the
 * engine's total and each seat's payment are seen without scrolling.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseHand } from '../../src/engine/notation';
import { scoreHand } from '../../src/engine/score';
import { WINDS } from '../../src/engine/tiles';
import { type BuilderState, contextOf, defaultState, encodeState } from '../../src/share';
import { getVariant, VARIANTS } from '../../src/variants';
import { vietnameseTileName } from '../../src/variants/vietnamese/tiles';
import { horizontalOverflow, useSite } from './site-fixture';

const site = useSite();
const PHONE = { width: 360, height: 740 };
const WAIT = { timeout: 30_000 };

/** One winning hand per variant, won by South on West's discard; Sichuan's misses bamboo; the Vietnamese one holds the Sọc joker. */
const CASES: { id: string; hand: string; extra?: Record<string, string> }[] = [
  { id: 'hong-kong', hand: '234m 456p 678s 345s 2p @2p' },
  { id: 'rainbow-dragon', hand: '234m 456p 678s 345s 2p @2p' },
  { id: 'vmc', hand: '234m 456p 678s 345s 2p @2p' },
  { id: 'mcr', hand: '123m 456m 789m 234p 5p @5p' },
  { id: 'sichuan', hand: '123m 456m 789m 234p 5p @5p', extra: { missingSuit: 's' } },
  { id: 'vietnamese', hand: '234m 456p 678s 34s J3 2p @2p' },
];

/** Where the palette and the status bar are against the viewport. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const box = (s: string) => {
      const r = document.querySelector(s)!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    };
    return {
      palette: box('.hb-palette'),
      bar: box('.hb .hb-bar'),
      input: box('#hb-notation-input'),
      height: window.innerHeight,
      scrollY: window.scrollY,
    };
  });

/** The palette shows at least part of itself, and then the bar lies wholly inside the viewport. */
async function expectBarInViewWithPalette(page: Page, when: string) {
  const l = await layout(page);
  const paletteInView = l.palette.bottom > 0 && l.palette.top < l.height;
  expect(paletteInView, `palette in view ${when}`).toBe(true);
  expect(l.bar.top, `status bar top ${when}`).toBeGreaterThanOrEqual(0);
  expect(l.bar.bottom, `status bar bottom ${when}`).toBeLessThanOrEqual(l.height);
}

describe('each scorer on a 360×740 phone', () => {
  it('every variant with a scorer page has a case here', () => {
    expect(VARIANTS.map((v) => v.id).filter((id) => !CASES.some((c) => c.id === id))).toEqual([]);
  });

  for (const c of CASES) {
    const variant = getVariant(c.id);
    const hand = parseHand(c.hand);
    const state: BuilderState = {
      ...defaultState(),
      seat: 'S',
      discarder: 'W',
      ...(c.extra ? { extra: c.extra } : {}),
    };
    const expected = scoreHand(variant, hand, { ...contextOf(state), ...(c.extra ?? {}) });
    const totalText =
      variant.formatValue?.(expected.total) ??
      `${expected.total} ${expected.total === 1 ? variant.unit.singular : variant.unit.plural}`;
    const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

    it(`${variant.shortName}: the notation box and the palette start in the first screen`, async () => {
      const page = await site.visit(`/${c.id}/score/`, { viewport: PHONE });
      // Laid out as the reader first sees it: styles and images in.
      await page.waitForLoadState('load');
      // No scrolling: the island hydrates because it is already in view.
      await page.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      const l = await layout(page);
      expect(l.scrollY).toBe(0);
      expect(l.input.top).toBeGreaterThan(0);
      expect(l.input.top).toBeLessThan(PHONE.height);
      expect(l.palette.top).toBeLessThan(PHONE.height);
      // The first palette row is not hidden under the status bar.
      expect(l.palette.top + 44).toBeLessThanOrEqual(l.bar.top);
      await expectBarInViewWithPalette(page, 'on arrival');
      expect(await page.getByTestId('status-headline').textContent()).toBe(
        'Tap tiles or type a hand.',
      );
    });

    it(`${variant.shortName}: while tiles are tapped the status bar stays in view with the palette, then shows the engine's total and payments`, async () => {
      const page = await site.visit(`/${c.id}/score/${encodeState(variant, state)}`, {
        viewport: PHONE,
      });
      await page.waitForLoadState('load');
      await page.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      const palette = page.getByRole('group', { name: 'Tile palette' });
      const bar = page.getByTestId('status-bar');
      const tiles = [...hand.concealed, hand.winningTile!];
      for (const [k, t] of tiles.entries()) {
        await palette.getByRole('button', { name: vietnameseTileName(t), exact: true }).click();
        await expect
          .poll(() => bar.locator('.hb-bar__tiles').textContent(), WAIT)
          .toBe(`${k + 1} / 14 tiles`);
        await expectBarInViewWithPalette(page, `after tapping tile ${k + 1} (${t})`);
      }
      await expect
        .poll(() => page.getByTestId('status-headline').textContent(), WAIT)
        .toBe(totalText);
      for (const w of WINDS)
        expect(await bar.locator(`li[data-seat="${w}"] .hb-bar__amount`).textContent(), w).toBe(
          signed(expected.payments[w]),
        );
      // The full result agrees, and the bar brings it into view.
      expect(await page.locator('.hb-results').getByTestId('total').textContent()).toBe(totalText);

      // Anywhere the palette is on screen, top row to bottom row, the bar is too.
      for (const at of ['start', 'center', 'end'] as const) {
        await page.locator('.hb-palette').evaluate((el, block) => el.scrollIntoView({ block }), at);
        await expectBarInViewWithPalette(page, `with the palette scrolled to the ${at}`);
      }
      await bar.getByRole('button', { name: 'Full result' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id), WAIT)
        .toBe('hb-results-title');
      const heading = await page.locator('#hb-results-title').boundingBox();
      expect(heading && heading.y >= 0 && heading.y < PHONE.height).toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  it('the status bar says whole how many tiles wait in a new meld, beside the full-result button', async () => {
    const variant = getVariant('hong-kong');
    const linked = { ...defaultState(), notation: '123m 456p 789s 11s E' };
    const page = await site.visit(`/hong-kong/score/${encodeState(variant, linked)}`, {
      viewport: PHONE,
    });
    await page.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
    await page.getByRole('radio', { name: 'Exposed meld' }).check();
    const palette = page.getByRole('group', { name: 'Tile palette' });
    for (let k = 0; k < 2; k++)
      await palette.getByRole('button', { name: '5 Bamboo', exact: true }).click();
    const bar = page.getByTestId('status-bar');
    await expect
      .poll(() => bar.locator('.hb-bar__tiles').textContent(), WAIT)
      .toBe('12 / 14 tiles (+2 in meld)');
    const fit = await bar.evaluate((el) => {
      const main = el.querySelector('.hb-bar__main')!;
      const text = el.querySelector('.hb-bar__text')!.getBoundingClientRect();
      const tiles = el.querySelector('.hb-bar__tiles')!.getBoundingClientRect();
      return {
        clipped: main.scrollHeight > main.clientHeight + 1,
        inside: tiles.right <= text.right + 1 && tiles.bottom <= text.bottom + 1,
      };
    });
    expect(fit).toEqual({ clipped: false, inside: true });
  });
});
