import { describe, expect, it } from 'vitest';
import { scoreRequest } from '../../../src/api';
import { DISCARD, excluded, fans, SELF, score, waits } from './helpers';

describe('MCR shapes (rules/mcr.md §3)', () => {
  it('seven pairs may use four identical tiles as two pairs, and then scores Tile Hog', () => {
    const r = score('1111m 55p 77p EE NN S @S');
    // Seven Pairs 24, Tile Hog 2, One Voided Suit 1 (no bamboo).
    expect(fans(r)).toEqual(['one-voided-suit', 'seven-pairs', 'tile-hog']);
    expect(r.total).toBe(27);
  });

  it('seven pairs self-drawn scores Self-Drawn, not Fully Concealed Hand (§5)', () => {
    const r = score('1155m 2288p 33s EE N @N', SELF);
    expect(fans(r)).toEqual(['self-drawn', 'seven-pairs']);
    expect(r.total).toBe(25);
  });

  it('nine gates needs the 13 tiles before the win to be 1112345678999 (§3 item 7, both verified totals)', () => {
    const gates = score('1112345678999s @1s', { seat: 'E', round: 'E', discarder: 'S' });
    expect(fans(gates)).toEqual(['nine-gates', 'pure-straight', 'tile-hog']);
    expect(gates.total).toBe(106);
    const flush = score('1111234567899s @9s', { seat: 'E', round: 'E', discarder: 'S' });
    expect(fans(flush)).toEqual([
      'concealed-hand',
      'full-flush',
      'pung-of-terminals-or-honors',
      'pure-straight',
      'tile-hog',
    ]);
    expect(flush.total).toBe(45);
  });

  it('nine gates extras follow the winning tile: 3, 4, 6 or 7 add Short Straight', () => {
    const r = score('1112345678999p @4p');
    expect(fans(r)).toEqual(['nine-gates', 'short-straight']);
    expect(r.total).toBe(89);
  });

  it('knitted straight with one declared set is a Single Wait when the winning tile completed the pair (§7, MIL ruling)', () => {
    const r = score('147m 258s 369p 5p [EEE] @5p');
    // Knitted Straight 12, Prevalent Wind 2 (East pung, East round), Single Wait 1.
    expect(fans(r)).toEqual(['knitted-straight', 'prevalent-wind', 'single-wait']);
    expect(r.total).toBe(15);
    // Not when the winning tile only finished the straight and the pair was already there.
    const body = score('147m 258s 36p 55p [EEE] @9p');
    expect(fans(body)).toEqual(['knitted-straight', 'prevalent-wind']);
    expect(body.total).toBe(14);
  });

  it('knitted straight wait fans can be switched off for a winning tile inside the knitted straight', () => {
    // 7s is in the straight and, held three times, also the pair: a Single Wait under the MIL ruling (§7), none without it.
    const ruling = score('258m 1477s 369p [345m] @7s');
    expect(fans(ruling)).toEqual(['all-chows', 'knitted-straight', 'single-wait']);
    expect(ruling.total).toBe(15);
    const off = score('258m 1477s 369p [345m] @7s', DISCARD, { knittedStraightWaits: false });
    expect(fans(off)).toEqual(['all-chows', 'knitted-straight']);
    expect(off.total).toBe(14);
  });

  it('thirteen orphans scores nothing but win-context fans', () => {
    const r = score('19m 19p 19s E S W N RD GD WD @1m', { ...SELF, lastTile: true });
    expect(fans(r)).toEqual(['last-tile-draw', 'thirteen-orphans']);
    expect(r.total).toBe(96);
  });

  it('waits of a 13-tile hand are found for the special shapes', () => {
    expect(waits('19m 19p 19s E S W N RD GD WD').map((w) => w.tile)).toHaveLength(13);
    expect(waits('1112345678999m').map((w) => w.tile)).toEqual([
      '1m',
      '2m',
      '3m',
      '4m',
      '5m',
      '6m',
      '7m',
      '8m',
      '9m',
    ]);
    expect(waits('147m 258s 369p 5p [EEE]').map((w) => w.tile)).toEqual(['5p']);
  });
});

