/**
 * The hand builder island on /hong-kong/score/, driven in Debian's Chromium against the built
 * site in dist/ (run `npm run build` first; `npm test` does).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseHand } from '../../src/engine/notation';
import { formatHand } from '../../src/engine/notation-write';
import { waitsOf } from '../../src/engine/score';
import { tileName } from '../../src/engine/tiles';
import { contextOf, defaultState } from '../../src/share';
import { hongKong } from '../../src/variants/hong-kong';
import { openContext } from './scorer-helpers';
import { useSite } from './site-fixture';

const SCORE_PAGE = '/hong-kong/score/';
const WAIT = { timeout: 30_000 };

const site = useSite();

/** Opens the score page (with an optional query) and waits until the island has hydrated. */
async function openBuilder(query = '', viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await site.visit(`${SCORE_PAGE}${query}`, { viewport });
  // client:visible hydrates the island once it scrolls into view (below the fold on a phone).
  await page.locator('.hb').scrollIntoViewIfNeeded(WAIT);
  await page.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
  return page;
}

const palette = (page: Page) => page.getByRole('group', { name: 'Tile palette' });
const tileButton = (page: Page, name: string): Locator =>
  palette(page).getByRole('button', { name, exact: true });
const results = (page: Page) => page.locator('.hb-results');
const notation = (page: Page) => page.getByLabel('Hand in notation');

async function tap(page: Page, names: string[]) {
  for (const name of names) await tileButton(page, name).click();
}

