/**
 * Every island of the built site with the keyboard alone, in Debian's Chromium: Tab reaches
 * each control and leaves the island again (no trap); each variant's scorer takes a hand typed
 * with the arrow keys and Enter; the payout comparison and the deal ledger change their figures
 * from the keyboard; and each island's live region announces the new total or balances.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compare, signed } from '../../src/components/payout/compare';
import { parseHand } from '../../src/engine/notation';
import { resolveOptions } from '../../src/engine/options';
import { scoreHand } from '../../src/engine/score';
import type { Wind } from '../../src/engine/tiles';
import { getVariant, VARIANTS } from '../../src/variants';
import { sichuan } from '../../src/variants/sichuan';
import {
  announcements,
  chooseWithArrows,
  clearAnnouncements,
  focusBefore,
  focused,
  pressTile,
  recordAnnouncements,
  tabThrough,
  tabTo,
} from './keyboard-helpers';
import { seatFigures } from './page-readers';
import { DIST } from './serve';
import { useSite } from './site-fixture';

const WAIT = { timeout: 30_000 };
const site = useSite();
const NAMES: Record<Wind, string> = { E: 'East', S: 'South', W: 'West', N: 'North' };

const DESKTOP = { width: 1280, height: 900 };
let recording: Promise<void> | undefined;

/**
 * Opens `path` in the file's tab, which records live-region announcements from each page's
 * first script on.
 */
async function visit(path: string): Promise<Page> {
  recording ??= site.tab().then(recordAnnouncements);
  await recording;
  return site.visit(path, { viewport: DESKTOP });
}

/** Opens `path` and waits until its first `selector` island, scrolled into view, has hydrated. */
async function open(path: string, selector: string): Promise<Page> {
  const page = await visit(path);
  // client:visible islands hydrate once scrolled into view.
  await page.locator(selector).first().scrollIntoViewIfNeeded(WAIT);
  await page
    .locator(`${selector}[data-ready="true"]`)
    .first()
    .waitFor({ state: 'attached', ...WAIT });
  return page;
}

/** Every island component of the built site, with the first page that holds it. */
function islandsOfSite(): { component: string; page: string }[] {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.name === 'index.html') {
        const html = readFileSync(path, 'utf8');
        for (const [, url = ''] of html.matchAll(/<astro-island[^>]*\scomponent-url="([^"]+)"/g)) {
          const component = url.replace(/^.*\//, '').replace(/\.[\w-]+\.js$/, '');
          const page = `/${relative(DIST, dir).split(sep).join('/')}/`.replace(/^\/\/$/, '/');
          if (!found.has(component) || page.length < found.get(component)!.length)
            found.set(component, page);
        }
      }
    }
  };
  walk(DIST);
  return [...found]
    .map(([component, page]) => ({ component, page }))
    .sort((a, b) => a.component.localeCompare(b.component));
}

describe('every island is usable with the keyboard alone', () => {
  const islands = islandsOfSite();
  it('the site has islands to check (the scorers, the payout comparison and the deal ledger at least)', () => {
    expect(islands.length).toBeGreaterThanOrEqual(7);
  });
  for (const { component, page: path } of islands) {
    it(`${component} (${path}): Tab reaches every control, those in folded sections too, and leaves the island again`, async () => {
      const page = await visit(path);
      // The island holding this component (a page may hold several).
      const index = await page
        .locator('astro-island')
        .evaluateAll(
          (els, c) =>
            els.findIndex((e) => (e.getAttribute('component-url') ?? '').includes(`/${c}.`)),
          component,
        );
      expect(index).toBeGreaterThanOrEqual(0);
      const selector = `astro-island >> nth=${index}`;
      await page.locator(selector).scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (i) => !document.querySelectorAll('astro-island')[i]?.hasAttribute('ssr'),
        index,
        WAIT,
      );
      // Folded sections open, so the controls they hold are walked too (their summaries still take focus).
      await page.locator(selector).evaluate((root) => {
        for (const d of root.querySelectorAll('details')) d.open = true;
      });
      // A folded panel's form is fetched as it opens: walk once every one is in.
      await page.waitForFunction(
        (i) => !document.querySelectorAll('astro-island')[i]?.querySelector('.hb-loading'),
        index,
        WAIT,
      );
      const walk = await tabThrough(page, selector);
      expect(walk.expected.length).toBeGreaterThan(0);
      expect(
        walk.left,
        `focus is trapped in ${component}: ${walk.visited.slice(-5).join(' → ')}`,
      ).toBe(true);
      expect(
        walk.expected.filter((c) => !walk.visited.includes(c)),
        'controls Tab never reached',
      ).toEqual([]);
      expect(site.jsErrors).toEqual([]);
    });
  }
});

