import { describe, expect, it } from 'vitest';
import { excludedIds, hk, ids, ON_DISCARD, SELF_DRAWN } from '../../helpers';

describe('hand shapes', () => {
  it('all chows needs a suited pair and no pung', () => {
    expect(ids(hk('123m 456m 234p 678s 9s @9s +F1'))).toEqual(['all-chows', 'concealed-hand']);
    expect(ids(hk('123m 456m 234p 678s RD @RD +F1'))).toEqual(['concealed-hand']);
    expect(ids(hk('123m 456m 234p 777s 9s @9s +F1'))).toEqual(['concealed-hand']);
  });

  it('the best reading wins: 111222333 scores as pungs when that is worth more', () => {
    // Pungs: all pungs 3 + full flush... here mixed suits; chows reading: all chows 1. Pungs win.
    const r = hk('111222333m 999p 5s @5s +F1');
    expect(ids(r)).toEqual(['all-pungs', 'concealed-hand']);
    expect(r.total).toBe(4);
  });

  it('the best reading wins: 111222333 scores as chows when the pair and the rest make all chows', () => {
    const r = hk('111222333m 456p 5s @5s +F1');
    // Pungs reading: nothing but concealed (1); chows reading: all chows + concealed (2).
    expect(ids(r)).toEqual(['all-chows', 'concealed-hand']);
  });

  it('a hand that is both seven pairs and four sets scores its better reading', () => {
    // 223344m 556677p 88s: seven pairs 4 vs all chows 1 → seven pairs.
    const r = hk('223344m 556677p 8s @8s +F1');
    expect(ids(r)).toContain('seven-pairs');
    expect(ids(r)).not.toContain('all-chows');
  });

  it('all pungs counts kongs as pungs', () => {
    expect(ids(hk('444p 666s 9m [2222m] [888s] @9m +F1'))).toEqual(['all-pungs']);
  });
});

describe('winds and dragons', () => {
  it('scores each dragon pung separately', () => {
    const r = hk('789p 555s 9s [RDRDRD] [WDWDWDWD] @9s +F1');
    expect(r.patterns.find((p) => p.id === 'dragon-pung')?.count).toBe(2);
    expect(r.total).toBe(2);
  });

  it('little three dragons replaces the dragon pungs it contains', () => {
    const r = hk('789p 555s GD [RDRDRD] [WDWDWD] @GD +F1');
    expect(ids(r)).toEqual(['little-three-dragons']);
    expect(excludedIds(r)).toEqual(['dragon-pung<little-three-dragons']);
    expect(r.total).toBe(5);
  });

  it('a pung of a wind that is both seat and round wind scores twice', () => {
    const r = hk('456m 789p 555s 9s [EEE] @9s +F2', { seat: 'E', round: 'E', discarder: 'S' });
    expect(ids(r)).toEqual(['round-wind-pung', 'seat-wind-pung']);
  });

  it('the round wind follows the round, not East', () => {
    expect(
      ids(hk('456m 789p 555s 9s [SSS] @9s +F1', { seat: 'W', round: 'S', discarder: 'N' })),
    ).toEqual(['round-wind-pung']);
    expect(
      ids(hk('456m 789p 555s 9s [EEE] @9s +F1', { seat: 'W', round: 'S', discarder: 'N' })),
    ).toEqual([]);
  });

  it('a wind pair scores nothing', () => {
    expect(ids(hk('456m 789p 555s 123s S @S +F1'))).toEqual(['concealed-hand']);
  });
});

describe('flushes', () => {
  it('half flush and full flush never score together', () => {
    expect(ids(hk('456p 789p 222p 9p [123p] @9p +F1'))).toEqual(['full-flush']);
    expect(ids(hk('456p 789p NNN 9p [123p] @9p +F1'))).toEqual(['half-flush']);
  });

  it('seven pairs combines with a flush', () => {
    expect(ids(hk('11p 33p 55p 77p 99p EE N @N +F1'))).toEqual([
      'concealed-hand',
      'half-flush',
      'seven-pairs',
    ]);
  });

  it('an all-honours hand is not a half flush (it is a limit hand)', () => {
    expect(ids(hk('EEE SSS WWW RDRDRD GD @GD +F1'))).toEqual(['all-honours']);
  });
});

