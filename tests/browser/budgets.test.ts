/**
 * Weight budgets (budgets.json) for the built site: a failing check when a page, the pattern
 * pages or the offline worker's download grows past its limit. Each entry also carries its goal
 * (issue 15), which `npm run bench` reports against; limit comes down to goal as the work lands.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Budget, budgetFigure } from '../../scripts/page-weight';
import { assertBuilt } from './serve';

const file = new URL('../../budgets.json', import.meta.url);
const budgets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Budget>;
const entries = Object.entries(budgets).filter(([name]) => !name.startsWith('$'));

describe('weight budgets (gzipped bytes)', () => {
  it('every budget names a measure, a goal and a limit no lower than the goal', () => {
    for (const [name, b] of entries) {
      expect(b.measure, name).toMatch(
        /^(html|css|js|islandJs|images|total|pageJs|patternHtmlMedian|firstVisit)$/,
      );
      expect(b.goal, name).toBeGreaterThanOrEqual(0);
      const why = `${name}: limit is below goal, but the goal is the final figure: set limit = goal`;
      expect(b.limit, why).toBeGreaterThanOrEqual(b.goal);
    }
  });

  for (const [name, b] of entries) {
    it(`${name} (${b.page ?? 'every pattern page'}, ${b.measure}) stays within its limit`, () => {
      assertBuilt();
      const bytes = budgetFigure(b);
      const where = `${b.page ?? 'pattern pages'} ${b.measure}`;
      const why = `${where}: ${bytes} bytes against a limit of ${b.limit} (goal ${b.goal})`;
      expect(bytes, why).toBeLessThanOrEqual(b.limit);
    });
  }
});
