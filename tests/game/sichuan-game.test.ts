/**
 * A Sichuan game through the `mahjong-score` contract: each hand is a whole deal, settled exactly
 * as the same deal sent alone, its seats running from that deal's dealer; who deals next is a
 * table rule (the international rules by default, riichi_advanced's first winner as the other
 * choice); one bad deal is one error naming the deal and the event, and nothing is settled.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI_OUT } from '../../scripts/build-cli';
import { type DealResponse, type GameResponse, scoreRequest } from '../../src/api';
import { NOBODY_WINS_DEAL, THREE_DEALS, TWO_WINNERS_DEAL, WORKED_DEAL } from './sichuan-deals';

const PLAYERS = ['E', 'S', 'W', 'N'] as const;
const NAMES = { E: 'Ann', S: 'Bo', W: 'Chi', N: 'Dan' };

const request = (deals: unknown[], options?: Record<string, unknown>) => ({
  variant: 'sichuan',
  game: { players: NAMES, ...(options ? { options } : {}), hands: deals.map((deal) => ({ deal })) },
});

function played(deals: unknown[], options?: Record<string, unknown>): GameResponse {
  const answer = scoreRequest(request(deals, options));
  if (!answer.ok) throw new Error(answer.error);
  return answer as GameResponse;
}

describe('a Sichuan game of three deals: a self-drawn win, two winners on one discard, nobody wins', () => {
  const answer = played(THREE_DEALS);

  it('the first winner deals next; after two winners on one discard the discarder deals; with no winner the dealer stays', () => {
    // Deal 1: South self-draws first, so Bo (South) deals deal 2. Deal 2: the first win is two
    // players on the discard of West, where Dan sits, so Dan deals deal 3, and again deal 4.
    expect(answer.hands.map((h) => h.dealer)).toEqual(['E', 'S', 'N']);
    expect(answer.next).toEqual({ number: 4, round: null, dealer: 'N' });
    expect(answer.ended).toBe(false);
  });

  it('seat winds run East, South, West and North from each deal’s dealer', () => {
    expect(answer.hands.map((h) => h.seats)).toEqual([
      { E: 'E', S: 'S', W: 'W', N: 'N' },
      { E: 'N', S: 'E', W: 'S', N: 'W' },
      { E: 'S', S: 'W', W: 'N', N: 'E' },
    ]);
  });

  it('a Sichuan game has no prevailing wind and no single value per deal; it names every winner in order', () => {
    expect(answer.hands.map((h) => [h.round, h.total])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    // Deal 2's winners sat South, North and West: Chi, Ann and Dan.
    expect(answer.hands.map((h) => h.winners)).toEqual([['S'], ['W', 'E', 'N'], []]);
    expect(answer.hands.map((h) => [h.draw, h.winner])).toEqual([
      [false, 'S'],
      [false, 'W'],
      [true, null],
    ]);
  });

  it("every deal's payments are the same deal settled alone, seat by seat", () => {
    for (const [k, h] of answer.hands.entries()) {
      const alone = scoreRequest({ variant: 'sichuan', deal: THREE_DEALS[k] }) as DealResponse;
      expect(alone.ok).toBe(true);
      for (const p of PLAYERS)
        expect(h.payments[p], `deal ${k + 1}, ${p}`).toBe(alone.net[h.seats[p]]);
    }
  });

  it('keeps running balances that add up to each deal’s payments', () => {
    const sums = { E: 0, S: 0, W: 0, N: 0 };
    for (const h of answer.hands) {
      for (const p of PLAYERS) sums[p] += h.payments[p];
      expect(h.balances).toEqual(sums);
    }
    expect(answer.balances).toEqual(sums);
    // Every deal here sums to zero (no forfeit), so the game does too.
    expect(Object.values(sums).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('the table options apply to every deal: under a 3-fan cap each deal is the deal settled alone under it', () => {
    const capped = played(THREE_DEALS, { cap: 3 });
    for (const [k, h] of capped.hands.entries()) {
      const alone = scoreRequest({
        variant: 'sichuan',
        deal: THREE_DEALS[k],
        options: { cap: 3 },
      }) as DealResponse;
      for (const p of PLAYERS) expect(h.payments[p]).toBe(alone.net[h.seats[p]]);
    }
    expect(capped.hands[0]!.payments).not.toEqual(answer.hands[0]!.payments);
  });

  // Two runs of the command: 30 s on a loaded machine.
  it('the mahjong-score command answers the game line as scoreRequest does', {
    timeout: 30_000,
  }, () => {
    const line = JSON.stringify(request(THREE_DEALS));
    const out = execFileSync(process.execPath, [CLI_OUT], { input: `${line}\n`, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(answer)));
    // And each deal sent alone through the command pays what the game paid it.
    const lines = THREE_DEALS.map((deal) => JSON.stringify({ variant: 'sichuan', deal })).join(
      '\n',
    );
    const alone = execFileSync(process.execPath, [CLI_OUT], {
      input: `${lines}\n`,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as DealResponse);
    for (const [k, h] of answer.hands.entries())
      for (const p of PLAYERS) expect(h.payments[p]).toBe(alone[k]!.net[h.seats[p]]);
  });
});

describe('who deals next is a table rule of the game', () => {
  it('riichi_advanced: always the first winner; of two on one discard, the first to the discarder’s right', () => {
    const answer = played(THREE_DEALS, { nextDealer: 'first-winner' });
    // Deal 2 (Bo deals): South and North win on West's discard; North is West's right, and Ann
    // sits North. With nobody winning deal 3 the dealer stays.
    expect(answer.hands.map((h) => h.dealer)).toEqual(['E', 'S', 'E']);
    expect(answer.next.dealer).toBe('E');
  });

  it('a self-drawn first win gives the deal to that winner under either rule', () => {
    for (const nextDealer of ['international', 'first-winner'])
      expect(played([WORKED_DEAL], { nextDealer }).next.dealer).toBe('S');
  });

  it('an unknown rule is refused with the choices', () => {
    const answer = scoreRequest(request([WORKED_DEAL], { nextDealer: 'rotate' }));
    expect(answer).toEqual({ ok: false, error: expect.stringMatching(/Who deals next/) });
  });
});

describe('the length of a Sichuan game is a number of deals, or none', () => {
  it('with no set number the game never ends by itself', () => {
    expect(played(Array(6).fill(NOBODY_WINS_DEAL)).ended).toBe(false);
  });

  it('a game of two deals ends after the second, and refuses a third, naming it', () => {
    expect(played([WORKED_DEAL, NOBODY_WINS_DEAL], { deals: 2 }).ended).toBe(true);
    const late = scoreRequest(request(THREE_DEALS, { deals: 2 }));
    expect(late).toEqual({
      ok: false,
      error: 'deal 3 comes after the game ended (it was 2 deals)',
    });
  });

  it('a Sichuan game has no rounds to set', () => {
    const answer = scoreRequest({ variant: 'sichuan', game: { rounds: 4, hands: [] } });
    expect(answer).toEqual({ ok: false, error: expect.stringMatching(/no rounds.*deals/) });
  });
});

describe('a Sichuan game with a mistake gets one error naming the deal and the event, and nothing is settled', () => {
  const kongOfMissingSuit = {
    ...TWO_WINNERS_DEAL,
    events: [
      { type: 'kong', seat: 'N', kind: 'concealed', tile: '5m' },
      ...TWO_WINNERS_DEAL.events,
    ],
  };

  it.each([
    [
      'an event the rules refuse',
      kongOfMissingSuit,
      /^deal 2: event 1: N cannot kong 5m \(5 Characters\): characters is N's missing suit$/,
    ],
    [
      'an event that cannot be read',
      { ...WORKED_DEAL, events: [{ type: 'kong', seat: 'X', kind: 'exposed', tile: '5p' }] },
      /^deal 2: event 1 \(kong\): "seat" must be a seat/,
    ],
    [
      'a deal that is not over',
      { ...WORKED_DEAL, events: WORKED_DEAL.events.slice(0, 3) },
      /^deal 2 is not over: a deal ends when three players have won or the wall runs out/,
    ],
  ])('%s', (_, bad, message) => {
    const answer = scoreRequest(request([WORKED_DEAL, bad, NOBODY_WINS_DEAL]));
    expect(answer).toEqual({ ok: false, error: expect.stringMatching(message) });
  });

  it('a single hand in a Sichuan game is refused: its hands are whole deals', () => {
    const answer = scoreRequest({
      variant: 'sichuan',
      game: { hands: [{ deal: WORKED_DEAL }, { winner: 'S', hand: '123m 456m 789m 789m 5m @5m' }] },
    });
    expect(answer).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^deal 2: each hand of a Sichuan game is a whole deal.*"winner", "hand"/,
      ),
    });
  });

  it('a deal in another variant’s game is refused: it is scored hand by hand', () => {
    const answer = scoreRequest({ variant: 'hong-kong', game: { hands: [{ deal: WORKED_DEAL }] } });
    expect(answer).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^hand 1: a Hong Kong game is scored hand by hand.*settled by deals/,
      ),
    });
  });
});
