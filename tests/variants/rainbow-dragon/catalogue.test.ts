import { describe, expect, it } from 'vitest';
import { checkCatalogue, scoreExample } from '../../../src/docs/verify';
import { rainbowDragon } from '../../../src/variants/rainbow-dragon';

describe('Rainbow Dragon catalogue', () => {
  it('keeps the structural rules: unique ids, known categories, a hit and a miss per pattern', () => {
    expect(checkCatalogue(rainbowDragon)).toEqual([]);
  });

  it('holds every pattern of seed 001 at its fan value, and no limit hands', () => {
    const values = Object.fromEntries(rainbowDragon.patterns.map((p) => [p.id, p.value]));
    expect(values).toEqual({
      'all-sequences': 1,
      'all-simples': 1,
      'valued-honors': 1,
      'pure-double-sequence': 1,
      'mixed-sequential-triplets': 1,
      'mixed-straight': 1,
      rainbow: 1,
      'all-triplets': 2,
      'half-flush': 2,
      'mixed-triple-sequence': 2,
      'mixed-triple-triplets': 2,
      'pure-sequential-triplets': 2,
      'pure-straight': 2,
      'seven-pairs': 4,
      'full-flush': 4,
      'three-little-dragons': 4,
      'all-orphans': 4,
      'four-little-winds': 6,
      'three-big-dragons': 6,
      'fully-concealed-triplets': 6,
      'four-big-winds': 8,
      'all-honors': 8,
      'thirteen-orphans': 8,
      'fully-concealed': 1,
      mountaintop: 1,
      'robbing-a-kong': 1,
      'under-the-sea': 1,
      'seat-flower': 1,
      'complete-set': 2,
    });
    expect(rainbowDragon.patterns.some((p) => p.limit)).toBe(false);
  });

  it('sets the footnote exclusions: Valued Honors (footnote 2) and All Triplets (footnote 3)', () => {
    const excluders = (victim: string) =>
      rainbowDragon.patterns
        .filter((p) => p.excludes?.some((x) => x.id === victim))
        .map((p) => p.id)
        .sort();
    expect(excluders('valued-honors')).toEqual([
      'all-honors',
      'four-big-winds',
      'four-little-winds',
      'three-big-dragons',
      'three-little-dragons',
    ]);
    expect(excluders('all-triplets')).toEqual([
      'all-honors',
      'all-orphans',
      'four-big-winds',
      'fully-concealed-triplets',
    ]);
  });
});

// Every example hand the pattern pages show, scored as the build scores it.
for (const pattern of rainbowDragon.patterns) {
  describe(`${pattern.name} (${pattern.value} fan) page examples`, () => {
    for (const ex of pattern.examples) {
      it(`${ex.scores ? 'scores' : 'misses'}: ${ex.hand} — ${ex.note}`, () => {
        expect(scoreExample(rainbowDragon, ex, pattern.id).mismatch).toBeNull();
      });
    }
  });
}
