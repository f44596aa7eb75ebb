/**
 * The Vietnamese results panel's reading of the engine's answer: which column each payer paid
 * (double for the discarder, single for the others, double for all on a self-draw, both alike at
 * 0 phán, everything for a liable feeder), taken from real scored hands.
 */
import { describe, expect, it } from 'vitest';
import { shareOf } from '../../src/components/scorers/vietnamese/ResultDetails';
import { parseHand } from '../../src/engine/notation';
import { scoreHand } from '../../src/engine/score';
import { WINDS, type Wind } from '../../src/engine/tiles';
import { vietnamese } from '../../src/variants/vietnamese';

interface Extras {
  points: { single: number; double: number };
  liable?: Wind;
}
function shares(hand: string, context: Record<string, unknown>): Partial<Record<Wind, string>> {
  const r = scoreHand(vietnamese, parseHand(hand), context);
  const x = vietnamese.responseExtras!(r) as unknown as Extras;
  const out: Partial<Record<Wind, string>> = {};
  for (const w of WINDS)
    if (r.payments[w] < 0) out[w] = shareOf(-r.payments[w], x.points, x.liable === w);
  return out;
}

describe('who paid which column', () => {
  it('on a discard the discarder pays double and the other two single', () => {
    expect(shares('123m 456m 789m 45p 5s5s @6p +J2', { seat: 'S', discarder: 'W' })).toEqual({
      E: 'single',
      W: 'double',
      N: 'single',
    });
  });

  it('on a self-draw all three pay double', () => {
    expect(shares('123m 456m 789m 45p 5s5s @6p +J2', { seat: 'S', selfDrawn: true })).toEqual({
      E: 'double',
      W: 'double',
      N: 'double',
    });
  });

  it('a 0-phán hand pays 1 from everyone, single and double alike', () => {
    expect(shares('12mJ4 456p 789s 222s 5p @5p', { seat: 'S', discarder: 'W' })).toEqual({
      E: 'single (= double)',
      W: 'single (= double)',
      N: 'single (= double)',
    });
  });

  it('a win on a discarded joker makes the discarder pay every share alone', () => {
    expect(shares('123m 456m 789m 45p 5s5s @J2', { seat: 'S', discarder: 'W' })).toEqual({
      W: 'every share (liable)',
    });
  });
});
