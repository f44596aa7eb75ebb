/**
 * Every example hand seed 001 draws, scored: the pattern it illustrates counts at the seed's fan.
 * Hands the seed shows complete are used as drawn (winning tile on the pair); hands it shows
 * only in part are completed with an exposed set and a pair that add no fan of their own.
 */
import { describe, expect, it } from 'vitest';
import { fanOf, rd } from './rd';

const SEED_HANDS: { pattern: string; fan: number; hand: string; drawn: 'whole' | 'part' }[] = [
  { pattern: 'all-sequences', fan: 1, hand: '123m 345p 678p 789s RD @RD', drawn: 'whole' },
  { pattern: 'all-simples', fan: 1, hand: '666m 345p 888p 234s 7s @7s', drawn: 'whole' },
  { pattern: 'valued-honors', fan: 1, hand: '456m 789p 555s 9s [RDRDRD] @9s', drawn: 'part' },
  { pattern: 'pure-double-sequence', fan: 1, hand: '123p 123p 678s 5s [456m] @5s', drawn: 'part' },
  {
    pattern: 'mixed-sequential-triplets',
    fan: 1,
    hand: '111m 222p 333s 5m [789p] @5m',
    drawn: 'part',
  },
  { pattern: 'mixed-straight', fan: 1, hand: '123m 456p 789s 5s [345s] @5s', drawn: 'part' },
  { pattern: 'rainbow', fan: 1, hand: '123m 444p 678s NNN RD @RD', drawn: 'whole' },
  { pattern: 'all-triplets', fan: 2, hand: '333m 555p 888s E [NNN] @E', drawn: 'whole' },
  { pattern: 'half-flush', fan: 2, hand: '123p 555p 678p NNN RD @RD', drawn: 'whole' },
  { pattern: 'mixed-triple-sequence', fan: 2, hand: '123m 123p 123s 5s [789m] @5s', drawn: 'part' },
  { pattern: 'mixed-triple-triplets', fan: 2, hand: '111m 111p 111s 5s [789m] @5s', drawn: 'part' },
  {
    pattern: 'pure-sequential-triplets',
    fan: 2,
    hand: '111p 222p 333p 5s [NNN] @5s',
    drawn: 'part',
  },
  { pattern: 'pure-straight', fan: 2, hand: '123p 456p 789p 5s [789m] @5s', drawn: 'part' },
  { pattern: 'seven-pairs', fan: 4, hand: '66m 55p 88p 22s 77s EE RD @RD', drawn: 'whole' },
  { pattern: 'full-flush', fan: 4, hand: '123p 555p 678p 999p 4p @4p', drawn: 'whole' },
  {
    pattern: 'three-little-dragons',
    fan: 4,
    hand: '123m 456p WD [GDGDGD] [RDRDRD] @WD',
    drawn: 'part',
  },
  { pattern: 'all-orphans', fan: 4, hand: '111m 111p 999s NNN RD @RD', drawn: 'whole' },
  { pattern: 'four-little-winds', fan: 6, hand: '123m N [EEE] [SSS] [WWW] @N', drawn: 'part' },
  {
    pattern: 'three-big-dragons',
    fan: 6,
    hand: '123m 5p [GDGDGD] [RDRDRD] [WDWDWD] @5p',
    drawn: 'part',
  },
  { pattern: 'four-big-winds', fan: 8, hand: '5p [EEE] [SSS] [WWW] [NNN] @5p', drawn: 'part' },
  { pattern: 'all-honors', fan: 8, hand: 'EEE SSS RDRDRD WDWDWD N @N', drawn: 'whole' },
  { pattern: 'thirteen-orphans', fan: 8, hand: '19m 19p 19s E S W N GD RD WD @WD', drawn: 'whole' },
];

describe('seed 001 example hands', () => {
  for (const ex of SEED_HANDS) {
    it(`${ex.pattern} scores ${ex.fan} fan on the seed's ${ex.drawn === 'whole' ? 'hand' : 'tiles, completed'}: ${ex.hand}`, () => {
      const fan = fanOf(rd(ex.hand));
      expect(fan[ex.pattern]).toBe(ex.fan);
    });
  }

  it("the seed's All Triplets tiles, kept fully concealed, are Fully Concealed Triplets instead (footnote 3)", () => {
    const r = rd('333m 555p 888s NNN E @E');
    expect(fanOf(r)).toEqual({ 'fully-concealed-triplets': 6, 'fully-concealed': 1 });
    expect(r.excluded.map((x) => x.id)).toContain('all-triplets');
  });
});
