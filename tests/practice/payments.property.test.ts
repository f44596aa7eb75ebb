/**
 * "Who pays what?" over many seeds, for every level of every variant: the payments a reader is
 * asked for are exactly the engine's for the dealt hand under the table's settlement, the other
 * models are the engine's too, each model's payments balance, and the reader who types the
 * engine's payments is told so.
 */
import { describe, expect, it } from 'vitest';
import { checkPayments, paidBy } from '../../src/components/practice/payments';
import { paymentReasons } from '../../src/components/practice/reasons';
import { drillView } from '../../src/components/practice/state';
import { activeModel, modelsOf, payUnder } from '../../src/engine/models';
import { dealHand, LEVELS, type Level, practiceExamples } from '../../src/engine/practice/deal';
import { scoreHand } from '../../src/engine/score';
import { opponents } from '../../src/engine/settlement';
import { WINDS } from '../../src/engine/tiles';
import { VARIANTS } from '../../src/variants';

const SEEDS = Number(process.env.PRACTICE_SEEDS ?? 150);
const SLOW = 120_000;
const seeds = (level: Level) => Array.from({ length: SEEDS }, (_, i) => i * 104_729 + level);

describe.each(VARIANTS.map((v) => [v.name, v] as const))('%s: who pays what', (_, variant) => {
  const examples = practiceExamples(variant);
  it.each(LEVELS)(
    "level %i: the payments asked for are the engine's under each model, and balance",
    (level) => {
      for (const seed of seeds(level)) {
        const view = drillView(variant, { seed, level, drill: 'payments' }, examples);
        if (view.kind !== 'hand') throw new Error(`seed ${seed}: ${JSON.stringify(view)}`);
        const dealt = dealHand(variant, { seed, level }, examples);
        const engine = scoreHand(variant, dealt.hand, dealt.context);
        const at = `seed ${seed}`;
        expect(view.result.payments, at).toEqual(engine.payments);
        expect(view.payments.models[0], at).toEqual(
          payUnder(activeModel(variant, engine.options), engine),
        );
        expect(view.payments.models.map((m) => m.model.id).sort(), at).toEqual(
          modelsOf(variant)
            .map((m) => m.id)
            .sort(),
        );
        for (const m of view.payments.models) {
          const sum = WINDS.reduce((n, w) => n + m.payments[w], 0);
          expect(Math.abs(sum), `${at}: ${m.model.name} balances`).toBeLessThan(1e-9);
        }
        const winner = engine.context.seat;
        expect(view.payments.asked.length, at).toBe(level === 1 ? 1 : 3);
        for (const s of view.payments.asked) expect(opponents(winner), at).toContain(s);
        const typed = Object.fromEntries(
          view.payments.asked.map((s) => [s, String(-engine.payments[s] || 0)]),
        );
        expect(checkPayments(engine, view.payments.asked, typed), at).toMatchObject({
          kind: 'checked',
          right: true,
        });
        const reasons = paymentReasons(variant, engine);
        expect(reasons.map((r) => r.seat).sort(), at).toEqual([...WINDS].sort());
        for (const s of opponents(winner))
          expect(reasons.find((r) => r.seat === s)?.why, at).toContain(
            `pay${paidBy(engine, s) ? `s ${paidBy(engine, s)}` : 's nothing'}`,
          );
      }
    },
    SLOW,
  );
});
