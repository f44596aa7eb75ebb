/**
 * Every variant's hand scorer in Chromium, at a phone's width and at desktop width: a hand
 * built by tapping tiles, and the same hand opened from a share link, show exactly what the
 * engine scores for it (total, patterns and payments), and the 13-tile hand shows its waits.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseHand } from '../../src/engine/notation';
import { scoreHand, waitsOf } from '../../src/engine/score';
import { tileName } from '../../src/engine/tiles';
import { type BuilderState, contextOf, defaultState, encodeState } from '../../src/share';
import { getVariant } from '../../src/variants';
import { useSite } from './site-fixture';

const site = useSite();

/** One winning hand per variant, won by South on West's discard; Sichuan's misses bamboo. */
const CASES: { id: string; hand: string; extra?: Record<string, string> }[] = [
  { id: 'hong-kong', hand: '234m 456p 678s 345s 2p @2p' },
  { id: 'rainbow-dragon', hand: '234m 456p 678s 345s 2p @2p' },
  { id: 'vmc', hand: '234m 456p 678s 345s 2p @2p' },
  { id: 'mcr', hand: '123m 456m 789m 234p 5p @5p' },
  { id: 'sichuan', hand: '123m 456m 789m 234p 5p @5p', extra: { missingSuit: 's' } },
];

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
];

async function open(page: Page, path: string) {
  await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
  await page.locator('.hb').scrollIntoViewIfNeeded();
  await page.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', timeout: 30_000 });
}

for (const c of CASES) {
  const variant = getVariant(c.id);
  const state: BuilderState = { ...defaultState(), notation: c.hand, seat: 'S', discarder: 'W', ...(c.extra ? { extra: c.extra } : {}) };
  const context = { ...contextOf(state), ...(c.extra ?? {}) };
  const expected = scoreHand(variant, parseHand(c.hand), context);
  const hand = parseHand(c.hand);
  const { winningTile: _w, ...waiting } = hand;
  const waits = waitsOf(variant, waiting, context).map((w) => w.tile);

  describe(`${variant.name} scorer`, () => {
    for (const vp of VIEWPORTS) {
      it(`a shared hand shows the engine's score and payments (${vp.name})`, async () => {
        const page = await site.browser.newPage({ viewport: { width: vp.width, height: vp.height } });
        try {
          await open(page, `/${c.id}/score/${encodeState(variant, state)}`);
          const results = page.locator('.hb-results');
          await expect.poll(() => results.getByTestId('total').innerText()).toContain(String(expected.total));
          const text = await results.innerText();
          for (const p of expected.patterns) expect(text).toContain(p.name);
          if (expected.minimumMet) expect(text).toMatch(new RegExp(`\\+${expected.payments.S}\\b`));
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        } finally {
          await page.close();
        }
      });
    }

    it('a hand tapped tile by tile shows its waits, then the same score once the winning tile is tapped', async () => {
      const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
      try {
        const linkState = { ...state, notation: '' };
        await open(page, `/${c.id}/score/${encodeState(variant, linkState)}`);
        const palette = page.getByRole('group', { name: 'Tile palette' });
        for (const t of hand.concealed) await palette.getByRole('button', { name: tileName(t), exact: true }).click();
        const results = page.locator('.hb-results');
        for (const w of waits) await expect.poll(() => results.getByRole('img', { name: tileName(w) }).count()).toBeGreaterThan(0);
        await palette.getByRole('button', { name: tileName(hand.winningTile!), exact: true }).click();
        await expect.poll(() => results.getByTestId('total').innerText()).toContain(String(expected.total));
      } finally {
        await page.close();
      }
    });
  });
}
