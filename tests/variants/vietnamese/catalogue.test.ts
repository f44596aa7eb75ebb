import { describe, expect, it } from 'vitest';
import { checkCatalogue, scoreExample } from '../../../src/docs/verify';
import { vietnamese } from '../../../src/variants/vietnamese';

describe('Vietnamese catalogue', () => {
  it('keeps the structural rules: unique ids, known categories, a hit and a miss per pattern', () => {
    expect(checkCatalogue(vietnamese)).toEqual([]);
  });

  it('holds every Family A pattern of the fact sheet (§6.1, §6.2, §6.5) with its value in phán-equivalents (1 mủn = 6)', () => {
    const values = Object.fromEntries(
      vietnamese.patterns.filter((p) => !p.bonusOf).map((p) => [p.id, p.value]),
    );
    expect(values).toEqual({
      mosquito: 0,
      'no-joker-mosquito': 6,
      'all-runs': 1,
      'all-sets': 3,
      'all-called': 3,
      'half-flush': 3,
      'full-flush': 6,
      'all-terminals-honours': 6,
      'all-terminals': 24,
      'seven-pairs': 6,
      'thirteen-orphans': 13,
      'nine-gates': 18,
      quad: 1,
      'four-quads': 24,
      'four-closed-sets': 18,
      'dragon-pung': 1,
      'prevalent-wind-pung': 1,
      'seat-wind-pung': 1,
      'little-three-dragons': 6,
      'big-three-dragons': 9,
      'little-four-winds': 24,
      'big-four-winds': 48,
      'all-honours': 24,
      'fully-closed': 1,
      'single-wait': 1,
      'robbing-quad': 1,
      'replacement-win': 1,
      'last-tile': 1,
      'blessing-heaven': 12,
      'blessing-earth': 12,
      'blessing-man': 12,
      'win-on-flower': 6,
      'win-on-joker': 6,
      'robbing-bounce': 1,
      'double-triplet-wait': 1,
      'six-consecutive-wins': 6,
      'true-nfnl': 12,
      'seat-flower': 1,
      bouquet: 6,
      'flower-set': 6,
      'banked-jokers': 1,
      'joker-set': 6,
      'tong-hop-initial': 9,
      'eight-flowers': 6,
      'ten-flowers': 6,
      'two-same-jokers': 6,
      'all-four-seat-flowers': 12,
      'throwing-blue-jokers': 6,
      'throwing-flowers': 6,
      'throwing-flowers-jokers': 6,
      'progressive-counting': 3,
      'progressive-counting-dragons': 3,
    });
  });

  it('has the "+1 if no jokers" and "+1 single wait and closed" bonuses of §6.1/§6.2, each tied to its pattern', () => {
    const bonuses = vietnamese.patterns
      .filter((p) => p.bonusOf !== undefined)
      .map((p) => `${p.id}=${p.value}`)
      .sort();
    expect(bonuses).toEqual(
      [
        'all-called-no-jokers=1',
        'all-honours-no-jokers=6',
        'all-sets-no-jokers=1',
        'all-terminals-no-jokers=6',
        'big-four-winds-no-jokers=6',
        'big-three-dragons-no-jokers=6',
        'four-closed-sets-no-jokers=6',
        'four-closed-sets-single-wait-closed=6',
        'all-terminals-single-wait-closed=6',
        'all-honours-single-wait-closed=6',
        'nine-gates-single-wait-closed=6',
        'little-four-winds-single-wait-closed=6',
        'big-four-winds-single-wait-closed=6',
        'four-quads-concealed=6',
        'full-flush-no-jokers=6',
        'little-four-winds-no-jokers=6',
        'little-three-dragons-no-jokers=6',
        'nine-gates-no-jokers=6',
        'thirteen-orphans-no-jokers=6',
      ].sort(),
    );
  });

  it("writes values the seed's way: phán below 6, then mủn and leftover phán", () => {
    expect(vietnamese.formatValue!(0)).toBe('0 phán');
    expect(vietnamese.formatValue!(5)).toBe('5 phán');
    expect(vietnamese.formatValue!(6)).toBe('1 mủn');
    expect(vietnamese.formatValue!(9)).toBe('1 mủn 3 phán');
    expect(vietnamese.formatValue!(48)).toBe('8 mủn');
  });

  it('every optional (Low-confidence) rule is a table option that is off by default', () => {
    const off = [
      'robbingBounce',
      'doubleTripletWait',
      'eightTenFlowers',
      'twoSameJokers',
      'sixConsecutiveWins',
      'progressiveCounting',
      'throwingNfnl',
      'allFourSeatFlowers',
    ];
    for (const id of off)
      expect(vietnamese.options.find((o) => o.id === id)?.default, id).toBe(false);
    for (const p of vietnamese.patterns.filter((x) => x.category === 'optional'))
      expect(p.source.status, p.id).toBe('table-option');
  });

  describe('every page example scores what the page says', () => {
    for (const p of vietnamese.patterns) {
      for (const ex of p.examples) {
        it(`${p.id}: ${ex.hand} ${JSON.stringify(ex.context ?? {})} ${JSON.stringify(ex.options ?? {})}`, () => {
          expect(scoreExample(vietnamese, ex, p.id).mismatch).toBeNull();
        });
      }
    }
  });
});
