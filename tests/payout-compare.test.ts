/**
 * The payout comparison island's logic (src/components/payout/compare.ts): the same hand under
 * each settlement model and each Hong Kong-family variant, and errors as messages.
 */
import { describe, expect, it } from 'vitest';
import { compare, signed } from '../src/components/payout/compare';

const HAND = '123m 789m 5m [SSS] [RDRDRD] @5m +F1';
const byModel = (c: ReturnType<typeof compare>) =>
  Object.fromEntries(c.models.map((m) => [m.model.id, m.payments]));
const byVariant = (c: ReturnType<typeof compare>) =>
  Object.fromEntries(c.family.map((r) => [r.variant.id, r.payout?.payments]));

describe('payout comparison', () => {
  it("pays seed 002's example under both VMC models, and the same hand in every Hong Kong-family variant", () => {
    const c = compare('vmc', HAND, { seat: 'S', round: 'E', discarder: 'W' }, {});
    expect(c.error).toBeNull();
    expect(byModel(c)).toEqual({
      modern: { E: 0, S: 48, W: -48, N: 0 },
      classical: { E: -32, S: 80, W: -32, N: -16 },
    });
    expect(byVariant(c)).toEqual({
      'hong-kong': { E: 0, S: 96, W: -96, N: 0 },
      'rainbow-dragon': { E: -16, S: 64, W: -32, N: -16 },
      vmc: { E: 0, S: 48, W: -48, N: 0 },
    });
  });

  it('moving the discard to East changes every row', () => {
    const west = compare('vmc', HAND, { seat: 'S', round: 'E', discarder: 'W' }, {});
    const east = compare('vmc', HAND, { seat: 'S', round: 'E', discarder: 'E' }, {});
    expect(byModel(east)).toEqual({
      modern: { E: -96, S: 96, W: 0, N: 0 },
      classical: { E: -64, S: 96, W: -16, N: -16 },
    });
    for (const id of ['hong-kong', 'rainbow-dragon', 'vmc'])
      expect(byVariant(east)[id]).not.toEqual(byVariant(west)[id]);
  });

  it("lists Hong Kong's seed model first, then the half-spicy and full-spicy tables", () => {
    const c = compare('hong-kong', HAND, { seat: 'S', round: 'E', discarder: 'W' }, {});
    expect(c.models.map((m) => m.model.id)).toEqual(['seed', 'half-spicy', 'full-spicy']);
    expect(byModel(c)['half-spicy']).toEqual({ E: -12, S: 48, W: -24, N: -12 });
  });

  it('the chosen settlement puts that model first and marks reconstructed bases', () => {
    const c = compare(
      'vmc',
      '123m 789m 5m [NNN] [RDRDRD] @5m +F1',
      { seat: 'S', round: 'E', discarder: 'W' },
      { settlement: 'classical' },
    );
    expect(c.models[0]!.model.id).toBe('classical');
    expect(c.models.map((m) => m.base?.source.status)).toEqual(['reconstructed', 'reconstructed']);
  });

  it('shows bad input as messages, never throws', () => {
    expect(compare('vmc', HAND, { seat: 'S', discarder: 'W' }, { minimum: 14 }).error).toMatch(
      /Minimum faan to win” is 14; it cannot be above 13/,
    );
    expect(
      compare('vmc', HAND, { seat: 'S', discarder: 'W' }, { modernTable: '1,2,4,3' }).error,
    ).toMatch(/not increasing: 3 faan pays 3, less than 2 faan \(4\)/);
    expect(
      compare('vmc', HAND, { seat: 'S', discarder: 'W' }, { settlement: 'spicy' }).error,
    ).toMatch(/Settlement model” cannot be "spicy"/);
    expect(compare('vmc', '123m 789m 5x', { seat: 'S', discarder: 'W' }, {}).error).toMatch(
      /"x" is not a suit letter/,
    );
    const c = compare('rainbow-dragon', HAND, { seat: 'S', discarder: 'W' }, { minimum: 13 });
    expect(c.error).toMatch(/the 12-fan cap/);
    // The other variants are scored under their defaults, so they still show figures.
    expect(byVariant(c)['hong-kong']).toEqual({ E: 0, S: 96, W: -96, N: 0 });
  });

  it('writes amounts with a sign and a true minus', () => {
    expect([signed(48), signed(-32), signed(0), signed(2.5)]).toEqual(['+48', '−32', '0', '+2.5']);
  });
});
