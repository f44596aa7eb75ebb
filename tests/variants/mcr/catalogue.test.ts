import { describe, expect, it } from 'vitest';
import { checkCatalogue, scoreExample } from '../../../src/docs/verify';
import { mcr } from '../../../src/variants/mcr';
import { FANS } from '../../../src/variants/mcr/patterns/fans';

describe('MCR catalogue', () => {
  it('keeps the structural rules: unique ids, known categories, a hit and a miss per fan', () => {
    expect(checkCatalogue(mcr)).toEqual([]);
  });

  it('holds all 81 fans of rules/mcr.md §2 and #82, with their values, by kebab-case id', () => {
    expect(mcr.patterns).toHaveLength(82);
    const values = Object.fromEntries(mcr.patterns.map((p) => [p.id, p.value]));
    expect(values['big-four-winds']).toBe(88);
    expect(values['all-honors']).toBe(64);
    expect(values['knitted-straight']).toBe(12);
    expect(values['no-honors']).toBe(1);
    expect(values['flower-tiles']).toBe(1);
    expect(values['concealed-kong-and-melded-kong']).toBe(5);
    expect(FANS.filter((f) => f.n <= 81).reduce((s, f) => s + f.value, 0)).toBe(
      88 * 7 +
        64 * 6 +
        48 * 2 +
        32 * 3 +
        24 * 9 +
        16 * 6 +
        12 * 5 +
        8 * 9 +
        6 * 7 +
        4 * 4 +
        2 * 10 +
        1 * 13,
    );
  });

  it('gives every fan its Chinese name and pinyin, and the toneless pinyin as an alias for search', () => {
    const ks = mcr.patterns.find((p) => p.id === 'knitted-straight')!;
    expect(ks.native).toEqual([
      { text: '组合龙', language: 'Mandarin', romanisation: 'Zǔ Hé Lóng' },
    ]);
    expect(ks.aliases).toContain('Zu He Long');
    const green = mcr.patterns.find((p) => p.id === 'all-green')!;
    expect(green.aliases).toContain('Lu Yi Se');
  });
});

// Every example hand the pattern pages show, scored as the build scores it.
for (const pattern of mcr.patterns) {
  describe(`${pattern.name} (${pattern.value} points) page examples`, () => {
    for (const ex of pattern.examples) {
      it(`${ex.scores ? 'scores' : 'misses'}: ${ex.hand} — ${ex.note}`, () => {
        expect(scoreExample(mcr, ex, pattern.id).mismatch).toBeNull();
      });
    }
  });
}
