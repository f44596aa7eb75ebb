import { describe, expect, it } from 'vitest';
import { parseHand } from '../../../src/engine/notation';
import { waitsOf } from '../../../src/engine/score';
import { vietnamese } from '../../../src/variants/vietnamese';
import { ask, errorOf, ids, ON_DISCARD, SELF_DRAWN, uses, vn, vnWaits } from './vn';

describe('each joker substitutes only within its domain (fact sheet §2)', () => {
  it('Tổng (J1) stands for any tile, even a dragon in a pair when pairs allow jokers, or a dragon in a triplet', () => {
    expect(uses(vn('123m 456p 5s RDRD J1 [NNN] @5s'))).toEqual(['J1=RD']);
    expect(uses(vn('123m 456p 78sJ1 5s [NNN] @5s'))).toHaveLength(1);
  });
  it('Thùng (J2) stands for dots only', () => {
    expect(uses(vn('123m 4p6pJ2 789s 5s [NNN] @5s'))).toEqual(['J2=5p']);
    expect(errorOf(() => vn('123m 456p 7s9sJ2 5s [NNN] @5s')).code).toBe('not-winning');
  });
  it('Sọc (J3) stands for bamboo only', () => {
    expect(uses(vn('123m 456p 7s9sJ3 5s [NNN] @5s'))).toEqual(['J3=8s']);
    expect(errorOf(() => vn('123m 4p6pJ3 789s 5s [NNN] @5s')).code).toBe('not-winning');
  });
  it('Màn (J4) stands for characters only', () => {
    expect(uses(vn('1m3mJ4 456p 789s 5s [NNN] @5s'))).toEqual(['J4=2m']);
    expect(errorOf(() => vn('123m 4p6pJ4 789s 5s [NNN] @5s')).code).toBe('not-winning');
  });
  it('Hỉ (J6) stands for winds only', () => {
    expect(uses(vn('123m 456p 789s 5s SSJ6 @5s'))).toEqual(['J6=S']);
    expect(errorOf(() => vn('123m 456p 789s 5s RDRDJ6 @5s')).code).toBe('not-winning');
  });
  it('Nguyên (J7) stands for dragons only', () => {
    expect(uses(vn('123m 456p 789s 5s RDRDJ7 @5s'))).toEqual(['J7=RD']);
    expect(errorOf(() => vn('123m 456p 789s 5s SSJ7 @5s')).code).toBe('not-winning');
  });
  it('Hợp (J8) stands for any numbered tile, never an honour', () => {
    expect(uses(vn('123m 4p6pJ8 789s 5s [NNN] @5s'))).toEqual(['J8=5p']);
    expect(errorOf(() => vn('123m 456p 789s N SSJ8 @N')).code).toBe('not-winning');
  });
  it('Nhị Khẩu (J9) stands for winds and dragons, and only exists with the ninth-joker option', () => {
    const o = { honourJoker: 'replaces-dragon-joker' };
    expect(uses(vn('123m 456p 789s 5s SSJ9 @5s', ON_DISCARD, o))).toEqual(['J9=S']);
    expect(uses(vn('123m 456p 789s 5s RDRDJ9 @5s', ON_DISCARD, o))).toEqual(['J9=RD']);
    expect(errorOf(() => vn('123m 456p 7s9sJ9 5s [NNN] @5s', ON_DISCARD, o)).code).toBe(
      'not-winning',
    );
    expect(errorOf(() => vn('123m 456p 789s 5s SSJ9 @5s')).message).toMatch(
      /J9 \(Nhị Khẩu joker \(any wind or dragon\)\) is not in the 160-tile Vietnamese set/,
    );
    // J9 replaces J7 here, so the set holds no dragon joker.
    expect(errorOf(() => vn('123m 456p 789s 5s RDRDJ7 @5s', ON_DISCARD, o)).code).toBe(
      'too-many-jokers',
    );
  });
  it('Đại Hoa (J5), the flower joker, never substitutes: only banked', () => {
    expect(errorOf(() => vn('123m 456p 789s 5s SSJ5 @5s')).code).toBe('flower-joker-wild');
    expect(errorOf(() => vn('123m 456p 789s 5s [SSJ5] @5s')).code).toBe('flower-joker-wild');
    expect(ids(vn('123m 456p 789s 5s [NNN] @5s +J5'))).toEqual(['banked-jokers']);
    expect(vn('123m 456p 789s 5s [NNN] @5s +J5').total).toBe(2);
  });
  it('no joker stands in a quad', () => {
    expect(errorOf(() => vn('123m 456p 789s 5s [NNNJ6] @5s')).code).toBe('joker-in-kong');
    expect(errorOf(() => vn('123m 456p 789s 5s {NNNJ6} @5s')).message).toMatch(
      /a quad \(kong\) must be four real tiles/,
    );
  });
});

