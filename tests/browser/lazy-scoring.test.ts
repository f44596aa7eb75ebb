/**
 * A scorer draws and takes taps with its variant's header, and fetches its scoring part (the
 * catalogue, the counting, the result views) when the reader first builds a hand, or at once when
 * its link holds one: nothing of it is fetched before, the score then shows, and a part that
 * cannot be fetched is said plainly and fetched again on the next action.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DIST, islandCode } from '../../scripts/page-weight';
import { parseHand } from '../../src/engine/notation';
import { scoreHand } from '../../src/engine/score';
import { tileName } from '../../src/engine/tiles';
import { type BuilderState, contextOf, defaultState, encodeState } from '../../src/share';
import { getVariant } from '../../src/variants';
import { useSite } from './site-fixture';

const site = useSite();
const PHONE = { width: 360, height: 740 };
const WAIT = { timeout: 30_000 };

const variant = getVariant('hong-kong');
const HAND = '234m 456p 678s 345s 2p @2p';
const state: BuilderState = { ...defaultState(), notation: HAND, seat: 'S', discarder: 'W' };
const expected = scoreHand(variant, parseHand(HAND), contextOf(state));
const total = `${expected.total} faan`;
/** The same hand tapped on a plain visit: East's, self-drawn. */
const plainTotal = `${scoreHand(variant, parseHand(HAND), contextOf(defaultState())).total} faan`;

/** The island code the scorer page fetches later, by path (/_astro/…): its scoring part and panels. */
const later = () => islandCode('/hong-kong/score/').later;

/** The JavaScript files the page has fetched so far, by path. */
const fetchedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );

async function ready(page: Page) {
  await page.locator('.hb').scrollIntoViewIfNeeded();
  await page.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
}

async function tapHand(page: Page) {
  const palette = page.getByRole('group', { name: 'Tile palette' });
  const parsed = parseHand(HAND);
  for (const t of [...parsed.concealed, parsed.winningTile!])
    await palette.getByRole('button', { name: tileName(t), exact: true }).click();
}

/**
 * Runs `body` on a page of its own opened at `path` with every file the scorer fetches later
 * blocked, as on a lost connection; `unblock` lets them through again.
 */
async function withLaterBlocked(
  path: string,
  body: (page: Page, unblock: () => Promise<void>) => Promise<void>,
) {
  const lazyFiles = later();
  const blocked = (url: URL) => lazyFiles.has(url.pathname);
  const page = await site.browser.newPage({ viewport: PHONE });
  try {
    page.on('pageerror', (e) => site.jsErrors.push(e.message));
    await page.route(blocked, (r) => r.abort('internetdisconnected'));
    await page.goto(new URL(path, site.server.url).href);
    await ready(page);
    await body(page, () => page.unroute(blocked));
  } finally {
    await page.close();
  }
}

