/**
 * Which variants the payout comparison pays a hand under comes from the variants themselves
 * (Variant.payoutFamily), and how the hand was won changes as a player expects
 * (src/components/payout/how-won.ts).
 */
import { describe, expect, it } from 'vitest';
import { compare, familyOf } from '../../src/components/payout/compare';
import {
  initialDiscarder,
  rememberedDiscarder,
  withSelfDrawn,
  withWinner,
} from '../../src/components/payout/how-won';
import { decodeComparison } from '../../src/components/payout/link';
import { defaultState } from '../../src/share';
import { VARIANTS } from '../../src/variants';
import { COMPARABLE_VARIANTS } from '../../src/variants/comparable';

describe('the variants compared', () => {
  it("the comparison covers exactly the registry's variants that declare a payout family", () => {
    const declared = VARIANTS.filter((v) => v.payoutFamily).map((v) => v.id);
    expect(COMPARABLE_VARIANTS.map((v) => v.id).sort()).toEqual([...declared].sort());
  });

  it("the same hand is paid in every variant of the chosen variant's family, and in no other", () => {
    const c = compare(
      'hong-kong',
      '123m 789m 5m [SSS] [RDRDRD] @5m +F1',
      { seat: 'S', round: 'E', discarder: 'W' },
      {},
    );
    const family = VARIANTS.filter((v) => v.payoutFamily === c.variant.payoutFamily).map(
      (v) => v.id,
    );
    expect(c.family.map((r) => r.variant.id).sort()).toEqual(family.sort());
    expect(familyOf(c.variant).every((v) => v.payoutFamily === 'Hong Kong')).toBe(true);
  });

  it("a link for a variant with no payout family (Sichuan) opens under the page's own variant and says it could not be used", () => {
    const read = decodeComparison('?v=sichuan&h=123m', 'vmc')!;
    expect(read.state.variantId).toBe('vmc');
    expect([...read.problems, read.versionNote ?? ''].join(' ')).toMatch(/sichuan|Sichuan/);
  });
});

describe('how the hand was won', () => {
  const south = { ...defaultState(), seat: 'S' as const, discarder: 'W' as const };

  it('making the discarder the winner gives the discard to the seat the winner left', () => {
    expect(withWinner(south, 'W')).toMatchObject({ seat: 'W', discarder: 'S' });
    expect(withWinner(south, 'N')).toMatchObject({ seat: 'N', discarder: 'W' });
  });

  it('back from a self-draw, the discarder chosen before discards again', () => {
    const self = withSelfDrawn(south, true, 'W');
    expect(self.discarder).toBeNull();
    expect(withSelfDrawn(self, false, 'W').discarder).toBe('W');
  });

  it('back from a self-draw when the old discarder has since won, the first other seat discards', () => {
    const self = withWinner(withSelfDrawn(south, true, 'W'), 'W');
    expect(withSelfDrawn(self, false, 'W')).toMatchObject({ seat: 'W', discarder: 'E' });
  });

  it('the remembered discarder follows the discard, and a page opened self-drawn starts from the first other seat', () => {
    expect(rememberedDiscarder(withWinner(south, 'W'), 'N')).toBe('S');
    expect(rememberedDiscarder({ ...south, discarder: null }, 'N')).toBe('N');
    expect(initialDiscarder('E', undefined)).toBe('S');
    expect(initialDiscarder('E', 'N')).toBe('N');
  });
});