/** One winning hand per variant, won by South on West's discard; Sichuan's misses bamboo. */
const CASES: { id: string; hand: string; extra?: Record<string, string> }[] = [
  { id: 'hong-kong', hand: '234m 456p 678s 345s 2p @2p' },
  { id: 'rainbow-dragon', hand: '234m 456p 678s 345s 2p @2p' },
  { id: 'vmc', hand: '234m 456p 678s 345s 2p @2p' },
  { id: 'mcr', hand: '123m 456m 789m 234p 5p @5p' },
  { id: 'sichuan', hand: '123m 456m 789m 234p 5p @5p', extra: { missingSuit: 's' } },
  // A Sọc joker (any bamboo) from the palette's joker row stands for the 5 Bamboo.
  { id: 'vietnamese', hand: '234m 456p 678s 34s J3 2p @2p' },
];

describe("each variant's scorer from the keyboard alone", () => {
  it('every registered variant with a scorer page has a keyboard case here', () => {
    const withScorer = VARIANTS.filter((v) => {
      try {
        return readFileSync(join(DIST, v.id, 'score', 'index.html'), 'utf8').includes(
          '<astro-island',
        );
      } catch {
        return false;
      }
    }).map((v) => v.id);
    expect(withScorer.filter((id) => !CASES.some((c) => c.id === id))).toEqual([]);
  });

  for (const c of CASES) {
    const variant = getVariant(c.id);
    const hand = parseHand(c.hand);
    const expected = scoreHand(variant, hand, {
      seat: 'S',
      round: 'E',
      discarder: 'W',
      ...(c.extra ?? {}),
    });
    const totalText =
      variant.formatValue?.(expected.total) ??
      `${expected.total} ${expected.total === 1 ? variant.unit.singular : variant.unit.plural}`;

    it(`${variant.shortName}: a hand keyed in with the arrow keys and Enter scores as the engine does, and the new total is announced`, async () => {
      const page = await open(`/${c.id}/score/`, '.hb');
      // The context first: Tab past the palette to how the hand was won, open it with Enter,
      // then the seat and the discarder, arrows to choose.
      await focusBefore(page, '.hb');
      await tabTo(page, '.hb-context summary');
      await page.keyboard.press('Enter');
      await tabTo(page, '#hb-seat');
      await chooseWithArrows(page, 'S');
      await tabTo(page, '#hb-from');
      await chooseWithArrows(page, 'W');
      for (const [field, value] of Object.entries(c.extra ?? {})) {
        await tabTo(page, `#hb-x-${field}`);
        await chooseWithArrows(page, value);
      }
      // Back to the palette with Shift+Tab, then every tile with the arrow keys; the 14th is the winning tile.
      await tabTo(page, '.hb-palette button[data-row]', true);
      const tiles = [...hand.concealed, hand.winningTile!];
      for (const [k, t] of tiles.entries()) {
        if (k === tiles.length - 1) await clearAnnouncements(page);
        await pressTile(page, t, k % 2 ? ' ' : 'Enter');
      }
      await expect
        .poll(() => page.getByTestId('tile-count').textContent(), WAIT)
        .toBe('14 / 14 tiles');
      await expect.poll(() => page.getByTestId('total').textContent(), WAIT).toBe(totalText);
      const payments = await page
        .locator('.hb-payments tbody tr')
        .evaluateAll((rows) =>
          Object.fromEntries(
            rows.map((r) => [r.getAttribute('data-seat'), r.querySelector('td')?.textContent]),
          ),
        );
      expect(payments).toEqual(
        Object.fromEntries(
          (['E', 'S', 'W', 'N'] as const).map((w) => [w, signed(expected.payments[w])]),
        ),
      );
      // The results are a live region: the total that appeared is announced.
      await expect
        .poll(() => announcements(page), WAIT)
        .toEqual(expect.arrayContaining([expect.stringContaining(`Total ${totalText}`)]));
      // Focus stayed on the palette throughout.
      expect((await focused(page)).code).toBe(hand.winningTile);
      expect(site.jsErrors).toEqual([]);
    });
  }
});

