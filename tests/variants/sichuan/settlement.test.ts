/** Payments for one Sichuan win (seed 003): the discarder pays the base; a self-draw, base + 1 from each player still in. */
import { describe, expect, it } from 'vitest';
import { DISCARD, SELF, sc } from './helpers';

const BASIC = '123p 456p 789s 45s 22s @6s'; // 0 fan: base 1
const TWO_FIVE_EIGHT = '222p 888p 555s 888s 2s @2s'; // 3 fan: base 8
const sum = (p: Record<string, number>) => Object.values(p).reduce((a, b) => a + b, 0);

describe('a discard win', () => {
  it('is paid by the discarder alone: the base, 2^fan', () => {
    expect(sc(TWO_FIVE_EIGHT).payments).toEqual({ E: 0, S: 8, W: -8, N: 0 });
    expect(sc(BASIC, { ...DISCARD, discarder: 'N' }).payments).toEqual({ E: 0, S: 1, W: 0, N: -1 });
  });
  it('is still paid by the discarder when others have already won', () => {
    expect(sc(TWO_FIVE_EIGHT, { ...DISCARD, out: ['E', 'N'] }).payments).toEqual({
      E: 0,
      S: 8,
      W: -8,
      N: 0,
    });
  });
});

describe('a self-drawn win', () => {
  it('is paid base + 1 by each of the three opponents when nobody has won yet', () => {
    expect(sc(TWO_FIVE_EIGHT, SELF).payments).toEqual({ E: -9, S: 27, W: -9, N: -9 });
  });
  it('is paid only by the opponents still in (context.out lists the players who have won)', () => {
    expect(sc(TWO_FIVE_EIGHT, { ...SELF, out: ['E'] }).payments).toEqual({
      E: 0,
      S: 18,
      W: -9,
      N: -9,
    });
    expect(sc(BASIC, { ...SELF, out: ['E', 'N'] }).payments).toEqual({ E: 0, S: 2, W: -2, N: 0 });
  });
  it('pays the capped base + 1: 32 + 1 from each for a hand over the cap', () => {
    expect(sc('5p [2222p] [3333p] [4444p] [6666p] @5p', SELF).payments).toEqual({
      E: -33,
      S: 99,
      W: -33,
      N: -33,
    });
  });
  it('follows the selfDraw option: no bonus, or one more fan instead of one more point', () => {
    expect(sc(TWO_FIVE_EIGHT, SELF, { selfDraw: 'none' }).payments).toEqual({
      E: -8,
      S: 24,
      W: -8,
      N: -8,
    });
    const plusFan = sc(TWO_FIVE_EIGHT, SELF, { selfDraw: 'plus-fan' });
    expect(plusFan.total).toBe(4);
    expect(plusFan.payments).toEqual({ E: -16, S: 48, W: -16, N: -16 });
  });
  it('always sums to zero', () => {
    for (const ctx of [SELF, { ...SELF, out: ['W'] }, DISCARD])
      expect(sum(sc(TWO_FIVE_EIGHT, ctx).payments)).toBe(0);
  });
});

describe('context.out', () => {
  const error = (ctx: Record<string, unknown>) => {
    try {
      sc(BASIC, ctx);
      return '';
    } catch (e) {
      return (e as Error).message;
    }
  };
  it('cannot list the winner, the discarder, a seat twice or three seats', () => {
    expect(error({ ...SELF, out: ['S'] })).toMatch(/context.out lists the winner \(S\)/);
    expect(error({ ...DISCARD, out: ['W'] })).toMatch(/the discarder \(W\) is in context.out/);
    expect(error({ ...SELF, out: ['E', 'E'] })).toMatch(/lists a seat twice/);
    expect(error({ ...SELF, out: ['E', 'W', 'N'] })).toMatch(
      /the deal ends when three players have won/,
    );
    expect(error({ ...SELF, out: 'E' })).toMatch(/context.out must be a list of the seats/);
  });
});