describe('the scorer fetches its scoring part when first used', () => {
  it('a plain visit fetches nothing more before the first tap; a tapped hand then shows its score', async () => {
    const lazyFiles = later();
    expect(lazyFiles.size).toBeGreaterThan(0);
    const page = await site.visit('/hong-kong/score/', { viewport: PHONE });
    await ready(page);
    await page.waitForLoadState('load');
    const before = await fetchedScripts(page);
    expect(before.filter((p) => lazyFiles.has(p))).toEqual([]);
    expect(await page.getByTestId('status-headline').textContent()).toBe(
      'Tap tiles or type a hand.',
    );
    await tapHand(page);
    await expect
      .poll(() => page.locator('.hb-results').getByTestId('total').textContent(), WAIT)
      .toBe(plainTotal);
    expect(await page.getByTestId('status-headline').textContent()).toBe(plainTotal);
    const after = await fetchedScripts(page);
    expect(after.filter((p) => lazyFiles.has(p)).length).toBeGreaterThan(0);
    expect(site.jsErrors).toEqual([]);
  });

  it('a link without a hand fetches only its reader before the first tap; the scoring part comes with the tap', async () => {
    const lazyFiles = later();
    // What the first tap of a plain visit fetches: the scoring part.
    const plain = await site.visit('/hong-kong/score/', { viewport: PHONE });
    await ready(plain);
    await tapHand(plain);
    await expect
      .poll(() => plain.locator('.hb-results').getByTestId('total').textContent(), WAIT)
      .toBe(plainTotal);
    const scoringPart = (await fetchedScripts(plain)).filter((p) => lazyFiles.has(p));
    expect(scoringPart.length).toBeGreaterThan(0);

    const linkState = { ...state, notation: '' };
    const page = await site.visit(`/hong-kong/score/${encodeState(variant, linkState)}`, {
      viewport: PHONE,
    });
    await ready(page);
    await page.waitForLoadState('load');
    const reader = (await fetchedScripts(page)).filter((p) => lazyFiles.has(p));
    expect(reader.length).toBeGreaterThan(0);
    // The link was read: its seat and discarder are the hand's context.
    expect(await page.locator('.hb').innerText()).toContain("West's discard");
    await tapHand(page);
    await expect
      .poll(() => page.locator('.hb-results').getByTestId('total').textContent(), WAIT)
      .toBe(total);
    // What the tap fetched beyond the reader: scoring-part files no earlier fetch had brought.
    const withTap = (await fetchedScripts(page)).filter((p) => lazyFiles.has(p));
    const byTap = withTap.filter((p) => !reader.includes(p));
    expect(byTap.length).toBeGreaterThan(0);
    expect(byTap.every((p) => scoringPart.includes(p))).toBe(true);
    expect(site.jsErrors).toEqual([]);
  });

  it('a scorer opened from a share link with a full hand shows the score without any tap', async () => {
    const page = await site.visit(`/hong-kong/score/${encodeState(variant, state)}`, {
      viewport: PHONE,
    });
    await ready(page);
    await expect
      .poll(() => page.locator('.hb-results').getByTestId('total').textContent(), WAIT)
      .toBe(total);
    for (const p of expected.patterns)
      expect(await page.locator('.hb-results').innerText()).toContain(p.name);
    expect(site.jsErrors).toEqual([]);
  });

  it('a scoring part that cannot be fetched is said plainly, never scored, and the next tap fetches it and scores', async () => {
    await withLaterBlocked('/hong-kong/score/', async (page, unblock) => {
      // The first tap fetches the scoring part, which fails; the complete hand is then not scored.
      await tapHand(page);
      const results = page.locator('.hb-results');
      expect(await results.getByRole('alert').textContent(WAIT)).toBe(
        'The counting could not be loaded: check the connection, then tap a tile or press a button again.',
      );
      // Each tap was an action that fetched again: the last fetch fails after the alert from the
      // one before it was drawn, so the bar is read once that last attempt has ended.
      await expect
        .poll(() => page.getByTestId('status-headline').textContent(), WAIT)
        .toBe('Could not load: tap again.');
      expect(await results.getByRole('alert').textContent()).toBe(
        'The counting could not be loaded: check the connection, then tap a tile or press a button again.',
      );
      expect(await results.getByTestId('total').count()).toBe(0);
      expect(await page.locator('.hb-bar__payments').count()).toBe(0);
      await unblock();
      // The next action: take the winning tile back and tap it in again.
      await page.getByRole('button', { name: `Remove the winning tile ${tileName('2p')}` }).click();
      await page
        .getByRole('group', { name: 'Tile palette' })
        .getByRole('button', { name: tileName('2p'), exact: true })
        .click();
      await expect.poll(() => results.getByTestId('total').textContent(), WAIT).toBe(plainTotal);
      expect(await results.getByRole('alert').count()).toBe(0);
      expect(await page.getByTestId('status-headline').textContent()).toBe(plainTotal);
    });
  });

  it('a link whose reader cannot be fetched says so plainly, and the scorer still takes taps', async () => {
    await withLaterBlocked(
      `/hong-kong/score/${encodeState(variant, state)}`,
      async (page, unblock) => {
        expect(await page.locator('.hb').innerText()).toContain(
          'This link could not be read: check the connection, then reload the page.',
        );
        expect(await page.locator('.hb-results').getByTestId('total').count()).toBe(0);
        // The notice box comes with the reader; without it the notice can still be dismissed.
        await page.getByTestId('link-problems').getByRole('button', { name: 'Dismiss' }).click();
        expect(await page.getByTestId('link-problems').count()).toBe(0);
        await unblock();
        await tapHand(page);
        await expect
          .poll(() => page.locator('.hb-results').getByTestId('total').textContent(), WAIT)
          .toBe(plainTotal);
        expect(site.jsErrors).toEqual([]);
      },
    );
  });

  it('typed notation is read once the reader arrives; a reader that cannot be fetched is said, and the next keystroke fetches it', async () => {
    await withLaterBlocked('/hong-kong/score/', async (page, unblock) => {
      const box = page.getByLabel('Hand in notation');
      await box.fill(HAND);
      await box.blur();
      expect(await page.locator('#hb-notation-error').textContent(WAIT)).toBe(
        'The notation could not be read: the reader did not load. Check the connection, then type again.',
      );
      expect(await page.locator('.hb-results').getByTestId('total').count()).toBe(0);
      await unblock();
      await box.press('End');
      await box.press('Space');
      await expect
        .poll(() => page.locator('.hb-results').getByTestId('total').textContent(), WAIT)
        .toBe(plainTotal);
      expect(await page.locator('#hb-notation-error').count()).toBe(0);
      expect(site.jsErrors).toEqual([]);
    });
  });
});

