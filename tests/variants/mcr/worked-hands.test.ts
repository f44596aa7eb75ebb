/**
 * Hands worked through by hand from the rules (rules/mcr.md: §3 shapes, §4 principles, §5
 * exclusions, waits and flag corrections), each asserting its total and its whole fan list with
 * counts, and saying in `why` which rule makes the list what it is.
 */
import { describe, expect, it } from 'vitest';
import type { WinContext } from '../../../src/engine/context';
import { DISCARD, fans, SELF, score } from './helpers';

/** East seat in the East round, on South's discard (both wind fans fall on an East pung). */
const EAST_DISCARD: Partial<WinContext> = { seat: 'E', round: 'E', discarder: 'S' };
const EAST_SELF: Partial<WinContext> = { seat: 'E', round: 'E', selfDrawn: true };

interface Case {
  rule: string;
  hand: string;
  context?: Partial<WinContext>;
  fans: string[];
  total: number;
  why: string;
}

const cases = (list: Case[]) => {
  for (const c of list) {
    it(c.rule, () => {
      const r = score(c.hand, c.context ?? DISCARD);
      expect({ fans: fans(r), total: r.total }, c.why).toEqual({
        fans: [...c.fans].sort(),
        total: c.total,
      });
    });
  }
};

describe('wait fans beside a knitted straight (rules/mcr.md §5, and §7: the MIL ruling the table option follows by default)', () => {
  cases([
    {
      rule: 'one declared set: a winning tile that only completes the knitted straight scores no Single Wait',
      hand: '258m 1488s 369p [345m] @7s',
      fans: ['knitted-straight', 'all-chows'],
      total: 14,
      why: 'The 7s only completed the knitted straight (the pair 88s was already there), so no wait fan: a wait fan needs the winning tile in the set or pair outside the straight.',
    },
    {
      rule: 'one declared set: a straight tile held three times was also the pair wait, so Single Wait scores',
      hand: '258m 1477s 369p [345m] @7s',
      fans: ['knitted-straight', 'all-chows', 'single-wait'],
      total: 15,
      why: 'Three standing 7s: one in the straight and the pair 77s, so the hand waited on the pair.',
    },
    {
      rule: 'one declared set: a winning tile outside the straight is a Single Wait',
      hand: '258m 1478s 369p [345m] @8s',
      fans: ['knitted-straight', 'all-chows', 'single-wait'],
      total: 15,
      why: '8s is not among 258m 147s 369p, so it completed the pair.',
    },
    {
      rule: 'one declared dragon pung with a wind pair: All Types and Dragon Pung, no wait fan for a lone straight tile',
      hand: '147m 258p 39s WW [GDGDGD] @6s',
      context: EAST_DISCARD,
      fans: ['knitted-straight', 'all-types', 'dragon-pung'],
      total: 20,
      why: 'Dragon pung + wind pair gives All Types; the exposed set leaves no concealment fan; 6s only finished the straight.',
    },
    {
      rule: 'no declared set: a winning tile in the straight and in the pair waits on the residual set and pair (Single Wait)',
      hand: '147m 258s 369p 4m 567p @4m',
      fans: ['knitted-straight', 'all-chows', 'concealed-hand', 'single-wait'],
      total: 17,
      why: 'Outside the straight the tiles before the win were 4m 567p, which wait on 4m only, and 4m completes the pair.',
    },
    {
      rule: 'no declared set: a winning tile found only in the straight scores no wait fan',
      hand: '14m 258s 369p 123s 55p @7m',
      fans: ['knitted-straight', 'all-chows', 'concealed-hand'],
      total: 16,
      why: '7m sits only in the straight: neither the chow 123s nor the pair 55p waited on it, so no wait fan.',
    },
    {
      rule: 'no declared set: the residual chow waited on its middle tile (Closed Wait)',
      hand: '147s 12358m 36999p @2m',
      fans: ['knitted-straight', 'all-chows', 'concealed-hand', 'closed-wait'],
      total: 17,
      why: 'Straight 258m 147s 369p; outside it 13m 99p waited on 2m only.',
    },
    {
      rule: 'a wind pung beside the straight scores Prevalent Wind instead of its terminal-or-honour point, and a dragon pair makes All Types',
      hand: '147m 258s 369p EEE RD @RD',
      fans: ['knitted-straight', 'all-types', 'prevalent-wind', 'concealed-hand', 'single-wait'],
      total: 23,
      why: 'Prevalent Wind replaces Pung of Terminals or Honors on the East pung (§5); outside the straight EEE RD waited on RD only.',
    },
  ]);
});

