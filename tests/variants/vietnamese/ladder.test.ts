import { describe, expect, it } from 'vitest';
import { readContext } from '../../../src/engine/context';
import { resolveOptions } from '../../../src/engine/options';
import { vietnamese } from '../../../src/variants/vietnamese';
import { pointsOf, settleVietnamese } from '../../../src/variants/vietnamese/settlement';
import { vn } from './vn';

const defaults = resolveOptions(vietnamese, {});

describe('the phán ladder (seed 000): doubling to 5 phán, 6 phán = 1 mủn, leftover phán 6 points flat', () => {
  // [total phán, single, doubled]: the seed's table, then 32/64 per mủn plus 6 per leftover phán.
  const ladder: [number, number, number][] = [
    [0, 1, 1],
    [1, 1, 2],
    [2, 2, 4],
    [3, 4, 8],
    [4, 8, 16],
    [5, 16, 32],
    [6, 32, 64],
    [7, 38, 70],
    [8, 44, 76],
    [9, 50, 82],
    [10, 56, 88],
    [11, 62, 94],
    [12, 64, 128],
    [13, 70, 134],
  ];
  it.each(ladder)('%i phán pays %i single and %i doubled', (t, single, double) => {
    expect(pointsOf(t, defaults)).toMatchObject({
      single,
      double,
      mun: Math.floor(t / 6),
      leftover: t % 6,
    });
  });

  it('a 0-phán hand pays 1 from everyone, single and doubled alike (the half point rounds up)', () => {
    const r = vn('123m 456p 78sJ3 5s [NNN] @5s');
    expect(r.total).toBe(0);
    expect(r.payments).toEqual({ E: -1, S: 3, W: -1, N: -1 });
  });

  it("leftover phán are worth the option's flat amount: 2, 1, or nothing", () => {
    expect(pointsOf(9, resolveOptions(vietnamese, { leftoverPhan: '2' }))).toMatchObject({
      single: 38,
      double: 70,
    });
    expect(pointsOf(9, resolveOptions(vietnamese, { leftoverPhan: '1' }))).toMatchObject({
      single: 35,
      double: 67,
    });
    expect(pointsOf(9, resolveOptions(vietnamese, { leftoverPhan: '0' }))).toMatchObject({
      single: 32,
      double: 64,
    });
    // Below a mủn the option changes nothing: the doubling still applies.
    expect(pointsOf(5, resolveOptions(vietnamese, { leftoverPhan: '0' }))).toMatchObject({
      single: 16,
      double: 32,
    });
  });

  it('several mủn: 4 mủn = 128 single (RA-cur test), 7 mủn 1 phán = 230 / 454', () => {
    expect(pointsOf(24, defaults)).toMatchObject({ single: 128, double: 256 });
    expect(pointsOf(43, defaults)).toMatchObject({ single: 230, double: 454 });
  });

  it('the settlement uses the columns: 9 phán on a discard, discarder 82 and the others 50', () => {
    const win = readContext({ seat: 'S', discarder: 'W' });
    expect(settleVietnamese(9, win, defaults)).toEqual({ E: -50, S: 182, W: -82, N: -50 });
  });
});