describe('hand builder', () => {
  it('scores a hand built by tapping tiles, won on a discard', async () => {
    const page = await openBuilder();
    await tap(page, [
      '2 Characters',
      '3 Characters',
      '4 Characters',
      '4 Dots',
      '5 Dots',
      '6 Dots',
      '6 Bamboo',
      '7 Bamboo',
      '8 Bamboo',
      '3 Bamboo',
      '4 Bamboo',
      '5 Bamboo',
      '2 Dots',
    ]);
    await expect
      .poll(() => page.getByTestId('tile-count').textContent(), WAIT)
      .toBe('13 / 14 tiles');
    // 13 tiles: the results list the wait before the winning tile is chosen.
    await expect
      .poll(() => results(page).locator('.hb-wait__name').allTextContents(), WAIT)
      .toEqual(['2 Dots']);

    // The 14th tap becomes the winning tile.
    await tileButton(page, '2 Dots').click();
    await expect.poll(() => notation(page).inputValue(), WAIT).toBe('234m2456p345678s @2p');

    await openContext(page);
    await page.getByLabel('Your seat').selectOption('S');
    const how = page.getByLabel('How you won');
    // The winner's own seat is never offered as the discarder.
    expect(await how.locator('option').allTextContents()).toEqual([
      'Self-drawn',
      'Discarded by East',
      'Discarded by West',
      'Discarded by North',
    ]);
    await how.selectOption({ label: 'Discarded by West' });
    // The folded summary says the same in one line.
    expect(await page.getByTestId('context-summary').textContent()).toBe(
      "South · East round · West's discard",
    );

    await expect.poll(() => page.getByTestId('total').textContent(), WAIT).toBe('3 faan');
    const patterns = await results(page).locator('.hb-patterns tbody th').allTextContents();
    expect(patterns).toEqual(expect.arrayContaining(['All Chows', 'Concealed Hand', 'No Flowers']));
    expect(await page.getByTestId('minimum').textContent()).toContain('Meets the 3 faan minimum');
    const payments = await results(page)
      .locator('.hb-payments tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => [r.getAttribute('data-seat'), r.querySelector('td')?.textContent]),
      );
    expect(Object.fromEntries(payments)).toEqual({ E: '0', S: '+24', W: '−24', N: '0' });

    // The address carries the state, so a reload shows the same hand.
    const search = new URL(page.url()).searchParams;
    expect(search.get('h')).toBe('234m2456p345678s @2p');
    expect(search.get('seat')).toBe('S');
    expect(search.get('from')).toBe('W');
    expect(site.jsErrors).toEqual([]);
  });

  it("shows the engine's error for a fifth copy of a tile, and a notation error, without crashing", async () => {
    const page = await openBuilder();
    await notation(page).fill('11111m234p567s EE @E');
    await expect
      .poll(() => page.getByTestId('engine-error').textContent(), WAIT)
      .toBe('5 copies of 1m (1 Characters): the 144-tile Chinese set has only 4');
    // The palette knows the set is used up.
    expect(await tileButton(page, '1 Characters').getAttribute('aria-disabled')).toBe('true');

    await notation(page).fill('123m Q');
    const alert = page.locator('#hb-notation-error');
    await expect.poll(() => alert.getAttribute('role'), WAIT).toBe('alert');
    expect(await alert.textContent()).toContain('unexpected "Q"');

    // Taps still work and replace the unreadable text with the hand they build.
    await notation(page).fill('');
    await tap(page, ['Red Dragon', 'Red Dragon']);
    await expect.poll(() => notation(page).inputValue(), WAIT).toBe('RDRD');
    expect(site.jsErrors).toEqual([]);
  });

  it('lists the problems of a tampered share link and keeps working', async () => {
    const page = await openBuilder('?v=hong-kong&h=ZZZ&seat=Q&cv=0');
    const notice = page.getByTestId('link-problems');
    await notice.waitFor(WAIT);
    const problems = await notice.locator('li').allTextContents();
    expect(problems.some((p) => p.startsWith('the hand in the link could not be read'))).toBe(true);
    expect(problems).toContain('seat "Q" is not a wind (E, S, W or N); using E');
    expect(await notice.locator('.hb-notice__version').textContent()).toContain(
      'version 0 of the Hong Kong rules',
    );
    expect(await notation(page).inputValue()).toBe('ZZZ');
    expect(await page.locator('#hb-notation-error').textContent()).toContain('"Z"');

    // The builder still works: a tap builds a hand and rewrites the link.
    await tap(page, ['1 Characters', '9 Characters']);
    await expect.poll(() => notation(page).inputValue(), WAIT).toBe('19m');
    await expect.poll(() => new URL(page.url()).searchParams.get('h'), WAIT).toBe('19m');
    expect(await page.getByTestId('tile-count').textContent()).toBe('2 / 14 tiles');
    expect(site.jsErrors).toEqual([]);
  });

  it('shows the waits of a 13-tile hand, and "not ready" when there are none', async () => {
    const page = await openBuilder();
    await notation(page).fill('234m456p678s34s22p');
    await expect
      .poll(() => results(page).locator('.hb-wait__name').allTextContents(), WAIT)
      .toEqual(['2 Bamboo', '5 Bamboo']);
    const waits = await results(page).locator('.hb-wait').allTextContents();
    expect(waits.every((w) => /\d+ faan/.test(w) && w.includes('meets the minimum'))).toBe(true);
    // Each wait lists the patterns it would score, with their values, as the engine scores them.
    const engine = waitsOf(hongKong, parseHand('234m456p678s34s22p'), contextOf(defaultState()));
    for (const w of engine) {
      const listed = await results(page)
        .getByRole('list', { name: `Patterns on ${tileName(w.tile)}` })
        .locator('li')
        .allTextContents();
      expect(listed).toEqual(
        w.result.patterns.map(
          (p) => `${p.name} ${p.value} faan${p.count > 1 ? ` × ${p.count}` : ''}`,
        ),
      );
      expect(listed.length).toBeGreaterThan(0);
    }
    // Each wait is drawn as a tile with its name for screen readers.
    expect(await results(page).getByRole('img', { name: '5 Bamboo' }).count()).toBe(1);

    await notation(page).fill('159m159p159s ESWN');
    await expect
      .poll(() => page.getByTestId('not-ready').textContent(), WAIT)
      .toContain('Not ready');
  });

  it('explains excluded patterns, follows the table options and pays out a self-drawn win', async () => {
    const page = await openBuilder();
    await notation(page).fill('RDRDRD GDGDGD WD 123m456m @WD');
    await expect.poll(() => page.getByTestId('total').textContent(), WAIT).toBe('11 faan');
    const excluded = await results(page).locator('.hb-excluded li').allTextContents();
    expect(excluded).toHaveLength(1);
    expect(excluded[0]).toMatch(
      /^Dragon Pung, excluded by Little Three Dragons: Little Three Dragons already counts/,
    );
    const payments = await results(page)
      .locator('.hb-payments tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => [r.getAttribute('data-seat'), r.querySelector('td')?.textContent]),
      );
    expect(Object.fromEntries(payments)).toEqual({
      E: '+6144',
      S: '−2048',
      W: '−2048',
      N: '−2048',
    });

    await page.locator('.hb-options summary').click();
    await page.getByLabel('Faan cap (limit)').fill('8');
    await expect.poll(() => page.getByTestId('total').textContent(), WAIT).toBe('8 faan');
    expect(await results(page).locator('.hb-total').textContent()).toContain('capped from 11');
    await expect.poll(() => new URL(page.url()).searchParams.get('o.cap'), WAIT).toBe('8');
    // A minimum above the cap is the engine's error, shown, not thrown.
    await page.getByLabel('Minimum faan to win').fill('9');
    await expect
      .poll(() => page.getByTestId('engine-error').textContent(), WAIT)
      .toContain('cannot be above the cap');
    expect(site.jsErrors).toEqual([]);
  });

  it('builds melds, routes bonus tiles and removes tiles', async () => {
    const page = await openBuilder();
    await page.getByRole('radio', { name: 'Exposed meld' }).check();
    await tap(page, ['Red Dragon', 'Red Dragon', 'Red Dragon']);
    await page.getByRole('button', { name: 'Finish meld' }).click();
    // A finished meld sends taps back to the standing tiles: the next meld is chosen again.
    expect(await page.getByRole('radio', { name: 'Standing tiles' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Exposed meld' }).check();
    await tap(page, ['1 Dots', '3 Dots', '5 Dots']);
    await page.getByRole('button', { name: 'Finish meld' }).click();
    await expect
      .poll(() => page.locator('.hb-message').textContent(), WAIT)
      .toContain('is not a chow');
    await page.getByRole('button', { name: 'Cancel meld' }).click();
    await page.getByRole('radio', { name: 'Concealed kong' }).check();
    await tap(page, ['West Wind', 'Flower 1 (Plum)']);
    await expect.poll(() => notation(page).inputValue(), WAIT).toBe('[RDRDRD] {WWWW} +F1');

    await page
      .getByRole('button', {
        name: 'Remove the exposed pung of Red Dragon, Red Dragon, Red Dragon',
      })
      .click();
    await expect.poll(() => notation(page).inputValue(), WAIT).toBe('{WWWW} +F1');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(() => notation(page).inputValue(), WAIT).toBe('');
  });

  it('after Finish meld, taps go back to the standing tiles: 1m 2m 3m then 4m is no four-tile meld', async () => {
    const page = await openBuilder();
    await page.getByRole('radio', { name: 'Exposed meld' }).check();
    await tap(page, ['1 Characters', '2 Characters', '3 Characters']);
    await page.getByRole('button', { name: 'Finish meld' }).click();
    await expect
      .poll(() => page.locator('.hb-message').textContent(), WAIT)
      .toContain('Taps go to the standing tiles again.');
    expect(await page.getByRole('radio', { name: 'Standing tiles' }).isChecked()).toBe(true);
    await tap(page, ['4 Characters']);
    await expect
      .poll(() => notation(page).inputValue(), WAIT)
      .toBe(formatHand(parseHand('4m [123m]')));
    // No meld is being collected any more.
    expect(await page.getByRole('group', { name: 'Meld being built' }).count()).toBe(0);
    expect(await page.getByTestId('tile-count').textContent()).toBe('4 / 14 tiles');
    expect(site.jsErrors).toEqual([]);
  });

  it('works from the keyboard and fits a 360 px screen', async () => {
    const page = await openBuilder('', { width: 360, height: 740 });
    const first = tileButton(page, '1 Characters');
    await first.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => notation(page).inputValue(), WAIT).toBe('12m2p');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await palette(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  });
});
