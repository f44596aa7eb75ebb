/**
 * A whole game through the `mahjong-score` contract: `{"variant", "game": {players, options,
 * hands}}`. Each hand is settled exactly as the same hand scored alone with the seat winds and
 * prevailing wind the game reports; one bad hand is one error naming it, and nothing is settled.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI_OUT } from '../../scripts/build-cli';
import { type GameResponse, scoreRequest } from '../../src/api';

type Player = 'E' | 'S' | 'W' | 'N';
type HandIn = { draw: true } | { winner: Player; hand: string; context?: Record<string, unknown> };

const ALL_CHOWS_ON_DISCARD = '234m 456p 678s 345s 2p @2p'; // 3 faan with West's discard in HK
const SEVEN_PAIRS = '11m 33m 55p 77p 99s EE N @N';

/** Six Hong Kong hands: a pass, a draw, a dealer win, two more passes, then a self-drawn win. */
const SIX_HANDS: HandIn[] = [
  { winner: 'S', hand: ALL_CHOWS_ON_DISCARD, context: { discarder: 'W' } },
  { draw: true },
  { winner: 'S', hand: SEVEN_PAIRS, context: { discarder: 'E' } },
  { winner: 'N', hand: ALL_CHOWS_ON_DISCARD, context: { discarder: 'S' } },
  { winner: 'E', hand: SEVEN_PAIRS, context: { selfDrawn: true } },
  { winner: 'E', hand: ALL_CHOWS_ON_DISCARD, context: { discarder: 'S' } },
];

const game = (variant: string, hands: HandIn[], extra: Record<string, unknown> = {}) =>
  scoreRequest({
    variant,
    game: { players: { E: 'Ann', S: 'Bo', W: 'Chi', N: 'Dan' }, hands, ...extra },
  });

function played(variant: string, hands: HandIn[], extra: Record<string, unknown> = {}) {
  const answer = game(variant, hands, extra);
  if (!answer.ok) throw new Error(answer.error);
  return answer as GameResponse;
}

describe('a Hong Kong game of six hands', () => {
  const answer = played('hong-kong', SIX_HANDS);

  it('moves the deal by the rules: kept on a draw and a dealer win, passed to the right otherwise', () => {
    expect(answer.hands.map((h) => h.dealer)).toEqual(['E', 'S', 'S', 'S', 'W', 'N']);
    expect(answer.hands.map((h) => h.round)).toEqual(['E', 'E', 'E', 'E', 'E', 'E']);
    expect(answer.hands[3]!.seats).toEqual({ E: 'N', S: 'E', W: 'S', N: 'W' });
    expect(answer.next).toEqual({ number: 7, round: 'S', dealer: 'E' });
    expect(answer.ended).toBe(false);
  });

  it('settles each win exactly as the same hand scored alone with the seats the game reports', () => {
    for (const [k, h] of answer.hands.entries()) {
      const input = SIX_HANDS[k]!;
      if ('draw' in input) {
        expect(h).toMatchObject({ draw: true, total: null, payments: { E: 0, S: 0, W: 0, N: 0 } });
        continue;
      }
      const discarder = input.context?.discarder as Player | undefined;
      const alone = scoreRequest({
        variant: 'hong-kong',
        hand: input.hand,
        context: {
          ...input.context,
          seat: h.seats[input.winner],
          round: h.round,
          ...(discarder ? { discarder: h.seats[discarder] } : {}),
        },
      });
      if (!alone.ok) throw new Error(alone.error);
      expect(h.total).toBe(alone.total);
      for (const p of ['E', 'S', 'W', 'N'] as const)
        expect(h.payments[p], `hand ${k + 1}, ${p}`).toBe(alone.payments[h.seats[p]]);
    }
  });

  it('keeps running balances that add up to each hand’s payments and to zero', () => {
    const sums = { E: 0, S: 0, W: 0, N: 0 };
    for (const h of answer.hands) {
      for (const p of ['E', 'S', 'W', 'N'] as const) sums[p] += h.payments[p];
      expect(h.balances).toEqual(sums);
    }
    expect(answer.balances).toEqual(sums);
    expect(Object.values(sums).reduce((a, b) => a + b, 0)).toBe(0);
    expect(sums.S).toBeGreaterThan(0);
  });

  it('a game of one round ends after the deal has gone round, and refuses a hand after that', () => {
    const passes: HandIn[] = ['S', 'W', 'N', 'E'].map((w) => ({
      winner: w as Player,
      hand: SEVEN_PAIRS,
      context: { selfDrawn: true },
    }));
    expect(played('hong-kong', passes, { rounds: 1 }).ended).toBe(true);
    const late = game('hong-kong', [...passes, { draw: true }], { rounds: 1 });
    expect(late).toEqual({
      ok: false,
      error: expect.stringMatching(/^hand 5 comes after the game ended/),
    });
  });
});

