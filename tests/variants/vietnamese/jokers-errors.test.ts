import { describe, expect, it } from 'vitest';
import type { Hand, Meld } from '../../../src/engine/hand';
import { splitWithWilds } from '../../../src/engine/wild-decompose';
import { readJokerMeld, validateJokerHand } from '../../../src/variants/vietnamese/hand/jokers';
import { vietnameseTileSet } from '../../../src/variants/vietnamese/tiles';
import { DEFAULT_JOKER_RULES, wildPlay } from '../../../src/variants/vietnamese/tiles/jokers';
import { codes } from './jokers-helpers';
import { errorOf } from './vn';

const CLASSIC = vietnameseTileSet();
const rules = DEFAULT_JOKER_RULES;

const complete = (text: string, win: string, melds: Meld[] = [], bonus: string[] = []): Hand => ({
  concealed: codes(text),
  melds,
  winningTile: win,
  bonus,
});
const check = (h: Hand, set = CLASSIC) => validateJokerHand(h, set, rules, { complete: true });

describe('hands with jokers are refused with a specific message', () => {
  it('a joker in a quad (kong)', () => {
    const e = errorOf(() =>
      check(
        complete('123m 456p 789s 5s', '5s', [
          { kind: 'kong', tiles: ['E', 'E', 'E', 'J6'], exposed: true },
        ]),
      ),
    );
    expect(e.code).toBe('joker-in-kong');
    expect(e.message).toMatch(
      /J6 \(Hỉ\) cannot be in exposed kong \[E E E J6\]: a quad \(kong\) must be four real tiles/,
    );
  });
  it('a joker standing for a tile outside its domain in a declared pung', () => {
    const e = errorOf(() =>
      check(
        complete('123m 456p 789s 5s', '5s', [
          { kind: 'pung', tiles: ['5p', '5p', 'J3'], exposed: true },
        ]),
      ),
    );
    expect(e.code).toBe('joker-out-of-domain');
    expect(e.message).toMatch(
      /J3 \(Sọc\) cannot stand for 5p \(5 Dots\): it stands for bamboo tiles only/,
    );
  });
  it('a joker that cannot complete a declared run', () => {
    const e = errorOf(() =>
      readJokerMeld({ kind: 'chow', tiles: ['4p', '5p', 'J6'], exposed: true }, rules),
    );
    expect(e.code).toBe('joker-out-of-domain');
    expect(e.message).toMatch(
      /J6 \(Hỉ\) cannot complete exposed chow \[4p 5p J6\]: J6 stands for winds only/,
    );
  });
  it('the flower joker used as a wild: among the standing tiles, in a meld, or as the winning tile', () => {
    const standing = errorOf(() => check(complete('123m 456p 789s E E 5s J5', '5s')));
    expect(standing.code).toBe('flower-joker-wild');
    expect(standing.message).toMatch(
      /J5 \(Đại Hoa\) stands among the concealed tiles: the flower joker is never a wild/,
    );
    const meld = errorOf(() =>
      readJokerMeld({ kind: 'pung', tiles: ['E', 'E', 'J5'], exposed: true }, rules),
    );
    expect(meld.code).toBe('flower-joker-wild');
    expect(errorOf(() => check(complete('123m 456p 789s E E 5s', 'J5'))).code).toBe(
      'flower-joker-wild',
    );
  });
  it('the decomposition itself refuses the flower joker as a wild: it is not among the wilds', () => {
    const real = new Array<number>(34).fill(0);
    const e = errorOf(() => splitWithWilds(wildPlay(), real, ['J5'], 0, 0));
    expect(e.code).toBe('bad-wild');
    expect(e.message).toMatch(/J5 \(Đại Hoa flower joker \(bonus only\)\) is not a joker/);
  });
  it('the flower joker banked among the bonus tiles is fine', () => {
    expect(() => check(complete('123m 456p 789s E E E 5s', '5s', [], ['J5', 'K1']))).not.toThrow();
  });
  it('more jokers than the chosen set has: two Tổng in the classic set, accepted in the 168-tile set', () => {
    const h = complete('123m 456p 789s E E J1 J1', '5s');
    const e = errorOf(() => check(h));
    expect(e.code).toBe('too-many-jokers');
    expect(e.message).toMatch(
      /2 copies of J1 \(Tổng joker \(any tile\)\): the 160-tile Vietnamese set has only 1/,
    );
    expect(() =>
      check(h, vietnameseTileSet({ jokerCopies: 2, honourJoker: 'none' })),
    ).not.toThrow();
  });
  it('a banked joker counts toward the set: one Tổng in hand and one banked is too many for the classic set', () => {
    expect(errorOf(() => check(complete('123m 456p 789s E E 5s J1', '5s', [], ['J1']))).code).toBe(
      'too-many-jokers',
    );
  });
  it('a joker the chosen set does not have: Nhị Khẩu in the classic set, Hỉ once Nhị Khẩu replaced it', () => {
    expect(errorOf(() => check(complete('123m 456p 789s E E 5s J9', '5s'))).message).toMatch(
      /J9 \(Nhị Khẩu .*\) is not in the 160-tile Vietnamese set/,
    );
    const j9 = vietnameseTileSet({ jokerCopies: 1, honourJoker: 'replaces-wind-joker' });
    expect(() => check(complete('123m 456p 789s E E 5s J9', '5s'), j9)).not.toThrow();
    expect(errorOf(() => check(complete('123m 456p 789s E E 5s J6', '5s'), j9)).code).toBe(
      'too-many-jokers',
    );
  });
  it('more copies of a tile than the set holds, counting declared melds', () => {
    const e = errorOf(() =>
      check(
        complete('55p 789s E E E 5s J1', '5s', [
          { kind: 'pung', tiles: ['5p', '5p', '5p'], exposed: true },
        ]),
      ),
    );
    expect(e.code).toBe('too-many-copies');
    expect(e.message).toMatch(/5 copies of 5p \(5 Dots\): the 160-tile Vietnamese set has only 4/);
    expect(
      errorOf(() => check(complete('123m 456p 789s E E E 5s', '5s', [], ['K1', 'K1']))).message,
    ).toMatch(/2 copies of K1 \(Emperor 1 \(East\)\)/);
  });
  it('more jokers in a called meld than the table allows (default one)', () => {
    const e = errorOf(() =>
      readJokerMeld({ kind: 'pung', tiles: ['5p', 'J2', 'J8'], exposed: true }, rules),
    );
    expect(e.message).toMatch(/holds 2 jokers: a called meld may hold at most 1/);
    expect(
      readJokerMeld(
        { kind: 'pung', tiles: ['5p', 'J2', 'J8'], exposed: true },
        { ...rules, maxJokersPerCalledMeld: 2 },
      ),
    ).toHaveLength(1);
  });
  it('a bonus tile or a playing tile in the wrong place, and the tile count', () => {
    expect(errorOf(() => check(complete('123m 456p 789s E E K1 5s', '5s'))).code).toBe(
      'bonus-misplaced',
    );
    expect(errorOf(() => check(complete('123m 456p 789s E E E 5s', '5s', [], ['5p']))).code).toBe(
      'bonus-misplaced',
    );
    expect(errorOf(() => check(complete('123m 456p 789s E E 5s', '5s'))).message).toMatch(
      /13 tiles.*needs 14/,
    );
  });
  it('a discarded joker may complete a win, but the flower joker never: it is no wild', () => {
    expect(check(complete('123m 456p 789s E E E 5s', 'J1')).winningTile).toBe('J1');
    expect(errorOf(() => check(complete('123m 456p 789s E E E 5s', 'J5'))).code).toBe(
      'flower-joker-wild',
    );
  });
  it('a bounce out of a meld that could not have held that joker, or of something not a joker', () => {
    const pung = (tiles: string[], bounced: string[]): Meld => ({
      kind: 'pung',
      tiles,
      exposed: true,
      bounced,
    });
    const base = '123m 456p 789s 5s';
    expect(
      errorOf(() => check(complete(base, '5s', [pung(['E', 'E', 'E'], ['J2'])]))).message,
    ).toMatch(
      /J2 \(Thùng\) cannot have been bounced out of exposed pung \[E E E\]: it never stood in that pung/,
    );
    expect(
      errorOf(() => check(complete(base, '5s', [pung(['E', 'E', 'E'], ['5p'])]))).message,
    ).toMatch(/lists 5p as bounced: only a joker/);
    expect(
      errorOf(() => check(complete(base, '5s', [pung(['E', 'E', 'E'], ['J5'])]))).message,
    ).toMatch(/flower joker never stands in a meld/);
    const chow: Meld = { kind: 'chow', tiles: ['1s', '2s', '3s'], exposed: true, bounced: ['J3'] };
    expect(errorOf(() => check(complete('123m 456p 789s 5s', '5s', [chow]))).code).toBe(
      'bad-bounce',
    );
    expect(check(complete(base, '5s', [pung(['E', 'E', 'E'], ['J6'])])).melds[0]!.bounced).toEqual([
      'J6',
    ]);
  });
  it("a bounced joker counts toward the set's copies", () => {
    const m: Meld = { kind: 'pung', tiles: ['E', 'E', 'E'], exposed: true, bounced: ['J6'] };
    expect(errorOf(() => check(complete('123m 456p 789s 5s', '5s', [m], ['J6']))).code).toBe(
      'too-many-jokers',
    );
  });
});