describe('decomposition with two and three jokers; the score card says what each stood for', () => {
  it('two jokers: Màn for 2m and Thùng for 5p', () => {
    const r = vn('13m 46p 789s E J2J4 [NNN] @E');
    expect(uses(r)).toEqual(['J2=5p', 'J4=2m']);
    const a = ask('13m 46p 789s E J2J4 [NNN] @E');
    expect(a.ok && [...(a.jokers ?? [])].sort((x, y) => x.joker.localeCompare(y.joker))).toEqual([
      { joker: 'J2', standsFor: '5p', group: { kind: 'chow', tiles: ['4p', '5p', '6p'] } },
      { joker: 'J4', standsFor: '2m', group: { kind: 'chow', tiles: ['1m', '2m', '3m'] } },
    ]);
  });
  it('three jokers: Màn 2m, Thùng 5p, Sọc 8s', () => {
    expect(uses(vn('13m 46p 79s E J2J3J4 [NNN] @E'))).toEqual(['J2=5p', 'J3=8s', 'J4=2m']);
  });
  it('three jokers alone make a triplet, and the reading picks a wind that scores (the 176-tile set: three copies)', () => {
    const r = vn('111m 555p 999s 5s J6J6J6 @5s', ON_DISCARD, { jokerCopies: '3' });
    expect(uses(r)).toHaveLength(3);
    expect(new Set(uses(r).map((u) => u.split('=')[1])).size).toBe(1);
    expect(['E', 'S']).toContain(uses(r)[0]!.split('=')[1]);
    expect(ids(r)).toContain('all-sets');
  });
  it('of two readings the higher-scoring one is kept: Hợp stands for 9p to make a Full Flush', () => {
    const r = vn('123p 456p 78pJ8 5p [111p] @5p');
    expect(ids(r)).toContain('full-flush');
    expect(r.reading.wilds?.[0]?.wild).toBe('J8');
  });
  it('a called meld may hold two jokers by default; option "at most one" refuses it by name', () => {
    expect(uses(vn('123m 456p 789s 5s [NJ6J6] @5s', ON_DISCARD, { jokerCopies: '2' }))).toEqual([
      'J6=N',
      'J6=N',
    ]);
    expect(
      errorOf(() =>
        vn('123m 456p 789s 5s [NJ6J6] @5s', ON_DISCARD, {
          jokerCopies: '2',
          maxJokersPerCalledMeld: '1',
        }),
      ).message,
    ).toMatch(/holds 2 jokers: a called meld may hold at most 1/);
  });
  it('jokers in the pair only under option jokersInPair (seed: inside a run or triplet)', () => {
    expect(errorOf(() => vn('123m 456p 789s J3 [NNN] @5s')).code).toBe('not-winning');
    expect(uses(vn('123m 456p 789s J3 [NNN] @5s', ON_DISCARD, { jokersInPair: true }))).toEqual([
      'J3=5s',
    ]);
  });
});

describe('waits with jokers', () => {
  it('a joker fixed in a run leaves the pair wait only; with jokers in the pair the run tiles become waits too', () => {
    expect(vnWaits('45p J1 789s 123m E [NNN]')).toEqual(['E']);
    expect(vnWaits('45p J1 789s 123m E [NNN]', ON_DISCARD, { jokersInPair: true })).toEqual([
      '3p',
      '6p',
      'E',
    ]);
  });
  it('a dots joker left open beside a single dots tile waits on every dots tile that can join them', () => {
    // Màn is fixed as 2m; 6p and Thùng need one more dots tile: 4p, 5p, 7p, 8p for a run, 6p for a triplet.
    expect(vnWaits('13m 6p 789s J2J4 E [NNN] E')).toEqual(['4p', '5p', '6p', '7p', '8p']);
  });
  it('a wait that only completes a shape the table rules out here is no wait (Seven Pairs, self-draw only, on a discard)', () => {
    expect(vnWaits('1133m 5577p 99s EE N')).toEqual(['N']);
    expect(vnWaits('1133m 5577p 99s EE N', ON_DISCARD, { sevenPairs: 'self-draw-only' })).toEqual(
      [],
    );
    expect(vnWaits('1133m 5577p 99s EE N', SELF_DRAWN, { sevenPairs: 'self-draw-only' })).toEqual([
      'N',
    ]);
  });
  it('the waits of a two-joker hand are each scored with what the jokers stood for', () => {
    const waits = waitsOf(vietnamese, parseHand('13m 46p 789s J2J4 [NNN] E'), ON_DISCARD);
    expect(waits.map((w) => w.tile)).toEqual(['E']);
    expect(uses(waits[0]!.result)).toEqual(['J2=5p', 'J4=2m']);
  });
  it('a tile whose every copy is in the hand is no wait', () => {
    expect(vnWaits('1112345678999m')).toHaveLength(9);
    // Only a fifth 1m would complete 1111m: no wait at all.
    expect(vnWaits('1111m 234p 567p 789s')).toEqual([]);
  });
});

