/**
 * Settlement models as data (src/engine/models.ts): Hong Kong's seed model and the fact
 * sheet's half-spicy and full-spicy comparison models, and the payout-table reader.
 */
import { describe, expect, it } from 'vitest';
import { activeModel, findModel, modelsOf, payUnder, payUnderEvery } from '../../src/engine/models';
import { readPayoutTable } from '../../src/engine/payout-table';
import { hongKong } from '../../src/variants/hong-kong';
import { hk, ON_DISCARD, SELF_DRAWN } from '../helpers';

// Half flush 3, dragon pung 1, self-drawn 1 = 5 faan (the plum is East's flower).
const HAND = '234m678m5m [RDRDRD] [NNN] @5m +F1';

describe('Hong Kong settlement models', () => {
  it('lists the seed model first, then half-spicy and full-spicy', () => {
    expect(modelsOf(hongKong).map((m) => m.id)).toEqual(['seed', 'half-spicy', 'full-spicy']);
    expect(activeModel(hongKong, {}).id).toBe('seed');
  });

  it('the seed model pays exactly what the variant pays', () => {
    for (const ctx of [ON_DISCARD, SELF_DRAWN]) {
      const r = hk(HAND, ctx);
      expect(payUnder(findModel(hongKong, 'seed'), r).payments).toEqual(r.payments);
    }
  });

  it('half-spicy at 5 faan is 24 a portion: self-draw 24 each, discard 24 from the discarder and 12 from each other', () => {
    const self = hk(HAND, SELF_DRAWN);
    expect(self.total).toBe(5);
    expect(payUnder(findModel(hongKong, 'half-spicy'), self).payments).toEqual({
      E: -24,
      S: 72,
      W: -24,
      N: -24,
    });
    const discard = hk('234m678m5m [RDRDRD] [SSS] @5m +F1', ON_DISCARD);
    expect(discard.total).toBe(5);
    expect(payUnder(findModel(hongKong, 'half-spicy'), discard).payments).toEqual({
      E: -12,
      S: 48,
      W: -24,
      N: -12,
    });
  });

  it('full-spicy at 5 faan is 32 a portion; the seed model pays 3 × 32 from the discarder', () => {
    const discard = hk('234m678m5m [RDRDRD] [SSS] @5m +F1', ON_DISCARD);
    const byId = Object.fromEntries(
      payUnderEvery(hongKong, discard).map((p) => [p.model.id, p.payments]),
    );
    expect(byId['full-spicy']).toEqual({ E: -16, S: 64, W: -32, N: -16 });
    expect(byId.seed).toEqual({ E: 0, S: 96, W: -96, N: 0 });
  });

  it('half-spicy follows the fact sheet table at every faan from 0 to 13', () => {
    const model = findModel(hongKong, 'half-spicy');
    const bases = Array.from({ length: 14 }, (_, f) => model.base!(f, {}).amount);
    expect(bases).toEqual([1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384]);
  });

  it('nobody pays under any model for a hand below the minimum', () => {
    const r = hk('456m 789p 555s 9s [RDRDRD] @9s +F1');
    expect(r.minimumMet).toBe(false);
    for (const p of payUnderEvery(hongKong, r))
      expect(p.payments).toEqual({ E: 0, S: 0, W: 0, N: 0 });
  });

  it('a model the variant does not have is a specific error', () => {
    expect(() => findModel(hongKong, 'classical')).toThrow(
      /Hong Kong Mahjong has no settlement model "classical"; its models are “Hong Kong: 2 to the faan, the discarder pays three”, “Half-spicy \(半辣上\), half responsibility”, “Full-spicy \(全辣\), half responsibility”/,
    );
  });
});

describe('payout tables', () => {
  const spec = { rule: 'the payout table', option: 'payoutTable', unit: 'faan', cap: 3 };
  it('reads amounts, ½ included, and accepts equal neighbours (banded tables)', () => {
    expect(readPayoutTable('½, 1, 2, 4', spec)).toEqual([0.5, 1, 2, 4]);
    expect(readPayoutTable('1,2,2,4,', spec)).toEqual([1, 2, 2, 4]);
  });
  it('refuses gaps, short tables, falling amounts, zero and words, naming the faan', () => {
    expect(() => readPayoutTable('1,,2,4', spec)).toThrow(/gap at 1 faan/);
    expect(() => readPayoutTable('1,2,4', spec)).toThrow(
      /stops at 2 faan, but hands up to the 3-faan cap need an amount \(4 values, from 0 to 3\)/,
    );
    expect(() => readPayoutTable('1,4,2,8', spec)).toThrow(
      /not increasing: 2 faan pays 2, less than 1 faan \(4\)/,
    );
    expect(() => readPayoutTable('0,1,2,4', spec)).toThrow(
      /amount at 0 faan is 0; every amount must be above 0/,
    );
    expect(() => readPayoutTable('1,two,4,8', spec)).toThrow(/"two" at 1 faan is not a number/);
  });
});
