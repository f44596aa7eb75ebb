/**
 * The reused tab of tests/browser/site-fixture.ts opens every page as a first visit: the checks
 * of every browser file rely on it, so it is held to that here.
 */
import { describe, expect, it } from 'vitest';
import { useSite } from './site-fixture';

const site = useSite();
type Marked = Window & { marker?: number };

describe('site.visit opens each page as a first visit in the reused tab', () => {
  it('what the last page stored is gone, even when the same address is opened again', async () => {
    const page = await site.visit('/hong-kong/score/');
    await page.evaluate(() => {
      localStorage.setItem('left-over', '1');
      sessionStorage.setItem('left-over', '1');
    });
    await site.visit('/hong-kong/score/');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('left-over'),
        sessionStorage.getItem('left-over'),
      ]),
    ).toEqual([null, null]);
  });

  it('the address already open loads again, at the top of the page', async () => {
    const page = await site.visit('/hong-kong/');
    await page.evaluate(() => {
      window.scrollTo(0, 2000);
      (window as Marked).marker = 1;
    });
    await site.visit('/hong-kong/');
    expect(await page.evaluate(() => [(window as Marked).marker ?? 0, window.scrollY])).toEqual([
      0, 0,
    ]);
  });

  it('another hash on the open page loads the page again', async () => {
    const page = await site.visit('/house-rules/view/#r=a');
    await page.evaluate(() => {
      (window as Marked).marker = 1;
    });
    await site.visit('/house-rules/view/#r=b');
    expect(await page.evaluate(() => (window as Marked).marker ?? 0)).toBe(0);
  });

  it("a page's uncaught error is in site.jsErrors until the next visit", async () => {
    const page = await site.visit('/');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('boom');
      }),
    );
    await expect.poll(() => site.jsErrors).toEqual(['boom']);
    await site.visit('/variants/');
    expect(site.jsErrors).toEqual([]);
  });

  it('with JavaScript off the islands stay as served, at the viewport asked for', async () => {
    const viewport = { width: 360, height: 740 };
    const page = await site.visit('/hong-kong/score/', { js: false, viewport });
    expect(await page.locator('astro-island[ssr]').count()).toBeGreaterThan(0);
    expect(page.viewportSize()).toEqual(viewport);
  });
});