describe('MCR concealed pungs and kongs (§5)', () => {
  it('a pung completed by a discard is exposed, unless the winning tile can sit in a concealed chow', () => {
    // 555p completed by the discard while 456p holds a 5p: the pung still counts as concealed.
    const withChow = score('456p 55p 222m 333s 99s @5p');
    // Three Concealed Pungs 16, Concealed Hand 2, Tile Hog 2 (four 5p), No Honors 1.
    expect(fans(withChow)).toEqual([
      'concealed-hand',
      'no-honors',
      'three-concealed-pungs',
      'tile-hog',
    ]);
    expect(withChow.total).toBe(21);
    const noChow = score('789p 55p 222m 333s 99s @5p');
    expect(fans(noChow)).toEqual(['concealed-hand', 'no-honors', 'two-concealed-pungs']);
    expect(noChow.total).toBe(5);
  });

  it('one concealed and one exposed kong: 5 by default, 1 + 2 with the separate option (§7 example)', () => {
    const ctx = { seat: 'E' as const, round: 'E' as const, discarder: 'S' as const };
    const both = score('345p 789s N [1111s] {2222m} @N', ctx);
    expect(fans(both)).toEqual([
      'concealed-kong-and-melded-kong',
      'pung-of-terminals-or-honors',
      'single-wait',
    ]);
    expect(both.total).toBe(7);
    const sep = score('345p 789s N [1111s] {2222m} @N', ctx, { kongCombination: 'separate' });
    expect(sep.total).toBe(5);
    expect(fans(sep)).toEqual([
      'concealed-kong',
      'melded-kong',
      'pung-of-terminals-or-honors',
      'single-wait',
    ]);
  });

  it('four concealed pungs self-drawn scores Self-Drawn instead of Fully Concealed Hand', () => {
    const r = score('222m 444p 666s 888s 9m @9m', SELF);
    expect(fans(r)).toEqual(['four-concealed-pungs', 'no-honors', 'self-drawn', 'single-wait']);
    expect(r.total).toBe(67);
    expect(excluded(r)).toContain('fully-concealed-hand<four-concealed-pungs');
  });
});

describe('MCR wait fans (§5)', () => {
  it('no wait fan when another tile would also have won', () => {
    // 5s makes the pair 55s, 8s the pair 88s (222s 567s): two kinds, so no Single Wait.
    const r = score('123m 456p 678s 222s 5s @5s');
    expect(fans(r)).toEqual(['concealed-hand', 'no-honors']);
    expect(r.total).toBe(3);
  });

  it('at most one wait fan, Edge before Closed before Single', () => {
    // 13 tiles 123m 456p 5p...: only 5p wins; it may be the middle of 456p (Closed) or the pair (Single).
    const r = score('123m 456p 5p [777s] [999s] @5p');
    expect(fans(r)).toEqual(['closed-wait', 'no-honors', 'pung-of-terminals-or-honors']);
    expect(r.total).toBe(3);
  });

  it('Melded Hand leaves out Single Wait; self-drawn the same hand has Self-Drawn and Single Wait', () => {
    const melded = score('5s [234m] [456p] [678s] [222s] @5s');
    expect(fans(melded)).toEqual(['all-simples', 'melded-hand']);
    expect(melded.total).toBe(8);
    const drawn = score('5s [234m] [456p] [678s] [222s] @5s', SELF);
    expect(fans(drawn)).toEqual(['all-simples', 'self-drawn', 'single-wait']);
    expect(drawn.total).toBe(4);
  });
});

describe('MCR flag corrections (§5)', () => {
  it('drops the fourth-tile flag when the standing hand holds another copy, and says so', () => {
    const r = score('234m 456s 78s 222p 55p @6s', { ...DISCARD, fourthTile: true });
    expect(fans(r)).toEqual(['all-simples', 'concealed-hand']);
    expect(r.total).toBe(4);
    expect(excluded(r)).toContain('last-tile<correction:fourth-tile');
  });

  it('sets the fourth-tile flag when the other three copies are in the declared sets', () => {
    const r = score('78s 22p [456s] [567s] [678s] @6s');
    // Pure Shifted Chows 16, Last Tile 4, All Chows 2, All Simples 2, Tile Hog 2 (four 6s), Pure Double Chow 1
    // (the two 678s), One Voided Suit 1.
    expect(fans(r)).toEqual([
      'all-chows',
      'all-simples',
      'last-tile',
      'one-voided-suit',
      'pure-double-chow',
      'pure-shifted-chows',
      'tile-hog',
    ]);
    expect(r.total).toBe(28);
  });

  it('drops robbing the kong when the hand already holds the winning tile', () => {
    const r = score('234m 456s 78s 222p 55p @6s', { ...DISCARD, robbingKong: true });
    expect(fans(r)).toEqual(['all-simples', 'concealed-hand']);
    expect(r.total).toBe(4);
    expect(excluded(r)).toContain('robbing-the-kong<correction:robbing-the-kong');
  });

  it('robbing the kong leaves out Last Tile', () => {
    const r = score('234m 456p 78s 222s 55s @6s', {
      ...DISCARD,
      robbingKong: true,
      fourthTile: true,
    });
    expect(fans(r)).toEqual(['all-simples', 'concealed-hand', 'robbing-the-kong']);
    expect(r.total).toBe(12);
    expect(excluded(r)).toContain('last-tile<robbing-the-kong');
  });
});

