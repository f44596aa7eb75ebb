/**
 * The Sichuan deal ledger on /sichuan/deal/ and the missing-suit select on /sichuan/score/,
 * driven in Debian's Chromium against the built site (dist/, or SITE_DIST).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { openContext } from './scorer-helpers';
import { horizontalOverflow, useSite } from './site-fixture';

const WAIT = { timeout: 30_000 };
const site = useSite();

async function open(
  path: string,
  selector: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const page = await site.visit(path, { viewport });
  await page.locator(selector).scrollIntoViewIfNeeded(WAIT);
  await page.locator(`${selector}[data-ready="true"]`).waitFor({ state: 'attached', ...WAIT });
  return page;
}

const balances = async (page: Page) =>
  Object.fromEntries(
    await Promise.all(
      ['E', 'S', 'W', 'N'].map(async (w) => [
        w,
        await page.getByTestId(`balance-${w}`).textContent(),
      ]),
    ),
  );

describe('deal ledger', () => {
  it('loads the worked deal and shows every step and the net result, summing to zero', async () => {
    const page = await open('/sichuan/deal/', '.dl');
    await page.getByRole('button', { name: 'Load the worked example' }).click();
    await expect
      .poll(() => balances(page), WAIT)
      .toEqual({ E: '+43', S: '+45', W: '+16', N: '−104' });
    expect(await page.getByTestId('ledger-step').count()).toBe(5);
    expect(await page.getByTestId('deal-status').textContent()).toContain(
      'the wall ran out); the balances sum to 0',
    );
    const last = await page.getByTestId('ledger-step').nth(4).textContent();
    expect(last).toContain('N → E: 32');
    expect(last).toContain('a flower pig pays 32 to each player who is not a pig');
    // The form is closed once the deal is over.
    expect(await page.getByLabel('What happened').isDisabled()).toBe(true);
    // Undo reopens it, with the balances before the wall's end.
    await page.getByRole('button', { name: 'Undo last event' }).click();
    await expect.poll(() => balances(page), WAIT).toEqual({ E: '+3', S: '+13', W: '−6', N: '−10' });
    expect(site.jsErrors).toEqual([]);
  });

  it('takes events one by one, explains each transfer and refuses a bad event with a message', async () => {
    const page = await open('/sichuan/deal/', '.dl');
    // North (missing characters) declares a concealed kong of 2 Dots: 2 from each of the others.
    await page.getByLabel('What happened').selectOption('kong');
    await page.getByLabel('Who declared it').selectOption('N');
    await page.getByLabel('Kind of kong').selectOption('concealed');
    await page.getByLabel('Tile', { exact: true }).fill('2p');
    await page.getByRole('button', { name: 'Add event' }).click();
    await expect.poll(() => balances(page), WAIT).toEqual({ E: '−2', S: '−2', W: '−2', N: '+6' });
    expect(await page.getByTestId('ledger-step').first().textContent()).toContain(
      'each player still in does',
    );

    // A kong of North's missing suit is refused, and nothing changes. (The form starts afresh after each event.)
    await page.getByLabel('Who declared it').selectOption('N');
    await page.getByLabel('Tile', { exact: true }).fill('5m');
    await page.getByRole('button', { name: 'Add event' }).click();
    const message = page.getByTestId('ledger-message');
    await expect
      .poll(() => message.textContent(), WAIT)
      .toBe("Not added: event 2: N cannot kong 5m (5 Characters): characters is N's missing suit");
    expect(await message.getAttribute('role')).toBe('alert');
    expect(await balances(page)).toEqual({ E: '−2', S: '−2', W: '−2', N: '+6' });

    // South (missing dots) wins on West's discard with a basic bamboo-and-characters hand: West pays 1.
    await page.getByLabel('What happened').selectOption('win');
    await page.getByLabel('Whose tile').selectOption('W');
    await page
      .getByLabel("South's winning hand (leave empty if no win)")
      .fill('123m 456m 789s 45s 22s @6s');
    await page.getByRole('button', { name: 'Add event' }).click();
    await expect.poll(() => balances(page), WAIT).toEqual({ E: '−2', S: '−1', W: '−3', N: '+6' });
    expect(await page.locator('.dl-table th').allTextContents()).toContain('South (won)');
    // South has won, so he is no longer offered as a kong declarer.
    await page.getByLabel('What happened').selectOption('kong');
    expect(await page.getByLabel('Who declared it').locator('option').allTextContents()).toEqual([
      'East',
      'West',
      'North',
    ]);
    expect(site.jsErrors).toEqual([]);
  });

  it('fits a 360 px phone and works from the keyboard', async () => {
    const page = await open('/sichuan/deal/', '.dl', { width: 360, height: 740 });
    await page.getByLabel('Tile', { exact: true }).focus();
    await page.keyboard.type('9s');
    // Tab past the optional wall count to the button, and press it with the keyboard.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add event');
    await page.keyboard.press('Enter');
    await expect.poll(() => balances(page), WAIT).toEqual({ E: '+6', S: '−2', W: '−2', N: '−2' });
    await page.getByRole('button', { name: 'Load the worked example' }).click();
    await expect.poll(() => page.getByTestId('ledger-step').count(), WAIT).toBe(5);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const box = await page.locator('.dl').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    expect(site.jsErrors).toEqual([]);
  });
});

describe('deal ledger in the address (360 × 740)', () => {
  const PHONE = { width: 360, height: 740 };
  const WORKED = { E: '+43', S: '+45', W: '+16', N: '−104' };

  it('a loaded deal survives a reload, and its link opens the same deal in a fresh browser', async () => {
    const page = await open('/sichuan/deal/', '.dl', PHONE);
    // A plain visit leaves the address alone.
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Load the worked example' }).click();
    await expect.poll(() => balances(page), WAIT).toEqual(WORKED);
    await expect.poll(() => new URL(page.url()).searchParams.getAll('e').length, WAIT).toBe(5);
    await page.reload({ waitUntil: 'load' });
    await page.locator('.dl').scrollIntoViewIfNeeded(WAIT);
    await page.locator('.dl[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
    await expect.poll(() => balances(page), WAIT).toEqual(WORKED);
    expect(await page.getByTestId('ledger-step').count()).toBe(5);
    expect(await page.getByTestId('link-problems').count()).toBe(0);
    // Undo shortens the link too, so a reload after it keeps four events.
    await page.getByRole('button', { name: 'Undo last event' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('e').length, WAIT).toBe(4);

    const link = page.url();
    const context = await site.browser.newContext({ viewport: PHONE });
    try {
      const shared = await context.newPage();
      await shared.goto(link, { waitUntil: 'load' });
      await shared.locator('.dl').scrollIntoViewIfNeeded(WAIT);
      await shared.locator('.dl[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      await expect
        .poll(() => balances(shared), WAIT)
        .toEqual({ E: '+3', S: '+13', W: '−6', N: '−10' });
      expect(await shared.getByLabel('West', { exact: true }).inputValue()).toBe('s');
    } finally {
      await context.close();
    }
    expect(site.jsErrors).toEqual([]);
  });

  it('a tampered link says what it could not use, keeps the events before it, and the ledger goes on working', async () => {
    const query =
      '?v=sichuan&ms=mpsm&e=kong.W.exposed.5p.N&e=kong.E.concealed.3s&e=kong.E.sideways.4s&e=kong.N.concealed.2p';
    const page = await open(`/sichuan/deal/${query}`, '.dl', PHONE);
    const problems = page.getByTestId('link-problems');
    await expect
      .poll(() => problems.textContent(), WAIT)
      .toContain('Parts of this link could not be used:');
    expect(await problems.getAttribute('role')).toBe('alert');
    expect(await problems.locator('li').allTextContents()).toEqual([
      'event 3 could not be read (the kind of kong must be exposed, added or concealed, not "sideways"); it and the events after it were left out',
    ]);
    // The two good events are settled: West's exposed kong (2 from North), East's concealed kong (2 from each).
    await expect.poll(() => balances(page), WAIT).toEqual({ E: '+6', S: '−2', W: '0', N: '−4' });
    expect(await page.getByTestId('ledger-step').count()).toBe(2);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The address is not rewritten until the reader changes something; then it holds the good events only.
    expect(new URL(page.url()).searchParams.getAll('e')).toHaveLength(4);
    await page.getByRole('button', { name: 'Undo last event' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.getAll('e'), WAIT)
      .toEqual(['kong.W.exposed.5p.N']);
    expect(site.jsErrors).toEqual([]);
  });
});

describe('Sichuan hand scorer', () => {
  it('asks for the missing suit in words before scoring, scores with it and refuses a hand holding it', async () => {
    const page = await open('/sichuan/score/', '.hb');
    await page.getByLabel('Hand in notation').fill('123p 456p 789s 45s 22s @6s');
    await openContext(page);
    await page.getByLabel('How you won').selectOption({ label: 'Discarded by West' });
    // Asked in words, before any scoring: no engine field name on the page.
    const asked = 'Choose the missing suit under “How the hand was won” to score this hand.';
    await expect.poll(() => page.locator('.hb-results .hb-status').textContent(), WAIT).toBe(asked);
    expect(await page.getByTestId('engine-error').count()).toBe(0);
    expect(await page.getByTestId('status-headline').textContent()).toBe(asked);
    await page.getByLabel('Missing suit').selectOption('m');
    await expect.poll(() => page.getByTestId('total').textContent(), WAIT).toBe('0 fan');
    await expect.poll(() => new URL(page.url()).searchParams.get('x.missingSuit'), WAIT).toBe('m');
    await page.getByLabel('Missing suit').selectOption('s');
    await expect
      .poll(() => page.getByTestId('engine-error').textContent(), WAIT)
      .toContain('a hand holding its missing suit cannot win');
    expect(site.jsErrors).toEqual([]);
    // A share link restores the missing suit.
    const again = await open(
      '/sichuan/score/?v=sichuan&h=123p456p789s45s22s%406s&x.missingSuit=m',
      '.hb',
    );
    // The panel's form is fetched as it opens; the suit from the link is waiting in it.
    await openContext(again);
    expect(await again.getByLabel('Missing suit').inputValue()).toBe('m');
    expect(site.jsErrors).toEqual([]);
  });
});

describe('Sichuan pages are accessible (axe-core)', () => {
  for (const path of [
    '/sichuan/',
    '/sichuan/deal/',
    '/sichuan/score/',
    '/sichuan/patterns/root/',
  ]) {
    it(`${path} has no serious or critical violation once its islands have hydrated`, async () => {
      const page = await site.visit(path, { viewport: { width: 1280, height: 900 } });
      // axe reads colours and sizes from the finished page.
      await page.waitForLoadState('load');
      const island = page.locator('astro-island');
      if (await island.count()) {
        await island.first().scrollIntoViewIfNeeded();
        await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, WAIT);
      }
      const serious = await seriousViolations(page, '{ exclude: [["button[data-open-modal]"]] }');
      expect(serious).toEqual([]);
    });
  }
});
