import { describe, expect, it } from 'vitest';
import { checkCatalogue, scoreExample } from '../../../src/docs/verify';
import { sichuan } from '../../../src/variants/sichuan';

describe('Sichuan catalogue', () => {
  it('keeps the structural rules: unique ids, known categories, a hit and a miss per pattern', () => {
    expect(checkCatalogue(sichuan)).toEqual([]);
  });

  it('holds every fan item of seed 003 with its value, plus the table-option items', () => {
    const values = Object.fromEntries(sichuan.patterns.map((p) => [p.id, p.value]));
    expect(values).toEqual({
      'basic-hand': 0,
      'all-pungs': 1,
      'seven-pairs': 2,
      'outside-hand': 2,
      'all-two-five-eight': 3,
      'full-flush': 2,
      'golden-wait': 1,
      root: 1,
      'kong-replacement': 1,
      'robbing-kong': 1,
      'last-tile': 1,
      // Off by default: table options from the fact sheet's other families.
      'dragon-seven-pairs': 1,
      'kong-discard': 1,
      'self-drawn': 1,
    });
    const optional = sichuan.patterns
      .filter((p) => p.source.status === 'table-option')
      .map((p) => p.id)
      .sort();
    expect(optional).toEqual(['dragon-seven-pairs', 'kong-discard', 'self-drawn']);
  });
});

// Every example hand the pattern pages show, scored as the build scores it.
for (const pattern of sichuan.patterns) {
  describe(`${pattern.name} (${pattern.value} fan) page examples`, () => {
    for (const ex of pattern.examples) {
      it(`${ex.scores ? 'scores' : 'misses'}: ${ex.hand} — ${ex.note}`, () => {
        expect(scoreExample(sichuan, ex, pattern.id).mismatch).toBeNull();
      });
    }
  });
}
