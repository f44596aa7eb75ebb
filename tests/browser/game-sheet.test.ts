/**
 * The game score sheet in Chromium at a phone's width: a Hong Kong game of six hands shows the
 * dealer, every seat wind and every balance the engine's game gives; correcting hand 2 changes
 * every later balance; a reload, a shared link and the browser's storage each bring the game
 * back; the printed record fits its pages. The Vietnamese sheet is the running bank: 300-point
 * pools from the keyboard, the bank's old links, a refused hand that leaves the books alone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type GameHandInput, playGame, readGame } from '../../src/engine/game/play';
import { parseHand } from '../../src/engine/notation';
import { getVariant } from '../../src/variants';
import { announcements, clearAnnouncements, recordAnnouncements } from './keyboard-helpers';
import { pdfPageCount } from './pdf-pages';
import { horizontalOverflow, useSite } from './site-fixture';

const site = useSite();
const WAIT = { timeout: 15_000 };
const PHONE = { width: 360, height: 740 };
const NAMES = { E: 'Ann', S: 'Bo', W: 'Chi', N: 'Dan' } as const;
type P = keyof typeof NAMES;
const PLAYERS = Object.keys(NAMES) as P[];
const CHOWS = '123m 456p 789s 234s 5p @5p';
const EAST_PUNG = 'EEE 123m 456p 789s 5p @5p';
const DRAGON_PUNG = 'RDRDRD 123m 456p 789s 5p @5p';

type Hand = { draw: true } | { winner: P; from: P | 'self'; hand: string };
/** A dealer win, a draw, two passes, a dealer win and a pass. */
const SIX: Hand[] = [
  { winner: 'E', from: 'self', hand: CHOWS },
  { draw: true },
  { winner: 'S', from: 'W', hand: EAST_PUNG },
  { winner: 'W', from: 'self', hand: CHOWS },
  { winner: 'W', from: 'N', hand: DRAGON_PUNG },
  { winner: 'N', from: 'E', hand: CHOWS },
];

/** The same game through the engine: what the sheet must show. */
function expected(variantId: string, hands: Hand[], options = {}) {
  const variant = getVariant(variantId);
  const input = hands.map(
    (h): GameHandInput =>
      'draw' in h
        ? h
        : {
            winner: h.winner,
            hand: h.hand,
            context: h.from === 'self' ? { selfDrawn: true } : { discarder: h.from },
          },
  );
  return playGame(variant, readGame(variant, { players: NAMES, hands: input, options }));
}

/** Waits until the page's score sheet, scrolled into view, has hydrated. */
async function sheetReady(page: Page) {
  await page.getByTestId('game-sheet').scrollIntoViewIfNeeded();
  await page.locator('[data-testid=game-sheet][data-ready]').waitFor({ timeout: 30_000 });
}

/** Opens `path` in `page`, a page of the test's own whose storage the test reads. */
async function open(page: Page, path: string) {
  await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
  await sheetReady(page);
}

/** Opens `path` in the file's tab, as a first visit. */
async function visit(path: string, viewport: { width: number; height: number }) {
  const page = await site.visit(path, { viewport });
  await sheetReady(page);
  return page;
}

async function enter(page: Page, h: Hand) {
  await page.locator('#gs-kind').selectOption('draw' in h ? 'draw' : 'win');
  if (!('draw' in h)) {
    await page.locator('#gs-winner').selectOption(h.winner);
    await page.locator('#gs-from').selectOption(h.from);
    await page.locator('#gs-hand').fill(h.hand);
  }
  await page
    .getByTestId('game-form')
    .getByRole('button', { name: /^(Add|Save) hand/ })
    .click();
}

const shownBalances = (page: Page) =>
  Promise.all(PLAYERS.map((p) => page.getByTestId(`balance-${p}`).innerText()));
const asShown = (n: number) => (n < 0 ? `−${-n}` : String(n));

/** Every hand's seats, dealer and each player's balance as the record shows them. */
async function checkRecord(page: Page, game: ReturnType<typeof expected>) {
  await expect.poll(() => page.getByTestId('game-hand').count(), WAIT).toBe(game.hands.length);
  for (const h of game.hands) {
    const row = page.getByTestId('game-hand').nth(h.number - 1);
    const text = await row.innerText();
    expect(text).toContain(`${NAMES[h.dealer]} deals`);
    for (const p of PLAYERS) {
      expect(text).toContain(
        `${NAMES[p]} ${{ E: 'East', S: 'South', W: 'West', N: 'North' }[h.seats[p]]}`,
      );
      const cell = await page.getByTestId(`hand-${h.number}-${p}`).innerText();
      expect(cell.replace(/\s+/g, ' ')).toContain(asShown(h.balances[p]));
    }
  }
  expect(await shownBalances(page)).toEqual(PLAYERS.map((p) => asShown(game.balances[p])));
}

