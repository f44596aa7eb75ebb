import { describe, expect, it } from 'vitest';
import { jokerWaits } from '../../../src/variants/vietnamese/hand/jokers';
import { vietnameseTileSet } from '../../../src/variants/vietnamese/tiles';
import { DEFAULT_JOKER_RULES } from '../../../src/variants/vietnamese/tiles/jokers';
import { bruteWaits, waitingHand } from './jokers-helpers';

const MODERN = vietnameseTileSet({ jokerCopies: 4, honourJoker: 'none' });
const CLASSIC = vietnameseTileSet();
const waits = (text: string, o = {}) => jokerWaits(waitingHand(text), MODERN, o);

describe('waits of a 13-tile hand holding jokers', () => {
  it('1m with Màn waits on every characters tile that makes a run or pung with them', () => {
    expect(waits('1m J4 456p 789p 123s E E')).toEqual(bruteWaits('1m J4 456p 789p 123s E E'));
  });
  it('a hand without jokers waits exactly as without the joker machinery', () => {
    expect(waits('23m 456p 789p 123s 55s')).toEqual(['1m', '4m']);
  });
  it('a ready hand plus a Hỉ joker waits on any wind it could pair with, and on the tiles the joker can move for', () => {
    const got = waits('123m 456p 789p 123s J6');
    expect(got).toEqual(bruteWaits('123m 456p 789p 123s J6'));
    expect(got).toEqual(expect.arrayContaining(['E', 'S', 'W', 'N']));
    expect(got).not.toContain('RD');
  });
  it('without jokers in the pair, a lone Hỉ joker can no longer wait for a wind pair', () => {
    const o = { rules: { ...DEFAULT_JOKER_RULES, jokersInPair: false }, specialShapes: false };
    const got = waits('123m 456p 789p 123s J6', o);
    expect(got).toEqual(
      bruteWaits('123m 456p 789p 123s J6', 0, { jokersInPair: false, specialShapes: false }),
    );
    expect(got).not.toContain('E');
  });
  it.each([
    '12m 456p 789s E E 5s J1 J8',
    '13m 456p 789p E E RD J4 J7',
    '2p 4p 456s 789s E E E J2 J8',
    '1m 9m 1p 9p 1s 9s E S W N RD GD J1',
    '11m 33m 55p 77p 99s J6 N 5s',
    '5p 5p 7p 123s 789s E E J1 J2',
    '11m 123p 456p 9s J3 J3 J7 J1',
  ])('matches the brute force over every tile and every substitution: %s', (text) => {
    expect(waits(text)).toEqual(bruteWaits(text));
  });
  it('with a declared pung holding a joker, the waits come from the standing tiles', () => {
    const h = waitingHand('23m 456p 789p 5s J3', [
      { kind: 'pung', tiles: ['E', 'E', 'J6'], exposed: true },
    ]);
    expect(jokerWaits(h, MODERN)).toEqual(bruteWaits('23m 456p 789p 5s J3', 1));
  });
  it('a tile the hand holds four of is not a wait even with a joker', () => {
    expect(jokerWaits(waitingHand('1111m 456p 789p E E J1'), CLASSIC)).not.toContain('1m');
  });
});
