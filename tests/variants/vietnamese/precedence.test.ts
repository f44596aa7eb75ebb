/**
 * The seed's rule for big patterns (seed 000: "if your hand is good enough for the big version, you
 * only count the big version"), pair by pair as the fact sheet's §6.2 precedence paragraphs list
 * them: a hand that scores the big pattern counts none of its parts, and a hand that narrowly
 * misses it counts the parts. Then the single-wait-and-closed mủn: self-drawn only, on every
 * pattern that offers it.
 */
import { describe, expect, it } from 'vitest';
import { ids, ON_DISCARD, SELF_DRAWN, vn } from './vn';

const excluded = (r: { excluded: { id: string; by: string }[] }) =>
  r.excluded.map((x) => `${x.id}<${x.by}`).sort();
/** Pattern ids with their counts where a pattern counts more than once. */
const counted = (r: { patterns: { id: string; count: number }[] }) =>
  r.patterns.map((p) => (p.count > 1 ? `${p.id}x${p.count}` : p.id)).sort();

describe('a big pattern replaces the smaller patterns it is built from', () => {
  it('Nine Gates replaces Full Flush, and Full Flush’s no-joker mủn lapses with it', () => {
    const r = vn('1112345678999m @5m');
    expect(counted(r)).toEqual(['nine-gates', 'nine-gates-no-jokers']);
    expect(excluded(r)).toEqual(['full-flush-no-jokers<nine-gates', 'full-flush<nine-gates']);
    expect(r.total).toBe(24);
  });
  it('a Full Flush that misses Nine Gates (the 9s called) keeps Full Flush and its no-joker mủn', () => {
    const r = vn('1112345678m [999m] @5m');
    expect(counted(r)).toEqual(['full-flush', 'full-flush-no-jokers']);
    expect(r.total).toBe(12);
  });

  it('Little Four Winds replaces the seat-wind and prevalent-wind triplets it is made of', () => {
    const r = vn('123m N [EEE] [WWW] [SSS] @N');
    expect(counted(r)).toEqual(['half-flush', 'little-four-winds', 'little-four-winds-no-jokers']);
    expect(excluded(r)).toEqual([
      'prevalent-wind-pung<little-four-winds',
      'seat-wind-pung<little-four-winds',
    ]);
    expect(r.total).toBe(33);
  });
  it('three wind triplets without a wind pair miss both wind patterns: the seat and prevalent triplets count', () => {
    const r = vn('123m 5s [EEE] [WWW] [SSS] @5s');
    expect(counted(r)).toEqual(['prevalent-wind-pung', 'seat-wind-pung']);
    expect(r.total).toBe(2);
  });
  it('the dealer in the East round: one East triplet is both seat and prevalent wind, and both go into Little Four Winds', () => {
    const r = vn('EEE WWW NNN 123m S @S', { seat: 'E', round: 'E', discarder: 'W' });
    expect(counted(r)).toEqual(['half-flush', 'little-four-winds', 'little-four-winds-no-jokers']);
    expect(r.total).toBe(33);
    expect(
      counted(vn('123m 456p 789s 5s [EEE] @5s', { seat: 'E', round: 'E', discarder: 'W' })),
    ).toEqual(['prevalent-wind-pung', 'seat-wind-pung']);
  });

  it('Big Four Winds replaces the seat-wind and prevalent-wind triplets (and Little Four Winds)', () => {
    const r = vn('5s EEE [SSS] [WWW] [NNN] @5s');
    expect(counted(r)).toEqual([
      'all-sets',
      'all-sets-no-jokers',
      'big-four-winds',
      'big-four-winds-no-jokers',
      'half-flush',
    ]);
    expect(excluded(r)).toEqual([
      'prevalent-wind-pung<big-four-winds',
      'seat-wind-pung<big-four-winds',
    ]);
    expect(r.total).toBe(61);
  });

  it('Big Three Dragons replaces its three dragon triplets', () => {
    const r = vn('123m 5s [RDRDRD] [GDGDGD] [WDWDWD] @5s');
    expect(counted(r)).toEqual(['big-three-dragons', 'big-three-dragons-no-jokers']);
    expect(excluded(r)).toEqual(['dragon-pung<big-three-dragons']);
    expect(r.total).toBe(15);
  });
  it('two dragon triplets with a pair of another tile miss both dragon patterns: each triplet counts', () => {
    const r = vn('123m 456p 5s [RDRDRD] [GDGDGD] @5s');
    expect(counted(r)).toEqual(['dragon-pungx2']);
    expect(r.total).toBe(2);
  });

  it('Little Three Dragons replaces its two dragon triplets by default (the table rule on)', () => {
    const r = vn('123m 456p WD [RDRDRD] [GDGDGD] @WD');
    expect(counted(r)).toEqual(['little-three-dragons', 'little-three-dragons-no-jokers']);
    expect(excluded(r)).toEqual(['dragon-pung<little-three-dragons']);
    expect(r.total).toBe(12);
  });
  it('with the table rule off, Little Three Dragons adds its two dragon triplets’ phán (riichi_advanced’s reading)', () => {
    const r = vn('123m 456p WD [RDRDRD] [GDGDGD] @WD', ON_DISCARD, {
      littleDragonsAbsorbTriplets: false,
    });
    expect(counted(r)).toEqual([
      'dragon-pungx2',
      'little-three-dragons',
      'little-three-dragons-no-jokers',
    ]);
    expect(r.excluded).toEqual([]);
    expect(r.total).toBe(14);
  });

  it('Four Quads replaces the quad phán; three quads and a triplet count each quad', () => {
    const four = vn('5s [1111m] [2222p] [3333s] [NNNN] @5s');
    expect(counted(four)).toEqual([
      'all-called',
      'all-called-no-jokers',
      'all-sets',
      'all-sets-no-jokers',
      'four-quads',
    ]);
    expect(excluded(four)).toEqual(['quad<four-quads']);
    expect(four.total).toBe(32);
    const three = vn('5s [1111m] [2222p] [3333s] [NNN] @5s');
    expect(counted(three)).toEqual([
      'all-called',
      'all-called-no-jokers',
      'all-sets',
      'all-sets-no-jokers',
      'quadx3',
    ]);
    expect(three.total).toBe(11);
  });

  it('All Terminals replaces All Terminals and Honours; a hand with an honour pair keeps the smaller one', () => {
    expect(excluded(vn('111m 99pJ2 111s 9s [999m] @9s'))).toEqual([
      'all-terminals-honours<all-terminals',
    ]);
    const smaller = vn('111m 99pJ2 111s N [999m] @N');
    expect(ids(smaller)).toEqual(['all-sets', 'all-terminals-honours']);
    expect(smaller.total).toBe(9);
  });
});