describe("the folded panels' hints come with the panels", () => {
  const vietnamese = getVariant('vietnamese');
  const jokers = vietnamese.options.find((o) => o.id === 'jokerCopies')!;
  const feeder = vietnamese.contextFields!.find((f) => f.id === 'feeder')!;

  it("a scorer's first load carries no option's or context field's hint", () => {
    const { atStart, later } = islandCode('/vietnamese/score/');
    const code = (files: Set<string>) =>
      [...files].map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n');
    // The hints as the bundle writes them (a JSON string, so quotes escaped).
    const written = (s: string) => JSON.stringify(s).slice(1, -1);
    for (const hint of [jokers.description, feeder.description]) {
      expect(code(atStart)).not.toContain(written(hint).slice(0, 40));
      expect(code(later)).toContain(written(hint).slice(0, 40));
    }
  });

  it('opening Table rules on a phone shows each option with its hint, named as its description', async () => {
    const page = await site.visit('/vietnamese/score/', { viewport: PHONE });
    await ready(page);
    await page.locator('.hb-options summary').click();
    const field = page.getByLabel(jokers.label);
    await field.waitFor(WAIT);
    const hintId = await field.getAttribute('aria-describedby');
    expect(await page.locator(`#${hintId}`).textContent()).toBe(jokers.description);
    expect(await page.locator('.hb-options .hb-option .hb-hint').count()).toBe(
      vietnamese.options.length,
    );
    await page.locator('.hb-context summary').click();
    const feederField = page.getByLabel(feeder.label);
    await feederField.waitFor(WAIT);
    const feederHint = await feederField.getAttribute('aria-describedby');
    expect(await page.locator(`#${feederHint}`).textContent()).toBe(feeder.description);
    expect(site.jsErrors).toEqual([]);
  });

  it('hints that cannot be fetched leave the fields working without them', async () => {
    const page = await site.browser.newPage({ viewport: PHONE });
    try {
      page.on('pageerror', (e) => site.jsErrors.push(e.message));
      await page.route(/\/hints-vietnamese\.[^/]*\.js$/, (r) => r.abort('internetdisconnected'));
      await page.goto(new URL('/vietnamese/score/', site.server.url).href);
      await ready(page);
      await page.locator('.hb-options summary').click();
      const field = page.getByLabel(jokers.label);
      await field.waitFor(WAIT);
      expect(await field.getAttribute('aria-describedby')).toBeNull();
      expect(await page.locator('.hb-options .hb-hint').count()).toBe(0);
      await field.selectOption('2');
      await expect
        .poll(() => new URL(page.url()).searchParams.get('o.jokerCopies'), WAIT)
        .toBe('2');
      expect(site.jsErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
