/**
 * "Who pays what?" and the choice of what is asked: the seats asked about, a typed payment checked
 * against exactly the engine's, each payment's reason read off the engine's payments, the drill
 * chosen kept as the fallback for a link without one, and the waits drill's "which scores most".
 */
import { describe, expect, it } from 'vitest';
import { checkHand, emptyAnswer } from '../../src/components/practice/hand-answer';
import { checkPayments, paidBy } from '../../src/components/practice/payments';
import { recordHand } from '../../src/components/practice/progress';
import { paymentReasons } from '../../src/components/practice/reasons';
import {
  asksOf,
  bestWaits,
  checkWaits,
  drillView,
  type HandDrillView,
  readDrill,
  readPracticeLink,
  writePracticeLink,
} from '../../src/components/practice/state';
import { activeModel, modelsOf, payUnder } from '../../src/engine/models';
import { parseHand } from '../../src/engine/notation';
import { practiceExamples } from '../../src/engine/practice/deal';
import { scoreHand } from '../../src/engine/score';
import { opponents } from '../../src/engine/settlement';
import type { Wind } from '../../src/engine/tiles';
import type { Variant } from '../../src/engine/variant';
import { hongKong } from '../../src/variants/hong-kong';
import { vmc } from '../../src/variants/vmc';

const handView = (
  variant: Variant,
  seed: number,
  level: 1 | 2 | 3,
  drill = 'payments' as const,
) => {
  const view = drillView(variant, { seed, level, drill }, practiceExamples(variant));
  if (view.kind !== 'hand') throw new Error(`expected a won hand, got ${view.kind}`);
  return view;
};

/** What a reader who knows the engine's payments types for each asked seat. */
const engineAnswer = (view: HandDrillView): Partial<Record<Wind, string>> =>
  Object.fromEntries(view.payments.asked.map((s) => [s, String(paidBy(view.result, s))]));

