import { describe, expect, it } from 'vitest';
import { scoreRequest } from '../../../src/api';
import { ON_DISCARD, SELF_DRAWN } from '../../helpers';
import { rd } from './rd';

const SEED_TABLE = [2, 4, 8, 16, 32, 48, 64, 96, 128, 192, 256, 384, 512];
const sum = (p: Record<string, number>) => Object.values(p).reduce((a, b) => a + b, 0);

describe('Rainbow Dragon settlement (seed 001 "Scoring")', () => {
  it('on a discard the discarder pays the whole and the other two half', () => {
    // Half Flush 2 + Fully Concealed 1 = 3 fan: 16 points.
    const r = rd('123p 555p 678p NNN RD @RD');
    expect(r.total).toBe(3);
    expect(r.payments).toEqual({ E: -8, S: 32, W: -16, N: -8 });
  });

  it('on a self-draw all three pay the whole', () => {
    const r = rd('123p 555p 678p NNN RD @RD', SELF_DRAWN);
    expect(r.total).toBe(3);
    expect(r.payments).toEqual({ E: -16, S: 48, W: -16, N: -16 });
  });

  it("pays the seed's table at every fan value from 0 to the 12-fan cap", () => {
    // A 0-fan hand (minimum 0) and the capped Thirteen Orphans bracket the table.
    expect(rd('456m 789p 9s [NNN] [234s] @9s', ON_DISCARD, { minimum: 0 }).payments).toEqual({
      E: -1,
      S: 4,
      W: -2,
      N: -1,
    });
    const limit = rd('19m 19p 19s E S W N GD RD WD @WD');
    expect(limit.total).toBe(12);
    expect(limit.payments.W).toBe(-SEED_TABLE[12]!);
    for (const [hand, fan] of [
      ['123m 456m 789p 555s 9s @9s', 1],
      ['123p 123p 678s 5s [456m] @5s', 2],
      ['123p 555p 678p 999p 4p @4p', 5],
      ['222m 444p 666s 888s 9m @9m', 7],
    ] as const) {
      const r = rd(hand, SELF_DRAWN, { minimum: 0 });
      expect(r.total).toBe(fan);
      expect(r.payments.E).toBe(-SEED_TABLE[fan]!);
    }
  });

  it('payments always sum to zero, halves included', () => {
    for (const ctx of [SELF_DRAWN, ON_DISCARD, { seat: 'E' as const, discarder: 'N' as const }]) {
      expect(sum(rd('456m 789p 9s [NNN] [234s] @9s', ctx, { minimum: 0 }).payments)).toBe(0);
    }
  });

  it('a club can supply its own points table', () => {
    const table = '1,2,3,4,5,6,7,8,9,10,11,12,13';
    expect(rd('123p 555p 678p NNN RD @RD', SELF_DRAWN, { pointsTable: table }).payments.E).toBe(-4);
    expect(
      rd('123p 555p 678p NNN RD @RD', SELF_DRAWN, {
        pointsTable: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as unknown as string,
      }).payments.E,
    ).toBe(-4);
  });
});

describe('the minimum and the cap', () => {
  it('defaults to 1 fan (standard): a 0-fan hand is not a legal win and nobody pays', () => {
    const r = rd('456m 789p 9s [NNN] [234s] @9s');
    expect(r.total).toBe(0);
    expect(r.minimumMet).toBe(false);
    expect(r.payments).toEqual({ E: 0, S: 0, W: 0, N: 0 });
  });

  it('2 fan (challenging) refuses a 1-fan hand that 1 and 0 accept', () => {
    const hand = '456m 789p 555s 9s [RDRDRD] @9s';
    expect(rd(hand, ON_DISCARD, { minimum: 2 }).minimumMet).toBe(false);
    expect(rd(hand, ON_DISCARD, { minimum: 1 }).minimumMet).toBe(true);
    expect(rd(hand, ON_DISCARD, { minimum: 0 }).minimumMet).toBe(true);
  });

  it('flower fan count toward the minimum', () => {
    expect(rd('456m 789p 9s [NNN] [234s] @9s +F2').minimumMet).toBe(true);
  });
});

describe('bad options', () => {
  const hand = '123p 555p 678p NNN RD @RD';
  it('a minimum below 0 or above the cap', () => {
    expect(() => rd(hand, ON_DISCARD, { minimum: -1 })).toThrow(
      /Minimum fan to win” is -1; it cannot be below 0/,
    );
    expect(() => rd(hand, ON_DISCARD, { minimum: 13 })).toThrow(
      /Minimum fan to win” is 13; it cannot be above 12 \(the 12-fan cap: no hand is worth more\)/,
    );
  });

  it('a points table with a gap, one that stops short, or one that goes down', () => {
    expect(() =>
      rd(hand, ON_DISCARD, { pointsTable: '2,4,,16,32,48,64,96,128,192,256,384,512' }),
    ).toThrow(/payout table has a gap at 2 fan/);
    expect(() =>
      rd(hand, ON_DISCARD, { pointsTable: '2,4,8,16,32,48,64,96,128,192,256,384' }),
    ).toThrow(
      /payout table has a gap: it stops at 11 fan, but hands up to the 12-fan cap need an amount/,
    );
    expect(() =>
      rd(hand, ON_DISCARD, { pointsTable: '2,4,8,16,32,28,64,96,128,192,256,384,512' }),
    ).toThrow(/payout table is not increasing: 5 fan pays 28, less than 4 fan \(32\)/);
    expect(() => rd(hand, ON_DISCARD, { pointsTable: '2,4,eight,16' })).toThrow(
      /"eight" at 2 fan is not a number/,
    );
  });

  it('a settlement model Rainbow Dragon does not have', () => {
    expect(() => rd(hand, ON_DISCARD, { settlement: 'classical' })).toThrow(
      /unknown option "settlement" for Rainbow Dragon house rules/,
    );
  });

  it('the CLI contract returns these as error objects', () => {
    const res = scoreRequest({
      variant: 'rainbow-dragon',
      hand,
      context: ON_DISCARD,
      options: { minimum: 13 },
    });
    expect(res).toEqual({
      ok: false,
      error: expect.stringMatching(/cannot be above 12 \(the 12-fan cap/),
    });
    const ok = scoreRequest({ variant: 'rainbow-dragon', hand, context: ON_DISCARD });
    expect(ok).toMatchObject({
      ok: true,
      variant: 'rainbow-dragon',
      unit: 'fan',
      total: 3,
      payments: { E: -8, S: 32, W: -16, N: -8 },
    });
  });
});
