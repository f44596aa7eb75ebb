import { describe, expect, it } from 'vitest';
import { type Combination, selectCombinations } from '../../src/engine/principles';
import type { PrincipleId } from '../../src/engine/variant';

const ALL: PrincipleId[] = ['non-separation', 'non-identical', 'account-once'];
/** A combination of pattern `p` worth `value`, made of the sets listed. */
const c = (p: number, value: number, ...sets: number[]): Combination => ({
  pattern: p,
  value,
  sets,
});

describe('combination principles on abstract sets', () => {
  it('non-separation: sets combined into a pattern are not combined again among themselves', () => {
    expect(selectCombinations([c(1, 16, 0, 1, 2), c(2, 1, 0, 2)], ALL)).toEqual([
      null,
      'non-separation',
    ]);
  });

  it('non-separation leaves a combination that brings in a set from outside', () => {
    expect(selectCombinations([c(1, 16, 0, 1, 2), c(2, 1, 2, 3)], ALL)).toEqual([null, null]);
  });

  it('non-identical: a set used for a pattern is not combined into that same pattern again', () => {
    expect(selectCombinations([c(1, 8, 0, 1, 2), c(1, 8, 1, 2, 3)], ALL)).toEqual([
      null,
      'non-identical',
    ]);
  });

  it('non-identical does not stop two different patterns sharing a set', () => {
    expect(selectCombinations([c(1, 1, 0, 1), c(2, 1, 1, 2)], ALL)).toEqual([null, null]);
  });

  it('account-once: four sets linked in a ring give three combinations, never four', () => {
    const ring = [c(1, 1, 0, 2), c(1, 1, 1, 3), c(2, 1, 0, 1), c(2, 1, 2, 3)];
    expect(selectCombinations(ring, ALL)).toEqual([null, null, null, 'account-once']);
  });

  it('account-once: a fourth set joins a three-set combination once', () => {
    expect(selectCombinations([c(1, 16, 0, 1, 2), c(2, 1, 2, 3), c(3, 1, 1, 3)], ALL)).toEqual([
      null,
      null,
      'account-once',
    ]);
  });

  it('account-once: a second three-set combination that reuses two linked sets does not count', () => {
    expect(selectCombinations([c(1, 16, 0, 1, 2), c(2, 8, 0, 1, 3)], ALL)).toEqual([
      null,
      'account-once',
    ]);
  });

  it('keeps the earlier of equal combinations when the principles allow only one', () => {
    // Three sets linked in a triangle: two of the three pairings count, the last one listed goes.
    expect(selectCombinations([c(1, 1, 0, 1), c(2, 1, 1, 2), c(3, 1, 0, 2)], ALL)).toEqual([
      null,
      null,
      'account-once',
    ]);
    expect(selectCombinations([c(3, 1, 0, 2), c(1, 1, 0, 1), c(2, 1, 1, 2)], ALL)).toEqual([
      null,
      null,
      'account-once',
    ]);
  });

  it('takes the highest total, not the biggest combination first', () => {
    // 5 alone (it shares a set with both others), or 3 + 3 = 6 together.
    expect(selectCombinations([c(1, 5, 0, 1), c(1, 3, 1, 2), c(1, 3, 0, 3)], ALL)).toEqual([
      'non-identical',
      null,
      null,
    ]);
  });

  it('keeps every combination when the variant declares no principle', () => {
    expect(selectCombinations([c(1, 16, 0, 1, 2), c(2, 1, 0, 2), c(2, 1, 1, 2)], [])).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('applies only the principles declared', () => {
    const list = [c(1, 16, 0, 1, 2), c(2, 1, 0, 2), c(1, 16, 1, 2, 3)];
    expect(selectCombinations(list, ['non-identical'])).toEqual([null, null, 'non-identical']);
    expect(selectCombinations(list, ['non-separation'])).toEqual([null, 'non-separation', null]);
  });
});
