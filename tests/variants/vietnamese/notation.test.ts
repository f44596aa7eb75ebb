import { describe, expect, it } from 'vitest';
import { HandError } from '../../../src/engine/errors';
import { parseHand } from '../../../src/engine/notation';
import { formatHand } from '../../../src/engine/notation-write';
import { errorOf } from './vn';
// The jokers and royal flowers are the variant's own tiles: loading its tile set registers them.
import '../../../src/variants/vietnamese/tiles';

describe('notation: Vietnamese jokers, flower tiles and the bounce', () => {
  it('reads jokers among the standing tiles and inside melds, and K/Q/J after "+"', () => {
    const h = parseHand('13mJ4 46p J2 [NNJ6] @E +K2 Q4 J1');
    expect(h.concealed).toEqual(['1m', '3m', 'J4', '4p', '6p', 'J2']);
    expect(h.melds).toEqual([{ kind: 'pung', tiles: ['N', 'N', 'J6'], exposed: true }]);
    expect(h.bonus).toEqual(['K2', 'Q4', 'J1']);
  });
  it('a meld with one real tile and two jokers is a pung unless marked chow:', () => {
    expect(parseHand('[5pJ2J2]').melds[0]!.kind).toBe('pung');
    expect(parseHand('[chow:5pJ2J2]').melds[0]!.kind).toBe('chow');
    expect(parseHand('[45pJ2]').melds[0]!.kind).toBe('chow');
  });
  it("records a bounce with ^ after the meld's tiles", () => {
    expect(parseHand('[555p^J2]').melds[0]).toEqual({
      kind: 'pung',
      tiles: ['5p', '5p', '5p'],
      exposed: true,
      bounced: ['J2'],
    });
    expect(parseHand('[555p^J8^J2]').melds[0]!.bounced).toEqual(['J2', 'J8']);
  });
  it('accepts a joker or a flower as the winning tile (Vietnamese wins on a discarded one)', () => {
    expect(parseHand('123m @J3').winningTile).toBe('J3');
    expect(parseHand('123m @F3').winningTile).toBe('F3');
    expect(parseHand('123m @K1').winningTile).toBe('K1');
  });
  const hands = [
    '13m46p E J2 J4 [NNJ6] @E +K2 Q4 J1',
    '123m456p5s [chow:5pJ2J2] [555s^J3] @5s',
    '1m [NNN^J1^J6] [RDRDJ7] @J8 +F1 J5',
  ];
  it.each(hands)('format(parse(%s)) parses back to the same hand', (text) => {
    const once = parseHand(text);
    const canonical = formatHand(once);
    expect(parseHand(canonical)).toEqual(once);
    expect(formatHand(parseHand(canonical))).toBe(canonical);
  });
  const errors: [string, RegExp][] = [
    ['[555p^5p]', /"\^5p" in group \[555p\^5p\]: a bounce names one joker of the set/],
    ['[chow:456p]', /"chow:" is only needed for a chow of one real tile and two jokers/],
    ['123m K1', /bonus tile K1 in "123m K1": write bonus tiles at the end after "\+"/],
    [
      '123m +5p',
      /"5p" after "\+" is not a bonus tile: use F1-F4 .* K1-K4, Q1-Q4 and banked jokers J1-J9/,
    ],
    ['{555pJ2J2}', /concealed group .* must be four identical tiles/],
  ];
  it.each(errors)('%s is refused by name', (input, message) => {
    expect(() => parseHand(input)).toThrow(HandError);
    expect(() => parseHand(input)).toThrow(message);
  });
});

describe('notation errors name Vietnamese wild tiles by the variant’s own word', () => {
  it('a meld marked as a chow with no joker in it says “jokers”, never the engine’s “wild tiles”', () => {
    const message = errorOf(() => parseHand('123m 456p 9s [chow:456p] @9s')).message;
    expect(message).toContain('a chow of one real tile and two jokers');
    expect(message).not.toMatch(/wild/);
  });
});
