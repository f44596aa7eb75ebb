import { describe, expect, it } from 'vitest';
import { TILE_KINDS, tileIndex, tileSetSize } from '../../../src/engine/tiles';
import {
  JOKER_CODES,
  type JokerCode,
  jokersInSet,
  vietnameseTileName,
  vietnameseTileSet,
} from '../../../src/variants/vietnamese/tiles';
import {
  checkSubstitution,
  JOKERS,
  jokerCovers,
  substitutionProblem,
} from '../../../src/variants/vietnamese/tiles/jokers';

const covers = (j: JokerCode, code: string) => jokerCovers(j, tileIndex(code));

describe('joker domains (fact sheet §2): a tile inside and the one just outside', () => {
  it('Tổng (J1) stands for every one of the 34 suit and honour tiles', () => {
    expect(JOKERS.J1.domain).toHaveLength(TILE_KINDS);
    expect(covers('J1', '1m')).toBe(true);
    expect(covers('J1', 'WD')).toBe(true);
  });
  it('Thùng (J2) stands for dots 1p..9p, not 9m just before nor 1s just after', () => {
    expect(covers('J2', '1p') && covers('J2', '9p')).toBe(true);
    expect(covers('J2', '9m')).toBe(false);
    expect(covers('J2', '1s')).toBe(false);
  });
  it('Sọc (J3) stands for bamboo 1s..9s, not 9p nor East', () => {
    expect(covers('J3', '1s') && covers('J3', '9s')).toBe(true);
    expect(covers('J3', '9p')).toBe(false);
    expect(covers('J3', 'E')).toBe(false);
  });
  it('Màn (J4) stands for characters 1m..9m, not 1p', () => {
    expect(covers('J4', '1m') && covers('J4', '9m')).toBe(true);
    expect(covers('J4', '1p')).toBe(false);
  });
  it('Đại Hoa (J5) stands for nothing: the flower joker is never a wild', () => {
    expect(JOKERS.J5.domain).toEqual([]);
    expect(substitutionProblem('J5', tileIndex('1m'))).toMatch(/never a wild/);
  });
  it('Hỉ (J6) stands for the four winds, not 9s before them nor the red dragon after', () => {
    expect(['E', 'S', 'W', 'N'].every((w) => covers('J6', w))).toBe(true);
    expect(covers('J6', '9s')).toBe(false);
    expect(covers('J6', 'RD')).toBe(false);
  });
  it('Nguyên (J7) stands for the three dragons, not North', () => {
    expect(['RD', 'GD', 'WD'].every((d) => covers('J7', d))).toBe(true);
    expect(covers('J7', 'N')).toBe(false);
  });
  it('Hợp (J8) stands for every numbered tile (27), not East', () => {
    expect(JOKERS.J8.domain).toHaveLength(27);
    expect(covers('J8', '9s')).toBe(true);
    expect(covers('J8', 'E')).toBe(false);
  });
  it('Nhị Khẩu (J9) stands for winds and dragons, not 9s', () => {
    expect(covers('J9', 'E') && covers('J9', 'WD')).toBe(true);
    expect(covers('J9', '9s')).toBe(false);
  });
  it('every joker carries its source', () => {
    for (const j of JOKER_CODES) expect(JOKERS[j].source).toMatch(/fact sheet/);
  });
  it('the jokers covering any one tile nest (narrow ⊂ Hợp or Nhị Khẩu ⊂ Tổng), which the fast check relies on', () => {
    for (let t = 0; t < TILE_KINDS; t++) {
      const doms = JOKER_CODES.filter((j) => jokerCovers(j, t)).map(
        (j) => new Set(JOKERS[j].domain),
      );
      doms.sort((a, b) => a.size - b.size);
      for (let k = 1; k < doms.length; k++)
        expect([...doms[k - 1]!].every((x) => doms[k]!.has(x))).toBe(true);
    }
  });
  it('checkSubstitution names the joker, the tile and what the joker covers', () => {
    expect(() => checkSubstitution('J2', tileIndex('5s'))).toThrow(
      /J2 \(Thùng\) cannot stand for 5s \(5 Bamboo\): it stands for dots tiles only/,
    );
    expect(() => checkSubstitution('J2', tileIndex('5p'))).not.toThrow();
  });
});

describe('Vietnamese tile sets (seed 000, fact sheet §1)', () => {
  it.each([
    [1, 160],
    [2, 168],
    [3, 176],
    [4, 184],
  ] as const)('%i copies of each joker make a %i-tile set', (n, size) => {
    const set = vietnameseTileSet({ jokerCopies: n, honourJoker: 'none' });
    expect(tileSetSize(set)).toBe(size);
    expect(set.copies.J1).toBe(n);
    expect(set.copies.K4).toBe(1);
    expect(set.copies.Q1).toBe(1);
    expect(set.copies['5p']).toBe(4);
  });
  it('the classic set has eight jokers and no Nhị Khẩu', () => {
    const set = vietnameseTileSet();
    expect(JOKER_CODES.filter((j) => (set.copies[j] ?? 0) > 0)).toEqual([
      'J1',
      'J2',
      'J3',
      'J4',
      'J5',
      'J6',
      'J7',
      'J8',
    ]);
  });
  it('Nhị Khẩu replaces the wind joker or the dragon joker, keeping the size', () => {
    const wind = vietnameseTileSet({ jokerCopies: 2, honourJoker: 'replaces-wind-joker' });
    expect(wind.copies.J9).toBe(2);
    expect(wind.copies.J6 ?? 0).toBe(0);
    expect(wind.copies.J7).toBe(2);
    expect(tileSetSize(wind)).toBe(168);
    expect(jokersInSet({ jokerCopies: 1, honourJoker: 'replaces-dragon-joker' })).not.toContain(
      'J7',
    );
  });
  it('refuses joker copies outside 1..4 and unknown honour-joker options', () => {
    expect(() => vietnameseTileSet({ jokerCopies: 5 as never, honourJoker: 'none' })).toThrow(
      /1, 2, 3 or 4/,
    );
    expect(() => vietnameseTileSet({ jokerCopies: 1, honourJoker: 'both' as never })).toThrow(
      /unknown honour-joker option "both"/,
    );
  });
  it('names every new code for screen readers and falls back to the shared names', () => {
    expect(vietnameseTileName('J6')).toBe('Hỉ joker (any wind)');
    expect(vietnameseTileName('K1')).toBe('Emperor 1 (East)');
    expect(vietnameseTileName('Q4')).toBe('Empress 4 (North)');
    expect(vietnameseTileName('5p')).toBe('5 Dots');
    for (const j of JOKER_CODES) expect(vietnameseTileName(j)).not.toBe(j);
  });
});
