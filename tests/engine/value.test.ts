/** The engine's defaults for a hand's value: the sum, the cap (option or fixed), the minimum, the value text. */
import { describe, expect, it } from 'vitest';
import { handValue, minimumMet } from '../../src/engine/total';
import { valueText } from '../../src/engine/value';
import type { OptionDecl, ScoredPattern, Variant } from '../../src/engine/variant';

const option = (id: string): OptionDecl => ({
  id,
  label: id,
  description: '',
  type: 'integer',
  default: 0,
  source: { source: 'mcr-reference-calculator', status: 'stated' },
});
const variant = (more: Partial<Variant>) =>
  ({
    options: [],
    unit: { id: 'fan', singular: 'fan', plural: 'fan' },
    ...more,
  }) as unknown as Variant;
const hand: ScoredPattern[] = [
  { id: 'a', name: 'A', value: 3, count: 2 },
  { id: 'b', name: 'B', value: 8, count: 1 },
];

describe('engine value defaults', () => {
  it('the total is the sum of value × count, with no cap unless the variant has one', () => {
    expect(handValue(variant({}), hand, {})).toEqual({ total: 14, uncapped: 14 });
  });
  it('a declared cap option caps the total; the uncapped total is kept', () => {
    expect(handValue(variant({ options: [option('cap')] }), hand, { cap: 10 })).toEqual({
      total: 10,
      uncapped: 14,
    });
  });
  it('a cap the rules fix caps the total when there is no cap option', () => {
    const fixed = variant({
      rules: {
        chow: true,
        pung: true,
        kong: true,
        robbingKong: true,
        fixedCap: 12,
        source: { source: 'mcr-reference-calculator', status: 'stated' },
      },
    });
    expect(handValue(fixed, hand, {})).toEqual({ total: 12, uncapped: 14 });
  });
  it('the minimum is the minimum option when declared; without one every winning hand meets it', () => {
    expect(minimumMet(variant({ options: [option('minimum')] }), hand, 14, { minimum: 15 })).toBe(
      false,
    );
    expect(minimumMet(variant({ options: [option('minimum')] }), hand, 14, { minimum: 14 })).toBe(
      true,
    );
    expect(minimumMet(variant({}), [], 0, {})).toBe(true);
  });
  it('value text: the unit by number, or the variant’s own formatter', () => {
    expect(valueText(variant({}), 1)).toBe('1 fan');
    expect(
      valueText(variant({ unit: { id: 'point', singular: 'point', plural: 'points' } }), 3),
    ).toBe('3 points');
    expect(valueText(variant({ formatValue: (n: number) => `${n / 6} mủn` }), 12)).toBe('2 mủn');
  });
});