describe('flowers and seasons', () => {
  const HAND = '456m 789p 555s 9s [123m] @9s';
  it('scores the own flower and own season, one in each group', () => {
    expect(ids(hk(`${HAND} +F2 S2`))).toEqual(['own-flower', 'own-season']);
  });

  it("another seat's bonus tile scores nothing and spoils no-flowers", () => {
    expect(hk(`${HAND} +F4`).total).toBe(0);
    expect(ids(hk(HAND))).toEqual(['no-flowers']);
  });

  it('all four flowers replaces the own-flower point', () => {
    const r = hk(`${HAND} +F1 F2 F3 F4 S2`);
    expect(ids(r)).toEqual(['all-flowers', 'own-season']);
    expect(excludedIds(r)).toEqual(['own-flower<all-flowers']);
    expect(r.total).toBe(3);
  });

  it('all four seasons replaces the own-season point', () => {
    const r = hk(`${HAND} +S1 S2 S3 S4`);
    expect(excludedIds(r)).toEqual(['own-season<all-seasons']);
    expect(r.total).toBe(2);
  });
});

describe('winning events', () => {
  const KONG = '456m 789p 9s [5555s] [123m] @9s +F1';
  it('a kong replacement win also scores self-drawn', () => {
    expect(ids(hk(KONG, { ...SELF_DRAWN, kongReplacement: true }))).toEqual([
      'kong-replacement',
      'self-drawn',
    ]);
  });

  it('the last tile is a wall draw when self-drawn and a discard otherwise', () => {
    const HAND = '456m 789p 555s 9s [123m] @9s +F1';
    expect(ids(hk(HAND, { ...SELF_DRAWN, lastTile: true }))).toEqual([
      'last-wall-draw',
      'self-drawn',
    ]);
    expect(ids(hk(HAND, { ...ON_DISCARD, lastTile: true }))).toEqual(['last-discard']);
  });

  it('robbing a kong scores 1 and is paid by the player who added the kong', () => {
    const r = hk('789p 555s 34s 99s [123m] @2s +F1', { ...ON_DISCARD, robbingKong: true });
    expect(ids(r)).toEqual(['robbing-kong']);
  });
});

describe('limit hands', () => {
  it('a limit hand replaces every other pattern and is worth the cap', () => {
    const r = hk('WWW NNN 5p [EEE] [SSS] @5p', SELF_DRAWN);
    expect(ids(r)).toEqual(['big-four-winds']);
    expect(r.total).toBe(13);
    const excluded = excludedIds(r);
    for (const id of [
      'all-pungs',
      'half-flush',
      'seat-wind-pung',
      'round-wind-pung',
      'self-drawn',
      'no-flowers',
    ]) {
      expect(excluded).toContain(`${id}<big-four-winds`);
    }
  });

  it('two limit hands together are still worth the cap', () => {
    // Big three dragons + all honours.
    const r = hk('WDWDWD SSS E [RDRDRD] [GDGDGD] @E', SELF_DRAWN);
    expect(ids(r)).toEqual(['all-honours', 'big-three-dragons']);
    expect(r.total).toBe(13);
  });

  it('a lower cap caps limit hands too', () => {
    expect(hk('19m 19p 19s E S W N RD GD WD @WD', ON_DISCARD, { cap: 10 }).total).toBe(10);
  });

  it('four concealed pungs need a self-draw; concealed kongs count, exposed ones do not', () => {
    expect(ids(hk('222m 444p 666s 9m {8888s} @9m +F1', SELF_DRAWN))).toEqual([
      'self-drawn-concealed-pungs',
    ]);
    expect(ids(hk('222m 444p 666s 9m [8888s] @9m +F1', SELF_DRAWN))).toEqual([
      'all-pungs',
      'self-drawn',
    ]);
  });

  it('nine gates needs a concealed hand', () => {
    expect(ids(hk('2345678999m [111m] @5m +F1', SELF_DRAWN))).toEqual(['full-flush', 'self-drawn']);
  });

  it('nine gates with the pure-wait option accepts the nine-sided wait and refuses the rest', () => {
    expect(ids(hk('1112345678999m @9m +F1', SELF_DRAWN, { nineGatesPureWait: true }))).toEqual([
      'nine-gates',
    ]);
    expect(
      ids(hk('1112345678899m @9m +F1', SELF_DRAWN, { nineGatesPureWait: true })),
    ).not.toContain('nine-gates');
  });

  it('all terminals needs no honours; with a honour pair it is not a limit', () => {
    expect(ids(hk('111m 999m 111p 999s 9p @9p +F1'))).toEqual(['all-terminals']);
    expect(ids(hk('111m 999m 111p 999s E @E +F1'))).toEqual(['all-pungs', 'concealed-hand']);
  });
});
