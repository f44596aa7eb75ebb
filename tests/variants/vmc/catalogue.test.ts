import { describe, expect, it } from 'vitest';
import { checkCatalogue, scoreExample } from '../../../src/docs/verify';
import { hongKong } from '../../../src/variants/hong-kong';
import { vmc } from '../../../src/variants/vmc';

describe('VMC catalogue', () => {
  it('keeps the structural rules', () => {
    expect(checkCatalogue(vmc)).toEqual([]);
  });

  it('holds the Hong Kong faan items at Hong Kong\'s values (the club\'s description: "the same in both versions")', () => {
    const values = (ps: typeof vmc.patterns) => Object.fromEntries(ps.map((p) => [p.id, p.value]));
    expect(values(vmc.patterns)).toEqual(values(hongKong.patterns));
  });

  it("states its flower rules from the club's description: seat flower or season 1 each, no bonus tiles 1, a full set 2 in place of the match", () => {
    const byId = (id: string) => vmc.patterns.find((p) => p.id === id)!;
    for (const id of ['no-flowers', 'own-flower', 'own-season', 'all-flowers', 'all-seasons'])
      expect(byId(id).source.source).toBe('vmc-explained');
    expect(byId('all-flowers').excludes).toEqual([
      {
        id: 'own-flower',
        why: expect.stringMatching(/replaces that group's matching-flower point/),
      },
    ]);
    expect(byId('all-seasons').excludes).toEqual([
      {
        id: 'own-season',
        why: expect.stringMatching(/replaces that group's matching-season point/),
      },
    ]);
    expect([byId('no-flowers').value, byId('own-flower').value, byId('all-flowers').value]).toEqual(
      [1, 1, 2],
    );
  });

  it("leaves Hong Kong's own flower entries citing its rules summary", () => {
    expect(hongKong.patterns.find((p) => p.id === 'all-flowers')!.source).toMatchObject({
      source: 'chinese-mahjong-summaries',
      section: 'Hong Kong section',
    });
  });
});

for (const pattern of vmc.patterns) {
  describe(`${pattern.name} (${pattern.value} faan) page examples under VMC`, () => {
    for (const ex of pattern.examples) {
      it(`${ex.scores ? 'scores' : 'misses'}: ${ex.hand} — ${ex.note}`, () => {
        expect(scoreExample(vmc, ex, pattern.id).mismatch).toBeNull();
      });
    }
  });
}
