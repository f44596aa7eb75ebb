import { describe, expect, it } from 'vitest';
import { errorOf, ids, ON_DISCARD, SELF_DRAWN, vn } from './vn';

const excluded = (r: { excluded: { id: string; by: string }[] }) =>
  r.excluded.map((x) => `${x.id}<${x.by}`).sort();

describe('the bigger pattern replaces the smaller (seed 000; fact sheet §6.2 precedence)', () => {
  it('Big Three Dragons replaces the dragon-triplet phán (Little Three Dragons cannot be read alongside it)', () => {
    const r = vn('123m 5s [RDRDRD] [GDGDGD] [WDWDWD] @5s');
    expect(excluded(r)).toEqual(['dragon-pung<big-three-dragons']);
    expect(ids(r)).toEqual(['big-three-dragons', 'big-three-dragons-no-jokers']);
  });
  it('Big Four Winds: four wind triplets never also count Little Four Winds', () => {
    const r = vn('5s EEE [SSS] [WWW] [NNN] @5s');
    expect(ids(r)).toContain('big-four-winds');
    expect(ids(r)).not.toContain('little-four-winds');
  });
  it('All Terminals replaces All Terminals and Honours; so does All Honours', () => {
    expect(excluded(vn('111m 99pJ2 111s 9s [999m] @9s'))).toEqual([
      'all-terminals-honours<all-terminals',
    ]);
    expect(excluded(vn('GD J7 RDRDRD SS [EEE] [NNN] @GD'))).toEqual([
      'all-terminals-honours<all-honours',
    ]);
  });
  it("Four Quads replaces the quad phán and Four Closed Sets, with Four Closed Sets' own bonuses", () => {
    const r = vn('5s {1111m} {2222p} {3333s} {NNNN} @5s', SELF_DRAWN);
    expect(excluded(r)).toEqual(
      [
        'four-closed-sets-no-jokers<four-quads',
        'four-closed-sets-single-wait-closed<four-quads',
        'four-closed-sets<four-quads',
        'quad<four-quads',
      ].sort(),
    );
  });
  it('Full Flush and Half Flush never count together; Ten Flowers replaces Eight Flowers', () => {
    expect(ids(vn('123p 456p 789p 5p [111p] @5p'))).not.toContain('half-flush');
    expect(
      excluded(
        vn('123m 456p 78sJ3 5s [NNN] @5s +F1 F3 S1 S3 K1 K3 Q1 Q3 F4 S4', ON_DISCARD, {
          eightTenFlowers: true,
        }),
      ),
    ).toEqual(['eight-flowers<ten-flowers']);
  });
  it('the Bouquet replaces the seat phán of its quartet only; the seat flower of another quartet still counts', () => {
    const r = vn('123m 456p 78sJ3 5s [NNN] @5s +K1 K2 K3 K4 F2');
    expect(r.patterns.map((p) => `${p.id}x${p.count}`).sort()).toEqual(
      ['bouquetx1', 'seat-flowerx1'].sort(),
    );
    expect(r.total).toBe(7);
  });
  it('the two mosquito hands count only when nothing else does', () => {
    expect(ids(vn('123m 456p 789s 5s [NNN] @5s'))).toEqual(['no-joker-mosquito']);
    expect(ids(vn('123m 456p 78sJ3 5s [NNN] @5s'))).toEqual(['mosquito']);
    expect(ids(vn('123m 456p 789s 5s [NNN] @5s', { ...ON_DISCARD, lastTile: true }))).toEqual([
      'last-tile',
    ]);
  });
});

describe("values that differ between sources are options; the seed family's value is the default", () => {
  it('Big Three Dragons 9 phán, or 2 mủn', () => {
    expect(vn('123m 5s J7 RDRD [GDGDGD] [WDWDWD] @5s').total).toBe(9);
    expect(
      vn('123m 5s J7 RDRD [GDGDGD] [WDWDWD] @5s', ON_DISCARD, { bigThreeDragons: '2-mun' }).total,
    ).toBe(12);
  });
  it('Thirteen Orphans 13 phán, or 2 mủn', () => {
    expect(vn('19m19p19s ESWN RD GD WD @WD', ON_DISCARD, { thirteenOrphans: '2-mun' }).total).toBe(
      18,
    );
  });
  it('Little Four Winds 4 mủn, or 5 mủn (with Half Flush 3; its wind triplets add nothing)', () => {
    expect(vn('12mJ4 N [EEE] [WWW] [SSS] @N', ON_DISCARD, { littleFourWinds: '5-mun' }).total).toBe(
      33,
    );
  });
  it('True NFNL 2 mủn, or 1 or 3', () => {
    const ctx = { ...ON_DISCARD, nfnl: 'true' };
    expect(vn('123m 456p 789s 5s [678m] @5s', ctx).total).toBe(13);
    expect(vn('123m 456p 789s 5s [678m] @5s', ctx, { trueNfnl: '1-mun' }).total).toBe(7);
    expect(vn('123m 456p 789s 5s [678m] @5s', ctx, { trueNfnl: '3-mun' }).total).toBe(19);
  });
  it('Seven Pairs allowed, self-draw only, or not a winning hand', () => {
    expect(vn('1133m 5577p 99s EE N @N').total).toBe(6);
    expect(
      vn('1133m 5577p 99s EE N @N', SELF_DRAWN, { sevenPairs: 'self-draw-only' }).total,
    ).toBeGreaterThanOrEqual(6);
    expect(
      errorOf(() => vn('1133m 5577p 99s EE N @N', SELF_DRAWN, { sevenPairs: 'banned' })).code,
    ).toBe('not-winning');
  });
  it('four identical tiles are not two pairs', () => {
    expect(errorOf(() => vn('1111m 5577p 99s EE N @N')).code).toBe('not-winning');
  });
});
