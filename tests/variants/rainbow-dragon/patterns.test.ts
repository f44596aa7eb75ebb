/**
 * Rainbow Dragon patterns on hands of our own (not the page examples): each pattern where it
 * scores, where it narrowly misses, and the exclusions the seed's footnotes set.
 */
import { describe, expect, it } from 'vitest';
import { excludedIds } from '../../helpers';
import { fanOf, rd } from './rd';

const SOUTH_IN_SOUTH = { seat: 'S', round: 'S', discarder: 'N' } as const;

describe('1 fan', () => {
  it('All Sequences: four sequences and any pair, honour pairs included', () => {
    expect(fanOf(rd('234m 567m 345s 678s GD @GD'))).toEqual({
      'all-sequences': 1,
      'fully-concealed': 1,
    });
    expect(fanOf(rd('567m 345s 678s GD [234m] @GD'))).toEqual({ 'all-sequences': 1 });
    expect(fanOf(rd('234m 567m 345s 888s GD @GD'))).toEqual({ 'fully-concealed': 1 });
  });

  it('All Simples: no 1, 9 or honour anywhere, melds included', () => {
    expect(fanOf(rd('234m 345p 456s 678s 2p @2p'))).toEqual({
      'all-simples': 1,
      'all-sequences': 1,
      'fully-concealed': 1,
    });
    expect(fanOf(rd('123m 345p 456s 678s 2p @2p'))).toEqual({
      'all-sequences': 1,
      'fully-concealed': 1,
    });
    expect(fanOf(rd('234m 345p 456s 2p [789s] @2p'))).toEqual({ 'all-sequences': 1 });
  });

  it('Valued Honors: 1 per dragon, seat-wind and round-wind triplet; a double wind scores 2', () => {
    expect(fanOf(rd('234m 456p 678s 5s [SSS] @5s', SOUTH_IN_SOUTH))).toEqual({
      'valued-honors': 2,
    });
    expect(fanOf(rd('234m 456p 5s [GDGDGDGD] [WDWDWD] @5s'))).toEqual({ 'valued-honors': 2 });
    expect(
      fanOf(rd('234m 456p 5s [EEE] [NNN] @5s', { seat: 'W', round: 'S', discarder: 'E' })),
    ).toEqual({});
    expect(
      fanOf(rd('234m 456p 678s 5s [SSS] @5s', SOUTH_IN_SOUTH, { valuedHonorsPerTriplet: false })),
    ).toEqual({ 'valued-honors': 1 });
  });

  it('Pure Double Sequence: 1 for two copies, 2 for three, 4 for four (footnote 1)', () => {
    expect(fanOf(rd('456s 456s 234m 7p [888p] @7p'))).toEqual({
      'pure-double-sequence': 1,
      'all-simples': 1,
    });
    expect(fanOf(rd('345m 345m 345m 9p [678s] @9p'))).toEqual({
      'pure-double-sequence': 2,
      'all-sequences': 1,
    });
    // Read as four sequences (7) rather than 666 777 888 678 (Pure Sequential Triplets 2 + ...).
    expect(fanOf(rd('678s 678s 678s 678s 2m @2m'))).toEqual({
      'pure-double-sequence': 4,
      'all-sequences': 1,
      'all-simples': 1,
      'fully-concealed': 1,
    });
    expect(fanOf(rd('456s 567s 234m 7p [888p] @7p'))).toEqual({ 'all-simples': 1 });
  });

  it('Mixed Sequential Triplets: consecutive triplets, one per suit', () => {
    expect(fanOf(rd('444s 555m 666p 2s [789m] @2s'))).toEqual({ 'mixed-sequential-triplets': 1 });
    expect(fanOf(rd('444s 555m 666s 2s [789m] @2s'))).toEqual({});
  });

  it('Mixed Straight: 123, 456, 789 in three different suits', () => {
    expect(fanOf(rd('789m 123p 456s 9p [234m] @9p'))).toEqual({
      'mixed-straight': 1,
      'all-sequences': 1,
    });
    expect(fanOf(rd('789m 123p 456p 9p [234m] @9p'))).toEqual({ 'all-sequences': 1 });
  });

  it('Rainbow: all five kinds in a standard hand, never Seven Pairs or Thirteen Orphans', () => {
    expect(fanOf(rd('234m 567p 888s EEE WD @WD'))).toEqual({
      rainbow: 1,
      'valued-honors': 1,
      'fully-concealed': 1,
    });
    expect(fanOf(rd('19m 19p 19s E S W N GD RD WD @1m'))).not.toHaveProperty('rainbow');
    expect(fanOf(rd('22m 55p 88s EE NN RDRD GD @GD'))).toEqual({
      'seven-pairs': 4,
      'fully-concealed': 1,
    });
  });
});