describe('wait fans in four sets and a pair: one tile kind waited on, Edge before Closed before Single (rules/mcr.md §5)', () => {
  cases([
    {
      rule: 'one reading holding the winning tile both as an edge and as a closed wait scores Edge Wait',
      hand: '12234m 456p 789p 55s @3m',
      fans: ['concealed-hand', 'all-chows', 'short-straight', 'edge-wait'],
      total: 6,
      why: 'Only 3m completes the hand; it is the edge of 123m and the middle of 234m, and Edge Wait comes first. 456p-789p is Short Straight; 123m and 234m combine into no fan.',
    },
    {
      rule: 'a closed wait outranks a single wait on the same tile',
      hand: '1223m 456p 789p 789s @2m',
      fans: ['mixed-straight', 'mixed-double-chow', 'concealed-hand', 'all-chows', 'closed-wait'],
      total: 14,
      why: '123m + 22m: only 2m completes the hand. Mixed Straight is 123m 789s 456p; the fourth chow 789p may add one 1-point fan (account-once), and Mixed Double Chow (with 789s) comes before Short Straight (with 456p) in the fan table at the same value.',
    },
    {
      rule: '67889 won on 7 scores Edge Wait: the 7 is the middle of 678 and the edge of 789, and Edge comes first',
      hand: '67889s 123m 456p 55m @7s',
      fans: ['mixed-straight', 'concealed-hand', 'all-chows', 'edge-wait'],
      total: 13,
      why: 'The only reading 678s 789s holds 7s as the middle of 678 and the edge of 789; Edge Wait comes first.',
    },
    {
      rule: 'a four-sets wait that seven pairs could also complete on another tile is no wait fan',
      hand: '445566m 2277779s @8s',
      fans: ['pure-double-chow', 'tile-hog', 'concealed-hand', 'one-voided-suit', 'no-honors'],
      total: 7,
      why: 'The sets 456m 456m 777s 789s + 22s wait on 8s, but as seven pairs 44 55 66m 22s 77 77s the same tiles wait on 9s: two kinds, so no wait fan. Four 7s without a kong: Tile Hog.',
    },
  ]);
});

describe('chow combinations under non-separation, non-identical and account-once (rules/mcr.md §4)', () => {
  cases([
    {
      rule: '234567m 234567s: two Mixed Double Chows and one Short Straight, never four 1-pointers',
      hand: '234567m 23456s 99p @7s',
      fans: ['mixed-double-chowx2', 'short-straight', 'all-chows', 'concealed-hand'],
      total: 7,
      why: 'Four 1-point pairings are possible, but a fourth would join two chows already joined (account-once): three count, and Mixed Double Chow comes first in the fan table.',
    },
    {
      rule: 'three chows without a three-chow fan keep at most two 1-pointers',
      hand: '234234567m 111p 5s @5s',
      fans: [
        'pure-double-chow',
        'short-straight',
        'concealed-hand',
        'pung-of-terminals-or-honors',
        'no-honors',
        'single-wait',
      ],
      total: 7,
      why: 'Three chows make at most two 1-point pairings (account-once); Pure Double Chow comes first in the fan table.',
    },
    {
      rule: 'Pure Shifted Chows plus a fourth chow that pairs only as Two Terminal Chows',
      hand: '123234345789m E @E',
      fans: [
        'pure-shifted-chows',
        'two-terminal-chows',
        'half-flush',
        'concealed-hand',
        'single-wait',
      ],
      total: 26,
      why: '123 234 345 is Pure Shifted Chows; 789 combines with 123 only (Two Terminal Chows).',
    },
    {
      rule: 'Mixed Shifted Chows plus Short Straight from the fourth chow',
      hand: '234m 345s 456p 78p 22s @9p',
      fans: ['mixed-shifted-chows', 'short-straight', 'all-chows', 'concealed-hand'],
      total: 11,
      why: '234m 345s 456p step by one across three suits; 789p is Short Straight with 456p. 78p waited on 6p or 9p: no wait fan.',
    },
    {
      rule: 'Pure Straight plus a repeated chow gives Pure Double Chow',
      hand: '123445566789m 1p @1p',
      fans: [
        'pure-straight',
        'pure-double-chow',
        'all-chows',
        'concealed-hand',
        'one-voided-suit',
        'single-wait',
      ],
      total: 23,
      why: '123 456 789 is the straight; the spare 456 may add one 1-point fan (account-once), and Pure Double Chow comes first in the fan table.',
    },
    {
      rule: 'Mixed Triple Chow plus a repeated chow prefers Pure Double Chow over Mixed Double Chow',
      hand: '123m 2344p 112233s @1p',
      fans: ['mixed-triple-chow', 'pure-double-chow', 'lower-four', 'all-chows', 'concealed-hand'],
      total: 25,
      why: 'The spare chow adds one 1-point fan (account-once); Pure Double Chow comes before Mixed Double Chow in the fan table. 1p or 4p would have won: no wait fan.',
    },
  ]);
});

