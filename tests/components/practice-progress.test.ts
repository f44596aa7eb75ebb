/**
 * Practice progress kept in the browser: stored text read defensively, answers counted per
 * pattern, the next seed leaning toward the patterns got wrong, and the one-line summary.
 */
import { describe, expect, it } from 'vitest';
import {
  leaningSeed,
  readProgress,
  recordAnswer,
  summary,
  weightsOf,
} from '../../src/components/practice/progress';
import { dealHand, practiceExamples } from '../../src/engine/practice/deal';
import { hongKong } from '../../src/variants/hong-kong';

describe('practice progress', () => {
  it('reads only whole, non-negative counts, and nothing from text that is not ours', () => {
    expect(readProgress('{"half-flush":{"right":2,"wrong":1.5},"x":3}')).toEqual({
      'half-flush': { right: 2, wrong: 0 },
    });
    expect(readProgress('not json')).toEqual({});
    expect(readProgress('[1,2]')).toEqual({});
    expect(readProgress(null)).toEqual({});
  });

  it('counts one answer for every pattern the hand scores', () => {
    let p = recordAnswer({}, ['half-flush', 'dragon-pung'], false);
    p = recordAnswer(p, ['half-flush'], true);
    expect(p).toEqual({
      'half-flush': { right: 1, wrong: 1 },
      'dragon-pung': { right: 0, wrong: 1 },
    });
    expect(weightsOf(p)).toEqual({ 'half-flush': 2.5, 'dragon-pung': 4 });
  });

  it('names the pattern missed most, once it has been answered twice', () => {
    expect(summary(hongKong, {})).toBeNull();
    expect(summary(hongKong, { 'half-flush': { right: 0, wrong: 1 } })).toMatch(
      /No pattern missed/,
    );
    const p = {
      'half-flush': { right: 1, wrong: 3 },
      'all-pungs': { right: 3, wrong: 1 },
    };
    expect(summary(hongKong, p)).toBe(
      'You miss Half Flush most: wrong 3 of 4 times, so it comes up more often.',
    );
  });

  it('the next seed leans toward a pattern got wrong, and still deals by itself', () => {
    const examples = practiceExamples(hongKong);
    let state = 1;
    // A fixed sequence of "random" numbers, so the test is the same on every run.
    const random = () => {
      state = (state * 16_807) % 2_147_483_647;
      return state / 2_147_483_647;
    };
    const missed = { 'all-pungs': { right: 0, wrong: 50 } };
    const targets = (progress: typeof missed | Record<string, never>) =>
      Array.from({ length: 30 }, () => {
        const seed = leaningSeed(hongKong, 1, examples, progress, random);
        return dealHand(hongKong, { seed, level: 1 }, examples).target;
      }).filter((t) => t === 'all-pungs').length;
    expect(targets(missed)).toBeGreaterThan(targets({}));
  }, 60_000);
});
