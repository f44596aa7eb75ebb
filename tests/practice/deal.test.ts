/**
 * Practice hands dealt by the engine: every dealt hand is valid, scores the pattern it was dealt
 * for, is of the level asked for, and the same seed deals the same hand.
 */
import { describe, expect, it } from 'vitest';
import { parseHand } from '../../src/engine/notation';
import { formatHand } from '../../src/engine/notation-write';
import { dealHand, LEVELS, levelOf } from '../../src/engine/practice/deal';
import { IDENTITY, shiftRanges, varyContext, varyHand } from '../../src/engine/practice/variation';
import { scoreHand } from '../../src/engine/score';
import { VARIANTS } from '../../src/variants';

const SEEDS = Array.from({ length: 12 }, (_, i) => 1000 + 7919 * i);

describe.each(VARIANTS.map((v) => [v.name, v] as const))('%s practice hands', (_, variant) => {
  it.each(LEVELS)('level %i: valid, scoring its target, of that level', (level) => {
    for (const seed of SEEDS) {
      const dealt = dealHand(variant, { seed, level });
      const result = scoreHand(variant, dealt.hand, dealt.context);
      expect(result.minimumMet, `seed ${seed}`).toBe(true);
      expect(
        result.patterns.map((p) => p.id),
        `seed ${seed}`,
      ).toContain(dealt.target);
      expect(levelOf(variant, result), `seed ${seed}`).toBe(level);
      if (level === 1) {
        expect(result.excluded, `seed ${seed}: level 1 excludes nothing`).toEqual([]);
        expect(dealt.hand.bonus, `seed ${seed}: level 1 has no flowers`).toEqual([]);
      }
    }
  });

  it('the same seed deals the same hand, and other seeds other hands', () => {
    const deal = (seed: number) => {
      const d = dealHand(variant, { seed, level: 1 });
      return `${formatHand(d.hand)} ${JSON.stringify(d.context)}`;
    };
    expect(deal(42)).toBe(deal(42));
    expect(new Set(SEEDS.map(deal)).size).toBeGreaterThan(SEEDS.length / 2);
  });
});

describe('varying a hand', () => {
  it('renaming suits, reading numbers from the other end and renaming winds keeps the shape', () => {
    const hand = parseHand('123m 789p EEE 55s [RDRDRD] @5s');
    const v = {
      ...IDENTITY,
      suits: ['p', 's', 'm'] as const,
      mirror: true,
      winds: ['S', 'W', 'N', 'E'] as const,
    };
    expect(formatHand(varyHand(v, hand))).toBe(
      formatHand(parseHand('789p 123s SSS 55m [RDRDRD] @5m')),
    );
    expect(varyContext(v, { seat: 'E', round: 'S', discarder: 'N' })).toEqual({
      seat: 'S',
      round: 'W',
      discarder: 'E',
    });
  });

  it('sliding a suit moves its numbers and keeps within 1 to 9', () => {
    const hand = parseHand('123m 789p EEE 55s 4m @4m');
    expect(shiftRanges(hand)).toEqual([
      [0, 5],
      [-6, 0],
      [-4, 4],
    ]);
    const v = { ...IDENTITY, shift: [5, -6, 2] };
    expect(formatHand(varyHand(v, hand))).toBe(formatHand(parseHand('678m 123p EEE 77s 9m @9m')));
  });

  it('a suit declared missing and a liable seat are renamed with the tiles', () => {
    const v = {
      ...IDENTITY,
      suits: ['p', 's', 'm'] as const,
      winds: ['S', 'W', 'N', 'E'] as const,
    };
    const fields = { suit: ['missingSuit'], wind: ['feeder'] };
    expect(varyContext(v, { seat: 'S', missingSuit: 'm', feeder: 'W' } as never, fields)).toEqual({
      seat: 'W',
      missingSuit: 'p',
      feeder: 'N',
    });
  });

  it('reseating the winner replaces the seat, round and discard', () => {
    const v = { ...IDENTITY, table: { seat: 'N', round: 'S', discarder: null } as const };
    expect(varyContext(v, { seat: 'E', round: 'E', discarder: 'W' })).toEqual({
      seat: 'N',
      round: 'S',
      selfDrawn: true,
    });
  });

  it('a weight leans the choice toward a pattern the reader misses', () => {
    const hk = VARIANTS.find((v) => v.id === 'hong-kong')!;
    const targets = SEEDS.map(
      (seed) => dealHand(hk, { seed, level: 2, weights: { 'half-flush': 1000 } }).target,
    );
    expect(targets.filter((t) => t === 'half-flush').length).toBeGreaterThan(SEEDS.length / 2);
  });
});