describe('what is asked', () => {
  it('each drill asks its own question, and "all three" asks the total, patterns and payments', () => {
    expect(asksOf('score')).toEqual(['total']);
    expect(asksOf('patterns')).toEqual(['patterns']);
    expect(asksOf('payments')).toEqual(['payments']);
    expect(asksOf('all')).toEqual(['total', 'patterns', 'payments']);
  });

  it('a link names the payments drill and reads back the same', () => {
    const link = { seed: 77, level: 2, drill: 'payments' } as const;
    expect(readPracticeLink(writePracticeLink(link))).toEqual({ state: link, problems: [] });
  });

  it('a link without a drill asks what the reader chose last; a bad one says which is shown', () => {
    expect(readPracticeLink('?seed=5&level=1', Math.random, 'payments').state.drill).toBe(
      'payments',
    );
    const bad = readPracticeLink('?seed=5&drill=guess', Math.random, 'all');
    expect(bad.state.drill).toBe('all');
    expect(bad.problems[0]).toMatch(/“guess” is not one of this page's drills: All three/);
    expect(readDrill('payments')).toBe('payments');
    expect(readDrill('bogus')).toBeNull();
  });
});

describe('who pays what', () => {
  it('level 1 asks about one opponent of the winner, higher levels about all three', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const one = handView(hongKong, seed, 1);
      expect(one.payments.asked).toHaveLength(1);
      expect(opponents(one.result.context.seat)).toContain(one.payments.asked[0]);
      const all = handView(hongKong, seed, 2);
      expect([...all.payments.asked].sort()).toEqual(
        [...opponents(all.result.context.seat)].sort(),
      );
    }
  });

  it("the engine's payments are right; one wrong payment is named with what it should be", () => {
    const view = handView(hongKong, 31, 2);
    const typed = engineAnswer(view);
    expect(checkPayments(view.result, view.payments.asked, typed)).toMatchObject({
      kind: 'checked',
      right: true,
    });
    const seat = view.payments.asked[0]!;
    const paid = paidBy(view.result, seat);
    const verdict = checkPayments(view.result, view.payments.asked, {
      ...typed,
      [seat]: String(paid + 1),
    });
    expect(verdict).toMatchObject({ kind: 'checked', right: false });
    if (verdict.kind !== 'checked') throw new Error('unreadable');
    expect(verdict.slips.filter((s) => !s.right)).toEqual([
      { seat, answered: paid + 1, paid, right: false },
    ]);
  });

  it('a blank or garbled payment names the seat rather than counting as wrong', () => {
    const view = handView(hongKong, 31, 2);
    const seat = view.payments.asked[0]!;
    const blank = checkPayments(view.result, view.payments.asked, {});
    expect(blank).toMatchObject({ kind: 'unreadable', message: /Type what \w+ pays first/ });
    const garbled = checkPayments(view.result, view.payments.asked, {
      ...engineAnswer(view),
      [seat]: 'ten',
    });
    expect(garbled).toMatchObject({ kind: 'unreadable', message: /“ten”, what \w+ pays/ });
  });

  it('a Hong Kong discard win: the discarder pays 3 × the base and the others nothing', () => {
    // A full flush, over the 3-faan minimum, won on West's discard.
    const result = scoreHand(hongKong, parseHand('123m 456m 789m 234m 5m @5m'), {
      seat: 'S',
      round: 'E',
      discarder: 'W',
    });
    const base = activeModel(hongKong, result.options).base!(result.total, result.options).amount;
    const reasons = paymentReasons(hongKong, result);
    expect(reasons.find((r) => r.seat === 'W')).toEqual({
      seat: 'W',
      amount: `−${3 * base}`,
      why: `West (the discarder) pays ${3 * base} on a discard win: 3 × the base of ${base}.`,
    });
    expect(reasons.find((r) => r.seat === 'N')?.why).toMatch(/North pays nothing/);
    expect(reasons.find((r) => r.seat === 'S')?.amount).toBe(`+${3 * base}`);
  });

  it('every reason prints the payment the engine makes, seat by seat', () => {
    for (const seed of [3, 8, 13]) {
      const { result } = handView(vmc, seed, 2);
      const printed = paymentReasons(vmc, result).map((r) => [r.seat, r.amount]);
      const engine = (['E', 'S', 'W', 'N'] as const).map((w) => {
        const n = result.payments[w];
        return [w, n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0'];
      });
      expect(Object.fromEntries(printed)).toEqual(Object.fromEntries(engine));
    }
  });

  it("VMC's two models are both paid, the table's own (the answer) first", () => {
    const view = handView(vmc, 12, 2);
    const { models } = view.payments;
    expect(models.map((m) => m.model.id).sort()).toEqual(
      modelsOf(vmc)
        .map((m) => m.id)
        .sort(),
    );
    expect(models[0]!.payments).toEqual(view.result.payments);
    expect(models[0]).toEqual(payUnder(activeModel(vmc, view.result.options), view.result));
  });

  it('"all three" checks each part, and a wrong payment is kept against the patterns', () => {
    const view = handView(hongKong, 31, 2, 'all' as never);
    const counted = view.result.patterns.map((p) => p.id);
    const right = checkHand(view, {
      total: String(view.result.total),
      ticked: new Set(counted),
      paid: engineAnswer(view),
    });
    expect(right.total?.kind).toBe('right');
    expect(right.patterns?.right).toBe(true);
    expect(right.payments).toMatchObject({ right: true });
    const seat = view.payments.asked[0]!;
    const wrong = checkHand(view, {
      ...emptyAnswer(),
      total: String(view.result.total),
      ticked: new Set(counted),
      paid: { ...engineAnswer(view), [seat]: '999999' },
    });
    const kept = recordHand({}, counted, wrong);
    for (const id of counted) expect(kept[id]).toEqual({ right: 1, wrong: 1 });
  });
});

describe('which wait scores most', () => {
  it('any of the waits tied for the highest total is right; a lower-scoring wait is not', () => {
    // A dealt waiting hand whose waits score differently, found by the engine's own scores.
    const found = Array.from({ length: 40 }, (_, seed) =>
      drillView(hongKong, { seed, level: 2, drill: 'waits' }, practiceExamples(hongKong)),
    ).find((v) => v.kind === 'waits' && new Set(v.waits.map((w) => w.result.total)).size > 1);
    if (found?.kind !== 'waits') throw new Error('no waiting hand with waits of different scores');
    const { waits } = found;
    const max = Math.max(...waits.filter((w) => w.result.minimumMet).map((w) => w.result.total));
    const top = bestWaits(waits);
    for (const t of top) expect(waits.find((w) => w.tile === t)?.result.total).toBe(max);
    const all = new Set(waits.map((w) => w.tile));
    for (const t of top) expect(checkWaits(waits, all, t).right).toBe(true);
    const lower = waits.find((w) => !top.includes(w.tile))!;
    expect(checkWaits(waits, all, lower.tile)).toMatchObject({
      right: false,
      best: { said: lower.tile, right: false, top },
    });
    expect(checkWaits(waits, all, null)).toMatchObject({ right: false, best: { said: null } });
  }, 60_000);

  it('is asked above level 1 only', () => {
    const at = (level: 1 | 2) =>
      drillView(hongKong, { seed: 9, level, drill: 'waits' }, practiceExamples(hongKong));
    expect(at(1)).toMatchObject({ kind: 'waits', askBest: false });
    expect(at(2)).toMatchObject({ kind: 'waits', askBest: true });
  });
});
