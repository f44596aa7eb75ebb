/**
 * Hands whose fan lists were derived by tracing the reference calculator's procedure by hand
 * (summerinsects/ChineseOfficialMahjongHelper, Classes/mahjong-algorithm/fan_calculator.cpp, the
 * stored version at commit 105262ea8fd3357d63731c28bce4cbaf4a4b5da2; rules/mcr.md §1). Each case
 * names the reference function whose behaviour it pins down and says why the list is what it is,
 * in our words. Totals and fan lists (with counts) are both asserted, because the held-out check
 * compares both. Where a hand also appears in public outputs of the older PyMahjongGB copy of the
 * same library, the comment says the totals agree.
 */
import { describe, expect, it } from 'vitest';
import type { WinContext } from '../../../src/engine/context';
import { DISCARD, SELF, fans, score } from './helpers';

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
      expect({ fans: fans(r), total: r.total }, c.why).toEqual({ fans: [...c.fans].sort(), total: c.total });
    });
  }
};

describe('knitted straight wait fans (calculate_knitted_straight_fan, KNITTED_STRAIGHT_BODY_WITH_ECS = 1)', () => {
  cases([
    {
      rule: 'one declared set: a winning tile that only completes the knitted straight scores no Single Wait',
      hand: '258m 1488s 369p [345m] @7s',
      fans: ['knitted-straight', 'all-chows'],
      total: 14,
      why: 'With one declared set the reference adds Single Wait only for a winning tile outside the straight, or one the standing tiles hold three of; 7s is a lone straight tile (the pair is 88s).',
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
      why: 'Dragon pung + wind pair gives All Types; the exposed set leaves no concealment fan; 6s only finished the straight. PyMahjongGB gives 20 too.',
    },
    {
      rule: 'no declared set: a winning tile in the straight and in the pair waits on the residual set and pair (Single Wait)',
      hand: '147m 258s 369p 4m 567p @4m',
      fans: ['knitted-straight', 'all-chows', 'concealed-hand', 'single-wait'],
      total: 17,
      why: 'The residual 4m 567p (winning tile removed) waits on 4m only (is_unique_waiting on the five tiles outside the straight), and 4m is the pair.',
    },
    {
      rule: 'no declared set: a winning tile found only in the straight scores no wait fan',
      hand: '14m 258s 369p 123s 55p @7m',
      fans: ['knitted-straight', 'all-chows', 'concealed-hand'],
      total: 16,
      why: 'Neither the residual chow 123s nor the pair 55p holds 7m, so adjust_by_waiting_form finds no position for it.',
    },
    {
      rule: 'no declared set: the residual chow waited on its middle tile (Closed Wait)',
      hand: '147s 12358m 36999p @2m',
      fans: ['knitted-straight', 'all-chows', 'concealed-hand', 'closed-wait'],
      total: 17,
      why: 'Straight 258m 147s 369p; the residual 13m 99p waits on 2m only.',
    },
    {
      rule: 'a wind pung beside the straight scores Prevalent Wind instead of its terminal-or-honour point, and a dragon pair makes All Types',
      hand: '147m 258s 369p EEE RD @RD',
      fans: ['knitted-straight', 'all-types', 'prevalent-wind', 'concealed-hand', 'single-wait'],
      total: 23,
      why: 'adjust_by_winds removes the Pung of Terminals or Honors point for the East round; the residual EEE RD waits on RD only.',
    },
  ]);
});

describe('wait fans in four sets and a pair (is_unique_waiting, adjust_by_waiting_form)', () => {
  cases([
    {
      rule: 'one division holding the winning tile both as an edge and as a closed wait scores Edge Wait',
      hand: '12234m 456p 789p 55s @3m',
      fans: ['concealed-hand', 'all-chows', 'short-straight', 'edge-wait'],
      total: 6,
      why: '123m (3 beside the middle 2) and 234m (3 is the middle) both hold 3m; edge has priority. 456p-789p is Short Straight; 123m and 234m relate to nothing, so the cap is 1.',
    },
    {
      rule: 'a closed wait outranks a single wait on the same tile',
      hand: '1223m 456p 789p 789s @2m',
      fans: ['mixed-straight', 'mixed-double-chow', 'concealed-hand', 'all-chows', 'closed-wait'],
      total: 14,
      why: '123m + 22m: only 2m completes the hand. Mixed Straight is 123m 789s 456p (triple 0-1-2 of the sorted chows); the fourth chow 789p adds Mixed Double Chow (with 789s), which outranks Short Straight (with 456p).',
    },
    {
      rule: '67889 won on 7 scores Edge Wait (the reference names the edge, not the closed, reading)',
      hand: '67889s 123m 456p 55m @7s',
      fans: ['mixed-straight', 'concealed-hand', 'all-chows', 'edge-wait'],
      total: 13,
      why: 'The one division 678s 789s marks 7s closed in 678 and edge in 789; edge wins.',
    },
    {
      rule: 'a four-sets wait that seven pairs could also complete on another tile is no wait fan',
      hand: '445566m 2277779s @8s',
      fans: ['pure-double-chow', 'tile-hog', 'concealed-hand', 'one-voided-suit', 'no-honors'],
      total: 7,
      why: 'The sets 456m 456m 777s 789s + 22s wait on 8s, but check_seven_pairs_waiting finds 44 55 66m 22s 77 77s waiting on 9s, so the wait is not unique (unit_test.cpp bug case 2016.7.23). Four 7s without a kong: Tile Hog.',
    },
  ]);
});

