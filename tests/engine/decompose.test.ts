import { describe, expect, it } from 'vitest';
import {
  handFacts,
  readings,
  sevenPairsShape,
  standardShape,
  thirteenOrphansShape,
} from '../../src/engine/decompose';
import { parseHand } from '../../src/engine/notation';
import { tileCode } from '../../src/engine/tiles';

const read = (
  notation: string,
  selfDrawn = true,
  shapes = [standardShape, sevenPairsShape(false), thirteenOrphansShape],
) => readings(handFacts(parseHand(notation), selfDrawn), shapes);
const describeReading = (r: ReturnType<typeof read>[number]) =>
  `${r.shape}: ${r.groups.map((g) => `${g.kind}:${tileCode(g.tile)}${g.concealed ? '' : '*'}`).join(' ')} win@${r.winGroup}`;

describe('decomposition into four sets and a pair', () => {
  it('finds both readings of 111222333: three pungs or three identical chows', () => {
    const rs = read('111222333m 456p 9s @9s');
    const kinds = rs.map((r) =>
      r.groups
        .slice(0, 3)
        .map((g) => g.kind)
        .join(','),
    );
    expect(kinds).toContain('pung,pung,pung');
    expect(kinds).toContain('chow,chow,chow');
  });

  it('gives one reading per group the winning tile could have completed', () => {
    // 2344m won on 4m: the 4 may close the chow 234m (pair 44m) or the pair 44m (chow 234m)...
    const rs = read('23444m 567p 789s 11s @4m', false);
    const shapes = rs.map(describeReading);
    expect(shapes.length).toBeGreaterThanOrEqual(2);
    // ...and on a discard the group it completed is not concealed.
    for (const r of rs) expect(r.groups[r.winGroup]!.concealed).toBe(false);
  });

  it('puts declared melds among the sets and the pair last', () => {
    const r = read('456m 789p 9s [RDRDRD] [123s] @9s', false)[0]!;
    expect(r.groups.map((g) => g.kind)).toEqual(['chow', 'chow', 'pung', 'chow', 'pair']);
    expect(r.groups.filter((g) => g.declared)).toHaveLength(2);
  });

  it('finds no reading for a hand that is not a win', () => {
    expect(read('123m456p789s 135s E @E')).toEqual([]);
  });
});

describe('special shapes', () => {
  it('reads seven different pairs as seven pairs', () => {
    const rs = read('11m 33m 55p 77p 99s EE N @N');
    expect(rs.map((r) => r.shape)).toEqual(['seven-pairs']);
    expect(rs[0]!.groups).toHaveLength(7);
  });

  it('reads 223344 pairs as both seven pairs and sets when both fit', () => {
    const shapes = read('223344m 556677p 8s @8s').map((r) => r.shape);
    expect(shapes).toContain('seven-pairs');
    expect(shapes).toContain('standard');
  });

  it('does not read four identical tiles as two pairs unless the variant allows it', () => {
    expect(read('1111m 55p 77p 99s EE N @N')).toEqual([]);
    const lenient = read('1111m 55p 77p 99s EE N @N', true, [standardShape, sevenPairsShape(true)]);
    expect(lenient.map((r) => r.shape)).toEqual(['seven-pairs']);
  });

  it('reads thirteen orphans, and refuses it with a missing orphan', () => {
    expect(read('19m 19p 19s E S W N RD GD WD @E').map((r) => r.shape)).toEqual([
      'thirteen-orphans',
    ]);
    expect(read('19m 19p 19s E S W N RD GD GD @E')).toEqual([]);
  });

  it('never reads a hand with melds as seven pairs or thirteen orphans', () => {
    expect(read('11m 33m 55p 77p E @E [999s]').map((r) => r.shape)).toEqual([]);
  });
});
