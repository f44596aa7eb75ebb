import { describe, expect, it } from 'vitest';
import { checkCatalogue, scoreExample } from '../../../src/docs/verify';
import { hongKong } from '../../../src/variants/hong-kong';

describe('Hong Kong catalogue', () => {
  it('keeps the structural rules: unique ids, known categories, a hit and a miss per pattern', () => {
    expect(checkCatalogue(hongKong)).toEqual([]);
  });

  it('holds every faan item of seed 003 with its value', () => {
    const values = Object.fromEntries(
      hongKong.patterns.map((p) => [p.id, p.limit ? 'limit' : p.value]),
    );
    expect(values).toEqual({
      'all-chows': 1,
      'concealed-hand': 1,
      'self-drawn': 1,
      'no-flowers': 1,
      'dragon-pung': 1,
      'seat-wind-pung': 1,
      'round-wind-pung': 1,
      'little-three-dragons': 5,
      'all-pungs': 3,
      'half-flush': 3,
      'full-flush': 7,
      'seven-pairs': 4,
      'own-flower': 1,
      'own-season': 1,
      'all-flowers': 2,
      'all-seasons': 2,
      'kong-replacement': 1,
      'robbing-kong': 1,
      'last-wall-draw': 1,
      'last-discard': 1,
      'thirteen-orphans': 'limit',
      'all-honours': 'limit',
      'all-terminals': 'limit',
      'big-three-dragons': 'limit',
      'big-four-winds': 'limit',
      'four-kongs': 'limit',
      'nine-gates': 'limit',
      'self-drawn-concealed-pungs': 'limit',
    });
    expect(hongKong.patterns.filter((p) => p.limit).every((p) => p.value === 13)).toBe(true);
  });
});

// Every example hand the pattern pages show, scored as the build scores it.
for (const pattern of hongKong.patterns) {
  describe(`${pattern.name} (${pattern.value} faan) page examples`, () => {
    for (const ex of pattern.examples) {
      it(`${ex.scores ? 'scores' : 'misses'}: ${ex.hand} — ${ex.note}`, () => {
        expect(scoreExample(hongKong, ex, pattern.id).mismatch).toBeNull();
      });
    }
  });
}
