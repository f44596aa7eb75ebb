import { describe, expect, it } from 'vitest';
import { HandError } from '../../src/engine/errors';
import type { Hand } from '../../src/engine/hand';
import { parseHand } from '../../src/engine/notation';
import { CHINESE_144, tileSetSize } from '../../src/engine/tiles';
import { validateHand } from '../../src/engine/validate-hand';

const complete = (h: Hand) => validateHand(h, CHINESE_144, { complete: true });
const rejects = (h: Hand, code: string, message: RegExp) => {
  try {
    complete(h);
  } catch (e) {
    expect(e).toBeInstanceOf(HandError);
    expect((e as HandError).code).toBe(code);
    expect((e as HandError).message).toMatch(message);
    return;
  }
  throw new Error('the hand was accepted');
};

describe('the 144-tile set', () => {
  it('holds 136 playing tiles and 8 bonus tiles', () => {
    expect(tileSetSize(CHINESE_144)).toBe(144);
    expect(CHINESE_144.copies['5p']).toBe(4);
    expect(CHINESE_144.copies.F1).toBe(1);
  });
});

describe('hand validation', () => {
  it('accepts a 14-tile hand, counting each kong as three', () => {
    expect(() => complete(parseHand('123m 5p [2222s] [3333p] {EEEE} @5p'))).not.toThrow();
  });

  it('refuses a fifth copy of a tile, counting melds and the winning tile', () => {
    rejects(
      parseHand('5555m 123p 456p 789p @5m'),
      'too-many-copies',
      /5 copies of 5m \(5 Characters\): the 144-tile Chinese set has only 4/,
    );
    rejects(parseHand('5m 123p 456p 789p [5555m] @5m'), 'too-many-copies', /6 copies of 5m/);
  });

  it('explains a win on the tile of a declared kong: a kong cannot be won on', () => {
    // Checked before the tile count: the usual mistake is a waiting pung typed as a kong, which also makes 15 tiles.
    rejects(
      parseHand('123m 456p 789p EE {5555s} @5s'),
      'too-many-copies',
      /winning tile 5s \(5 Bamboo\) cannot join your declared kong, which already holds all 4/,
    );
    rejects(
      parseHand('5m 123p 456p 789p [5555s] @5s'),
      'too-many-copies',
      /list the other 3 among the standing tiles/,
    );
    // A fifth copy that is not the winning tile keeps the plain count message.
    rejects(parseHand('5s 123p 456p 789p {5555s} @1m'), 'too-many-copies', /5 copies of 5s/);
  });

  it('refuses a second copy of a flower', () => {
    rejects(parseHand('123m456m789m123p 5p @5p +F1 F1'), 'too-many-copies', /2 copies of F1/);
  });

  it('refuses 13 or 15 tiles in a winning hand', () => {
    rejects(parseHand('123m456m789m12p 5p @5p'), 'tile-count', /13 tiles; a winning hand needs 14/);
    rejects(parseHand('123m456m789m1234p 5p @5p'), 'tile-count', /15 tiles/);
  });

  it('says kongs count as three when the count is off', () => {
    rejects(
      parseHand('123m456m 5p [2222s] [3333p] [4444p] @5p'),
      'tile-count',
      /each kong counted as three/,
    );
  });

  it('refuses a chow of honours and a chow across suits', () => {
    rejects(
      {
        concealed: [],
        melds: [{ kind: 'chow', tiles: ['E', 'S', 'W'], exposed: true }],
        bonus: [],
      },
      'bad-meld',
      /honours cannot form a sequence/,
    );
    rejects(
      {
        concealed: [],
        melds: [{ kind: 'chow', tiles: ['1m', '2p', '3m'], exposed: true }],
        bonus: [],
      },
      'bad-meld',
      /different suits/,
    );
  });

  it('refuses a meld of two tiles and a pung of different tiles', () => {
    rejects(
      { concealed: [], melds: [{ kind: 'pung', tiles: ['5p', '5p'], exposed: true }], bonus: [] },
      'bad-meld',
      /has 2 tiles; a pung needs 3/,
    );
    rejects(
      {
        concealed: [],
        melds: [{ kind: 'pung', tiles: ['5p', '5p', '6p'], exposed: true }],
        bonus: [],
      },
      'bad-meld',
      /not identical/,
    );
  });

  it('refuses a bonus tile inside a meld or among the standing tiles', () => {
    rejects(
      {
        concealed: [],
        melds: [{ kind: 'pung', tiles: ['F1', 'F1', 'F1'], exposed: true }],
        bonus: [],
      },
      'bonus-misplaced',
      /bonus tile F1 cannot be part of/,
    );
    rejects(
      { concealed: ['F2'], melds: [], bonus: [], winningTile: '5p' },
      'bonus-misplaced',
      /bonus tile F2/,
    );
  });

  it('refuses a playing tile among the bonus tiles', () => {
    rejects(
      { concealed: [], melds: [], bonus: ['5p'], winningTile: '5p' },
      'bonus-misplaced',
      /5p \(5 Dots\) is not a bonus tile/,
    );
  });

  it('refuses an unknown tile code', () => {
    rejects(
      { concealed: ['1x'], melds: [], bonus: [], winningTile: '5p' },
      'unknown-tile',
      /unknown tile code "1x"/,
    );
  });

  it('refuses a complete hand without a winning tile', () => {
    rejects(parseHand('123m456m789m123p 55p'), 'tile-count', /no winning tile/);
  });
});