describe('chow combinations and account-once (calculate_4_chows, calculate_3_chows, exclusionary_rule)', () => {
  cases([
    {
      rule: '234567m 234567s: two Mixed Double Chows and one Short Straight, never four 1-pointers',
      hand: '234567m 23456s 99p @7s',
      fans: ['mixed-double-chowx2', 'short-straight', 'all-chows', 'concealed-hand'],
      total: 7,
      why: 'Four pairings (2 Mixed Double Chow, 2 Short Straight) capped at 3; the cut starts with the duplicated Short Straight.',
    },
    {
      rule: 'three chows without a three-chow fan keep at most two 1-pointers',
      hand: '234234567m 111p 5s @5s',
      fans: ['pure-double-chow', 'short-straight', 'concealed-hand', 'pung-of-terminals-or-honors', 'no-honors', 'single-wait'],
      total: 7,
      why: 'Pure Double Chow + Short Straight x2 capped at 2: a Short Straight is cut first.',
    },
    {
      rule: 'Pure Shifted Chows plus a fourth chow that pairs only as Two Terminal Chows',
      hand: '123234345789m E @E',
      fans: ['pure-shifted-chows', 'two-terminal-chows', 'half-flush', 'concealed-hand', 'single-wait'],
      total: 26,
      why: 'Triple 0-1-2 (123 234 345) is Pure Shifted Chows; 789 relates to 123 only (Two Terminal Chows).',
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
      fans: ['pure-straight', 'pure-double-chow', 'all-chows', 'concealed-hand', 'one-voided-suit', 'single-wait'],
      total: 23,
      why: 'Sorted chows 123 456 456 789: triple 0-1-3 is the straight; the spare 456 pairs as Pure Double Chow first. PyMahjongGB gives 23 too.',
    },
    {
      rule: 'Mixed Triple Chow plus a repeated chow prefers Pure Double Chow over Mixed Double Chow',
      hand: '123m 2344p 112233s @1p',
      fans: ['mixed-triple-chow', 'pure-double-chow', 'lower-four', 'all-chows', 'concealed-hand'],
      total: 25,
      why: 'get_1_chow_extra_fan tries Pure Double Chow before Mixed Double Chow. 1p or 4p would have won: no wait fan. PyMahjongGB gives 25 too.',
    },
  ]);
});

