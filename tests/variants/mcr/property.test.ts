/**
 * Bench-free sanity check of the MCR scorer on random winning hands: whatever the hand and the
 * win context, scoring either succeeds with payments that balance (rules/mcr.md §6: the winner
 * receives exactly what the others pay) or refuses with a HandError naming the problem.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHandError } from '../../../src/engine/errors';
import { scoreHand } from '../../../src/engine/score';
import { WINDS } from '../../../src/engine/tiles';
import { mcr } from '../../../src/variants/mcr';
import { winningHand } from '../../property/arbitraries';

const context = fc
  .record({
    seat: fc.constantFrom(...WINDS),
    round: fc.constantFrom(...WINDS),
    selfDrawn: fc.boolean(),
    discarderOffset: fc.integer({ min: 1, max: 3 }),
    kong: fc.boolean(),
    lastTile: fc.boolean(),
    fourthTile: fc.boolean(),
  })
  .map(({ seat, round, selfDrawn, discarderOffset, kong, lastTile, fourthTile }) => ({
    seat,
    round,
    selfDrawn,
    ...(selfDrawn ? {} : { discarder: WINDS[(WINDS.indexOf(seat) + discarderOffset) % 4] }),
    kongReplacement: kong && selfDrawn,
    robbingKong: kong && !selfDrawn,
    lastTile,
    fourthTile,
  }));

describe('MCR on random winning hands (property)', () => {
  it('2,000 random winning hands never throw anything but a HandError, and their payments sum to zero', () => {
    let scored = 0;
    fc.assert(
      fc.property(winningHand, context, (hand, win) => {
        let result: ReturnType<typeof scoreHand>;
        try {
          result = scoreHand(mcr, hand, win, {});
        } catch (e) {
          expect(isHandError(e), String(e)).toBe(true);
          return;
        }
        scored++;
        const sum = Object.values(result.payments).reduce((s, v) => s + v, 0);
        expect(sum).toBe(0);
        expect(result.total).toBe(result.patterns.reduce((s, p) => s + p.value * p.count, 0));
      }),
      { numRuns: 2000 },
    );
    // The generator makes legal four-sets-and-a-pair hands, so nearly all of them must score.
    expect(scored).toBeGreaterThan(1000);
  }, 60_000);
});
