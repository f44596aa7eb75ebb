/**
 * The payout comparison island on /compare/, in Debian's Chromium against the built site: every
 * figure follows the discarder, the self-draw toggle and the winner's seat; bad input shows as a
 * message; it works from the keyboard and at 360 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seatFigures } from './page-readers';
import { useSite } from './site-fixture';

const PAGE = '/compare/';
const WAIT = { timeout: 30_000 };

const site = useSite();

/** Opens the table-rules panel (a <details>) without toggling it shut if already open. */
const openOptions = (page: Page) =>
  page.locator('.pc .hb-options').evaluate((d) => ((d as HTMLDetailsElement).open = true));

async function openCompare(
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; errors: string[] }> {
  const page = await site.visit(PAGE, { viewport });
  await page.locator('.pc').scrollIntoViewIfNeeded(WAIT);
  await page.locator('.pc[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
  return { page, errors: site.jsErrors };
}

/** Every payment cell of the settlement models' table, as { model: { E, S, W, N } }. */
const modelFigures = (page: Page) => seatFigures(page, 'pc-models', 'data-model');
/** Every payment cell of the family's table, as { variant: { E, S, W, N } }. */
const familyFigures = (page: Page) => seatFigures(page, 'pc-family', 'data-variant');
type Figures = Awaited<ReturnType<typeof modelFigures>>;

/** Both tables, once the models' figures (which change first) have settled. */
async function expectTables(page: Page, models: Figures, family: Figures) {
  await expect.poll(() => modelFigures(page), WAIT).toEqual(models);
  expect(await familyFigures(page)).toEqual(family);
}

describe('payout comparison', () => {
  it("starts at seed 002's example and moves every figure when the discarder changes", async () => {
    const { page, errors } = await openCompare();
    await expectTables(
      page,
      {
        modern: { E: '0', S: '+48', W: '−48', N: '0' },
        classical: { E: '−32', S: '+80', W: '−32', N: '−16' },
      },
      {
        'hong-kong': { E: '0', S: '+96', W: '−96', N: '0' },
        'rainbow-dragon': { E: '−16', S: '+64', W: '−32', N: '−16' },
        vmc: { E: '0', S: '+48', W: '−48', N: '0' },
      },
    );

    await page.getByLabel('Who discarded').selectOption('N');
    await expectTables(
      page,
      {
        modern: { E: '0', S: '+48', W: '0', N: '−48' },
        classical: { E: '−32', S: '+80', W: '−16', N: '−32' },
      },
      {
        'hong-kong': { E: '0', S: '+96', W: '0', N: '−96' },
        'rainbow-dragon': { E: '−16', S: '+64', W: '−16', N: '−32' },
        vmc: { E: '0', S: '+48', W: '0', N: '−48' },
      },
    );

    // East discards: the East doublings apply, and every figure of every row moves again.
    await page.getByLabel('Who discarded').selectOption('E');
    await expectTables(
      page,
      {
        modern: { E: '−96', S: '+96', W: '0', N: '0' },
        classical: { E: '−64', S: '+96', W: '−16', N: '−16' },
      },
      {
        'hong-kong': { E: '−96', S: '+96', W: '0', N: '0' },
        'rainbow-dragon': { E: '−32', S: '+64', W: '−16', N: '−16' },
        vmc: { E: '−96', S: '+96', W: '0', N: '0' },
      },
    );
    expect(errors).toEqual([]);
  });

  it("a self-draw and a new winner's seat change the figures live", async () => {
    const { page, errors } = await openCompare();
    await page.getByLabel('Self-drawn').check();
    // Self-drawn adds a faan in Hong Kong and VMC: 6 faan, P(6) = 32 (reconstructed), Q(6) = 32.
    await expect
      .poll(() => modelFigures(page), WAIT)
      .toEqual({
        modern: { E: '−64', S: '+128', W: '−32', N: '−32' },
        classical: { E: '−128', S: '+256', W: '−64', N: '−64' },
      });
    expect(await page.getByTestId('pc-models').textContent()).toContain(
      'Our reconstruction, not published',
    );
    expect(await page.getByLabel('Who discarded').isDisabled()).toBe(true);

    // East wins: South's wind no longer scores but the plum is now his own flower (still 6
    // faan), and every payment involves East.
    await page.getByLabel("Winner's seat").selectOption('E');
    await expect
      .poll(() => modelFigures(page), WAIT)
      .toEqual({
        modern: { E: '+192', S: '−64', W: '−64', N: '−64' },
        classical: { E: '+384', S: '−128', W: '−128', N: '−128' },
      });
    expect(errors).toEqual([]);
  });

  it('shows bad input as messages: a broken hand, a minimum above the cap, a falling payout table', async () => {
    const { page } = await openCompare();
    const notation = page.getByLabel('Hand in notation');
    await notation.fill('123m 789m 5x');
    await expect
      .poll(() => page.getByTestId('pc-error').textContent(), WAIT)
      .toContain('is not a suit letter');
    await notation.fill('123m 789m 5m [SSS] [RDRDRD] @5m +F1');
    await expect.poll(() => page.getByTestId('pc-error').count(), WAIT).toBe(0);

    await openOptions(page);
    const table = page.getByLabel('Modern base points P, from 0 faan to the cap');
    await table.fill('1,2,4,8,16,24,20,48,64,96,128,192,256,384');
    await table.press('Enter');
    await table.blur();
    await expect
      .poll(() => page.getByTestId('pc-error').textContent(), WAIT)
      .toContain('the payout table is not increasing: 6 faan pays 20, less than 5 faan (24)');

    await page.getByLabel('Rules').selectOption('rainbow-dragon');
    await openOptions(page);
    const minimum = page.getByLabel('Minimum fan to win');
    await minimum.fill('13');
    await expect
      .poll(() => page.locator('.hb-options .hb-error').first().textContent(), WAIT)
      .toContain('Enter a whole number from 0 to 12');
  });

  it('is usable from the keyboard and fits a 360 px screen', async () => {
    const { page, errors } = await openCompare({ width: 360, height: 740 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByLabel('Who discarded').focus();
    await page.keyboard.press('ArrowDown');
    // From West, the next seat offered is North.
    await expect.poll(() => page.getByLabel('Who discarded').inputValue(), WAIT).toBe('N');
    await expect.poll(() => modelFigures(page), WAIT).toMatchObject({ modern: { N: '−48' } });
    expect(errors).toEqual([]);
  });
});
