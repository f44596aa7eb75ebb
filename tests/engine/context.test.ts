import { describe, expect, it } from 'vitest';
import { readContext } from '../../src/engine/context';
import { parseHand } from '../../src/engine/notation';

describe('win context', () => {
  it('fills defaults: East seat, East round, self-drawn', () => {
    expect(readContext(undefined)).toMatchObject({ seat: 'E', round: 'E', selfDrawn: true });
  });

  it('takes a discarder alone as a win on a discard', () => {
    expect(readContext({ seat: 'S', discarder: 'W' }).selfDrawn).toBe(false);
  });

  it('refuses a discarder equal to the winner', () => {
    expect(() => readContext({ seat: 'S', discarder: 'S' })).toThrow(
      /discarder \(S\) cannot be the winner/,
    );
  });

  it('refuses a discarder on a self-drawn win, and a discard win without one', () => {
    expect(() => readContext({ selfDrawn: true, discarder: 'W' })).toThrow(
      /self-drawn win has no discarder/,
    );
    expect(() => readContext({ selfDrawn: false })).toThrow(/needs context.discarder/);
  });

  it('refuses a seat that is not a wind', () => {
    expect(() => readContext({ seat: 'X' })).toThrow(/context.seat must be one of E, S, W, N/);
  });

  it('refuses a kong replacement win that is not self-drawn or has no kong', () => {
    expect(() => readContext({ seat: 'S', discarder: 'W', kongReplacement: true })).toThrow(
      /kong replacement tile is self-drawn/,
    );
    expect(() =>
      readContext({ kongReplacement: true }, parseHand('123m456p789s123s E @E')),
    ).toThrow(/needs a kong among the melds/);
  });

  it('refuses robbing a kong on a self-draw', () => {
    expect(() => readContext({ robbingKong: true })).toThrow(/robbing a kong/);
  });

  it('refuses a flag that is not a boolean', () => {
    expect(() => readContext({ lastTile: 'yes' })).toThrow(
      /context.lastTile must be true or false/,
    );
  });
});

describe('variant-specific context', () => {
  it('is refused by a variant that does not read it', async () => {
    const { hk } = await import('../helpers');
    expect(() =>
      hk('234m 456p 678s 345s 2p @2p', { seat: 'S', discarder: 'W', missingSuit: 'm' } as never),
    ).toThrow(/Hong Kong does not read context.missingSuit/);
    // The first import loads every variant: seconds on a loaded machine.
  }, 30_000);
});

describe('a kong-replacement flag on a hand with no kong', () => {
  it('is refused by Hong Kong and dropped by MCR, whose rules correct the flag (rules/mcr.md §5)', async () => {
    const { scoreRequest } = await import('../../src/api');
    const request = {
      hand: '123m 456p 789s 1s EEE @1s',
      context: { seat: 'S', selfDrawn: true, kongReplacement: true },
    };
    expect(scoreRequest({ variant: 'hong-kong', ...request })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/needs a kong among the melds/),
    });
    const mcr = scoreRequest({ variant: 'mcr', ...request });
    const plain = scoreRequest({
      variant: 'mcr',
      ...request,
      context: { seat: 'S', selfDrawn: true },
    });
    expect(mcr.ok).toBe(true);
    expect(mcr).toEqual(plain);
  }, 30_000);
});
