import { describe, expect, it } from 'vitest';
import { readContext } from '../../../src/engine/context';
import { resolveOptions } from '../../../src/engine/options';
import { vietnamese } from '../../../src/variants/vietnamese';
import { settleVietnamese } from '../../../src/variants/vietnamese/settlement';
import { ask, errorOf, ON_DISCARD, SELF_DRAWN, vn } from './vn';

const defaults = resolveOptions(vietnamese, {});
const sum = (p: Record<string, number>) => Object.values(p).reduce((a, b) => a + b, 0);

describe('who settles with the winner (seed 000, fact sheet §5)', () => {
  it('on a discard the discarder pays the doubled column, the other two the single', () => {
    const r = vn('111m 555p 999s 5s [NNN] @5s'); // All Sets 3 + 1: 4 phán → 8 / 16
    expect(r.total).toBe(4);
    expect(r.payments).toEqual({ E: -8, S: 32, W: -16, N: -8 });
  });
  it('on a self-draw all three pay doubled', () => {
    const r = vn('111m 555p 999s 5s [NNN] @5s', SELF_DRAWN); // + Single Wait 1: 5 phán → 32 each
    expect(r.total).toBe(5);
    expect(r.payments).toEqual({ E: -32, S: 96, W: -32, N: -32 });
  });
  it('robbing a quad: the quad-maker pays as the discarder (doubled), the others single', () => {
    const r = vn('123m 456p 78s 55s [NNN] @9s', { ...ON_DISCARD, robbingKong: true });
    expect(r.total).toBe(1);
    expect(r.payments).toEqual({ E: -1, S: 4, W: -2, N: -1 });
  });
  it('robbing a bounce (option): the bouncer pays doubled', () => {
    const r = vn(
      '123m 456p 78s 55s [NNN] @9s',
      { seat: 'S', round: 'E', discarder: 'N', robbingBounce: 'yes' },
      { robbingBounce: true },
    );
    expect(r.payments).toEqual({ E: -1, S: 4, W: -1, N: -2 });
  });
  it('the dealer pays and collects like anyone: no dealer multiplier', () => {
    const r = vn('111m 555p 999s 5s [NNN] @5s', { seat: 'E', round: 'E', discarder: 'W' });
    expect(r.payments).toEqual({ E: 32, S: -8, W: -16, N: -8 });
  });
});

describe('liability (Đền, fact sheet §7): the liable player pays every share alone', () => {
  it("4 × single on a discard win, leftover part × 3: 7 mủn 1 phán → 914 (RA-cur's test figure)", () => {
    const win = { ...readContext({ seat: 'S', discarder: 'W' }), extra: { liable: 'W' } };
    const p = settleVietnamese(43, win, defaults);
    expect(p).toEqual({ E: 0, S: 914, W: -914, N: 0 });
  });
  it('6 × single on a self-draw: 4 mủn → 768 from the feeder', () => {
    const win = { ...readContext({ seat: 'S', selfDrawn: true }), extra: { liable: 'E' } };
    expect(settleVietnamese(24, win, defaults)).toEqual({ E: -768, S: 768, W: 0, N: 0 });
  });
  it('a discarded joker that gives the win makes its discarder liable', () => {
    const r = vn('123m 456p 79s 55s [NNN] @J3');
    expect(r.payments).toEqual({ E: 0, S: 128, W: -128, N: 0 });
  });

  // Each §7 situation: a hand that really has it, and the same claim on a hand that does not.
  const cases: [string, string, string, string][] = [
    [
      'suit',
      'the fourth meld of one suit after three shown',
      '5s [123m] [456m] [789m] [111m] @5s',
      '5s [123m] [456m] [789s] [111m] @5s',
    ],
    [
      'terminals',
      'the fourth terminal pung',
      '5s [111m] [999p] [111s] [999s] @5s',
      '5s [111m] [999p] [111s] [555p] @5s',
    ],
    [
      'honours',
      'the fourth honour meld',
      '5s [EEE] [SSS] [RDRDRD] [NNN] @5s',
      '5s [EEE] [SSS] [RDRDRD] [555m] @5s',
    ],
    [
      'dragons',
      'the third dragon meld',
      '123m 5s [RDRDRD] [GDGDGD] [WDWDWD] @5s',
      '123m 5s [RDRDRD] [GDGDGD] [555p] @5s',
    ],
    [
      'winds',
      'the fourth wind meld',
      '5s [EEE] [SSS] [WWW] [NNN] @5s',
      '5s [EEE] [SSS] [WWW] [555m] @5s',
    ],
  ];
  it.each(cases)(
    'feeding "%s" (%s): the feeder pays everything; a hand without it is refused',
    (feeding, _what, good, bad) => {
      const ctx = { seat: 'S', round: 'E', discarder: 'W', feeder: 'E', feeding };
      const r = vn(good, ctx);
      expect(r.payments.E).toBe(-r.payments.S);
      expect(r.payments.W).toBe(0);
      expect(r.payments.N).toBe(0);
      expect(sum(r.payments)).toBe(0);
      expect(errorOf(() => vn(bad, ctx)).message).toMatch(new RegExp(`feeding "${feeding}" needs`));
    },
  );
  it('the fourth meld may be the winning discard itself, when the feeder discarded it', () => {
    const r = vn('5s5s 12m [123m] [456m] [789m] @3m', {
      seat: 'S',
      round: 'E',
      discarder: 'E',
      feeder: 'E',
      feeding: 'suit',
    });
    expect(r.payments.E).toBe(-r.payments.S);
    expect(
      errorOf(() =>
        vn('5s5s 12m [123m] [456m] [789m] @3m', {
          seat: 'S',
          round: 'E',
          discarder: 'W',
          feeder: 'E',
          feeding: 'suit',
        }),
      ).message,
    ).toMatch(/was not E's discard/);
  });
  it('liability still applies when the winner later self-draws: 6 single shares from the feeder', () => {
    const r = vn('5s [EEE] [SSS] [WWW] [NNN] @5s', {
      seat: 'S',
      round: 'E',
      selfDrawn: true,
      feeder: 'N',
      feeding: 'winds',
    });
    expect(r.payments.N).toBe(-r.payments.S);
    expect(r.payments.E).toBe(0);
  });
  it('a feeder without a situation, or a situation without a feeder, or the winner as feeder, is refused', () => {
    expect(
      errorOf(() => vn('5s [EEE] [SSS] [WWW] [NNN] @5s', { ...ON_DISCARD, feeder: 'E' })).message,
    ).toMatch(/names no situation/);
    expect(
      errorOf(() => vn('5s [EEE] [SSS] [WWW] [NNN] @5s', { ...ON_DISCARD, feeding: 'winds' }))
        .message,
    ).toMatch(/names nobody/);
    expect(
      errorOf(() =>
        vn('5s [EEE] [SSS] [WWW] [NNN] @5s', { ...ON_DISCARD, feeder: 'S', feeding: 'winds' }),
      ).message,
    ).toMatch(/cannot be the winner/);
  });
  it('the answer names the liable seat', () => {
    const a = ask('5s [EEE] [SSS] [WWW] [NNN] @5s', {
      ...ON_DISCARD,
      feeder: 'E',
      feeding: 'winds',
    });
    expect(a.ok && a.liable).toBe('E');
  });
});
