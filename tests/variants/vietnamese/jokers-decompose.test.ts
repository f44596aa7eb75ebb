import { describe, expect, it } from 'vitest';
import { addCount } from '../../../src/engine/counts';
import { isStandardComplete } from '../../../src/engine/decompose';
import { tileCode, tileIndex } from '../../../src/engine/tiles';
import {
  completesWithWilds,
  describeUses,
  sevenPairsWithWilds,
  splitWithWilds,
  thirteenOrphansWithWilds,
} from '../../../src/engine/wild-decompose';
import { jokerReadings, readJokerMeld } from '../../../src/variants/vietnamese/hand/jokers';
import {
  DEFAULT_JOKER_RULES,
  type JokerRules,
  wildPlay,
} from '../../../src/variants/vietnamese/tiles/jokers';
import { codes, split, substitutions } from './jokers-helpers';

const NO_PAIR: JokerRules = { ...DEFAULT_JOKER_RULES, jokersInPair: false };

/** The distinct "J=tile" summaries of the four-sets-and-a-pair readings (several readings may share one). */
function uses(text: string, rules: JokerRules = DEFAULT_JOKER_RULES): string[] {
  const { real, jokers } = split(text);
  return [
    ...new Set(
      splitWithWilds(wildPlay(rules), real, jokers, 4, 1).map((g) => describeUses(g).join(' ')),
    ),
  ].sort();
}

/** Substitutions (as "J=tile" lists) under which the hand is complete, by brute force. */
function bruteUses(text: string): string[] {
  const { real, jokers } = split(text);
  const out = new Set<string>();
  for (const sub of substitutions(jokers)) {
    const c = real.slice();
    for (const t of sub) addCount(c, t, 1);
    if (isStandardComplete(c, 4))
      out.add(
        jokers
          .map((j, k) => `${j}=${tileCode(sub[k]!)}`)
          .sort()
          .join(' '),
      );
  }
  return [...out].sort();
}

describe('decomposition with one joker', () => {
  it('a joker completes a closed run: Màn (J4) stands for 2m in 1m J 3m', () => {
    expect(uses('13m 456p 789s E E E 55s J4')).toEqual(['J4=2m']);
  });
  it('a joker can complete a triplet: Hỉ (J6) makes E E J6 a pung of East', () => {
    expect(uses('123m 456p 789s E E 55s J6')).toEqual(['J6=E']);
  });
  it('an ambiguous run edge gives both readings: J4 stands for 3m or 6m beside 45m', () => {
    expect(uses('45m 123p 456p 789p 11s J4')).toEqual(['J4=3m', 'J4=6m']);
  });
  it("a joker outside the missing tile's domain completes nothing: Thùng (J2) cannot be 2m", () => {
    expect(uses('13m 456p 789s E E E 55s J2')).toEqual([]);
  });
  it('a joker may complete the pair by default, and not when the pair rule forbids it', () => {
    expect(uses('123m 456p 789s E E E 5s J1')).toEqual(['J1=5s']);
    expect(uses('123m 456p 789s E E E 5s J1', NO_PAIR)).toEqual([]);
  });
});

describe('decomposition with two jokers', () => {
  it('1m with Màn and Tổng: a run either way round, a pung, or Màn pairs 1m while Tổng pungs East', () => {
    expect(uses('1m 456p 789p 123s E E J4 J1')).toEqual([
      'J1=1m J4=1m',
      'J1=2m J4=3m',
      'J1=3m J4=2m',
      'J1=E J4=1m',
    ]);
  });
  it('with jokers barred from the pair, the reading that pairs 1m with Màn is gone', () => {
    expect(uses('1m 456p 789p 123s E E J4 J1', NO_PAIR)).toEqual([
      'J1=1m J4=1m',
      'J1=2m J4=3m',
      'J1=3m J4=2m',
    ]);
  });
  it('two jokers can form a set with one real tile at the top: J J 3s is 1-2-3s, 2-3-4s... only where domains fit', () => {
    // Sọc covers bamboo; Hợp any numbered: 3s with both makes 123s, 234s, 345s (either order) or 333s.
    expect(uses('3s 123m 456p 789p E E J3 J8')).toEqual(bruteUses('3s 123m 456p 789p E E J3 J8'));
    expect(uses('3s 123m 456p 789p E E J3 J8')).toContain('J3=1s J8=2s');
    expect(uses('3s 123m 456p 789p E E J3 J8')).toContain('J3=3s J8=3s');
  });
  it('matches the brute-force substitutions for a hand with Tổng and Hợp', () => {
    expect(uses('12m 456p 789s E E E 5s J1 J8')).toEqual(bruteUses('12m 456p 789s E E E 5s J1 J8'));
  });
});

