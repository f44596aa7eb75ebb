/**
 * The Sichuan score sheet in Chromium at a phone's width: three deals entered with the deal
 * ledger's editor (two winners on one discard, a self-draw then the wall's end, nobody winning)
 * show the dealer, every seat and every balance the engine's game gives; a reload brings the game
 * back from its address; deleting the first deal plays the later ones again with new dealers.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signed } from '../../src/components/format';
import { playGame, readGame } from '../../src/engine/game/play';
import { getVariant } from '../../src/variants';
import { TWO_WINNERS_DEAL } from '../game/sichuan-deals';
import { horizontalOverflow, useSite } from './site-fixture';

const site = useSite();
const WAIT = { timeout: 15_000 };
const PHONE = { width: 360, height: 740 };
const NAMES = { E: 'Ann', S: 'Bo', W: 'Chi', N: 'Dan' } as const;
type P = keyof typeof NAMES;
const PLAYERS = Object.keys(NAMES) as P[];
const SEAT = { E: 'East', S: 'South', W: 'West', N: 'North' } as const;

/** A self-draw by South, then the wall's end with East ready, West not ready and North ready. */
const SELF_DRAW_THEN_WALL = {
  missingSuits: { E: 'm', S: 'p', W: 's', N: 'm' },
  events: [
    {
      type: 'win',
      winners: [{ seat: 'S', hand: '123m 456m 789m 789m 5m @5m' }],
      context: { selfDrawn: true },
    },
    {
      type: 'wallEnd',
      hands: {
        E: '123p 456p 789p 123s 4s',
        W: '1m 3m 5m 7m 8m 2p 4p 6p 8p 1p 3p 5p 7p',
        N: '22p 33p 44p 55s 66s 77s 8s',
      },
    },
  ],
};
/** Nobody wins: the wall's end with a ready East and South, an unready West and a flower pig North. */
const NOBODY_WINS = {
  missingSuits: { E: 'm', S: 'p', W: 's', N: 'm' },
  events: [
    {
      type: 'wallEnd',
      hands: {
        E: '123p 456p 789p 123s 4s',
        S: '222m 345m 678m 999m 4s',
        W: '1m 3m 5m 7m 8m 2p 4p 6p 8p 1p 3p 5p 7p',
        N: '1m 22p 33p 44p 55s 66s 77s',
      },
    },
  ],
};
type Deal = { missingSuits: Record<string, string>; events: Record<string, unknown>[] };
const DEALS: Deal[] = [TWO_WINNERS_DEAL, SELF_DRAW_THEN_WALL, NOBODY_WINS];

const sichuan = getVariant('sichuan');
const expected = (deals: Deal[]) =>
  playGame(sichuan, readGame(sichuan, { players: NAMES, hands: deals.map((deal) => ({ deal })) }));

async function open(page: Page, path: string) {
  await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
  await page.getByTestId('game-sheet').scrollIntoViewIfNeeded();
  await page.locator('[data-testid=game-sheet][data-ready]').waitFor({ timeout: 30_000 });
}

const hands = (e: Record<string, unknown>): [string, string][] =>
  e.type === 'win'
    ? (e.winners as { seat: string; hand: string }[]).map((w) => [w.seat, w.hand])
    : Object.entries(e.hands as Record<string, string>);

/** Enters one deal in the sheet's form, event by event, as a player would, and adds it. */
async function enterDeal(page: Page, deal: Deal, number: number) {
  const form = page.getByTestId('game-form');
  for (const [w, suit] of Object.entries(deal.missingSuits))
    await form.locator(`#dl-suit-${w}`).selectOption(suit);
  for (const [k, e] of deal.events.entries()) {
    await form.locator('#dl-type').selectOption(String(e.type));
    if (e.type === 'kong') {
      await form.locator('#dl-kong-seat').selectOption(String(e.seat));
      await form.locator('#dl-kong-kind').selectOption(String(e.kind));
      await form.locator('#dl-kong-tile').fill(String(e.tile));
    } else {
      if (e.type === 'win') {
        const how = e.context as { discarder?: string };
        await form.locator('#dl-win-from').selectOption(how.discarder ?? 'self');
      }
      for (const [w, hand] of hands(e)) await form.locator(`#dl-hand-${w}`).fill(hand);
    }
    await form.getByRole('button', { name: 'Add event' }).click();
    await expect
      .poll(() => form.getByTestId('ledger-message').innerText(), WAIT)
      .toBe(`Event ${k + 1} added.`);
  }
  await form.getByRole('button', { name: `Add deal ${number} to the game` }).click();
  await expect
    .poll(() => page.getByTestId('game-message').innerText(), WAIT)
    .toBe(`Deal ${number} added.`);
}

const asShown = (n: number) => (n < 0 ? `−${-n}` : String(n));

/** Every deal's dealer, seats and each player's payment and balance as the record shows them. */
async function checkRecord(page: Page, game: ReturnType<typeof expected>) {
  await expect.poll(() => page.getByTestId('game-hand').count(), WAIT).toBe(game.hands.length);
  for (const h of game.hands) {
    const text = await page
      .getByTestId('game-hand')
      .nth(h.number - 1)
      .innerText();
    expect(text).toContain(`Deal ${h.number}: ${NAMES[h.dealer]} deals`);
    for (const p of PLAYERS) {
      expect(text).toContain(`${NAMES[p]} ${SEAT[h.seats[p]]}`);
      const cell = (await page.getByTestId(`hand-${h.number}-${p}`).innerText()).replace(
        /\s+/g,
        ' ',
      );
      expect(cell).toBe(`${signed(h.payments[p])} balance ${asShown(h.balances[p])}`);
    }
  }
  const shown = await Promise.all(PLAYERS.map((p) => page.getByTestId(`balance-${p}`).innerText()));
  expect(shown).toEqual(PLAYERS.map((p) => asShown(game.balances[p])));
}

describe('a Sichuan game on a phone', () => {
  it('three deals entered with the deal editor show the engine’s dealers, seats and balances; a reload keeps them; deleting deal 1 plays the others again', async () => {
    const context = await site.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await open(page, '/sichuan/game/');
      for (const p of PLAYERS) await page.locator(`#gs-name-${p}`).fill(NAMES[p]);
      const game = expected(DEALS);
      // Two winners on Chi's discard: Chi deals deal 2; Dan, first to win deal 2, deals deal 3;
      // nobody wins deal 3, so Dan deals again.
      expect(game.hands.map((h) => h.dealer)).toEqual(['E', 'W', 'N']);
      expect(game.next.dealer).toBe('N');
      for (const [k, deal] of DEALS.entries()) {
        // The form names each seat of the coming deal by the player who holds it.
        const dealer = game.hands[k]!.dealer;
        expect(await page.locator('label[for=dl-suit-E]').innerText()).toBe(
          `${NAMES[dealer]} (East)`,
        );
        await enterDeal(page, deal, k + 1);
      }
      await checkRecord(page, game);
      expect(await page.getByTestId('next-dealer').innerText()).toContain('Deal 4: Dan deals');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await page.reload({ waitUntil: 'load' });
      await page.locator('[data-testid=game-sheet][data-ready]').waitFor();
      await checkRecord(page, game);

      await page.getByRole('button', { name: 'Delete deal 1' }).click();
      await expect
        .poll(() => page.getByTestId('game-message').innerText(), WAIT)
        .toBe('Deal 1 deleted.');
      const after = expected(DEALS.slice(1));
      expect(after.hands.map((h) => h.dealer)).not.toEqual(
        game.hands.slice(1).map((h) => h.dealer),
      );
      await checkRecord(page, after);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