describe('a game request with a mistake gets one error naming the hand, and nothing is settled', () => {
  it.each([
    [
      'a winner who is also the discarder',
      { winner: 'S', hand: SEVEN_PAIRS, context: { discarder: 'S' } },
      /^hand 2: the winner \(S\) cannot also be the discarder/,
    ],
    [
      'a context field the game sets itself',
      { winner: 'S', hand: SEVEN_PAIRS, context: { selfDrawn: true, seat: 'S' } },
      /^hand 2: context\.seat is set by the game/,
    ],
    [
      'the prevailing wind given by hand',
      { winner: 'S', hand: SEVEN_PAIRS, context: { selfDrawn: true, round: 'S' } },
      /^hand 2: context\.round is set by the game/,
    ],
    [
      'a winner who is not a player',
      { winner: 'X', hand: SEVEN_PAIRS },
      /^hand 2: "winner" must be a player/,
    ],
    [
      'a hand that is not complete',
      { winner: 'S', hand: '11m 33m 55p 77p 99s EE', context: { selfDrawn: true } },
      /^hand 2: /,
    ],
    [
      'a hand below the minimum',
      { winner: 'S', hand: '234m 456p 678s 2p [123m] @2p +F1', context: { discarder: 'W' } },
      /^hand 2: .*minimum/,
    ],
  ])('%s', (_, bad, message) => {
    const answer = game('hong-kong', [SIX_HANDS[0]!, bad as HandIn]);
    expect(answer).toEqual({ ok: false, error: expect.stringMatching(message) });
  });

  it('table options belong in game.options, not beside the game', () => {
    const answer = scoreRequest({
      variant: 'hong-kong',
      options: { minimum: 1 },
      game: { hands: [] },
    });
    expect(answer).toEqual({ ok: false, error: expect.stringMatching(/game\.options/) });
  });

  it('a table option in game.options applies to every hand', () => {
    const oneFaan = {
      winner: 'S' as const,
      hand: '234m 456p 678s 2p [123m] @2p +F1',
      context: { discarder: 'W' },
    };
    expect(game('hong-kong', [oneFaan]).ok).toBe(false);
    expect(played('hong-kong', [oneFaan], { options: { minimum: 1 } }).hands[0]!.total).toBe(1);
  });
});

describe('games in the other variants', () => {
  it('Chinese Official: sixteen hands make the game, whoever wins, and a seventeenth is refused', () => {
    const hand: HandIn = { winner: 'E', hand: '1122334455667p @7p', context: { selfDrawn: true } };
    const answer = played('mcr', Array(16).fill(hand));
    expect(answer.ended).toBe(true);
    expect(answer.hands.map((h) => h.round).join('')).toBe('EEEESSSSWWWWNNNN');
    expect(game('mcr', Array(17).fill(hand)).ok).toBe(false);
  });

  it('Vietnamese: every bank starts at 300 and a pass moves the deal one seat over', () => {
    const answer = played('vietnamese', [
      { winner: 'W', hand: '123m 456p 789s 5s [NNN] @5s', context: { discarder: 'N' } },
    ]);
    const h = answer.hands[0]!;
    for (const p of ['E', 'S', 'W', 'N'] as const) expect(h.balances[p]).toBe(300 + h.payments[p]);
    expect(h.payments.W).toBeGreaterThan(0);
    expect(answer.next.dealer).toBe('S');
  });
});

describe("a game's own table rules sit in game.options beside the variant's", () => {
  const dealerWin: HandIn = {
    winner: 'E',
    hand: '123m 456p 789s 5s [NNN] @5s',
    context: { selfDrawn: true },
  };

  it('Vietnamese: a start from 0 keeps a plain tally, and with the dealer not staying his win passes the deal', () => {
    const answer = played('vietnamese', [dealerWin], {
      options: { startingBank: 0, dealerStays: false },
    });
    const h = answer.hands[0]!;
    expect(h.balances).toEqual(h.payments);
    expect(answer.next.dealer).toBe('S');
    expect(played('vietnamese', [dealerWin]).next.dealer).toBe('E');
  });

  it("a game rule is checked like any option, and is not one of a hand's options", () => {
    const bad = game('vietnamese', [dealerWin], { options: { startingBank: -5 } });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/Starting bank.*cannot be below 0/);
    const alone = scoreRequest({
      variant: 'vietnamese',
      hand: dealerWin.hand,
      context: { selfDrawn: true },
      options: { startingBank: 0 },
    });
    expect(!alone.ok && alone.error).toMatch(/unknown option "startingBank"/);
    expect(!game('hong-kong', [], { options: { startingBank: 0 } }).ok).toBe(true);
  });
});

describe('context fields that name a player are read by first-hand seat', () => {
  it('Vietnamese: the liable feeder, named as a player, pays alone after the deal has moved', () => {
    const pass: HandIn = {
      winner: 'S',
      hand: '123m 456p 789s 5s [NNN] @5s',
      context: { discarder: 'W' },
    };
    // After the pass, player S deals (seat E) and player N sits West.
    const fed: HandIn = {
      winner: 'W',
      hand: '5s5s 12m [123m] [456m] [789m] @3m',
      context: { discarder: 'N', feeder: 'N', feeding: 'suit' },
    };
    const h = played('vietnamese', [pass, fed]).hands[1]!;
    expect(h.seats).toMatchObject({ W: 'S', N: 'W' });
    expect(h.payments.N).toBe(-h.payments.W);
    expect(h.payments.E).toBe(0);
    expect(h.payments.S).toBe(0);
  });
});

describe('the mahjong-score command', () => {
  it('answers a game line as scoreRequest does', () => {
    const line = JSON.stringify({ variant: 'hong-kong', game: { hands: SIX_HANDS } });
    const out = execFileSync(process.execPath, [CLI_OUT], { input: `${line}\n`, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual(scoreRequest(JSON.parse(line)));
    expect(JSON.parse(out).ok).toBe(true);
  });
});
