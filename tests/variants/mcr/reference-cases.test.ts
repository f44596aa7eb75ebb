/**
 * The reference calculator's own test hands (unit_test.cpp), each asserted with its full answer:
 * the total and the whole fan list with counts, counted from the rules (rule-book-cases.ts says
 * which part the file itself gives and which part was counted).
 */
import { describe, expect, it } from 'vitest';
import { scoreRequest } from '../../../src/api';
import { ANSWERS, answerKey, CASES, contextOf, TIES, toOurNotation } from './rule-book-cases';

const fanList = (fans: { id: string; count: number }[]): string =>
  fans
    .map((f) => (f.count > 1 ? `${f.id} x${f.count}` : f.id))
    .sort()
    .join(', ');

describe('reference calculator test hands (unit_test.cpp, summerinsects/ChineseOfficialMahjongHelper)', () => {
  it('ports every test_points case of the file, each with a counted answer', () => {
    // 214 test_points calls, plus two hands a second time under another switch (kongs, strict 1998).
    expect(CASES.length).toBe(216);
    expect(CASES.filter((k) => !ANSWERS[answerKey(k)])).toEqual([]);
  });

  it("keeps what each case states: its fans are in the answer, the fans it rules out are not, a stated total is the answer's", () => {
    for (const k of CASES) {
      const answer = ANSWERS[answerKey(k)];
      expect(answer, k.hand).toBeDefined();
      const [total, fans] = answer!;
      const ids = fans.split(', ').map((f) => f.replace(/ x\d+$/, ''));
      for (const f of k.has ?? []) expect(ids, `${k.hand}: ${f}`).toContain(f);
      for (const f of k.lacks ?? []) expect(ids, `${k.hand}: ${f}`).not.toContain(f);
      if (k.stated !== undefined) expect(total, k.hand).toBe(k.stated);
    }
  });

  CASES.forEach((k, i) => {
    const hand = toOurNotation(k.hand);
    // Every case has an answer: the test above fails first when one is missing.
    const [total, fans] = ANSWERS[answerKey(k)] ?? [Number.NaN, 'no answer'];
    const tie = TIES[answerKey(k)];
    const rule = tie ? `${k.about}; equal-total readings, the other lists ${tie}` : k.about;
    it(`#${i + 1} ${rule}: ${hand} scores ${total}: ${fans}`, () => {
      const out = scoreRequest({
        variant: 'mcr',
        hand,
        context: contextOf(k),
        ...(k.options ? { options: k.options } : {}),
      });
      if (!out.ok) throw new Error(out.error);
      expect({ total: out.total, fans: fanList(out.patterns) }).toEqual({ total, fans });
    });
  });
});
