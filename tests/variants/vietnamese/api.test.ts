import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { scoreRequest } from '../../../src/api';

describe('mahjong-score answers Vietnamese hands with phán, mủn, points, payments and the jokers used', () => {
  const request = {
    variant: 'vietnamese',
    hand: {
      concealed: ['1m', '3m', '4p', '6p', '7s', '8s', '9s', 'E', 'J2', 'J4'],
      melds: [{ kind: 'pung', tiles: ['N', 'N', 'N'], exposed: true }],
      winningTile: 'E',
      bonus: ['F2', 'J6'],
    },
    context: { seat: 'S', round: 'E', discarder: 'W' },
  };
  it('a hand with two played jokers and a banked one, as JSON', () => {
    const a = scoreRequest(request);
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    // Seat flower F2 1 + banked Hỉ on South's seat 2 = 3 phán: 4 single, 8 doubled.
    expect(a.patterns.map((p) => `${p.id}:${p.value}x${p.count}`).sort()).toEqual([
      'banked-jokers:1x2',
      'seat-flower:1x1',
    ]);
    expect(a).toMatchObject({
      total: 3,
      phan: 3,
      mun: 0,
      leftoverPhan: 3,
      valueText: '3 phán',
      points: { single: 4, double: 8 },
      payments: { E: -4, S: 16, W: -8, N: -4 },
    });
    expect([...(a.jokers ?? [])].map((u) => `${u.joker}=${u.standsFor}`).sort()).toEqual([
      'J2=5p',
      'J4=2m',
    ]);
    expect(a.liable).toBeUndefined();
  });
  it('the same hand in the notation, with a bounce', () => {
    const a = scoreRequest({ ...request, hand: '13m46p789s E J2 J4 [NNN^J6] @E +F2' });
    expect(a.ok && a.total).toBe(3);
  });
  it('mủn values are written as the seed writes them', () => {
    const a = scoreRequest({ ...request, hand: '123m 5s [RDRDRD] [GDGDGD] [WDWDWD] @5s' });
    expect(a.ok && [a.phan, a.mun, a.leftoverPhan, a.valueText]).toEqual([
      15,
      2,
      3,
      '2 mủn 3 phán',
    ]);
    expect(a.ok && a.points).toEqual({ single: 82, double: 146 });
  });
  it('bad input is an error object, never a crash', () => {
    expect(scoreRequest({ ...request, hand: '123m 456p 789s 5s [NNNJ6] @5s' })).toEqual({
      ok: false,
      error: expect.stringMatching(/a quad \(kong\) must be four real tiles/),
    });
    expect(scoreRequest({ ...request, options: { jokerCopies: 5 } })).toEqual({
      ok: false,
      error: expect.stringMatching(
        /the table rule “Tile set \(copies of each joker\)” cannot be 5/,
      ),
    });
  });
  it('other variants answer without the Vietnamese fields', () => {
    const a = scoreRequest({
      variant: 'hong-kong',
      hand: '123m456p789s EE [RDRDRD] @E',
      context: { seat: 'S', round: 'E', discarder: 'W' },
    });
    expect(a.ok && 'phan' in a).toBe(false);
  });
  it('the CLI scores a Vietnamese line and refuses a bad one, line by line', () => {
    const input = `${JSON.stringify(request)}\n${JSON.stringify({ ...request, hand: '123m 456p 789s 5s NNJ5 @5s' })}\n`;
    const run = spawnSync('npx', ['mahjong-score'], {
      input,
      encoding: 'utf8',
      cwd: new URL('../../..', import.meta.url).pathname,
    });
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({
      ok: true,
      variant: 'vietnamese',
      total: 3,
      phan: 3,
      points: { single: 4, double: 8 },
    });
    expect(lines[1]).toEqual({
      ok: false,
      error: expect.stringMatching(/flower joker is never a wild/),
    });
  }, 60000);
});