describe('the single-wait-and-closed mủn: self-drawn only, on every pattern that offers it', () => {
  const cases: [pattern: string, hand: string, selfDrawn: number, onDiscard: number][] = [
    ['all-terminals', '111m 999p 111s 999m 9s @9s', 72, 58],
    ['all-honours', 'EEE SSS WWW RDRDRD GD @GD', 75, 61],
    ['four-closed-sets', '111m 555p 999s NNN 5s @5s', 36, 28],
    ['nine-gates', '1112345679999m @8m', 32, 24],
    ['little-four-winds', 'EEE SSS WWW 123m N @N', 41, 33],
    ['big-four-winds', 'EEE SSS WWW NNN 5s @5s', 99, 85],
  ];
  for (const [pattern, hand, selfDrawn, onDiscard] of cases) {
    it(`${pattern}: self-drawn on a single wait in a closed hand scores the bonus; the same hand on a discard does not`, () => {
      const drawn = vn(hand, SELF_DRAWN);
      expect(ids(drawn)).toEqual(
        expect.arrayContaining([
          pattern,
          `${pattern}-single-wait-closed`,
          'single-wait',
          'fully-closed',
        ]),
      );
      expect(drawn.total).toBe(selfDrawn);
      const discard = vn(hand, ON_DISCARD);
      expect(ids(discard)).toContain(pattern);
      expect(ids(discard)).not.toContain(`${pattern}-single-wait-closed`);
      expect(discard.total).toBe(onDiscard);
    });
  }
  it('a self-drawn single wait with a called meld is not closed: no bonus (Little Four Winds)', () => {
    const r = vn('123m N [EEE] [WWW] [SSS] @N', SELF_DRAWN);
    expect(ids(r)).toEqual([
      'half-flush',
      'little-four-winds',
      'little-four-winds-no-jokers',
      'single-wait',
    ]);
    expect(r.total).toBe(34);
  });
  it('a closed self-drawn hand waiting on two tiles is no single wait: no bonus (Four Closed Sets)', () => {
    expect(ids(vn('111m 555p 999s NN 5s5s @5s', SELF_DRAWN))).not.toContain(
      'four-closed-sets-single-wait-closed',
    );
  });
});
