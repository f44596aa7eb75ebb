/** What several browser tests read off a page the same way: a payout table's figures, and search hits. */
import type { Page } from 'playwright-core';

/** Every payment cell of the table `testId`, as { rowKey: { E, S, W, N } }, rows keyed by `key`. */
export const seatFigures = (page: Page, testId: string, key: string) =>
  page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll(
      (rows, k) =>
        Object.fromEntries(
          rows.map((r) => [
            r.getAttribute(k),
            Object.fromEntries(
              [...r.querySelectorAll('td[data-seat]')].map((td) => [
                td.getAttribute('data-seat'),
                td.textContent,
              ]),
            ),
          ]),
        ),
      key,
    );

/**
 * The searches that miss: each name is searched with Pagefind within `variant` (as a reader does
 * with the variant filter) and misses when `url` is not among the first five results. Each miss
 * reads "name -> the urls found".
 */
export const searchMisses = (
  page: Page,
  variant: string,
  wanted: readonly { name: string; url: string }[],
): Promise<string[]> =>
  // A string, so the test runner does not rewrite the page's dynamic import.
  page.evaluate(`(async (wanted) => {
    const pagefind = await import('/pagefind/pagefind.js');
    await pagefind.init();
    const out = [];
    for (const { name, url } of wanted) {
      const search = await pagefind.search(name, { filters: { variant: ${JSON.stringify(variant)} } });
      const top = await Promise.all(search.results.slice(0, 5).map((r) => r.data()));
      if (!top.some((d) => d.url === url)) out.push(name + ' -> ' + (top.map((d) => d.url).join(', ') || 'nothing'));
    }
    return out;
  })(${JSON.stringify(wanted)})`) as Promise<string[]>;
