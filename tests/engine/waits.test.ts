import { describe, expect, it } from 'vitest';
import { HandError } from '../../src/engine/errors';
import { hkWaits } from '../helpers';

const tiles = (notation: string) => hkWaits(notation).map((w) => w.tile);

describe('waits of a 13-tile hand', () => {
  it('an open-ended chow waits on both ends', () => {
    expect(tiles('23m 456p 789p 123s EE')).toEqual(['1m', '4m']);
  });

  it('a closed chow waits on the middle tile only', () => {
    expect(tiles('13m 456p 789p 123s EE')).toEqual(['2m']);
  });

  it('two pairs wait on either pung (a shanpon wait)', () => {
    expect(tiles('55m EE 456p 789p 123s')).toEqual(['5m', 'E']);
  });

  it('the nine gates wait on all nine tiles of the suit', () => {
    expect(tiles('1112345678999m')).toEqual(['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m']);
  });

  it('thirteen different orphans wait on all thirteen', () => {
    expect(tiles('19m 19p 19s E S W N RD GD WD')).toHaveLength(13);
  });

  it('six pairs and a single wait on the single for seven pairs', () => {
    expect(tiles('11m 33m 55p 77p 99s EE N')).toEqual(['N']);
  });

  it('a tile the hand already holds all four of is not a wait', () => {
    // 111+11 would complete the shape, but a fifth 1m does not exist.
    expect(tiles('1111m 456p 789p EEE')).toEqual([]);
  });

  it('each wait carries the score of winning on it', () => {
    const waits = hkWaits('23m 456p 789p 123s 55s', { seat: 'S', round: 'E', discarder: 'W' });
    const byTile = Object.fromEntries(waits.map((w) => [w.tile, w.result.total]));
    // All chows 1, concealed 1, no flowers 1 either way.
    expect(byTile).toEqual({ '1m': 3, '4m': 3 });
  });

  it('a hand that is not ready has no waits', () => {
    expect(tiles('13m 468p 789p 123s EE')).toEqual([]);
  });

  it('refuses a 14-tile hand or one with a winning tile', () => {
    expect(() => hkWaits('123m 456p 789p 123s EE @E')).toThrow(HandError);
    expect(() => hkWaits('123m 456p 789p 123s EE')).toThrow(/14 tiles; a waiting hand needs 13/);
  });
});