describe('a Hong Kong game on a phone', () => {
  it('six hands show the right dealer, seat winds and balances; correcting hand 2 changes every later balance; reload, link and storage bring it back; the record prints on its pages', async () => {
    const context = await site.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    try {
      await open(page, '/hong-kong/game/');
      for (const p of PLAYERS) await page.locator(`#gs-name-${p}`).fill(NAMES[p]);
      for (const h of SIX) await enter(page, h);
      const six = expected('hong-kong', SIX);
      await checkRecord(page, six);
      // Two passes and a dealer win later, Dan deals hand 7 and sits East.
      expect(six.next).toEqual({ number: 7, round: 'E', dealer: 'N' });
      expect(await page.getByTestId('next-dealer').innerText()).toContain(
        'Hand 7, East round: Dan deals',
      );
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Hand 2 was a win by Bo on Chi's discard, not a draw: the deal passes a hand sooner.
      await page.getByRole('button', { name: 'Correct hand 2' }).click();
      await enter(page, { winner: 'S', from: 'W', hand: CHOWS });
      const corrected = SIX.map(
        (h, i): Hand => (i === 1 ? { winner: 'S', from: 'W', hand: CHOWS } : h),
      );
      const fixed = expected('hong-kong', corrected);
      await expect
        .poll(() => page.getByTestId('game-message').innerText(), WAIT)
        .toBe('Hand 2 corrected.');
      await checkRecord(page, fixed);
      for (const h of fixed.hands.slice(1))
        expect(h.balances).not.toEqual(six.hands[h.number - 1]!.balances);

      // The address and the browser's storage hold the game.
      await page.reload({ waitUntil: 'load' });
      await page.locator('[data-testid=game-sheet][data-ready]').waitFor();
      await checkRecord(page, fixed);
      const link = page.url();
      await open(page, '/hong-kong/game/');
      await checkRecord(page, fixed);
      const stranger = await site.browser.newPage({ viewport: PHONE });
      try {
        await stranger.goto(link, { waitUntil: 'load' });
        await stranger.locator('[data-testid=game-sheet][data-ready]').waitFor();
        await checkRecord(stranger, fixed);
      } finally {
        await stranger.close();
      }

      // The printed record: hands, payments and balances, no form, on one or two A4 pages.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByTestId('game-form').isVisible()).toBe(false);
      expect(await page.getByTestId('game-hand').first().isVisible()).toBe(true);
      const table = await page.locator('.gs-table').evaluate((t) => t.scrollWidth - t.clientWidth);
      expect(table).toBeLessThanOrEqual(0);
      await page.emulateMedia({ media: null });
      expect(pdfPageCount(await page.pdf({ format: 'A4' }))).toBeLessThanOrEqual(2);
    } finally {
      await context.close();
    }
  });

  it('a table rule changed under “Table rules” rescores every hand, is kept in the link, and a rule set back to its default leaves the link', async () => {
    const page = await visit('/hong-kong/game/', PHONE);
    for (const p of PLAYERS) await page.locator(`#gs-name-${p}`).fill(NAMES[p]);
    const hands: Hand[] = [{ winner: 'E', from: 'self', hand: EAST_PUNG }];
    await enter(page, hands[0]!);
    await checkRecord(page, expected('hong-kong', hands));

    await page.locator('.gs details.hb-options summary').click();
    await page.getByLabel('Faan cap (limit)').fill('4');
    const capped = expected('hong-kong', hands, { cap: 4 });
    expect(capped.balances).not.toEqual(expected('hong-kong', hands).balances);
    await expect
      .poll(() => shownBalances(page), WAIT)
      .toEqual(PLAYERS.map((p) => asShown(capped.balances[p])));
    await expect.poll(() => new URL(page.url()).searchParams.get('o.cap'), WAIT).toBe('4');

    await page.getByLabel('Faan cap (limit)').fill('13');
    await expect.poll(() => new URL(page.url()).searchParams.has('o.cap'), WAIT).toBe(false);
    await checkRecord(page, expected('hong-kong', hands));
    expect(site.jsErrors).toEqual([]);
  });
});