describe('pungs, winds and dragons (rules/mcr.md §5)', () => {
  cases([
    {
      rule: 'a pung of the wind that is both seat and prevalent scores both, and no Pung of Terminals or Honors',
      hand: '123m 456p 789s EEE 5s @5s',
      context: EAST_DISCARD,
      fans: ['mixed-straight', 'prevalent-wind', 'seat-wind', 'concealed-hand', 'single-wait'],
      total: 15,
      why: 'Prevalent Wind and Seat Wind each replace Pung of Terminals or Honors on that pung, once even when the wind is both (§5).',
    },
    {
      rule: 'Big Three Winds keeps Prevalent and Seat Wind and leaves no Pung of Terminals or Honors',
      hand: '123m 5p [EEE] [SSS] [WWW] @5p',
      fans: ['big-three-winds', 'prevalent-wind', 'seat-wind', 'one-voided-suit', 'single-wait'],
      total: 18,
      why: 'Big Three Winds replaces Pung of Terminals or Honors on its three pungs; the wind fans still count (§5).',
    },
    {
      rule: 'concealed Big Three Winds with a terminal chow: Outside Hand, Half Flush, Three Concealed Pungs',
      hand: 'EEE SSS WWW 1239p @9p',
      context: EAST_SELF,
      fans: [
        'big-three-winds',
        'three-concealed-pungs',
        'outside-hand',
        'half-flush',
        'fully-concealed-hand',
        'prevalent-wind',
        'seat-wind',
        'single-wait',
      ],
      total: 47,
      why: 'Every set holds a terminal or honour; the East pung is both wind fans.',
    },
    {
      rule: 'a dragon pung with terminal chows: Outside Hand, Half Flush, Two Terminal Chows and Tile Hog',
      hand: '123789999m 1m [RDRDRD] @1m',
      fans: [
        'dragon-pung',
        'pung-of-terminals-or-honors',
        'two-terminal-chows',
        'outside-hand',
        'half-flush',
        'tile-hog',
      ],
      total: 16,
      why: 'Four 9m used in 789m and 999m without a kong is Tile Hog; 1m or 4m would have won, so no wait fan.',
    },
    {
      rule: 'All Types with a wind pung and a dragon pair',
      hand: '123m 456p 789s EEE RD @RD',
      fans: ['mixed-straight', 'all-types', 'prevalent-wind', 'concealed-hand', 'single-wait'],
      total: 19,
      why: 'South seat, East round: the East pung is the prevalent wind only.',
    },
    {
      rule: 'four concealed pungs with a mixed shifted pung triple, self-drawn: Self-Drawn, not Fully Concealed Hand',
      hand: '222m 333p 444s 666s 5s @5s',
      context: SELF,
      fans: ['four-concealed-pungs', 'mixed-shifted-pungs', 'all-simples', 'self-drawn'],
      total: 75,
      why: '2m 3p 4s make Mixed Shifted Pungs; Four Concealed Pungs turns Fully Concealed Hand into Self-Drawn (§5). 4s and 6s would also have won: no wait fan.',
    },
    {
      rule: 'equal totals, where the rules leave the choice: the scorer keeps the reading with the pung of 1s (the other lists Half Flush, Dragon Pung, Two Terminal Chows)',
      hand: '1112344478p [RDRDRD] @9p',
      fans: ['half-flush', 'dragon-pung', 'pung-of-terminals-or-honors'],
      total: 9,
      why: '111p 234p 789p + 44p and 123p 444p 789p + 11p both total 9; high over low (§4) asks only for the highest total, and the scorer reports the first reading in its order.',
    },
    {
      rule: 'equal totals, where the rules leave the choice: the scorer keeps the reading with Triple Pung (the other lists Three Concealed Pungs and Double Pung)',
      hand: '4445677m 777s 777p @7m',
      fans: ['triple-pung', 'two-concealed-pungs', 'concealed-hand', 'all-simples'],
      total: 22,
      why: '444m 567m + 77m (Three Concealed Pungs, Double Pung) and 456m 777m + 44m (Triple Pung; the discard-completed 777m is exposed) both total 22; the scorer prefers a reading with Triple Pung.',
    },
    {
      rule: 'All Green with four identical chows: Quadruple Chow and no Tile Hog',
      hand: '22333444s GDGD [234s] @2s',
      context: EAST_SELF,
      fans: ['all-green', 'quadruple-chow', 'self-drawn'],
      total: 137,
      why: 'Quadruple Chow replaces Tile Hog and All Green replaces Half Flush (§5). 2s or 5s would have won: no wait fan.',
    },
  ]);
});

