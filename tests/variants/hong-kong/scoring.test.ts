import { describe, expect, it } from 'vitest';
import { hk, ON_DISCARD, SELF_DRAWN } from '../../helpers';

const sum = (p: Record<string, number>) => Object.values(p).reduce((a, b) => a + b, 0);

describe('Hong Kong settlement (seed 003)', () => {
  it('on a self-draw each opponent pays the base, 2 to the faan', () => {
    // All chows 1, concealed 1, self-drawn 1, no flowers 1 = 4 faan, base 16.
    const r = hk('234m 456p 678s 345s 2p @2p', SELF_DRAWN);
    expect(r.total).toBe(4);
    expect(r.payments).toEqual({ E: -16, S: 48, W: -16, N: -16 });
  });

  it('on a discard the discarder alone pays three bases', () => {
    const r = hk('234m 456p 678s 345s 2p @2p', ON_DISCARD);
    expect(r.total).toBe(3);
    expect(r.payments).toEqual({ E: 0, S: 24, W: -24, N: 0 });
  });

  it('a limit hand pays 2^13 per base', () => {
    const r = hk('19m 19p 19s E S W N RD GD WD @WD', { seat: 'N', round: 'E', discarder: 'E' });
    expect(r.payments).toEqual({ E: -3 * 8192, S: 0, W: 0, N: 3 * 8192 });
  });

  it('payments always sum to zero', () => {
    for (const ctx of [SELF_DRAWN, ON_DISCARD, { seat: 'E' as const, discarder: 'N' as const }]) {
      expect(sum(hk('789p 555s WD [RDRDRD] [GDGDGD] @WD', ctx).payments)).toBe(0);
    }
  });
});

describe('the minimum and the cap', () => {
  it('a hand below the 3-faan minimum is not a legal win and nobody pays', () => {
    const r = hk('456m 789p 555s 9s [RDRDRD] @9s +F1');
    expect(r.total).toBe(1);
    expect(r.minimumMet).toBe(false);
    expect(r.payments).toEqual({ E: 0, S: 0, W: 0, N: 0 });
  });

  it('the minimum is a table option', () => {
    expect(hk('456m 789p 555s 9s [RDRDRD] @9s +F1', ON_DISCARD, { minimum: 1 }).minimumMet).toBe(
      true,
    );
    expect(hk('456m 789p 555s 9s [123m] @9s +F1', ON_DISCARD, { minimum: 0 }).minimumMet).toBe(
      true,
    );
  });

  it('by default flower faan count toward the minimum; the option leaves them out', () => {
    // Dragon pung 1 + own flower 1 + own season 1 = 3.
    const hand = '456m 789p 555s 9s [RDRDRD] @9s +F2 S2';
    expect(hk(hand).minimumMet).toBe(true);
    expect(hk(hand, ON_DISCARD, { bonusCountsTowardMinimum: false }).minimumMet).toBe(false);
    // No-flowers is a bonus-tile faan too.
    expect(
      hk('789p 555s 9s [RDRDRD] [EEE] @9s', ON_DISCARD, { bonusCountsTowardMinimum: false })
        .minimumMet,
    ).toBe(false);
  });

  it('faan above the cap count as the cap, and payments use the capped faan', () => {
    // Full flush 7 + all pungs 3 + concealed... = far above 8.
    const r = hk('111p 333p 555p 777p 9p @9p', ON_DISCARD, { cap: 8 });
    expect(r.uncapped).toBeGreaterThan(8);
    expect(r.total).toBe(8);
    expect(r.payments.S).toBe(3 * 256);
  });

  it('the concealed-hand faan on a self-draw is a table option', () => {
    const hand = '123m 456m 789p 555s 9s @9s +F1';
    expect(hk(hand, SELF_DRAWN).total).toBe(2);
    expect(hk(hand, SELF_DRAWN, { concealedWithSelfDraw: false }).total).toBe(1);
  });
});

describe('options are checked', () => {
  const hand = '234m 456p 678s 345s 2p @2p';
  it('refuses a minimum above the cap', () => {
    expect(() => hk(hand, ON_DISCARD, { minimum: 10, cap: 8 })).toThrow(
      /minimum \(10\) cannot be above the cap \(8\)/,
    );
  });
  it('refuses a negative minimum and a cap above 13', () => {
    expect(() => hk(hand, ON_DISCARD, { minimum: -1 })).toThrow(
      /Minimum faan to win” is -1; it cannot be below 0/,
    );
    expect(() => hk(hand, ON_DISCARD, { cap: 14 })).toThrow(
      /Faan cap \(limit\)” is 14; it cannot be above 13/,
    );
  });
  it('refuses an unknown option and a wrong type', () => {
    expect(() => hk(hand, ON_DISCARD, { settlement: 'classical' })).toThrow(
      /unknown option "settlement" for Hong Kong Mahjong/,
    );
    expect(() => hk(hand, ON_DISCARD, { minimum: '3' as unknown as number })).toThrow(
      /Minimum faan to win” must be a whole number/,
    );
  });
});

describe('not a winning hand', () => {
  it('says no reading makes four sets and a pair', () => {
    expect(() => hk('123m 456p 789s 135s E @E')).toThrow(
      /not a winning hand: no reading makes four sets and a pair/,
    );
  });
});
