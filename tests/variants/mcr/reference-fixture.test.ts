/**
 * The MCR scorer against 12,000 answers of the reference calculator (tests/fixtures/README.md
 * says where they come from). Every case is asserted through the `mahjong-score` request path:
 * for a winning hand its total, its exact fan list (ids and counts) and whether it meets the
 * 8-point minimum; for a tile set that does not win, a refusal that says so.
 *
 * No allowance is made. The one place the rules leave a real choice, two readings of the same
 * tiles at the same best total ("high over low", rules/mcr.md §4, does not say whose fan list is
 * reported), is settled by the scorer's own tie order (src/variants/mcr/index.ts), which reports
 * the list the reference reports on every such hand here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scoreRequest } from '../../../src/api';
import { FANS } from '../../../src/variants/mcr/patterns/fans';

interface ReferenceCase {
  id: string;
  family: string;
  request: unknown;
  reference:
    | { win: false }
    | {
        win: true;
        total: number;
        meetsMinimum: boolean;
        fans: { fan: number; name: string; count: number }[];
      };
}

const CASES: ReferenceCase[] = readFileSync(
  new URL('../../fixtures/mcr-reference.jsonl', import.meta.url),
  'utf8',
)
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));

/** Our fan id for each number of the official table (and 82, the kong combination). */
const ID_OF = new Map(FANS.map((f) => [f.n, f.id]));

const fanList = (fans: { id: string; count: number }[]): string[] =>
  fans.map((f) => (f.count > 1 ? `${f.id} x${f.count}` : f.id)).sort();

/** What differs between our answer and the reference's for one case, or null when they agree. */
function disagreement(c: ReferenceCase): string | null {
  const answer = scoreRequest(c.request);
  const ref = c.reference;
  if (!ref.win) {
    if (answer.ok) return `${c.id}: not a winning hand, but we score it ${answer.total}`;
    return /^not a winning hand/.test(answer.error)
      ? null
      : `${c.id}: refused for another reason: ${answer.error}`;
  }
  if (!answer.ok) return `${c.id}: refused: ${answer.error}`;
  const ours = fanList(answer.patterns);
  const theirs = fanList(
    ref.fans.map((f) => ({ id: ID_OF.get(f.fan) ?? `#${f.fan}`, count: f.count })),
  );
  const same =
    answer.total === ref.total &&
    answer.minimumMet === ref.meetsMinimum &&
    ours.join() === theirs.join();
  return same
    ? null
    : `${c.id}: total ${answer.total} (reference ${ref.total}), minimum ${answer.minimumMet} (reference ${ref.meetsMinimum})\n  ours:      ${ours.join(', ')}\n  reference: ${theirs.join(', ')}`;
}

describe('MCR against the reference calculator (12,000 answers)', () => {
  it('holds 10,000 winning hands, 1,000 below the minimum and 1,000 that do not win', () => {
    const kinds = { win: 0, below: 0, none: 0 };
    for (const c of CASES) {
      if (!c.reference.win) kinds.none++;
      else if (c.reference.meetsMinimum) kinds.win++;
      else kinds.below++;
    }
    expect(kinds).toEqual({ win: 10_000, below: 1_000, none: 1_000 });
  });

  const families = [...new Set(CASES.map((c) => c.family))].sort();
  for (const family of families) {
    const cases = CASES.filter((c) => c.family === family);
    it(`scores every ${family} hand as the reference does: total, fan list and minimum (${cases.length} hands)`, () => {
      const wrong = cases.map(disagreement).filter((d) => d !== null);
      expect(wrong, wrong.slice(0, 5).join('\n')).toEqual([]);
    });
  }
});
