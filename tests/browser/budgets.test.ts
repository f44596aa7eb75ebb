/** Weight budgets (budgets.json) for the built site: a failing check when a page grows past them. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type PageWeight, pageWeight } from '../../scripts/page-weight';
import { assertBuilt } from './serve';

type Budget = { page: string } & Partial<Record<'js' | 'islandJs' | 'total', number>>;
const budgets = JSON.parse(readFileSync(new URL('../../budgets.json', import.meta.url), 'utf8')) as Record<string, Budget>;

describe('weight budgets (gzipped bytes)', () => {
  for (const [name, budget] of Object.entries(budgets)) {
    if (name.startsWith('$')) continue;
    it(`${name} (${budget.page}) stays within its budget`, () => {
      assertBuilt();
      const w: PageWeight = pageWeight(budget.page);
      for (const key of ['js', 'islandJs', 'total'] as const) {
        const limit = budget[key];
        if (limit === undefined) continue;
        expect(w[key].gzip, `${budget.page} ${key}: ${w[key].gzip} bytes against a budget of ${limit}`).toBeLessThanOrEqual(limit);
      }
    });
  }
});
