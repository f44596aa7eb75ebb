import { describe, expect, it } from 'vitest';
import { HandError } from '../../src/engine/errors';
import { parseHand } from '../../src/engine/notation';
import { formatHand } from '../../src/engine/notation-write';

describe('notation: parsing', () => {
  it('reads compact suited runs, honour codes, melds, the winning tile and bonus tiles', () => {
    const h = parseHand('123m456p 78s EE [RDRDRD] {WWWW} @9s +F1 S2');
    expect(h.concealed).toEqual(['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', 'E', 'E']);
    expect(h.melds).toEqual([
      { kind: 'pung', tiles: ['RD', 'RD', 'RD'], exposed: true },
      { kind: 'kong', tiles: ['W', 'W', 'W', 'W'], exposed: false },
    ]);
    expect(h.winningTile).toBe('9s');
    expect(h.bonus).toEqual(['F1', 'S2']);
  });

  it('tells chows, pungs and kongs apart by their tiles', () => {
    const h = parseHand('[312m] [555p] [9999s]');
    expect(h.melds.map((m) => m.kind)).toEqual(['chow', 'pung', 'kong']);
    expect(h.melds[0]!.tiles).toEqual(['1m', '2m', '3m']);
  });

  it('reads S followed by digits as South then a run, not as a season', () => {
    expect(parseHand('S123m').concealed).toEqual(['S', '1m', '2m', '3m']);
  });

  it('reads a waiting hand without a winning tile', () => {
    expect(parseHand('1112345678999m').winningTile).toBeUndefined();
  });
});

describe('notation: errors name the offending tile or group', () => {
  const cases: [string, RegExp][] = [
    ['123', /"123".*no suit letter/],
    ['102m', /"0".*not a tile number/],
    ['123m x', /unexpected "x" at position 6/],
    ['[12m]', /group \[12m\] has 2 tiles/],
    ['[EEE', /never closed/],
    ['123m]', /closes no meld/],
    ['[ESW]', /group \[ESW\] is not a chow: honours cannot form a sequence/],
    ['[1m2p3s]', /group \[1m2p3s\] is not a chow: its tiles are from different suits/],
    ['[135m]', /neither a pung nor a chow/],
    ['{555m}', /concealed group \{555m\} must be four identical tiles/],
    ['123m F1', /bonus tile F1.*after "\+"/],
    ['123m +E', /"E" after "\+" is not a bonus tile/],
    ['123m @', /"@" at position 6 must be followed by one tile/],
    ['123m @5p @6p', /winning tile is given twice/],
    ['', /empty/],
  ];
  it.each(cases)('%s', (input, message) => {
    expect(() => parseHand(input)).toThrow(HandError);
    expect(() => parseHand(input)).toThrow(message);
  });
});

describe('notation: round trips', () => {
  const hands = [
    '123m456p789s EE [RDRDRD] @E',
    '19m19p19s E S W N RD GD WD @WD',
    '1112345678999m @5m +F1 F2 S3',
    '5p [123m] [5555s] {EEEE} @5p',
    '11m33m55p77p99s EE N',
  ];
  it.each(hands)('format(parse(%s)) parses back to the same hand', (text) => {
    const once = parseHand(text);
    const canonical = formatHand(once);
    expect(parseHand(canonical)).toEqual(once);
    expect(formatHand(parseHand(canonical))).toBe(canonical);
  });

  it('writes the canonical form with suits first and each honour grouped', () => {
    expect(formatHand(parseHand('E 9s1m RD E 2m [GDGDGD] @3m +S1 F2'))).toBe(
      '12m9s EE RD [GDGDGD] @3m +F2 S1',
    );
  });
});