describe('2 fan', () => {
  it('All Triplets, kongs counting as triplets', () => {
    expect(fanOf(rd('222m 777p GD [999s] [WWW] @GD'))).toEqual({ 'all-triplets': 2, rainbow: 1 });
    expect(fanOf(rd('222m 777p GD [9999s] [WWWW] @GD'))).toEqual({ 'all-triplets': 2, rainbow: 1 });
  });

  it('Half Flush and Full Flush never score together', () => {
    expect(fanOf(rd('234s 567s 888s E [WWW] @E'))).toEqual({ 'half-flush': 2 });
    expect(fanOf(rd('234s 567s 888s 1s [999s] @1s'))).toEqual({ 'full-flush': 4 });
  });

  it('Mixed Triple Sequence and Mixed Triple Triplets', () => {
    expect(fanOf(rd('789m 789p 789s 1m [EEE] @1m'))).toEqual({
      'mixed-triple-sequence': 2,
      'valued-honors': 1,
    });
    expect(fanOf(rd('999m 999p 999s 5m [123p] @5m'))).toEqual({ 'mixed-triple-triplets': 2 });
  });

  it('Pure Sequential Triplets when the triplet reading scores more than three identical sequences', () => {
    // Triplets: 2 + All Triplets 2 + Half Flush 2 + East 1 = 7; as 789m x3: 2 + 2 + 1 = 5.
    const r = rd('777m 888m 999m 5m [EEE] @5m');
    expect(r.total).toBe(7);
    expect(fanOf(r)).toEqual({
      'pure-sequential-triplets': 2,
      'all-triplets': 2,
      'half-flush': 2,
      'valued-honors': 1,
    });
  });

  it('Pure Straight', () => {
    expect(fanOf(rd('123s 456s 789s 1m [234m] @1m'))).toEqual({
      'pure-straight': 2,
      'all-sequences': 1,
    });
  });
});

describe('4, 6 and 8 fan, with the footnote exclusions', () => {
  it('Seven Pairs can be All Simples', () => {
    expect(fanOf(rd('22m 44m 66p 88p 33s 55s 7s @7s'))).toEqual({
      'seven-pairs': 4,
      'all-simples': 1,
      'fully-concealed': 1,
    });
  });

  it('Three Little Dragons drops every Valued Honors fan, the seat wind triplet included (footnote 2 as written)', () => {
    const r = rd('234m RDRDRD GDGDGD WD [SSS] @WD');
    expect(fanOf(r)).toEqual({ 'three-little-dragons': 4, 'half-flush': 2 });
    expect(excludedIds(r)).toEqual(['valued-honors<three-little-dragons']);
  });

  it('All Orphans drops All Triplets (footnote 3)', () => {
    const r = rd('999m 111s WWW N [111p] @N');
    expect(fanOf(r)).toEqual({ 'all-orphans': 4 });
    expect(excludedIds(r)).toEqual(['all-triplets<all-orphans']);
  });

  it('Four Little Winds drops Valued Honors but keeps All Triplets', () => {
    const r = rd('555p NNN WWW E [SSS] @E');
    expect(fanOf(r)).toEqual({ 'four-little-winds': 6, 'all-triplets': 2, 'half-flush': 2 });
  });

  it('Three Big Dragons drops Valued Honors', () => {
    const r = rd('555s RDRDRD GDGDGD 9s [WDWDWD] @9s');
    expect(fanOf(r)).toEqual({ 'three-big-dragons': 6, 'all-triplets': 2, 'half-flush': 2 });
    expect(excludedIds(r)).toEqual(['valued-honors<three-big-dragons']);
  });

  it('Fully Concealed Triplets: a concealed kong keeps it, an exposed kong loses it', () => {
    expect(fanOf(rd('333m 666p 999s 5m {EEEE} @5m'))).toEqual({
      'fully-concealed-triplets': 6,
      'fully-concealed': 1,
      'valued-honors': 1,
    });
    expect(fanOf(rd('333m 666p 999s 5m [EEEE] @5m'))).toEqual({
      'all-triplets': 2,
      'valued-honors': 1,
    });
  });

  it('Four Big Winds fully concealed runs far past the cap and pays 12', () => {
    const r = rd('EEE SSS WWW NNN 9m @9m');
    expect(fanOf(r)).toEqual({
      'four-big-winds': 8,
      'fully-concealed-triplets': 6,
      'all-orphans': 4,
      'half-flush': 2,
      'fully-concealed': 1,
    });
    expect(r.uncapped).toBe(21);
    expect(r.total).toBe(12);
  });

  it('a pattern inside a bigger one counts by default; the table option removes it', () => {
    const hand = 'EE SS WW NN RDRD GDGD WD @WD';
    expect(fanOf(rd(hand))).toEqual({
      'all-honors': 8,
      'seven-pairs': 4,
      'all-orphans': 4,
      'fully-concealed': 1,
    });
    expect(fanOf(rd(hand, undefined, { nestedPatternsCount: false }))).toEqual({
      'all-honors': 8,
      'seven-pairs': 4,
      'fully-concealed': 1,
    });
    expect(
      fanOf(rd('19m 19p 19s E S W N GD RD WD @1m', undefined, { nestedPatternsCount: false })),
    ).toEqual({ 'thirteen-orphans': 8, 'fully-concealed': 1 });
  });
});