describe('special shapes and win flags (rules/mcr.md §3 and §5)', () => {
  cases([
    {
      rule: 'seven pairs count every set of four identical tiles as a Tile Hog',
      hand: '1111m 2222p 55s 77s N @N',
      fans: ['seven-pairs', 'tile-hogx2'],
      total: 28,
      why: 'Four identical tiles used as two pairs, not as a kong: Tile Hog for each (§3).',
    },
    {
      rule: 'seven pairs of terminals self-drawn: All Terminals, Tile Hog and Self-Drawn',
      hand: '1199m 119999p 199s @1s',
      context: EAST_SELF,
      fans: ['all-terminals', 'seven-pairs', 'tile-hog', 'self-drawn'],
      total: 91,
      why: 'Seven Pairs replaces Concealed Hand and Single Wait, and self-drawn it scores Self-Drawn (§5); the tile fans still count.',
    },
    {
      rule: 'Nine Gates self-drawn on 5: Two Concealed Pungs, one Pung of Terminals, Self-Drawn',
      hand: '1112345678999p @5p',
      context: SELF,
      fans: ['nine-gates', 'two-concealed-pungs', 'pung-of-terminals-or-honors', 'self-drawn'],
      total: 92,
      why: 'Nine Gates adds its extras for the winning tile and the win-context fans: no Fully Concealed Hand (§5).',
    },
    {
      rule: 'Nine Gates on the last tile of the wall: Last Tile Draw replaces Self-Drawn',
      hand: '1112345678999p @3p',
      context: { ...SELF, lastTile: true },
      fans: ['nine-gates', 'short-straight', 'last-tile-draw'],
      total: 97,
      why: 'Winning on 3 adds Short Straight.',
    },
    {
      rule: 'the same fourteen tiles are not Nine Gates when the thirteen before the win were not 1112345678999',
      hand: '1111345678999m @2m',
      context: EAST_DISCARD,
      fans: [
        'full-flush',
        'pure-straight',
        'concealed-hand',
        'tile-hog',
        'pung-of-terminals-or-honors',
      ],
      total: 45,
      why: 'Nine Gates needs the thirteen tiles before the win to be 1112345678999 (§3 item 7, whose verified total is 45 for these tiles).',
    },
    {
      rule: 'Seven Shifted Pairs of 2 to 8 self-drawn: All Simples and Self-Drawn',
      hand: '2233445566778p @8p',
      context: SELF,
      fans: ['seven-shifted-pairs', 'all-simples', 'self-drawn'],
      total: 91,
      why: 'No 1 or 9 of the suit: All Simples.',
    },
    {
      rule: 'robbing the kong and the fourth-tile flag are dropped when the hand already holds the winning tile',
      hand: '19m 19p 19s E S W N RD GD WD @1m',
      context: { ...DISCARD, robbingKong: true, fourthTile: true },
      fans: ['thirteen-orphans'],
      total: 88,
      why: 'Two 1m stand in the hand: neither a robbed kong tile nor the last copy.',
    },
    {
      rule: 'robbing the kong is kept for the one tile the hand does not hold',
      hand: '1m 9m 1p 9p 1s E S W N RD GD WD WD @9s',
      context: { ...DISCARD, robbingKong: true },
      fans: ['thirteen-orphans', 'robbing-the-kong'],
      total: 96,
      why: 'The special form adds the win flags.',
    },
    {
      rule: 'the fourth-tile flag is forced on when the other three copies are in a declared pung',
      hand: '123m 789s 46p NN [5p5p5p] @5p',
      fans: ['mixed-straight', 'last-tile', 'tile-hog', 'closed-wait'],
      total: 15,
      why: 'Three 5p in the exposed pung: Last Tile without the flag. The fourth 5p sits in a chow, so it is also a Tile Hog.',
    },
    {
      rule: 'robbing the kong removes Last Tile',
      hand: '234m 456p 78s 222s 55s @6s',
      context: { ...DISCARD, robbingKong: true, fourthTile: true },
      fans: ['robbing-the-kong', 'concealed-hand', 'all-simples'],
      total: 12,
      why: 'Robbing the Kong replaces Last Tile (§5).',
    },
    {
      rule: 'last tile of the wall on a kong replacement: both fans, no Self-Drawn',
      hand: '123m 456p 789s 5s [1111s] @5s',
      context: { ...SELF, lastTile: true, kongReplacement: true },
      fans: [
        'last-tile-draw',
        'out-with-replacement-tile',
        'mixed-straight',
        'melded-kong',
        'pung-of-terminals-or-honors',
        'no-honors',
        'single-wait',
      ],
      total: 28,
      why: 'Both flags clear Self-Drawn; the melded kong of 1s is also a Pung of Terminals or Honors.',
    },
    {
      rule: 'a self-drawn hand with nothing else scores Self-Drawn alone, not Chicken Hand',
      hand: '88m 345p EE [555m] [123s] @8m',
      context: EAST_SELF,
      fans: ['self-drawn'],
      total: 1,
      why: 'Chicken Hand counts only when no other fan does (§5); Self-Drawn is one.',
    },
  ]);

  it('flowers are in the total and the fan list but not in the 8-point minimum (§6)', () => {
    const r = score('345m 67p NN [123s] [789m] @5p +F1 S2');
    expect(fans(r)).toEqual(['chicken-hand', 'flower-tilesx2']);
    expect(r.total).toBe(10);
    expect(r.minimumMet).toBe(true);
    const low = score('88m 345p EE [555m] [123s] @8m +F1 F2 F3 F4 S1 S2 S3', EAST_SELF);
    expect(low.total).toBe(8);
    expect(low.minimumMet).toBe(false);
  });
});

describe('a wait is a matter of the shape, whether or not a copy is left', () => {
  it('four of an honour beside a seven-pairs wait: the sets shape also waits on a fifth copy, so no Single Wait', () => {
    // Before the win: 222s 778899s WWWW. As seven pairs it waits on 2s; as sets (222s 789s 789s
    // WWW) on a West for the pair, which no wall can hold. Either way two kinds: no wait fan.
    const r = score('222778899s WWWW @2s');
    expect(fans(r)).toEqual(['half-flush', 'seven-pairs', 'tile-hogx2']);
    expect(r.total).toBe(34);
  });

  it('a plain single wait is one: 123m 456m 789m 111p and 5s, won on 5s', () => {
    const r = score('123456789m 111p 5s @5s');
    expect(fans(r)).toEqual([
      'concealed-hand',
      'no-honors',
      'pung-of-terminals-or-honors',
      'pure-straight',
      'single-wait',
    ]);
    expect(r.total).toBe(21);
  });
});