describe('winning on a discarded joker or flower (fact sheet §2.1)', () => {
  it('a discarded joker completes the hand within its own domain: Bắt Khung 1 mủn, the discarder pays all', () => {
    const a = ask('123m 456p 79s 55s [NNN] @J3');
    expect(a.ok && a.patterns.map((p) => p.id)).toEqual(['win-on-joker']);
    expect(a.ok && a.jokers).toEqual([
      { joker: 'J3', standsFor: '8s', group: { kind: 'chow', tiles: ['7s', '8s', '9s'] } },
    ]);
    expect(a.ok && a.liable).toBe('W');
    expect(a.ok && a.payments).toEqual({ E: 0, S: 128, W: -128, N: 0 });
  });
  it('a discarded flower acts as an any-tile joker for the winner: Bắt Hoa 1 mủn', () => {
    const a = ask('123m 456p 79s 55s [NNN] @F3');
    expect(a.ok && a.jokers).toEqual([
      { joker: 'F3', standsFor: '8s', group: { kind: 'chow', tiles: ['7s', '8s', '9s'] } },
    ]);
    expect(a.ok && a.patterns.map((p) => p.id)).toEqual(['win-on-flower']);
  });
  it('neither can be self-drawn or robbed, and the flower joker never wins', () => {
    expect(errorOf(() => vn('123m 456p 79s 55s [NNN] @J3', SELF_DRAWN)).message).toMatch(
      /only as another player's discard/,
    );
    expect(
      errorOf(() => vn('123m 456p 79s 55s [NNN] @F3', { ...ON_DISCARD, robbingKong: true }))
        .message,
    ).toMatch(/cannot be robbed/);
    expect(errorOf(() => vn('123m 456p 79s 55s [NNN] @J5')).code).toBe('flower-joker-wild');
    expect(errorOf(() => vn('123m 456p 79s 55s [NNN] @F3 +F3')).code).toBe('too-many-copies');
  });
});

describe('banked jokers and the bounce', () => {
  it('a banked joker scores its phán: +1 on its seat; Tổng and Hợp 2 (3 for East / North or the opening round)', () => {
    expect(vn('123m 456p 789s 5s [NNN] @5s +J2').total).toBe(2); // South: Thùng's seat
    expect(vn('123m 456p 789s 5s [NNN] @5s +J3').total).toBe(1);
    expect(vn('123m 456p 789s 5s [NNN] @5s +J1').total).toBe(2);
    expect(
      vn('123m 456p 789s 5s [NNN] @5s +J1', { seat: 'E', round: 'E', discarder: 'W' }).total,
    ).toBe(3);
    expect(
      vn('123m 456p 789s 5s [WWW] @5s +J8', { seat: 'N', round: 'E', discarder: 'W' }).total,
    ).toBe(3);
    expect(
      vn(
        '123m 456p 789s 5s [WWW] @5s +J8',
        { seat: 'N', round: 'E', discarder: 'W' },
        { hopValue: '1-2' },
      ).total,
    ).toBe(2);
    expect(
      vn('123m 456p 789s 5s [NNN] @5s +J1', { ...ON_DISCARD, initialDeclared: 'J1' }).total,
    ).toBe(3);
  });
  it("a banked joker does not break the no-joker bonus by default; under RA-cur's reading an opening-round Tổng does", () => {
    expect(ids(vn('111m 555p 999s 5s [NNN] @5s +J1'))).toContain('all-sets-no-jokers');
    expect(
      ids(
        vn(
          '111m 555p 999s 5s [NNN] @5s +J1',
          { ...ON_DISCARD, initialDeclared: 'J1' },
          { bankedJokerBreaksNoJoker: 'initial-round' },
        ),
      ),
    ).not.toContain('all-sets-no-jokers');
  });
  it('a bounce is recorded on the pung it came out of, scores as banked, and counts as a played joker', () => {
    const plain = vn('111m 555p 999s 5s [NNN] @5s');
    const bounced = vn('111m 555p 999s 5s [NNN^J6] @5s');
    expect(ids(plain)).toContain('all-sets-no-jokers');
    expect(ids(bounced)).not.toContain('all-sets-no-jokers');
    expect(bounced.patterns.find((p) => p.id === 'banked-jokers')?.count).toBe(2);
    expect(bounced.hand.melds[0]!.bounced).toEqual(['J6']);
  });
  it('a bounce out of a meld that never held that joker is refused by name', () => {
    expect(errorOf(() => vn('111m 555p 999s 5s [NNN^J2] @5s')).message).toMatch(
      /J2 \(Thùng\) cannot have been bounced out of exposed pung \[N N N\]/,
    );
    expect(errorOf(() => vn('111m 555p 999s 5s [NNN^J5] @5s')).code).toBe('bad-bounce');
    expect(errorOf(() => vn('111m 555p 789s 5s [123m^J4] @5s')).message).toMatch(
      /a bounce takes a joker back out of an exposed pung/,
    );
  });
});