describe('one substitution, several groupings', () => {
  it('111 222 3 3m with Màn as 3m reads as three pungs and as three runs: both groupings are kept', () => {
    const { real, jokers } = split('11122233m 456p E E J4');
    const rs = splitWithWilds(wildPlay(), real, jokers, 4, 1);
    const shapes = rs
      .map((g) =>
        g
          .filter((x) => x.kind !== 'pair')
          .map((x) => `${x.kind}${tileCode(x.tile)}`)
          .sort()
          .join(' '),
      )
      .sort();
    expect(shapes).toContain('chow1m chow1m chow1m chow4p');
    expect(shapes).toContain('chow4p pung1m pung2m pung3m');
    expect(new Set(shapes).size).toBe(shapes.length);
  });
});

describe('decomposition with three jokers', () => {
  it('Màn, Nguyên and Tổng: both readings found (Nguyên with RD as a pung or as the pair)', () => {
    expect(uses('13m 456p 789p E E RD J4 J7 J1')).toEqual([
      'J1=E J4=2m J7=RD',
      'J1=RD J4=2m J7=RD',
    ]);
    expect(uses('13m 456p 789p E E RD J4 J7 J1', NO_PAIR)).toEqual(['J1=RD J4=2m J7=RD']);
  });
  it('three narrow jokers of different suits cannot make a set together', () => {
    expect(uses('123m 456p 789p E E J2 J3 J4')).toEqual([]);
    const { real, jokers } = split('123m 456p 789p E E J2 J3 J4');
    expect(completesWithWilds(wildPlay(), real, jokers, 0)).toBe(false);
  });
  it('three jokers forming a set on their own read as every tile their domains share', () => {
    // Màn, Hợp, Tổng alone: a pung of any characters tile (9) or a run in characters (7 × 6 orders).
    const r = uses('11m 456p 789p 123s J4 J8 J1');
    expect(r).toEqual(bruteUses('11m 456p 789p 123s J4 J8 J1'));
    expect(r).toContain('J1=9m J4=9m J8=9m');
    expect(r).toContain('J1=7m J4=9m J8=8m');
  });
  it('matches the brute force with Tổng, Hợp and Thùng around an ambiguous run', () => {
    expect(uses('2p 4p 456s 789s E E E J1 J8 J2')).toEqual(
      bruteUses('2p 4p 456s 789s E E E J1 J8 J2'),
    );
  });
  it('the fast check agrees with the full search on every hand above', () => {
    for (const text of [
      '13m 456p 789p E E RD J4 J7 J1',
      '11m 456p 789p 123s J4 J8 J1',
      '2p 4p 456s 789s E E E J1 J8 J2',
      '123m 456p 789p E E J2 J3 J4',
    ]) {
      const { real, jokers } = split(text);
      expect(completesWithWilds(wildPlay(), real, jokers, 0)).toBe(
        splitWithWilds(wildPlay(), real, jokers, 4, 1).length > 0,
      );
    }
  });
});