describe('reading a kept game, fetched only when there is one', () => {
  it('a kept game whose reading cannot be fetched is named, and nothing entered then is saved over it', async () => {
    const context = await site.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // The sheet's link reader, fetched when the address or the browser holds a game: link-<n>.<hash>.js
    // (scripts/island-chunks.ts names a file a dynamic import asks for after its module).
    const reader = /\/_astro\/link-\d+\.[\w-]+\.js$/;
    try {
      await open(page, '/hong-kong/game/');
      for (const p of PLAYERS) await page.locator(`#gs-name-${p}`).fill(NAMES[p]);
      for (const h of SIX.slice(0, 2)) await enter(page, h);
      await expect.poll(() => page.getByTestId('game-hand').count(), WAIT).toBe(2);
      const keptGame = () =>
        page.evaluate(() => localStorage.getItem('mahjong-atlas:game:hong-kong'));
      const kept = await keptGame();
      expect(kept).toContain('hand=draw');
      await page.route(reader, (r) => r.abort('internetdisconnected'));
      await page.goto(`${site.server.url}/hong-kong/game/`, { waitUntil: 'load' });
      await page.getByTestId('game-sheet').scrollIntoViewIfNeeded(WAIT);
      expect(await page.getByTestId('link-problems').innerText(WAIT)).toContain(
        'The game in this link or kept in this browser could not be opened: check the connection, then reload the page.',
      );
      await enter(page, SIX[2]!);
      expect(await keptGame()).toBe(kept);
      await page.unroute(reader);
      await page.reload({ waitUntil: 'load' });
      await sheetReady(page);
      await checkRecord(page, expected('hong-kong', SIX.slice(0, 2)));
      expect(await page.getByTestId('link-problems').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the Vietnamese running bank is the Vietnamese score sheet', () => {
  const HAND = '12mJ4 456p 789s 222s 5p @5p';

  it('a hand built by tapping tiles, as in the scorer, writes its notation and scores as the engine does (360 px)', async () => {
    const page = await visit('/hong-kong/game/', PHONE);
    for (const p of PLAYERS) await page.locator(`#gs-name-${p}`).fill(NAMES[p]);
    await page.locator('#gs-winner').selectOption('S');
    await page.locator('#gs-from').selectOption('W');
    const tap = page.locator('details.gs-tap');
    await tap.locator('summary').click();
    const tile = (code: string) => tap.locator(`.hb-palette button[data-code="${code}"]`);
    for (const code of ['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', 'E', 'E', 'E', '5p'])
      await tile(code).click();
    await tap.getByRole('radio', { name: /Winning tile/ }).click();
    await tile('5p').click();
    // The taps are the notation: the hand field holds what the scorer would write.
    const typed = await page.locator('#gs-hand').inputValue();
    const tiles = (text: string) => {
      const h = parseHand(text);
      return { concealed: [...h.concealed].sort(), melds: h.melds, win: h.winningTile };
    };
    expect(tiles(typed)).toEqual(tiles(EAST_PUNG));
    const game = expected('hong-kong', [{ winner: 'S', from: 'W', hand: typed }]);
    const hand = game.hands[0]!;
    expect(hand.total).toBeGreaterThan(0);
    await page
      .getByTestId('game-form')
      .getByRole('button', { name: /^Add hand 1/ })
      .click();
    await checkRecord(page, game);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it("a win typed from the keyboard moves the engine's payments between 300-point pools, says the new balances, and passes the deal", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await recordAnnouncements(page);
      await open(page, '/vietnamese/game/');
      expect(await shownBalances(page)).toEqual(['300', '300', '300', '300']);
      await page.locator('#gs-winner').focus();
      await page.keyboard.press('ArrowDown'); // Player 2
      await page.locator('#gs-from').selectOption('W');
      await page.locator('#gs-hand').focus();
      await page.keyboard.type(HAND);
      await clearAnnouncements(page);
      await page.keyboard.press('Enter');
      const game = expected('vietnamese', [{ winner: 'S', from: 'W', hand: HAND }]);
      const after = PLAYERS.map((p) => asShown(game.balances[p]));
      await expect.poll(() => shownBalances(page), WAIT).toEqual(after);
      expect(game.balances.E).toBe(300 + game.hands[0]!.payments.E);
      const said = after.map((b, i) => `Player ${i + 1} ${b}`).join(', ');
      await expect
        .poll(() => announcements(page), WAIT)
        .toEqual(
          expect.arrayContaining([
            expect.stringContaining(
              `Hand 2, East round: Player 2 deals (East). Balances: ${said}.`,
            ),
          ]),
        );
    } finally {
      await page.close();
    }
  });

  it("the bank's old links open in the score sheet with their hands and rules", async () => {
    const old = `/vietnamese/bank/?v=vietnamese&cv=1&start=0&stay=1&hand=draw&hand=2.3.E.|${encodeURIComponent(HAND)}`;
    const page = await site.visit(old, { viewport: PHONE });
    await page.waitForURL(/\/vietnamese\/game\/\?/);
    await sheetReady(page);
    const game = expected('vietnamese', [{ draw: true }, { winner: 'S', from: 'W', hand: HAND }], {
      startingBank: 0,
    });
    await expect.poll(() => page.getByTestId('game-hand').count(), WAIT).toBe(2);
    expect(await shownBalances(page)).toEqual(PLAYERS.map((p) => asShown(game.balances[p])));
  });

  it('a hand the engine refuses is not added and the message says why (no overflow at 360 px)', async () => {
    const page = await visit('/vietnamese/game/', PHONE);
    await page.locator('#gs-hand').fill('123m 456p 789s 224s 5p @5p');
    await page.getByRole('button', { name: 'Add hand 1' }).click();
    await expect
      .poll(() => page.getByTestId('game-message').innerText(), WAIT)
      .toMatch(/^Not changed: /);
    expect(await page.getByTestId('game-hand').count()).toBe(0);
    expect(await shownBalances(page)).toEqual(['300', '300', '300', '300']);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
