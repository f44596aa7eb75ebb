/**
 * A called chow with one real tile and two jokers in the Vietnamese scorer, in Chromium: built
 * by taps it scores as the engine scores `[chow:…]` (not as the pung the same tiles also make),
 * built with the keyboard alone it lands in the notation as a chow, and an impossible one (a
 * joker outside its domain, a joker in a quad) is refused with the engine's reason.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseHand } from '../../src/engine/notation';
import { formatHand } from '../../src/engine/notation-write';
import { scoreHand } from '../../src/engine/score';
import { contextOf, defaultState } from '../../src/share';
import { getVariant } from '../../src/variants';
import { vietnameseTileName } from '../../src/variants/vietnamese/tiles';
import { chooseWithArrows, focusBefore, focused, pressTile, tabTo } from './keyboard-helpers';
import { horizontalOverflow, useSite } from './site-fixture';

const site = useSite();
const WAIT = { timeout: 15_000 };
const variant = getVariant('vietnamese');
// 5 Dots with the dots joker and the numbered-tile joker: a run (All Runs) or a pung of 5 Dots.
const CHOW = '123m 456m 789m 5s [chow:5pJ2J8] @5s';
const PUNG = '123m 456m 789m 5s [5pJ2J8] @5s';

/** Opens the Vietnamese scorer at `viewport` and waits for it, scrolled into view, to hydrate. */
async function open(viewport: { width: number; height: number }): Promise<Page> {
  const page = await site.visit('/vietnamese/score/', { viewport });
  await page.locator('.hb').scrollIntoViewIfNeeded();
  await page.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  return page;
}

/** Taps tiles on the palette with the pointer. */
async function tap(page: Page, codes: readonly string[]) {
  const palette = page.getByRole('group', { name: 'Tile palette' });
  for (const t of codes)
    await palette.getByRole('button', { name: vietnameseTileName(t), exact: true }).click();
}

describe('a joker chow with one real tile, built in the Vietnamese scorer', () => {
  const context = contextOf(defaultState());
  const expected = scoreHand(variant, parseHand(CHOW), context);
  const asPung = scoreHand(variant, parseHand(PUNG), context);

  it('the test hand scores differently as a chow and as a pung, so the score tells which was built', () => {
    expect(expected.total).not.toBe(asPung.total);
  });

  it('tapped as an exposed meld and finished as a chow, it scores as the engine scores [chow:…] (phone width)', async () => {
    const page = await open({ width: 360, height: 780 });
    await page.getByRole('radio', { name: 'Exposed meld' }).check();
    await tap(page, ['5p', 'J2', 'J8']);
    // One real tile and two jokers make either kind: the reader says which.
    await expect
      .poll(() => page.getByRole('button', { name: 'Finish as a pung' }).count(), WAIT)
      .toBe(1);
    await page.getByRole('button', { name: 'Finish as a chow' }).click();
    await expect.poll(() => page.locator('.hb-message').innerText(), WAIT).toMatch(/^Chow of /);
    await page.getByRole('radio', { name: 'Standing tiles' }).check();
    const hand = parseHand(CHOW);
    await tap(page, [...hand.concealed, hand.winningTile!]);
    const results = page.locator('.hb-results');
    await expect
      .poll(() => results.getByTestId('total').innerText(), WAIT)
      .toBe(variant.formatValue!(expected.total));
    const text = await results.innerText();
    for (const p of expected.patterns) expect(text).toContain(p.name);
    expect(await results.getByTestId('viet-jokers').innerText()).toContain(
      `${vietnameseTileName('J2')} stood for`,
    );
    await expect.poll(() => new URL(page.url()).searchParams.get('h'), WAIT).toBe(formatHand(hand));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('built with the keyboard alone (arrow keys on the palette, Tab to the finish button), it is written as a chow', async () => {
    const page = await open({ width: 1280, height: 900 });
    await focusBefore(page, '.hb');
    await tabTo(page, 'input[name="hb-target"]');
    await chooseWithArrows(page, 'meld');
    await tabTo(page, '.hb-palette button[data-row]');
    for (const t of ['5p', 'J2', 'J8']) await pressTile(page, t);
    await tabTo(page, '.hb-pending__actions button:nth-child(2)', true);
    expect((await focused(page)).label).toBe('Finish as a chow');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('#hb-notation-input').inputValue(), WAIT)
      .toBe('[chow:5pJ2J8]');
  });

  it('a joker that cannot stand in the run, or a joker in a quad, is refused with the reason and nothing is added', async () => {
    const page = await open({ width: 1280, height: 900 });
    await page.getByRole('radio', { name: 'Exposed meld' }).check();
    // The bamboo joker cannot stand for a Dots tile in a run of 5 Dots.
    await tap(page, ['5p', 'J3', 'J2']);
    await page.getByRole('button', { name: 'Finish as a chow' }).click();
    await expect.poll(() => page.locator('.hb-message').innerText(), WAIT).toMatch(/J3.*bamboo/);
    expect(await page.locator('#hb-notation-input').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Cancel meld' }).click();
    // A fourth tile makes a kong, and a kong is four real tiles.
    await tap(page, ['5p', '5p', '5p', 'J2']);
    await expect.poll(() => page.locator('.hb-message').innerText(), WAIT).toMatch(/quad/);
    expect(await page.locator('#hb-notation-input').inputValue()).toBe('');
  });
});
