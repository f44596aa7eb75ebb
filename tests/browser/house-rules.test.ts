/**
 * Issue 7, house rules: a club builds its rules, the link opens a page of exactly those rules in
 * a fresh browser (nothing but the link carries them), a hand scores under them, and the page
 * prints without the site's navigation. Tampered links show what they could not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { applyHouseRules, emptyHouseRules } from '../../src/engine/house-rules';
import { parseHand } from '../../src/engine/notation';
import { scoreHand } from '../../src/engine/score';
import { encodeHouseLink, parseHouseLink, readHouseRules } from '../../src/house-rules-link';
import { hongKong } from '../../src/variants/hong-kong';
import { vmc } from '../../src/variants/vmc';
import { openContext } from './scorer-helpers';
import { DIST } from './serve';
import { useSite } from './site-fixture';

const site = useSite();
const WAIT = { timeout: 30_000 };
const CLUB = 'Tuesday Tiles <b>& Co</b>';
const HAND = '234m 456p 678s 345s 2p @2p';
const CONTEXT = { seat: 'S', round: 'E', discarder: 'W' } as const;

async function freshPage(browser: Browser, url: string): Promise<Page> {
  // A new context shares nothing (storage, cache, history) with the page that made the link.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load', ...WAIT });
  return page;
}

async function openBuilder(browser: Browser): Promise<Page> {
  const page = await freshPage(browser, `${site.server.url}/house-rules/`);
  await page.locator('.hr-builder[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
  return page;
}

/** The built file (/_astro/<name>.js) that holds the scorer's result views: its patterns table. */
function resultViewsFile(): string {
  const dir = join(DIST, '_astro');
  const found = readdirSync(dir).filter(
    (f) => f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes('hb-patterns'),
  );
  expect(found).toHaveLength(1);
  return `/_astro/${found[0]}`;
}

const row = (page: Page, id: string) => page.locator(`.hr-edit tr[data-pattern="${id}"]`);
const linkBody = (link: string) => new URL(link).hash;
const b64 = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');