describe('payout comparison from the keyboard alone', () => {
  it('a new hand typed and a new discarder chosen with the keyboard change every figure, and the changes are announced', async () => {
    const page = await open('/compare/', '.pc');
    const rows = (table: string, key: string) => seatFigures(page, table, key);
    const expectedFigures = (notation: string, discarder: Wind) => {
      const cmp = compare(
        'vmc',
        notation,
        { seat: 'S', round: 'E', selfDrawn: false, discarder },
        {},
      );
      const pay = (p: Record<Wind, number>) =>
        Object.fromEntries((['E', 'S', 'W', 'N'] as const).map((w) => [w, signed(p[w])]));
      return {
        total: cmp.result!.total,
        models: Object.fromEntries(cmp.models.map((m) => [m.model.id, pay(m.payments)])),
        family: Object.fromEntries(cmp.family.map((r) => [r.variant.id, pay(r.payout!.payments)])),
      };
    };
    const start = expectedFigures('123m 789m 5m [SSS] [RDRDRD] @5m +F1', 'W');
    await expect.poll(() => rows('pc-models', 'data-model'), WAIT).toEqual(start.models);

    // The hand: Tab into the notation box, select all and type a new hand.
    const hand = '234m 456p 678s 345s 2p @2p';
    await focusBefore(page, '.pc');
    await tabTo(page, '#pc-notation');
    await page.keyboard.press('Control+A');
    await clearAnnouncements(page);
    await page.keyboard.type(hand);
    const typed = expectedFigures(hand, 'W');
    expect(typed.total).not.toBe(start.total);
    await expect.poll(() => rows('pc-models', 'data-model'), WAIT).toEqual(typed.models);
    expect(await rows('pc-family', 'data-variant')).toEqual(typed.family);
    // The new total is announced as a whole sentence, not as a bare number.
    await expect
      .poll(() => announcements(page), WAIT)
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^VMC: ${typed.total} faan — .*\\.$`)),
        ]),
      );

    // The discarder: Tab on to "Who discarded" and choose North with the arrow keys.
    await tabTo(page, '#pc-from');
    await clearAnnouncements(page);
    await chooseWithArrows(page, 'N');
    const north = expectedFigures(hand, 'N');
    expect(north.models).not.toEqual(typed.models);
    await expect.poll(() => rows('pc-models', 'data-model'), WAIT).toEqual(north.models);
    expect(await rows('pc-family', 'data-variant')).toEqual(north.family);
    // Each changed row is announced whole: its model or variant with the new figures.
    const modern = north.models.modern!;
    await expect
      .poll(() => announcements(page), WAIT)
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            new RegExp(
              `Modern .*${['E', 'S', 'W', 'N'].map((w) => modern[w]!.replace('+', '\\+')).join(' ?')}$`,
            ),
          ),
        ]),
      );
    expect(site.jsErrors).toEqual([]);
  });
});

describe('deal ledger from the keyboard alone', () => {
  it('a win added with the keyboard moves the balances, and the new balances are announced', async () => {
    const page = await open('/sichuan/deal/', '.dl');
    const hand = '123m 456m 789s 45s 22s @6s';
    const expected = sichuan.settleDeal!(
      {
        missingSuits: { E: 'm', S: 'p', W: 's', N: 'm' },
        events: [{ type: 'win', winners: [{ seat: 'S', hand }], context: { discarder: 'W' } }],
      },
      resolveOptions(sichuan, {}),
    ).net;
    expect(expected.S).toBeGreaterThan(0);

    await focusBefore(page, '.dl');
    await tabTo(page, '#dl-type');
    await chooseWithArrows(page, 'win');
    await tabTo(page, '#dl-win-from');
    await chooseWithArrows(page, 'W');
    await tabTo(page, '#dl-hand-S');
    await page.keyboard.type(hand);
    await tabTo(page, '.dl-form .dl-btn');
    expect((await focused(page)).label).toBe('Add event');
    await clearAnnouncements(page);
    await page.keyboard.press('Enter');

    const balances = Object.fromEntries(
      (['E', 'S', 'W', 'N'] as const).map((w) => [w, signed(expected[w])]),
    );
    await expect
      .poll(
        async () =>
          Object.fromEntries(
            await Promise.all(
              (['E', 'S', 'W', 'N'] as const).map(async (w) => [
                w,
                await page.getByTestId(`balance-${w}`).textContent(),
              ]),
            ),
          ),
        WAIT,
      )
      .toEqual(balances);
    const said = (['E', 'S', 'W', 'N'] as const)
      .map((w) => `${NAMES[w]} ${balances[w]}`)
      .join(', ');
    await expect
      .poll(() => announcements(page), WAIT)
      .toEqual(expect.arrayContaining([expect.stringContaining(`Balances: ${said}.`)]));
    expect(site.jsErrors).toEqual([]);
  });
});
