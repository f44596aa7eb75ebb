/**
 * The practice pages on a 360 px phone, driven in Chromium against the built site in dist/ (run
 * `npm run build` first): the link's seed deals the same hand on every load and another seed
 * another; a wrong total shows the engine's breakdown with the pattern that was missed; the waits
 * drill accepts exactly the engine's waits; the payments drill accepts exactly the engine's
 * payments and names a wrong one; the drill chosen survives a reload; a tampered link says what
 * it could not read.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paymentsQuestion } from '../../src/components/practice/payments';
import { bestWaits } from '../../src/components/practice/state';
import { SEAT_NAMES } from '../../src/components/WindSelect';
import { formatHand } from '../../src/engine/notation-write';
import { dealHand } from '../../src/engine/practice/deal';
import { dealWaitingHand, waitTiles } from '../../src/engine/practice/waiting';
import { scoreHand, waitsOf } from '../../src/engine/score';
import { tileName } from '../../src/engine/tiles';
import { getVariant, VARIANTS } from '../../src/variants';
import { useSite } from './site-fixture';

const site = useSite();
const PHONE = { width: 360, height: 740 };
const WAIT = { timeout: 30_000 };

/** Opens a practice page with a query and waits for the island to read it. */
async function openPractice(variant: string, query: string): Promise<Page> {
  const page = await site.visit(`/${variant}/practice/${query}`, { viewport: PHONE });
  await page.locator('.pr').scrollIntoViewIfNeeded(WAIT);
  await page.locator('.pr[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
  return page;
}

/** The dealt hand as the page names it for screen readers: "Hand <notation>". */
const shownHand = async (page: Page) =>
  page.getByTestId('dealt-hand').locator('.mj-hand').first().getAttribute('aria-label', WAIT);
const howWon = (page: Page) => page.getByTestId('how-won').textContent(WAIT);

describe('practice: the link deals the hand', () => {
  for (const variant of VARIANTS) {
    it(`${variant.shortName}: the same seed shows the engine's hand on two loads, another seed another`, async () => {
      const mine = dealHand(variant, { seed: 4242, level: 2 });
      const other = dealHand(variant, { seed: 777, level: 2 });
      expect(formatHand(other.hand)).not.toBe(formatHand(mine.hand));
      const load = async (query: string) => {
        const page = await openPractice(variant.id, query);
        const read = { hand: await shownHand(page), howWon: await howWon(page) };
        expect(site.jsErrors).toEqual([]);
        return read;
      };
      const first = await load('?seed=4242&level=2&drill=score');
      const second = await load('?seed=4242&level=2&drill=score');
      const third = await load('?seed=777&level=2&drill=score');
      expect(first.hand).toBe(`Hand ${formatHand(mine.hand)}`);
      expect(second.hand).toBe(`Hand ${formatHand(mine.hand)}`);
      expect(second.howWon).toBe(first.howWon);
      expect(third.hand).toBe(`Hand ${formatHand(other.hand)}`);
    });
  }

  it('a tampered link says what it could not read, deals a hand anyway and writes a good link', async () => {
    const page = await openPractice('hong-kong', '?seed=12x&level=9&drill=pairs');
    const notice = page.getByTestId('link-problems');
    await expect.poll(() => notice.textContent()).toMatch(/“12x” is not a whole number/);
    expect(await notice.textContent()).toMatch(/level “9” is not 1, 2 or 3/);
    expect(await notice.textContent()).toMatch(/“pairs” is not one of this page's drills/);
    expect(await shownHand(page)).toMatch(/^Hand /);
    await expect
      .poll(() => page.evaluate(() => location.search))
      .toMatch(/^\?seed=\d+&level=1&drill=score$/);
  });

  it('Next hand deals a new seed and puts it in the address', async () => {
    const page = await openPractice('mcr', '?seed=10&level=1&drill=score');
    await page.getByRole('button', { name: 'Next hand' }).click();
    await expect.poll(() => page.evaluate(() => location.search)).not.toContain('seed=10&');
    const seed = Number(
      new URLSearchParams(await page.evaluate(() => location.search)).get('seed'),
    );
    const dealt = dealHand(getVariant('mcr'), { seed, level: 1 });
    expect(await shownHand(page)).toBe(`Hand ${formatHand(dealt.hand)}`);
  });
});

describe('practice: score this hand', () => {
  it('a wrong total says so and the breakdown shows the pattern that was missed', async () => {
    const variant = getVariant('hong-kong');
    const dealt = dealHand(variant, { seed: 31, level: 2 });
    const result = scoreHand(variant, dealt.hand, dealt.context);
    // The answer of a reader who missed the first pattern the engine counts.
    const missed = result.patterns[0]!;
    const answer = result.total - missed.value * missed.count;
    const page = await openPractice('hong-kong', '?seed=31&level=2&drill=score');
    await page.getByLabel('Total in faan').fill(String(answer));
    await page.getByRole('button', { name: 'Check' }).click();
    const verdict = page.getByTestId('verdict');
    expect(await verdict.textContent(WAIT)).toMatch(
      new RegExp(`Not quite: you said ${answer} faan?, the hand scores ${result.total} faan`),
    );
    // The breakdown's code is fetched on the first check.
    await page.locator('.pr-breakdown').waitFor(WAIT);
    const rows = page.locator('.pr-breakdown .hb-patterns tbody th');
    expect(await rows.allTextContents()).toEqual(result.patterns.map((p) => p.name));
    expect(await page.locator('.pr-breakdown').getByTestId('total').textContent()).toBe(
      `${result.total} faan`,
    );
    for (const x of result.excluded)
      expect(await page.locator('.pr-breakdown .hb-excluded').textContent()).toContain(x.why);
    await page.getByLabel('Total in faan').fill(String(result.total));
    await page.getByRole('button', { name: 'Check' }).click();
    expect(await verdict.textContent()).toBe(`Right: ${result.total} faan.`);
    expect(site.jsErrors).toEqual([]);
  });
});

describe('practice: the breakdown fetched on the first check', () => {
  it('a breakdown that cannot be fetched says so, and the next check fetches it', async () => {
    const variant = getVariant('hong-kong');
    const dealt = dealHand(variant, { seed: 31, level: 2 });
    const result = scoreHand(variant, dealt.hand, dealt.context);
    const page = await openPractice('hong-kong', '?seed=31&level=2&drill=score');
    // The file holding the breakdown: Breakdown.<hash>.js, or Breakdown-<n>.<hash>.js where the
    // islands' shared files (scripts/island-chunks.ts) name it for the practice pages that fetch it.
    const breakdownCode = /\/_astro\/Breakdown(-\d+)?\.[\w-]+\.js$/;
    await page.route(breakdownCode, (r) => r.abort('internetdisconnected'));
    try {
      await page.getByLabel('Total in faan').fill(String(result.total));
      await page.getByRole('button', { name: 'Check' }).click();
      expect(await page.getByRole('alert').textContent(WAIT)).toBe(
        'The breakdown could not be loaded: check the connection, then press Check again.',
      );
      expect(await page.locator('.pr-breakdown').count()).toBe(0);
      await page.unroute(breakdownCode);
      await page.getByRole('button', { name: 'Check' }).click();
      await page.locator('.pr-breakdown').waitFor(WAIT);
      expect(await page.locator('.pr-breakdown').getByTestId('total').textContent()).toBe(
        `${result.total} faan`,
      );
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(site.jsErrors).toEqual([]);
    } finally {
      await page.unroute(breakdownCode);
    }
  });
});

describe('practice: the Vietnamese account of a hand, fetched with the breakdown', () => {
  it("the first load fetches no account; a checked hand's breakdown shows the ladder and who paid which share", async () => {
    const variant = getVariant('vietnamese');
    const dealt = dealHand(variant, { seed: 31, level: 2 });
    const result = scoreHand(variant, dealt.hand, dealt.context);
    const page = await openPractice('vietnamese', '?seed=31&level=2&drill=score');
    await page.waitForLoadState('load');
    // The account's file keeps its module's name: ResultDetails(-<n>).<hash>.js.
    const accountCode = /\/_astro\/ResultDetails(-\d+)?\.[\w-]+\.js$/;
    const fetched = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect((await fetched()).filter((url) => accountCode.test(url))).toEqual([]);
    await page.getByLabel('Total in phán').fill(String(result.total));
    await page.getByRole('button', { name: 'Check' }).click();
    const breakdown = page.locator('.pr-breakdown');
    await breakdown.waitFor(WAIT);
    expect(await breakdown.getByTestId('viet-ladder').textContent(WAIT)).toContain(
      'On the ladder:',
    );
    expect(await breakdown.locator('caption', { hasText: 'Who paid which share' }).count()).toBe(1);
    expect((await fetched()).filter((url) => accountCode.test(url)).length).toBe(1);
    expect(site.jsErrors).toEqual([]);
  });
});

describe('practice: the waits drill fetched when it is dealt', () => {
  it('a waits drill that cannot be fetched says so, and Next hand fetches it', async () => {
    // The practice pages' later file, which holds the waits drill with the breakdown
    // (scripts/island-chunks.ts names it after the breakdown). A context of its own, whose cache
    // has never held that file (the shared tab may have fetched it for another test), cut off
    // from the start.
    const laterCode = /\/_astro\/Breakdown(-\d+)?\.[\w-]+\.js$/;
    const context = await site.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(laterCode, (r) => r.abort('internetdisconnected'));
    try {
      await page.goto(`${site.server.url}/hong-kong/practice/?seed=7&level=1&drill=waits`, {
        waitUntil: 'load',
      });
      await page.locator('.pr').scrollIntoViewIfNeeded(WAIT);
      expect(await page.getByRole('alert').textContent(WAIT)).toBe(
        'This drill could not be loaded: check the connection, then press Next hand.',
      );
      expect(await page.getByRole('group', { name: 'Tiles that complete the hand' }).count()).toBe(
        0,
      );
      await page.unroute(laterCode);
      await page.getByRole('button', { name: 'Next hand' }).click();
      const tiles = page.getByRole('group', { name: 'Tiles that complete the hand' });
      await tiles.waitFor(WAIT);
      expect(await tiles.getByRole('button').count()).toBeGreaterThan(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('practice: which patterns?', () => {
  it('ticking exactly the patterns that count is right; leaving one out names it and is remembered', async () => {
    const variant = getVariant('hong-kong');
    const seed = 31;
    const dealt = dealHand(variant, { seed, level: 2 });
    const result = scoreHand(variant, dealt.hand, dealt.context);
    const counted = result.patterns.map((p) => p.name);
    const page = await openPractice('hong-kong', `?seed=${seed}&level=2&drill=patterns`);
    const list = page.getByRole('group', { name: 'Tick every pattern that counts' });
    const offered = await list.getByRole('checkbox').count();
    expect(offered).toBeGreaterThanOrEqual(counted.length + 2);
    // Leave the first pattern that counts unticked.
    for (const name of counted.slice(1)) await list.getByLabel(name, { exact: true }).check();
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const verdict = page.getByTestId('verdict');
    expect(await verdict.textContent(WAIT)).toContain(`Also counts: ${counted[0]}.`);
    await page.locator('.pr-breakdown').waitFor(WAIT);
    expect(await page.locator('.pr-breakdown .hb-patterns tbody th').allTextContents()).toEqual(
      counted,
    );
    await list.getByLabel(counted[0]!, { exact: true }).check();
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    expect(await verdict.textContent()).toBe('Right: exactly the patterns that count.');
    // The first check was kept in the browser: the pattern left out was got wrong once.
    await page.goto(`${site.server.url}/hong-kong/practice/?seed=${seed}&level=2&drill=score`);
    await page.locator('.pr').scrollIntoViewIfNeeded(WAIT);
    await page.locator('.pr[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
    expect(await page.getByTestId('progress').textContent(WAIT)).toMatch(/Forget my answers/);
    const stored = await page.evaluate(() =>
      localStorage.getItem('mahjong-atlas:practice:hong-kong'),
    );
    expect(JSON.parse(stored!)[result.patterns[0]!.id]).toEqual({ right: 0, wrong: 1 });
    expect(site.jsErrors).toEqual([]);
  });
});

describe('practice: what does it wait for?', () => {
  // A seed whose waiting hand waits on two tiles or more, so one can be left out.
  const variant = getVariant('hong-kong');
  const seed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((s) => {
    const d = dealWaitingHand(variant, { seed: s, level: 1 });
    return waitTiles(variant, d.hand, d.context).length >= 2;
  })!;
  const dealt = dealWaitingHand(variant, { seed, level: 1 });
  const waits = waitTiles(variant, dealt.hand, dealt.context);

  it('choosing every engine wait is right; leaving one out names it; a stray tile is named', async () => {
    const page = await openPractice('hong-kong', `?seed=${seed}&level=1&drill=waits`);
    expect(await shownHand(page)).toBe(`Hand ${formatHand(dealt.hand)}`);
    const tiles = page.getByRole('group', { name: 'Tiles that complete the hand' });
    const tile = (code: string) => tiles.getByRole('button', { name: tileName(code), exact: true });
    const check = page.getByRole('button', { name: /^Check \d+ tiles?$/ });
    const verdict = page.getByTestId('verdict');
    for (const w of waits) await tile(w).click();
    expect(await tile(waits[0]!).getAttribute('aria-pressed')).toBe('true');
    await check.click();
    expect(await verdict.textContent(WAIT)).toMatch(/^Right/);
    // The engine's waits, fetched with the first check, each with what it would score.
    const shown = page.locator('.hb-waits');
    expect(await shown.locator('.hb-status').textContent(WAIT)).toContain(
      `Ready: waiting on ${waits.length} tiles.`,
    );
    expect(await shown.locator('.hb-waits__list > li').count()).toBe(waits.length);
    await tile(waits[0]!).click();
    await check.click();
    expect(await verdict.textContent()).toContain(`Missed: ${tileName(waits[0]!)}.`);
    const stray = ['1m', '5p', '9s', 'N', 'WD'].find((c) => !waits.includes(c))!;
    await tile(waits[0]!).click();
    await tile(stray).click();
    await check.click();
    expect(await verdict.textContent()).toContain(`Does not complete it: ${tileName(stray)}.`);
    expect(await verdict.textContent()).not.toContain('Missed');
    expect(site.jsErrors).toEqual([]);
  });

  it('the tile buttons are usable by keyboard: arrows move, Enter chooses', async () => {
    const page = await openPractice('hong-kong', `?seed=${seed}&level=1&drill=waits`);
    const tiles = page.getByRole('group', { name: 'Tiles that complete the hand' });
    await tiles.getByRole('button', { name: '1 Characters', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect(
      await tiles
        .getByRole('button', { name: '2 Characters', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });
});

describe('practice: who pays what?', () => {
  it("accepts the engine's payments; a wrong one is named and the breakdown gives each reason", async () => {
    const variant = getVariant('hong-kong');
    const seed = 31;
    const dealt = dealHand(variant, { seed, level: 2 });
    const result = scoreHand(variant, dealt.hand, dealt.context);
    const { asked } = paymentsQuestion(variant, result, 2, seed);
    const pays = (w: (typeof asked)[number]) => -result.payments[w] || 0;
    const page = await openPractice('hong-kong', `?seed=${seed}&level=2&drill=payments`);
    const field = (w: (typeof asked)[number]) =>
      page.getByLabel(new RegExp(`^${SEAT_NAMES[w]}( \\(.*\\))? pays$`));
    expect(asked).toHaveLength(3);
    const [wrongSeat, ...rest] = asked;
    await field(wrongSeat!).fill(String(pays(wrongSeat!) + 2));
    for (const w of rest) await field(w).fill(String(pays(w)));
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const verdict = page.getByTestId('verdict');
    expect(await verdict.textContent(WAIT)).toContain(
      `${SEAT_NAMES[wrongSeat!]} pays ${pays(wrongSeat!)}, not ${pays(wrongSeat!) + 2}.`,
    );
    await page.locator('.pr-breakdown').waitFor(WAIT);
    const reasons = page.getByTestId('payment-reasons');
    const wrongRow = reasons.locator(`li[data-seat="${wrongSeat}"]`);
    expect(await wrongRow.textContent()).toContain(`You said ${pays(wrongSeat!) + 2}.`);
    for (const w of rest)
      expect(await reasons.locator(`li[data-seat="${w}"]`).textContent()).not.toContain('You said');
    // Hong Kong's three settlement models side by side, and the family's three variants.
    expect(await page.locator('.pr-breakdown [data-testid="pc-models"] tbody tr').count()).toBe(3);
    expect(await page.locator('.pr-breakdown [data-testid="pc-family"] tbody tr').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await field(wrongSeat!).fill(String(pays(wrongSeat!)));
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    expect(await verdict.textContent()).toMatch(/^Right: /);
    expect(site.jsErrors).toEqual([]);
  });

  it('choosing "Who pays what?" hides the other questions and survives a reload and a plain visit', async () => {
    const page = await openPractice('mcr', '?seed=10&level=1&drill=score');
    expect(await page.getByLabel('Total in points').count()).toBe(1);
    await page.getByRole('radio', { name: 'Who pays what?' }).check();
    await expect.poll(() => page.evaluate(() => location.search)).toContain('drill=payments');
    const onlyPayments = async () => {
      expect(await page.getByLabel(/^Total in/).count()).toBe(0);
      expect(
        await page.getByRole('group', { name: 'Tick every pattern that counts' }).count(),
      ).toBe(0);
      expect(await page.locator('.pr-payments input').count()).toBe(1);
    };
    await onlyPayments();
    await page.reload();
    await page.locator('.pr[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
    expect(await page.getByRole('radio', { name: 'Who pays what?' }).isChecked()).toBe(true);
    await onlyPayments();
    // A plain visit to another variant's page asks what the reader chose last.
    await page.goto(`${site.server.url}/sichuan/practice/`);
    await page.locator('.pr').scrollIntoViewIfNeeded(WAIT);
    await page.locator('.pr[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
    await expect.poll(() => page.evaluate(() => location.search)).toContain('drill=payments');
    await onlyPayments();
    expect(site.jsErrors).toEqual([]);
  });
});

describe('practice: which wait scores most', () => {
  it('at level 2 a wait the engine scores highest is right, and a lower one names the best', async () => {
    const variant = getVariant('mcr');
    // A level 2 waiting hand whose waits score differently, found by the engine's own scores.
    const seed = Array.from({ length: 40 }, (_, s) => s).find((s) => {
      const d = dealWaitingHand(variant, { seed: s, level: 2 });
      return new Set(waitsOf(variant, d.hand, d.context).map((w) => w.result.total)).size > 1;
    })!;
    const dealt = dealWaitingHand(variant, { seed, level: 2 });
    const waits = waitsOf(variant, dealt.hand, dealt.context);
    const top = bestWaits(waits);
    const lower = waits.find((w) => !top.includes(w.tile))!.tile;
    const page = await openPractice('mcr', `?seed=${seed}&level=2&drill=waits`);
    const tiles = page.getByRole('group', { name: 'Tiles that complete the hand' });
    for (const w of waits)
      await tiles.getByRole('button', { name: tileName(w.tile), exact: true }).click();
    const best = page.getByRole('group', { name: 'Which of these wins scores most?' });
    await best.getByLabel(tileName(lower), { exact: true }).check();
    const check = page.getByRole('button', { name: /^Check \d+ tiles?$/ });
    await check.click();
    const verdict = page.getByTestId('verdict');
    expect(await verdict.textContent(WAIT)).toContain(`${tileName(lower)} is not the best`);
    await best.getByLabel(tileName(top[0]!), { exact: true }).check();
    await check.click();
    expect(await verdict.textContent()).toMatch(/^Right: those are all the tiles/);
    expect(site.jsErrors).toEqual([]);
  });
});