describe('house rules', () => {
  it('a club builds its rules, opens the link in a fresh browser, scores a hand under them and prints them without the navigation', async () => {
    const builder = await openBuilder(site.browser);
    let link: string;
    try {
      await builder.getByLabel('Variant').selectOption('hong-kong');
      await builder.locator('#hb-opt-minimum').fill('4');
      await builder.locator('#hb-opt-cap').fill('10');
      await row(builder, 'all-pungs').getByRole('checkbox').uncheck();
      await row(builder, 'all-chows').getByLabel('All Chows: club value').fill('3');
      await builder.getByLabel('Club name').fill(CLUB);
      await expect.poll(() => builder.locator('#hr-link').count(), WAIT).toBe(1);
      link = await builder.locator('#hr-link').inputValue();
      expect(link.startsWith(`${site.server.url}/house-rules/view/#r=`)).toBe(true);
    } finally {
      await builder.context().close();
    }

    // What the link says, read by the engine: the test's expectations come from the same rules.
    const read = readHouseRules(hongKong, parseHouseLink(linkBody(link)));
    expect(read.problems).toEqual([]);
    expect(read.rules).toMatchObject({
      club: CLUB,
      options: { minimum: 4, cap: 10 },
      off: ['all-pungs'],
      values: { 'all-chows': 3 },
    });
    const house = applyHouseRules(hongKong, read.rules);
    const expected = scoreHand(house.variant, parseHand(HAND), CONTEXT);
    const published = scoreHand(hongKong, parseHand(HAND), CONTEXT);
    expect(expected.total).toBe(published.total + 2);

    const page = await freshPage(site.browser, link);
    try {
      await page.locator('.hr-view[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      // The club's name is text, never markup.
      expect(await page.getByTestId('hr-club').textContent()).toBe(CLUB);
      expect(await page.getByTestId('hr-club').locator('b').count()).toBe(0);
      expect(await page.getByTestId('hr-problems').count()).toBe(0);

      const options = page.getByTestId('hr-options');
      expect(await options.locator('tr[data-option="minimum"] td').first().innerText()).toContain(
        '4',
      );
      expect(await options.locator('tr[data-option="cap"] td').first().innerText()).toContain('10');
      const patterns = page.getByTestId('hr-patterns');
      expect(
        await patterns.locator('tr[data-pattern="all-pungs"]').getAttribute('data-state'),
      ).toBe('off');
      expect(await patterns.locator('tr[data-pattern="all-pungs"] td').first().innerText()).toBe(
        'Not played',
      );
      expect(
        await patterns.locator('tr[data-pattern="all-chows"]').getAttribute('data-state'),
      ).toBe('revalued');
      expect(await patterns.locator('tr[data-pattern="all-chows"] td').first().innerText()).toBe(
        '3',
      );
      // The payout table runs from the club's minimum to its cap.
      expect(await page.getByTestId('hr-payouts').locator('tbody th').allInnerTexts()).toEqual([
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
        '10',
      ]);

      // The live scorer plays by the club's rules.
      const scorer = page.locator('.hr-scorer');
      await scorer.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      expect(await scorer.locator('.hb-options').count()).toBe(0);
      // As on a scorer page, the result views come with the first hand, not with the page: the
      // file that draws the patterns that count is fetched only then.
      const views = resultViewsFile();
      const fetched = () =>
        page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
      expect((await fetched()).filter((url) => url.endsWith(views))).toEqual([]);
      await scorer.getByLabel('Hand in notation').fill(HAND);
      // How the hand was won is folded behind its one-line summary.
      await openContext(scorer);
      await scorer.getByLabel('Your seat').selectOption('S');
      await scorer.getByLabel('How you won').selectOption({ label: 'Discarded by West' });
      const results = scorer.locator('.hb-results');
      await expect
        .poll(() => results.getByTestId('total').innerText(), WAIT)
        .toBe(`${expected.total} faan`);
      expect((await fetched()).filter((url) => url.endsWith(views)).length).toBe(1);
      expect(
        await results
          .locator('.hb-patterns tr', { hasText: 'All Chows' })
          .locator('td')
          .first()
          .innerText(),
      ).toBe('3 faan');
      expect(await results.getByTestId('minimum').innerText()).toBe('Meets the 4 faan minimum.');
      expect(await results.locator('tr[data-seat="S"] td').innerText()).toBe(
        `+${expected.payments.S}`,
      );
      expect(await results.locator('tr[data-seat="W"] td').innerText()).toBe(
        `−${-expected.payments.W}`,
      );

      // On screen the site's navigation is there; in print only the rules are.
      const nav = ['header.header', 'nav.sidebar', '.pagination-links', 'footer', '.mj-credit'];
      expect(await page.locator('header.header').isVisible()).toBe(true);
      await page.emulateMedia({ media: 'print' });
      for (const selector of nav) {
        for (const el of await page.locator(selector).all())
          expect(await el.isVisible(), `${selector} is printed`).toBe(false);
      }
      expect(await page.getByRole('button', { name: 'Print these rules' }).isVisible()).toBe(false);
      expect(await scorer.isVisible()).toBe(false);
      expect(await page.getByTestId('hr-club').isVisible()).toBe(true);
      expect(await patterns.isVisible()).toBe(true);
      expect(await page.getByTestId('hr-options').isVisible()).toBe(true);
      expect(await page.getByTestId('hr-payouts').isVisible()).toBe(true);
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await page.context().close();
    }
  });

  it("on a phone, a club's switched-off seven pairs is not a win and the scorer says why; the sheet shows values as the club's cap leaves them", async () => {
    const rules = {
      ...emptyHouseRules(hongKong),
      club: 'Pairless Club',
      off: ['seven-pairs'],
      options: { cap: 10 },
    };
    const context = await site.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    try {
      await page.goto(`${site.server.url}/house-rules/view/${encodeHouseLink(rules)}`, {
        waitUntil: 'load',
        ...WAIT,
      });
      await page.locator('.hr-view[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      const patterns = page.getByTestId('hr-patterns');
      expect(await patterns.locator('tr[data-pattern="seven-pairs"] td').first().innerText()).toBe(
        'Not played',
      );
      // Thirteen Orphans is a limit hand: worth the club's cap of 10, not the published 13.
      expect(
        await patterns.locator('tr[data-pattern="thirteen-orphans"] td').first().innerText(),
      ).toBe("10 (the club's cap; 13 without it)");
      expect(
        await patterns.locator('tr[data-pattern="thirteen-orphans"] td').nth(1).innerText(),
      ).toBe('13');
      expect(
        await page.locator('.hr-section', { has: patterns }).locator('p').first().innerText(),
      ).toContain(
        'A hand of a shape the club does not play (Seven Pairs) is not a winning hand at all.',
      );

      const scorer = page.locator('.hr-scorer');
      await scorer.scrollIntoViewIfNeeded(WAIT);
      await scorer.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      await scorer.getByLabel('Hand in notation').fill('1133m 5577p 99s EE RD @RD');
      await openContext(scorer);
      await scorer.getByLabel('How you won').selectOption({ label: 'Discarded by West' });
      await expect
        .poll(() => scorer.getByTestId('engine-error').innerText(), WAIT)
        .toContain("not a winning hand under Pairless Club's rules: they do not play Seven Pairs");
      // The same tiles under the published rules win with Seven Pairs.
      const published = scoreHand(hongKong, parseHand('1133m 5577p 99s EE RD @RD'), CONTEXT);
      expect(published.patterns.map((p) => p.id)).toContain('seven-pairs');
    } finally {
      await context.close();
    }
  });

  it('a tampered link shows each part it could not read and falls back to the published rule for it', async () => {
    const body = {
      f: 1,
      v: 'hong-kong',
      cv: 0,
      n: '<img src=x onerror="document.body.dataset.hacked=1">',
      o: { minimum: 99, cap: 8 },
      off: ['flying-pigs'],
      val: { 'all-chows': 'lots', 'half-flush': 4 },
    };
    const page = await freshPage(
      site.browser,
      `${site.server.url}/house-rules/view/#r=${b64(body)}`,
    );
    try {
      await page.locator('.hr-view[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      const notice = await page.getByTestId('hr-problems').innerText();
      expect(notice).toContain('version 0 of the Hong Kong catalogue; the site now uses version 1');
      expect(notice).toContain(
        'the table rule “Minimum faan to win” is 99; it cannot be above 13; using 3',
      );
      expect(notice).toContain('Hong Kong has no pattern "flying-pigs"; it cannot be switched off');
      expect(notice).toContain(
        'All Chows: the club value must be a whole number (got "lots"); using the published 1',
      );
      expect(await page.getByTestId('hr-club').textContent()).toBe(body.n);
      expect(await page.locator('[data-testid="hr-club"] img').count()).toBe(0);
      expect(await page.evaluate(() => document.body.dataset.hacked)).toBeUndefined();
      // What could be read still applies; what could not is the published rule.
      const options = page.getByTestId('hr-options');
      expect(await options.locator('tr[data-option="minimum"] td').first().innerText()).toBe('3');
      expect(await options.locator('tr[data-option="cap"] td').first().innerText()).toContain('8');
      const patterns = page.getByTestId('hr-patterns');
      expect(
        await patterns.locator('tr[data-pattern="all-chows"]').getAttribute('data-state'),
      ).toBe('published');
      expect(await patterns.locator('tr[data-pattern="half-flush"] td').first().innerText()).toBe(
        '4',
      );
    } finally {
      await page.context().close();
    }
  });

  it('a link that cannot be read at all, or names no known variant, says so and points to the builder', async () => {
    for (const [hash, message] of [
      ['#r=not-json', 'could not be read'],
      [`#r=${b64({ f: 1, v: 'klondike', cv: 1 })}`, 'this site has no variant "klondike"'],
    ]) {
      const page = await freshPage(site.browser, `${site.server.url}/house-rules/view/${hash}`);
      try {
        await page.locator('.hr-view[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
        expect(await page.getByTestId('hr-problems').innerText()).toContain(message);
        expect(
          await page.getByRole('link', { name: 'house-rule builder' }).getAttribute('href'),
        ).toBe('/house-rules/');
        expect(await page.getByTestId('hr-patterns').count()).toBe(0);
      } finally {
        await page.context().close();
      }
    }
  });

  it("the page's link back to the builder opens the builder on the same rules, ready to change", async () => {
    const rules = {
      f: 1,
      v: 'vmc',
      cv: 1,
      n: 'Back Again',
      o: { settlement: 'classical' },
      off: ['seven-pairs'],
      val: { 'half-flush': 4 },
    };
    const page = await freshPage(
      site.browser,
      `${site.server.url}/house-rules/view/#r=${b64(rules)}`,
    );
    try {
      await page.locator('.hr-view[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      await page.getByRole('link', { name: 'Change these rules in the builder' }).click();
      await page.locator('.hr-builder[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      expect(await page.getByLabel('Variant').inputValue()).toBe('vmc');
      expect(await page.getByLabel('Club name').inputValue()).toBe('Back Again');
      expect(await page.locator('#hb-opt-settlement').inputValue()).toBe('classical');
      expect(await row(page, 'seven-pairs').getByRole('checkbox').isChecked()).toBe(false);
      expect(await row(page, 'half-flush').getByRole('spinbutton').inputValue()).toBe('4');
      const read = readHouseRules(
        vmc,
        parseHouseLink(linkBody(await page.locator('#hr-link').inputValue())),
      );
      expect(read.rules).toMatchObject({
        club: 'Back Again',
        options: { settlement: 'classical' },
        off: ['seven-pairs'],
        values: { 'half-flush': 4 },
      });
    } finally {
      await page.context().close();
    }
  });

  it('the builder works from the keyboard alone, and refuses a value out of range until it is fixed', async () => {
    const page = await openBuilder(site.browser);
    try {
      await page.getByLabel('Variant').focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('hr-club-name');
      await page.keyboard.type('Keys Club');

      await row(page, 'seven-pairs').getByRole('checkbox').focus();
      await page.keyboard.press('Space');
      expect(await row(page, 'seven-pairs').getByRole('checkbox').isChecked()).toBe(false);
      expect(await row(page, 'seven-pairs').getByRole('spinbutton').isDisabled()).toBe(true);

      const value = row(page, 'all-chows').getByRole('spinbutton');
      await value.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('99');
      await expect
        .poll(() => page.getByTestId('hr-rule-problems').innerText(), WAIT)
        .toContain('All Chows: "99" is not a value from 1 to 13');
      expect(await page.locator('#hr-link').count()).toBe(0);
      await page.keyboard.press('Control+A');
      await page.keyboard.type('2');
      await expect.poll(() => page.locator('#hr-link').count(), WAIT).toBe(1);

      // Tab on to the copy button and press it.
      let onCopy = false;
      for (let i = 0; i < 400 && !onCopy; i++) {
        await page.keyboard.press('Tab');
        onCopy = await page.evaluate(
          () => document.activeElement?.textContent?.trim() === 'Copy link',
        );
      }
      expect(onCopy).toBe(true);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator('.hr-result [role="status"]').innerText(), WAIT)
        .toMatch(/Link copied|Copying was blocked/);

      const read = readHouseRules(
        hongKong,
        parseHouseLink(linkBody(await page.locator('#hr-link').inputValue())),
      );
      expect(read.rules).toMatchObject({
        club: 'Keys Club',
        off: ['seven-pairs'],
        values: { 'all-chows': 2 },
      });
    } finally {
      await page.context().close();
    }
  });
});