describe('bonuses', () => {
  it('Mountaintop on a kong or a flower replacement; Robbing a Kong; Under the Sea and River', () => {
    const hand = '456m 789p 555s 9s [123m] @9s +F4';
    expect(fanOf(rd(hand, { seat: 'S', selfDrawn: true, flowerReplacement: true }))).toEqual({
      mountaintop: 1,
    });
    expect(
      fanOf(
        rd('456m 789p 9s [5555s] [123m] @9s', {
          seat: 'S',
          selfDrawn: true,
          kongReplacement: true,
        }),
      ),
    ).toEqual({ mountaintop: 1 });
    expect(fanOf(rd(hand, { seat: 'S', discarder: 'E', robbingKong: true }))).toEqual({
      'robbing-a-kong': 1,
    });
    expect(fanOf(rd(hand, { seat: 'S', discarder: 'E', lastTile: true }))).toEqual({
      'under-the-sea': 1,
    });
    expect(fanOf(rd(hand, { seat: 'N', selfDrawn: true, lastTile: true }))).toEqual({
      'under-the-sea': 1,
      'seat-flower': 1,
    });
  });

  it('refuses a flower-replacement win that is not self-drawn, has no bonus tile, or is not true/false', () => {
    expect(() =>
      rd('456m 789p 555s 9s [123m] @9s +F4', {
        seat: 'S',
        discarder: 'W',
        flowerReplacement: true,
      }),
    ).toThrow(/flower or season replacement is self-drawn/);
    expect(() =>
      rd('456m 789p 555s 9s [123m] @9s', { seat: 'S', selfDrawn: true, flowerReplacement: true }),
    ).toThrow(/needs a flower or season among the bonus tiles/);
    expect(() =>
      rd('456m 789p 555s 9s [123m] @9s +F4', {
        seat: 'S',
        selfDrawn: true,
        flowerReplacement: 'yes',
      }),
    ).toThrow(/flowerReplacement must be true or false/);
    expect(() =>
      rd('456m 789p 555s 9s [123m] @9s', { seat: 'S', selfDrawn: true, missingSuit: 'm' }),
    ).toThrow(/Rainbow Dragon does not read context.missingSuit/);
  });

  it('flowers: 1 per seat match, 2 per complete set, and the option that makes a set replace its match', () => {
    const hand = '456m 789p 555s 9s [123m] @9s +F1 F2 F3 F4 S3';
    const west = { seat: 'W', round: 'E', discarder: 'S' } as const;
    expect(fanOf(rd(hand, west))).toEqual({ 'seat-flower': 2, 'complete-set': 2 });
    expect(fanOf(rd(hand, west, { completeSetReplacesSeat: true }))).toEqual({
      'seat-flower': 1,
      'complete-set': 2,
    });
  });
});