describe('pungs, winds and dragons (calculate_kongs, get_1_pung_fan, adjust_by_winds)', () => {
  cases([
    {
      rule: 'a pung of the wind that is both seat and prevalent scores both, and no Pung of Terminals or Honors',
      hand: '123m 456p 789s EEE 5s @5s',
      context: EAST_DISCARD,
      fans: ['mixed-straight', 'prevalent-wind', 'seat-wind', 'concealed-hand', 'single-wait'],
      total: 15,
      why: 'adjust_by_winds takes the terminal-or-honour point once for the prevalent wind and not again for the same seat wind.',
    },
    {
      rule: 'Big Three Winds keeps Prevalent and Seat Wind and leaves no Pung of Terminals or Honors',
      hand: '123m 5p [EEE] [SSS] [WWW] @5p',
      fans: ['big-three-winds', 'prevalent-wind', 'seat-wind', 'one-voided-suit', 'single-wait'],
      total: 18,
      why: 'final_adjust removes the three wind pungs\' points; the wind fans are added after it without a further deduction.',
    },
    {
      rule: 'concealed Big Three Winds with a terminal chow: Outside Hand, Half Flush, Three Concealed Pungs',
      hand: 'EEE SSS WWW 1239p @9p',
      context: EAST_SELF,
      fans: ['big-three-winds', 'three-concealed-pungs', 'outside-hand', 'half-flush', 'fully-concealed-hand', 'prevalent-wind', 'seat-wind', 'single-wait'],
      total: 47,
      why: 'Every set holds a terminal or honour; the East pung is both wind fans. PyMahjongGB gives 47 too.',
    },
    {
      rule: 'a dragon pung with terminal chows: Outside Hand, Half Flush, Two Terminal Chows and Tile Hog',
      hand: '123789999m 1m [RDRDRD] @1m',
      fans: ['dragon-pung', 'pung-of-terminals-or-honors', 'two-terminal-chows', 'outside-hand', 'half-flush', 'tile-hog'],
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
      why: 'calculate_4_pungs finds 2m 3p 4s (triple 0-1-3 of the sorted pungs); final_adjust turns Fully Concealed Hand into Self-Drawn. 4s and 6s would also have won: no wait fan.',
    },
    {
      rule: 'equal totals: the first division is kept when neither has Pure Triple Chow nor Triple Pung',
      hand: '1112344478p [RDRDRD] @9p',
      fans: ['half-flush', 'dragon-pung', 'pung-of-terminals-or-honors'],
      total: 9,
      why: '111p 234p 789p + 44p and 123p 444p 789p + 11p both total 9; the reference keeps the first division in its search order (111p sorts before 123p).',
    },
    {
      rule: 'equal totals: a division with Triple Pung replaces the earlier one',
      hand: '4445677m 777s 777p @7m',
      fans: ['triple-pung', 'two-concealed-pungs', 'concealed-hand', 'all-simples'],
      total: 22,
      why: '444m 567m + 77m (Three Concealed Pungs, Double Pung) and 456m 777m + 44m (Triple Pung; the discard-completed 777m is exposed) both total 22; the 2023.9.2 rule prefers Triple Pung.',
    },
    {
      rule: 'All Green with four identical chows: Quadruple Chow and no Tile Hog',
      hand: '22333444s GDGD [234s] @2s',
      context: EAST_SELF,
      fans: ['all-green', 'quadruple-chow', 'self-drawn'],
      total: 137,
      why: 'Tile Hog is not counted beside Quadruple Chow; All Green removes Half Flush. 2s or 5s would have won. PyMahjongGB gives 137 too.',
    },
  ]);
});

describe('special shapes and win flags (calculate_special_form_fan, calculate_nine_gates_fan, calculate_fan flag corrections)', () => {
  cases([
    {
      rule: 'seven pairs count every set of four identical tiles as a Tile Hog',
      hand: '1111m 2222p 55s 77s N @N',
      fans: ['seven-pairs', 'tile-hogx2'],
      total: 28,
      why: 'adjust_by_tiles_hog on the standing tiles, no kong to subtract.',
    },
    {
      rule: 'seven pairs of terminals self-drawn: All Terminals, Tile Hog and Self-Drawn',
      hand: '1199m 119999p 199s @1s',
      context: EAST_SELF,
      fans: ['all-terminals', 'seven-pairs', 'tile-hog', 'self-drawn'],
      total: 91,
      why: 'Seven pairs add the tile-set fans and the win flags only. PyMahjongGB gives 91 too.',
    },
    {
      rule: 'Nine Gates self-drawn on 5: Two Concealed Pungs, one Pung of Terminals, Self-Drawn',
      hand: '1112345678999p @5p',
      context: SELF,
      fans: ['nine-gates', 'two-concealed-pungs', 'pung-of-terminals-or-honors', 'self-drawn'],
      total: 92,
      why: 'The nine-gates form adds its fixed extras and adjust_by_win_flag only: no Fully Concealed Hand.',
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
      fans: ['full-flush', 'pure-straight', 'concealed-hand', 'tile-hog', 'pung-of-terminals-or-honors'],
      total: 45,
      why: 'calculate_nine_gates_fan checks the counts with the winning tile in its place. PyMahjongGB gives 45 too.',
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
      why: 'adjust_by_win_flag sets Last Tile, then clears it for a robbed kong.',
    },
    {
      rule: 'last tile of the wall on a kong replacement: both fans, no Self-Drawn',
      hand: '123m 456p 789s 5s [1111s] @5s',
      context: { ...SELF, lastTile: true, kongReplacement: true },
      fans: ['last-tile-draw', 'out-with-replacement-tile', 'mixed-straight', 'melded-kong', 'pung-of-terminals-or-honors', 'no-honors', 'single-wait'],
      total: 28,
      why: 'Both flags clear Self-Drawn; the melded kong of 1s is also a Pung of Terminals or Honors.',
    },
    {
      rule: 'a self-drawn hand with nothing else scores Self-Drawn alone, not Chicken Hand',
      hand: '88m 345p EE [555m] [123s] @8m',
      context: EAST_SELF,
      fans: ['self-drawn'],
      total: 1,
      why: 'Chicken Hand only when the table is empty. PyMahjongGB gives 1 too.',
    },
  ]);

  it('flowers are in the total and the fan list but not in the minimum (calculate_fan adds flower_count last)', () => {
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
    expect(fans(score('123456789m 111p 5s @5s'))).toContain('single-wait');
  });
});