describe('MCR options', () => {
  it('strict 1998: Seven Pairs no longer combines with All Honors (§7)', () => {
    // Common practice: All Honors 64 + Seven Pairs 24.
    expect(score('EE SS WW NN RDRD GDGD WD @WD').total).toBe(88);
    // Strict: Seven Pairs 24 alone. No other fan fits: One Voided Suit needs exactly one suit
    // missing (all three are), All Terminals and Honors needs terminals too, and Outside Hand is
    // about sets.
    const strict = score('EE SS WW NN RDRD GDGD WD @WD', DISCARD, { strict1998: true });
    expect(fans(strict)).toEqual(['seven-pairs']);
    expect(strict.total).toBe(24);
    expect(excluded(strict)).toContain('all-honors<seven-pairs');
  });

  it('strict 1998: Big Three Dragons no longer keeps One Voided Suit', () => {
    const common = score('123m 55p WDWD [RDRDRD] [GDGDGD] @WD');
    expect(fans(common)).toEqual(['big-three-dragons', 'one-voided-suit']);
    expect(common.total).toBe(89);
    const strict = score('123m 55p WDWD [RDRDRD] [GDGDGD] @WD', DISCARD, { strict1998: true });
    expect(fans(strict)).toEqual(['big-three-dragons']);
    expect(strict.total).toBe(88);
  });

  it('refuses unknown option values with a specific message', () => {
    expect(() => score('1155m 2288p 33s EE N @N', DISCARD, { kongCombination: 'both' })).toThrow(
      /the table rule “One concealed and one melded kong” cannot be "both": Chinese Official \(MCR\) has combined, separate/,
    );
  });
});

describe('MCR minimum and flowers (§6)', () => {
  it('checks the 8-point minimum without flowers, then adds them', () => {
    const r = score('123m 456p 678s 222s N @N', DISCARD);
    expect(r.total).toBe(3);
    expect(r.minimumMet).toBe(false);
    const flowered = score('123m 456p 678s 222s N @N +F1 F2 F3 F4 S1', DISCARD);
    expect(flowered.total).toBe(8);
    expect(flowered.minimumMet).toBe(false);
    expect(fans(flowered)).toEqual(['concealed-hand', 'flower-tilesx5', 'single-wait']);
  });

  it('Chicken Hand meets the minimum; a table may lower it', () => {
    expect(score('345m 67p NN [123s] [789m] @5p').minimumMet).toBe(true);
    expect(score('123m 456p 678s 222s N @N', DISCARD, { minimum: 3 }).minimumMet).toBe(true);
  });
});

describe('MCR settlement (§6)', () => {
  it('discard win: the discarder pays 8 + total, the other two 8 each', () => {
    const r = score('345m 67p NN [123s] [789m] @5p +F1 S3');
    expect(r.total).toBe(10);
    expect(r.payments).toEqual({ S: 34, W: -18, E: -8, N: -8 });
  });

  it('self-drawn: each opponent pays 8 + total', () => {
    const r = score('234m 456p 678s 222s 5s @5s', {
      seat: 'N',
      round: 'E',
      selfDrawn: true,
      lastTile: true,
    });
    expect(r.total).toBe(14);
    expect(r.payments).toEqual({ N: 66, E: -22, S: -22, W: -22 });
  });

  it('a hand below the minimum is not paid', () => {
    expect(score('123m 456p 678s 222s N @N').payments).toEqual({ E: 0, S: 0, W: 0, N: 0 });
  });
});

describe('mahjong-score contract for MCR', () => {
  it('reports patterns with counts, exclusions with what excluded them, minimumMet and payments', () => {
    const out = scoreRequest({
      variant: 'mcr',
      hand: '123789m 123789s E @E',
      context: { seat: 'S', round: 'E', discarder: 'W' },
    });
    expect(out.ok && 'patterns' in out).toBe(true);
    if (!out.ok || !('patterns' in out)) return;
    expect(out.patterns.find((p) => p.id === 'mixed-double-chow')?.count).toBe(2);
    expect(
      out.excluded.some((x) => x.id === 'two-terminal-chows' && x.by === 'principle:account-once'),
    ).toBe(true);
    expect(out.minimumMet).toBe(true);
    expect(Object.values(out.payments).reduce((a: number, b: number) => a + b, 0)).toBe(0);
  });

  it('refuses a declared kong whose tile is also the winning tile, naming the tile (issue 3 bad input)', () => {
    // A kong is declared with all four tiles before the win, so it cannot also be won on: the
    // winning tile would be a fifth copy. The engine's copy check catches it before MCR sees it and
    // says what the reader most likely meant: a pung standing in the hand, completed by the win.
    for (const exposed of [true, false]) {
      const out = scoreRequest({
        variant: 'mcr',
        hand: {
          concealed: ['1m', '2m', '3m', '4p', '6p', '7p', '7s', '8s', '9s', 'E'],
          melds: [{ kind: 'kong', tiles: ['5p', '5p', '5p', '5p'], exposed }],
          winningTile: '5p',
          bonus: [],
        },
        context: { seat: 'S', round: 'E', discarder: 'W' },
      });
      expect(out.ok).toBe(false);
      if (out.ok) return;
      expect(out.error).toMatch(
        /winning tile 5p \(5 Dots\) cannot join your declared kong, which already holds all 4/,
      );
      expect(out.error).toMatch(
        /cannot be won on\. If you won on the last 5p, list the other 3 among the standing tiles/,
      );
    }
  });

  it('names the knitted straight rule when a hand declares a set too many', () => {
    const out = scoreRequest({
      variant: 'mcr',
      hand: '147m 258s 3p [123m] [EEE] @6p',
      context: { discarder: 'W' },
    });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.error).toMatch(/knitted straight/i);
  });
});
