/**
 * Sichuan fans on hands independent of the page examples: for each fan a hand that scores it, one
 * that narrowly misses it, and the exclusions it causes. Totals are fan after the cap.
 */
import { describe, expect, it } from 'vitest';
import { excludedIds } from '../../helpers';
import { DISCARD, fans, SELF, sc } from './helpers';

const error = (f: () => unknown) => {
  try {
    f();
    return '';
  } catch (e) {
    return (e as Error).message;
  }
};

describe('the 108-tile set, the missing suit and no chows', () => {
  it('refuses an honour, naming the tile and the set', () => {
    expect(error(() => sc('123p 456p 789s 45s EE @6s'))).toMatch(
      /^E \(East Wind\) is not in the 108-tile Sichuan set \(suited tiles only/,
    );
  });
  it('refuses a flower, naming it', () => {
    expect(error(() => sc('123p 456p 789s 45s 22s @6s +F1'))).toMatch(
      /^F1 \(Flower 1 \(Plum\)\) is not in the 108-tile Sichuan set/,
    );
  });
  it('refuses a win holding the missing suit among the standing tiles, naming the tiles', () => {
    expect(error(() => sc('123p 456p 789s 45s 22m @6s'))).toBe(
      'the hand still holds 2 tiles of its missing suit, characters (2m 2m): a hand holding its missing suit cannot win',
    );
  });
  it('refuses a win whose declared pung or winning tile is of the missing suit', () => {
    expect(error(() => sc('123p 456p 45s 22s [999m] @6s'))).toMatch(
      /3 tiles of its missing suit, characters \(9m 9m 9m\)/,
    );
    expect(error(() => sc('123p 456p 789s 456s 2m @2m'))).toMatch(
      /2 tiles of its missing suit, characters \(2m 2m\)/,
    );
  });
  it('scores the same hand when the missing suit is one it does not hold', () => {
    expect(sc('123p 456p 789s 45s 22s @6s', { ...DISCARD, missingSuit: 'm' }).total).toBe(0);
    expect(error(() => sc('123p 456p 789s 45s 22s @6s', { ...DISCARD, missingSuit: 's' }))).toMatch(
      /missing suit, bamboo/,
    );
  });
  it('needs a valid missingSuit', () => {
    expect(error(() => sc('123p 456p 789s 45s 22s @6s', { seat: 'S', discarder: 'W' }))).toMatch(
      /Sichuan needs context.missingSuit/,
    );
    expect(
      error(() => sc('123p 456p 789s 45s 22s @6s', { ...DISCARD, missingSuit: 'dots' })),
    ).toMatch(
      /context.missingSuit must be m \(characters\), p \(dots\) or s \(bamboo\) \(got "dots"\)/,
    );
  });
  it('refuses a declared chow but reads concealed runs', () => {
    expect(error(() => sc('456p 789s 45s 22s [123p] @6s'))).toMatch(
      /^Sichuan has no chows: the exposed chow \[1p 2p 3p\] cannot be declared/,
    );
    expect(fans(sc('123p 456p 789s 45s 22s @6s'))).toEqual({ 'basic-hand': 0 });
  });
  it('refuses context fields it does not read', () => {
    expect(error(() => sc('123p 456p 789s 45s 22s @6s', { ...DISCARD, flowers: 2 }))).toMatch(
      /Sichuan does not read context.flowers/,
    );
  });
});

describe('basic hand (0)', () => {
  it('scores a hand of runs and pungs with nothing else', () => {
    const r = sc('345p 567p 234s 678s 8p @8p');
    expect(fans(r)).toEqual({ 'basic-hand': 0 });
    expect(r.payments).toEqual({ E: 0, S: 1, W: -1, N: 0 });
  });
  it('misses when every set is a pung', () => {
    expect(fans(sc('333p 777p 222s 444s 6s @6s'))).toEqual({ 'all-pungs': 1 });
  });
  it('gives way to the outside hand', () => {
    expect(fans(sc('123p 789p 123s 789s 9p @9p'))).toEqual({ 'outside-hand': 2 });
  });
});

describe('all pungs (1)', () => {
  it('scores four pungs and a pair, claimed or concealed', () => {
    expect(fans(sc('333p 222s 444s 6s [777p] @6s'))).toEqual({ 'all-pungs': 1 });
  });
  it('misses with a single run', () => {
    expect(fans(sc('333p 777p 222s 456s 6s @6s'))).toEqual({ 'basic-hand': 0 });
  });
  it('reads 111222333 as three pungs when that is worth more', () => {
    expect(sc('111222333p 999s 5s @5s').total).toBe(1);
  });
  it('is replaced by all 2/5/8 pungs', () => {
    const r = sc('222p 888p 555s 888s 2s @2s');
    expect(fans(r)).toEqual({ 'all-two-five-eight': 3 });
    expect(excludedIds(r)).toEqual(['all-pungs<all-two-five-eight']);
  });
});

describe('all 2/5/8 pungs (3)', () => {
  it('scores with a kong among the pungs, and the kong adds a root', () => {
    expect(fans(sc('555p 888s 2s [2222p] [888p] @2s'))).toEqual({
      'all-two-five-eight': 3,
      root: 1,
    });
  });
  it('misses with one run of 7-8-9', () => {
    expect(fans(sc('555p 789s 2s [2222p] [888p] @2s'))).toEqual({ 'basic-hand': 0, root: 1 });
  });
  it('misses when the pair is not 2, 5 or 8', () => {
    expect(fans(sc('222p 888p 555s 888s 3s @3s'))).toEqual({ 'all-pungs': 1 });
  });
  it('falls back to all pungs with the option off', () => {
    expect(
      fans(sc('555p 888s 2s [2222p] [888p] @2s', DISCARD, { allTwoFiveEight: false })),
    ).toEqual({ 'all-pungs': 1, root: 1 });
  });
});

describe('outside hand (2)', () => {
  it('scores runs of 123 and 789, pungs and a pair of 1s and 9s', () => {
    expect(fans(sc('111p 789p 123s 999s 1s @1s'))).toEqual({ 'outside-hand': 2 });
  });
  it('misses when the pair has no 1 or 9', () => {
    expect(fans(sc('111p 789p 123s 999s 5s @5s'))).toEqual({ 'basic-hand': 0 });
  });
  it('is a basic hand with the option off', () => {
    expect(fans(sc('111p 789p 123s 999s 1s @1s', DISCARD, { outsideHand: false }))).toEqual({
      'basic-hand': 0,
    });
  });
});

describe('seven pairs (2)', () => {
  it('scores seven different pairs', () => {
    expect(fans(sc('22p 44p 66p 88p 11s 55s 7s @7s'))).toEqual({ 'seven-pairs': 2 });
  });
  it('counts four identical tiles as two pairs, and as a root', () => {
    expect(fans(sc('22p 44p 66p 88p 11s 555s @5s'))).toEqual({ 'seven-pairs': 2, root: 1 });
    expect(fans(sc('2222p 4444p 66s 88s 9s @9s'))).toEqual({ 'seven-pairs': 2, root: 2 });
  });
  it('beats the reading as runs when it is worth more', () => {
    expect(fans(sc('223344p 556677s 8s @8s'))).toEqual({ 'seven-pairs': 2 });
    expect(fans(sc('11p 22p 33p 55p 66p 77p 9p @9p'))).toEqual({
      'seven-pairs': 2,
      'full-flush': 2,
    });
  });
  it('is not a win when one pair is a pung and a single', () => {
    expect(error(() => sc('22p 44p 66p 88p 11s 555s @7s'))).toMatch(/^not a winning hand/);
  });
  it('is worth 4 with a root under the Tencent option', () => {
    expect(sc('22p 44p 66p 88p 11s 555s @5s', DISCARD, { dragonSevenPairs: 'tencent' }).total).toBe(
      4,
    );
    expect(
      sc('22p 44p 66p 88p 11s 55s 7s @7s', DISCARD, { dragonSevenPairs: 'tencent' }).total,
    ).toBe(2);
  });
});

describe('full flush (+2)', () => {
  it('adds 2 to a hand of runs in one suit', () => {
    expect(fans(sc('123s 456s 789s 234s 5s @5s'))).toEqual({ 'basic-hand': 0, 'full-flush': 2 });
  });
  it('misses with one tile of a second suit', () => {
    expect(fans(sc('123s 456s 789s 234s 5p @5p'))).toEqual({ 'basic-hand': 0 });
  });
  it('adds to all pungs', () => {
    expect(sc('333s 777s 222s 444s 6s @6s').total).toBe(3);
  });
});

describe('golden single wait (+1)', () => {
  it('adds 1 to four declared melds won on the pair, kongs included', () => {
    expect(fans(sc('7p [2222s] [333p] {4444p} [666s] @7p'))).toEqual({
      'all-pungs': 1,
      'golden-wait': 1,
      root: 2,
    });
  });
  it('misses with three declared melds, even on a single wait', () => {
    expect(fans(sc('777p 8p [2222s] [333p] {4444p} @8p'))).toEqual({ 'all-pungs': 1, root: 2 });
  });
  it('stays beside all 2/5/8 pungs, which replaces only all pungs', () => {
    const r = sc('8s [2222s] [555p] [888p] [555s] @8s');
    expect(fans(r)).toEqual({ 'all-two-five-eight': 3, 'golden-wait': 1, root: 1 });
    expect(excludedIds(r)).toEqual(['all-pungs<all-two-five-eight']);
  });
});

describe('root (+1 each)', () => {
  it('scores four identical tiles spread over runs and the pair', () => {
    expect(fans(sc('234p 234p 789s 456s 2p @2p'))).toEqual({ 'basic-hand': 0, root: 1 });
  });
  it('scores each kong, exposed or concealed', () => {
    expect(fans(sc('345p 567s 9s {2222p} [8888s] @9s'))).toEqual({ 'basic-hand': 0, root: 2 });
  });
  it('misses with three copies', () => {
    expect(fans(sc('234p 567p 789s 456s 2p @2p'))).toEqual({ 'basic-hand': 0 });
  });
});

describe('winning events (+1 each)', () => {
  const KONG = '456p 567s 9s [3333p] [888s] @9s';
  it('kong replacement adds 1 and is self-drawn', () => {
    expect(fans(sc(KONG, { ...SELF, kongReplacement: true }))).toEqual({
      'basic-hand': 0,
      root: 1,
      'kong-replacement': 1,
    });
    expect(fans(sc(KONG, SELF))).toEqual({ 'basic-hand': 0, root: 1 });
    expect(error(() => sc(KONG, { ...DISCARD, kongReplacement: true }))).toMatch(
      /kong replacement tile is self-drawn/,
    );
  });
  it("robbing a kong adds 1 on another player's tile", () => {
    expect(fans(sc('345p 345p 78s 222s 99s @6s', { ...DISCARD, robbingKong: true }))).toEqual({
      'basic-hand': 0,
      'robbing-kong': 1,
    });
    expect(fans(sc('345p 345p 78s 222s 99s @6s'))).toEqual({ 'basic-hand': 0 });
  });
  it('last tile adds 1, and stacks with a kong replacement', () => {
    expect(sc(KONG, { ...SELF, kongReplacement: true, lastTile: true }).total).toBe(3);
    expect(fans(sc('345p 345p 78s 222s 99s @6s', { ...DISCARD, lastTile: true }))).toEqual({
      'basic-hand': 0,
      'last-tile': 1,
    });
  });
  it('a win on the discard after a kong scores only with the kongDiscard option', () => {
    const ctx = { ...DISCARD, kongDiscard: true };
    expect(sc('345p 345p 78s 222s 99s @6s', ctx).total).toBe(0);
    expect(fans(sc('345p 345p 78s 222s 99s @6s', ctx, { kongDiscardFan: true }))).toEqual({
      'basic-hand': 0,
      'kong-discard': 1,
    });
    expect(error(() => sc('345p 345p 78s 222s 99s @6s', { ...SELF, kongDiscard: true }))).toMatch(
      /kongDiscard marks a win on a discard/,
    );
  });
});

describe('the cap', () => {
  const EIGHTEEN = '5p [2222p] [3333p] [4444p] [6666p] @5p';
  it('counts 8 fan for four kongs in one suit and caps them at 5 (32 points)', () => {
    const r = sc(EIGHTEEN);
    expect(fans(r)).toEqual({ 'all-pungs': 1, 'golden-wait': 1, root: 4, 'full-flush': 2 });
    expect(r.uncapped).toBe(8);
    expect(r.total).toBe(5);
    expect(r.payments.W).toBe(-32);
  });
  it('follows the cap option: 3 fan pays 8, 6 fan pays 64', () => {
    expect(sc(EIGHTEEN, DISCARD, { cap: 3 }).payments.W).toBe(-8);
    expect(sc(EIGHTEEN, DISCARD, { cap: 6 }).payments.W).toBe(-64);
  });
});