describe('readings of a complete hand record what each joker stood for', () => {
  const hand = (
    text: string,
    win: string,
    melds: { kind: 'chow' | 'pung' | 'kong'; tiles: string[]; exposed: boolean }[] = [],
  ) => ({
    concealed: codes(text),
    melds,
    winningTile: win,
    bonus: [],
  });
  it('the winning tile completes the run the joker sits in; on a discard that run is open', () => {
    const rs = jokerReadings(hand('1m 456p 789s E E E 55s J4', '3m'), false);
    expect(rs).toHaveLength(1);
    const g = rs[0]!.groups[rs[0]!.winGroup]!;
    expect(g).toMatchObject({ kind: 'chow', tile: tileIndex('1m'), concealed: false });
    expect(g.wilds).toEqual([{ wild: 'J4', standsFor: tileIndex('2m') }]);
    expect(rs[0]!.wilds).toEqual([{ wild: 'J4', standsFor: tileIndex('2m') }]);
  });
  it('the winning tile is never taken as the tile a joker stood for', () => {
    // 3m wins; J4 could be 2m (1-2-3m) but the 3m itself must be real in its group.
    for (const r of jokerReadings(hand('1m 456p 789s E E E 55s J4', '3m'), true)) {
      const g = r.groups[r.winGroup]!;
      expect(g.wilds.some((u) => u.standsFor === tileIndex('3m'))).toBe(false);
    }
  });
  it('a declared pung with a joker is read with the joker standing for its tile', () => {
    const rs = jokerReadings(
      hand('123m 456p 789s 5s', '5s', [{ kind: 'pung', tiles: ['E', 'E', 'J6'], exposed: true }]),
      false,
    );
    expect(rs).toHaveLength(1);
    expect(rs[0]!.wilds).toEqual([{ wild: 'J6', standsFor: tileIndex('E') }]);
    expect(rs[0]!.groups.find((g) => g.declared)).toMatchObject({
      kind: 'pung',
      tile: tileIndex('E'),
      concealed: false,
    });
  });
  it('a declared run with two jokers has one reading per place the real tile can take', () => {
    const two = { ...DEFAULT_JOKER_RULES, maxJokersPerCalledMeld: 2 };
    const gs = readJokerMeld({ kind: 'chow', tiles: ['5p', 'J2', 'J8'], exposed: true }, two);
    // 345p, 456p, 567p, each with the two jokers either way round.
    expect(gs.map((g) => `${tileCode(g.tile)}:${describeUses([g]).join(',')}`).sort()).toEqual([
      '3p:J2=3p,J8=4p',
      '3p:J2=4p,J8=3p',
      '4p:J2=4p,J8=6p',
      '4p:J2=6p,J8=4p',
      '5p:J2=6p,J8=7p',
      '5p:J2=7p,J8=6p',
    ]);
  });
  it('seven different pairs with jokers: a single is paired by a joker; four of a tile is never two pairs', () => {
    const { real, jokers } = split('11m 33m 55p 77p 99s E E N J6');
    expect(
      sevenPairsWithWilds(wildPlay(), real, jokers).map((g) => describeUses(g).join(' ')),
    ).toEqual(['J6=N']);
    const four = split('11m 33m 55p 77p E E E J6 9s 9s');
    expect(sevenPairsWithWilds(wildPlay(), four.real, four.jokers)).toEqual([]);
    expect(
      sevenPairsWithWilds(
        wildPlay({ ...DEFAULT_JOKER_RULES, jokersInSpecialShapes: false }),
        real,
        jokers,
      ),
    ).toEqual([]);
  });
  it('thirteen orphans with jokers: Nguyên stands for the missing dragon, or doubles one', () => {
    const { real, jokers } = split('19m 19p 19s E S W N RD GD J7 J7');
    const rs = thirteenOrphansWithWilds(wildPlay(), real, jokers).map((us) =>
      us
        .map((u) => tileCode(u.standsFor))
        .sort()
        .join(' '),
    );
    expect(rs.sort()).toEqual(['GD WD', 'RD WD', 'WD WD']);
  });
});
