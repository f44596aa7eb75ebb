/**
 * Every island keeps what the reader did through a reload on a 360 × 740 phone, because its
 * state lives in the page address: the hand scorer, the payout comparison and the house-rule
 * builder here; the deal ledger and the running bank in their own files. A plain visit leaves
 * the address as it came.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext } from './scorer-helpers';
import { useSite } from './site-fixture';

const site = useSite();
const WAIT = { timeout: 30_000 };
const PHONE = { width: 360, height: 740 };

async function open(path: string, island: string): Promise<Page> {
  const page = await site.visit(path, { viewport: PHONE });
  await ready(page, island);
  return page;
}

async function ready(page: Page, island: string) {
  await page.locator(island).first().scrollIntoViewIfNeeded(WAIT);
  await page
    .locator(`${island}[data-ready="true"]`)
    .first()
    .waitFor({ state: 'attached', ...WAIT });
}

async function reload(page: Page, island: string) {
  await page.reload({ waitUntil: 'load' });
  await ready(page, island);
}

describe('islands survive a reload (360 × 740)', () => {
  it('the hand scorer keeps the hand and how it was won', async () => {
    const page = await open('/hong-kong/score/', '.hb');
    await page.getByLabel('Hand in notation').fill('234m 456p 678s 345s 2p @2p');
    await openContext(page);
    await page.getByLabel('How you won').selectOption({ label: 'Discarded by West' });
    await expect.poll(() => new URL(page.url()).searchParams.get('from'), WAIT).toBe('W');
    const total = await page.getByTestId('total').innerText();
    await reload(page, '.hb');
    await expect
      .poll(() => page.getByLabel('Hand in notation').inputValue(), WAIT)
      .toBe('234m 456p 678s 345s 2p @2p');
    expect(await page.getByTestId('total').innerText()).toBe(total);
    expect(site.jsErrors).toEqual([]);
  });

  it('the payout comparison keeps the hand, the discarder and the rules', async () => {
    const page = await open('/compare/', '.pc');
    expect(new URL(page.url()).search).toBe('');
    await page.getByLabel('Who discarded').selectOption('N');
    await page.getByLabel('Rules').selectOption('hong-kong');
    const cell = page
      .locator('[data-testid="pc-models"] tbody tr')
      .first()
      .locator('td[data-seat="N"]');
    await expect.poll(() => cell.textContent(), WAIT).toBe('−96');
    await expect.poll(() => new URL(page.url()).searchParams.get('from'), WAIT).toBe('N');
    await reload(page, '.pc');
    await expect.poll(() => page.getByLabel('Who discarded').inputValue(), WAIT).toBe('N');
    expect(await page.getByLabel('Rules').inputValue()).toBe('hong-kong');
    expect(await page.getByLabel('Hand in notation').inputValue()).toBe(
      '123m 789m 5m [SSS] [RDRDRD] @5m +F1',
    );
    await expect.poll(() => cell.textContent(), WAIT).toBe('−96');
    expect(site.jsErrors).toEqual([]);
  });

  it("the house-rule builder keeps the club's rules", async () => {
    const page = await open('/house-rules/', '.hr-builder');
    await page.getByLabel('Club name').fill('Reload Club');
    await page.locator('.hr-edit tr[data-pattern="seven-pairs"]').getByRole('checkbox').uncheck();
    await expect.poll(() => new URL(page.url()).hash, WAIT).toMatch(/^#r=/);
    await reload(page, '.hr-builder');
    await expect.poll(() => page.getByLabel('Club name').inputValue(), WAIT).toBe('Reload Club');
    expect(
      await page
        .locator('.hr-edit tr[data-pattern="seven-pairs"]')
        .getByRole('checkbox')
        .isChecked(),
    ).toBe(false);
    expect(site.jsErrors).toEqual([]);
  });
});
