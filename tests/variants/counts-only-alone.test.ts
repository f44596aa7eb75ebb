/**
 * `countsOnlyAlone` is what a pattern page says ("it counts only when no other pattern
 * scores"), so it must be what the engine does: on every example hand of the variant, a pattern
 * marked so never scores beside a pattern outside its `countsBeside` categories; and a winning
 * hand with nothing else to count is given one of the variant's alone-only patterns.
 */
import { describe, expect, it } from 'vitest';
import { scoreExample } from '../../src/docs/verify';
import { VARIANTS } from '../../src/variants';

for (const variant of VARIANTS) {
  const alone = variant.patterns.filter((p) => p.countsOnlyAlone);
  if (!alone.length) continue;
  const categoryOf = new Map(variant.patterns.map((p) => [p.id, p.category]));
  const results = variant.patterns
    .flatMap((p) =>
      p.examples.map((ex) => ({ notation: ex.hand, r: scoreExample(variant, ex).result })),
    )
    .flatMap(({ notation, r }) => (r ? [{ ...r, notation }] : []));

  describe(`${variant.name}: patterns that count only alone`, () => {
    for (const p of alone) {
      it(`${p.name} never scores beside another pattern${p.countsBeside?.length ? ` outside ${p.countsBeside.join(', ')}` : ''}`, () => {
        const withIt = results.filter((r) => r.patterns.some((s) => s.id === p.id));
        expect(withIt.length, 'an example where it scores').toBeGreaterThan(0);
        for (const r of withIt) {
          const others = r.patterns.filter(
            (s) => s.id !== p.id && !p.countsBeside?.includes(categoryOf.get(s.id) ?? ''),
          );
          expect(
            others.map((s) => s.id),
            `${p.id} on ${r.notation}`,
          ).toEqual([]);
        }
      });
    }

    it('gives a winning hand with nothing else to count one of them', () => {
      const besideAll = new Set(alone.flatMap((p) => p.countsBeside ?? []));
      const bare = results.filter((r) =>
        r.patterns.every(
          (s) => alone.some((p) => p.id === s.id) || besideAll.has(categoryOf.get(s.id) ?? ''),
        ),
      );
      expect(bare.length).toBeGreaterThan(0);
      for (const r of bare)
        expect(
          r.patterns.some((s) => alone.some((p) => p.id === s.id)),
          `${r.notation}: ${r.patterns.map((s) => s.id).join(', ')}`,
        ).toBe(true);
    });
  });
}

describe('the patterns marked as counting only alone', () => {
  it('are the chicken hands, found by how the engines count: MCR, Sichuan and the two Vietnamese mosquito hands', () => {
    const marked = VARIANTS.flatMap((v) =>
      v.patterns.filter((p) => p.countsOnlyAlone).map((p) => `${v.id}/${p.id}`),
    );
    expect(marked.sort()).toEqual([
      'mcr/chicken-hand',
      'sichuan/basic-hand',
      'vietnamese/mosquito',
      'vietnamese/no-joker-mosquito',
    ]);
  });
});
