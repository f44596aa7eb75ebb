/**
 * The Vietnamese running bank in Chromium: hands entered from the keyboard move the engine's
 * payments between 300-point pools, the dealer stays on his own win or a draw and passes
 * otherwise, a refused hand leaves the books alone, undo takes the last hand back, and the whole
 * game survives a reload through the address. At a phone's width nothing overflows.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseHand } from '../../src/engine/notation';
import { scoreHand } from '../../src/engine/score';
import { getVariant } from '../../src/variants';
import { announcements, clearAnnouncements, recordAnnouncements } from './keyboard-helpers';
import { horizontalOverflow, useSite } from './site-fixture';

const site = useSite();
const WAIT = { timeout: 15_000 };
const variant = getVariant('vietnamese');
const HAND = '12mJ4 456p 789s 222s 5p @5p';

async function open(page: Page, query = '') {
  await page.goto(`${site.server.url}/vietnamese/bank/${query}`, { waitUntil: 'load' });
  await page.locator('.rb').scrollIntoViewIfNeeded();
  await page.locator('.rb[data-ready="true"]').waitFor({ state: 'attached', timeout: 30_000 });
}
const balances = (page: Page) =>
  Promise.all([1, 2, 3, 4].map((p) => page.getByTestId(`balance-${p}`).innerText().then(Number)));

describe('running bank', () => {
  // Player 2 sits South under the first dealer; Player 3 (West) discards.
  const expected = scoreHand(variant, parseHand(HAND), { seat: 'S', discarder: 'W', round: 'E' });

  it("a win entered from the keyboard moves the engine's payments, the new balances are announced, and the deal passes; a draw keeps it; undo takes it back", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await recordAnnouncements(page);
      await open(page);
      expect(await balances(page)).toEqual([300, 300, 300, 300]);
      await expect
        .poll(() => page.getByTestId('next-dealer').innerText(), WAIT)
        .toContain('Player 1 deals hand 1');
      await page.locator('#rb-winner').focus();
      await page.keyboard.press('ArrowDown'); // Player 2
      await page.locator('#rb-from').selectOption('2'); // Player 3
      await page.locator('#rb-hand').focus();
      await page.keyboard.type(HAND);
      await clearAnnouncements(page);
      await page.keyboard.press('Enter');
      const after = [
        300 + expected.payments.E,
        300 + expected.payments.S,
        300 + expected.payments.W,
        300 + expected.payments.N,
      ];
      await expect.poll(() => balances(page), WAIT).toEqual(after);
      // The table is not a live region: the status line says every new balance, with the next dealer.
      const said = after.map((b, p) => `Player ${p + 1} ${b}`).join(', ');
      await expect
        .poll(() => announcements(page), WAIT)
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(
              new RegExp(`Player 2 deals hand 2 \\(East\\)\\. Balances: ${said}\\.$`),
            ),
          ]),
        );
      await expect
        .poll(() => page.getByTestId('next-dealer').innerText(), WAIT)
        .toContain('Player 2 deals hand 2');

      await page.locator('#rb-kind').selectOption('draw');
      await page.getByRole('button', { name: 'Add hand 2' }).press('Enter');
      await expect
        .poll(() => page.getByTestId('next-dealer').innerText(), WAIT)
        .toContain('Player 2 deals hand 3');
      expect(await page.getByTestId('bank-step').count()).toBe(2);

      // The address holds the game: a reload shows the same books.
      await page.reload({ waitUntil: 'load' });
      await page.locator('.rb[data-ready="true"]').waitFor({ state: 'attached', timeout: 30_000 });
      await expect.poll(() => page.getByTestId('bank-step').count(), WAIT).toBe(2);

      await page.getByRole('button', { name: 'Undo last hand' }).press('Enter');
      await expect.poll(() => page.getByTestId('bank-step').count(), WAIT).toBe(1);
      await expect
        .poll(() => page.getByTestId('next-dealer').innerText(), WAIT)
        .toContain('Player 2 deals hand 2');
      expect(new URL(page.url()).searchParams.getAll('hand')).toHaveLength(1);
    } finally {
      await page.close();
    }
  });

  it('a hand the engine refuses is not added and the message says why (phone width, no overflow)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 360, height: 780 } });
    try {
      await open(page);
      await page.locator('#rb-hand').fill('123m 456p 789s 224s 5p @5p');
      await page.getByRole('button', { name: 'Add hand 1' }).click();
      await expect
        .poll(() => page.getByTestId('bank-message').innerText(), WAIT)
        .toMatch(/^Not added: /);
      expect(await page.getByTestId('bank-step').count()).toBe(0);
      expect(await balances(page)).toEqual([300, 300, 300, 300]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await page.close();
    }
  });
});
