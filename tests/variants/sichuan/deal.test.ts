/**
 * Whole-deal settlement (seed 003, "Scoring and ending"): every transfer rule, several winners on
 * one discard, the wall's end, the table options, and the deals the pages show. Expected numbers
 * are counted by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { TWO_WINNERS_DEAL, WORKED_DEAL } from '../../../src/variants/sichuan/deal/examples';
import { dealError, settle } from './helpers';

const ALL_M = { E: 'm', S: 'm', W: 'm', N: 'm' };
const deal = (events: unknown[], missingSuits: Record<string, string> = ALL_M) => ({
  missingSuits,
  events,
});
const kong = (seat: string, kind: string, tile: string, more: Record<string, unknown> = {}) => ({
  type: 'kong',
  seat,
  kind,
  tile,
  ...more,
});
const win = (
  winners: [string, string][],
  context: Record<string, unknown> = { selfDrawn: true },
  more: Record<string, unknown> = {},
) => ({
  type: 'win',
  winners: winners.map(([seat, hand]) => ({ seat, hand })),
  context,
  ...more,
});
const sum = (p: Record<string, number>) => Object.values(p).reduce((a, b) => a + b, 0);
/** The transfers as "from>to amount rule", in order. */
const lines = (r: ReturnType<typeof settle>) =>
  r.transfers.map((t) => `${t.from}>${t.to ?? '-'} ${t.amount} ${t.rule}`);

const S_BASIC = '456p 456p 678s 45s 22s @3s'; // 0 fan, base 1
const S_ROB = '123p 456p 789s 45s 22s @6s'; // wins on a lone 6s

describe('kong payments', () => {
  it('an exposed kong collects 2 from its supplier only', () => {
    const r = settle(deal([kong('W', 'exposed', '5p', { from: 'N' })]));
    expect(lines(r)).toEqual(['N>W 2 exposed-kong']);
    expect(r.net).toEqual({ E: 0, S: 0, W: 2, N: -2 });
  });
  it('an added kong collects 1 from each player still in', () => {
    expect(settle(deal([kong('E', 'added', '9p')])).net).toEqual({ E: 3, S: -1, W: -1, N: -1 });
  });
  it('a concealed kong collects 2 from each player still in', () => {
    expect(settle(deal([kong('N', 'concealed', '2p')])).net).toEqual({ E: -2, S: -2, W: -2, N: 6 });
  });
  it('players who have won pay nothing for later kongs', () => {
    const r = settle(
      deal([win([['S', S_BASIC]]), kong('E', 'added', '9p'), kong('N', 'concealed', '1s')]),
    );
    // S: +2 +2 +2 from the self-draw; E's added kong: W and N pay 1; N's concealed kong: E and W pay 2.
    expect(r.net).toEqual({ E: -2 + 2 - 2, S: 6, W: -2 - 1 - 2, N: -2 - 1 + 4 });
    expect(r.transfers.filter((t) => t.event > 1).every((t) => t.from !== 'S')).toBe(true);
    expect(r.steps[1]!.notes).toContain('S has already won and pays nothing.');
  });
  it('a robbed added kong earns nothing; the robber is paid by the player who added the tile', () => {
    const r = settle(
      deal([kong('W', 'added', '6s'), win([['S', S_ROB]], { discarder: 'W', robbingKong: true })]),
    );
    // 0 fan + robbing the kong 1 = 1 fan: W pays the base 2.
    expect(lines(r)).toEqual(['W>S 2 robbed-kong-win']);
    expect(r.steps[0]!.notes[0]).toMatch(
      /robbed at event 2: a robbed added kong earns no kong payment/,
    );
    expect(r.steps[1]!.wins?.[0]).toMatchObject({ seat: 'S', total: 1, charge: 2 });
  });
});

describe('win payments', () => {
  it('a discard win is paid by the discarder alone: the base', () => {
    const r = settle(deal([win([['S', '222p 888p 555s 888s 2s @2s']], { discarder: 'W' })]));
    expect(r.net).toEqual({ E: 0, S: 8, W: -8, N: 0 });
  });
  it('a self-draw is paid base + 1 by each player still in', () => {
    const r = settle(deal([win([['S', S_BASIC]]), win([['W', '111p 999p 123s 789s 5s @5s']])]));
    // S: 0 fan, 2 from each of three. W: outside hand? no (5s pair): 0 fan, 2 from E and N only.
    expect(r.net).toEqual({ E: -4, S: 6 - 0, W: -2 + 4, N: -4 });
    expect(r.winners).toEqual(['S', 'W']);
  });
  it('several winners on one discard are each paid by the discarder, and the deal ends at three winners', () => {
    const r = settle(TWO_WINNERS_DEAL);
    // N's concealed kong 5p: E, S, W pay 2. W's discard: S (outside hand, 2 fan) and N (two roots, 2 fan): 4 each.
    // E's concealed kong 7m: only W is still in, pays 2. W self-draws a 0-fan hand: only E pays 1 + 1.
    expect(lines(r)).toEqual([
      'E>N 2 concealed-kong',
      'S>N 2 concealed-kong',
      'W>N 2 concealed-kong',
      'W>S 4 discard-win',
      'W>N 4 discard-win',
      'W>E 2 concealed-kong',
      'E>W 2 self-draw',
    ]);
    expect(r.net).toEqual({ E: -2, S: 2, W: -10, N: 10 });
    expect(r.ended).toBe('three-won');
    expect(sum(r.net)).toBe(0);
  });
  it('refuses two winners on one discard who win on different tiles', () => {
    const e = dealError(
      deal([
        win(
          [
            ['S', S_ROB],
            ['N', '234p 777s 999s 11s 5s @5s'],
          ],
          { discarder: 'W' },
        ),
      ]),
    );
    expect(e).toBe(
      'event 1: winners on one discard win on the same tile, but these win on 6s and 5s',
    );
  });
});

describe('the wall running out', () => {
  // W's concealed kong 9s: E, S, N pay 2. S self-draws a 0-fan hand: E, W, N pay 2.
  // At the wall's end E is ready (best 1p: full flush 2 + root 1 = 3 fan = 8), W is not ready, N still holds characters.
  const WALL = deal([
    kong('W', 'concealed', '9s'),
    win([['S', S_BASIC]]),
    {
      type: 'wallEnd',
      hands: { E: '1112233456789p', W: '135p 79p 1357s 2s {9999s}', N: '123m 22p 66s 88s 33s 44s' },
    },
  ]);

  it('classifies each remaining player: ready with its best value, not ready, flower pig', () => {
    const end = settle(WALL).steps[2]!.endOfWall!;
    expect(end.map((x) => x.status)).toEqual(['ready', 'not-ready', 'flower-pig']);
    expect(end[0]).toMatchObject({ seat: 'E', bestTotal: 3, bestValue: 8 });
    expect(end[0]!.waits).toContain('1p');
    expect(end[2]!.missingTiles).toEqual(['1m', '2m', '3m']);
  });
  it('unready players refund kong income, even to a player who has since won; pigs pay 32 to each non-pig; the unready pay the ready', () => {
    const r = settle(WALL);
    expect(lines(r).slice(6)).toEqual([
      'W>E 2 kong-refund',
      'W>S 2 kong-refund',
      'W>N 2 kong-refund',
      'N>E 32 flower-pig',
      'N>S 32 flower-pig',
      'N>W 32 flower-pig',
      'W>E 8 not-ready',
    ]);
    // E: -2 -2 +2 +32 +8; S: -2 +6 +2 +32; W: +6 -2 -6 +32 -8; N: -2 -2 +2 -96.
    expect(r.net).toEqual({ E: 38, S: 38, W: 22, N: -98 });
    expect(r.ended).toBe('wall-end');
  });
  it('a ready player keeps his kong income and collects from each unready player; unready players do not pay each other', () => {
    const r = settle(
      deal([
        kong('E', 'concealed', '5s'),
        {
          type: 'wallEnd',
          hands: {
            E: '123p 456p 789p 1s {5555s}',
            S: '2468p 2468s 13p 99s 7s',
            W: '234s 678s 789s 99p 12s',
            N: '12357p 1379s 246s 8s',
          },
        },
      ]),
    );
    // E waits on 1s: root 1 = 1 fan = 2. W waits on 3s: 0 fan = 1. S and N each pay E 2 and W 1.
    expect(lines(r).slice(3)).toEqual([
      'S>E 2 not-ready',
      'S>W 1 not-ready',
      'N>E 2 not-ready',
      'N>W 1 not-ready',
    ]);
    expect(r.net).toEqual({ E: 10, S: -5, W: 0, N: -5 });
  });
  it('a flower pig does not pay another pig; nobody ready means no unready payments', () => {
    const r = settle(
      deal([
        win([['S', S_BASIC]]),
        {
          type: 'wallEnd',
          hands: {
            E: '1112233456789p',
            W: '15m 35p 79p 1357s 2s 99s',
            N: '123m 22p 66s 88s 33s 44s',
          },
        },
      ]),
      { cap: 4 },
    );
    // W and N are pigs: each pays 2^4 = 16 to E and S only. E is ready but nobody non-pig is unready.
    expect(lines(r).slice(3)).toEqual([
      'W>E 16 flower-pig',
      'W>S 16 flower-pig',
      'N>E 16 flower-pig',
      'N>S 16 flower-pig',
    ]);
    expect(sum(r.net)).toBe(0);
  });
  it('values a ready hand without the self-draw point or event fan', () => {
    // Under selfDraw plus-fan the same wait is still worth 3 fan = 8, not 4 fan.
    const r = settle(WALL, { selfDraw: 'plus-fan', kongDiscardFan: true });
    expect(r.steps[2]!.endOfWall![0]).toMatchObject({ bestTotal: 3, bestValue: 8 });
  });
  it('caps the ready value and follows the cap for the pig penalty', () => {
    const r = settle(WALL, { cap: 2 });
    expect(r.steps[2]!.endOfWall![0]).toMatchObject({ bestTotal: 2, bestValue: 4 });
    expect(lines(r)).toContain('N>E 4 flower-pig');
  });
});

describe('table options in a deal', () => {
  const WALL_EVENTS = [
    kong('W', 'concealed', '9s'),
    win([['S', S_BASIC]]),
    {
      type: 'wallEnd',
      hands: { E: '1112233456789p', W: '135p 79p 1357s 2s {9999s}', N: '123m 22p 66s 88s 33s 44s' },
    },
  ];
  it('flowerPig sixteen: 16 to each other player', () => {
    expect(settle(deal(WALL_EVENTS), { flowerPig: 'sixteen' }).net).toEqual({
      E: 22,
      S: 22,
      W: 6,
      N: -50,
    });
  });
  it('flowerPig forfeit (SBR): 48 paid to nobody, so the deal sums to -48', () => {
    const r = settle(deal(WALL_EVENTS), { flowerPig: 'forfeit' });
    expect(lines(r)).toContain('N>- 48 flower-pig');
    expect(r.net).toEqual({ E: 6, S: 6, W: -10, N: -50 });
    expect(sum(r.net)).toBe(-48);
  });
  it('pigPaysReady (SBR): the pig also pays the ready player', () => {
    expect(settle(deal(WALL_EVENTS), { pigPaysReady: true }).net).toEqual({
      E: 46,
      S: 38,
      W: 22,
      N: -106,
    });
  });
  it('addedKongFreshOnly (SBR): a postponed added kong pays nothing', () => {
    const events = [kong('E', 'added', '9p', { postponed: true })];
    expect(settle(deal(events)).net).toEqual({ E: 3, S: -1, W: -1, N: -1 });
    const r = settle(deal(events), { addedKongFreshOnly: true });
    expect(r.transfers).toEqual([]);
    expect(r.steps[0]!.notes[0]).toMatch(/postponed added kong/);
  });
  describe('shooting right after a kong', () => {
    const SHOT = deal([
      kong('W', 'concealed', '9s'),
      win([['S', S_BASIC]], { discarder: 'W', kongDiscard: true }),
    ]);
    it('none (seed): the shooter keeps his kong income', () => {
      expect(settle(SHOT).net).toEqual({ E: -2, S: -1, W: 5, N: -2 });
    });
    it("refund (SBR): that kong's income goes back to its payers", () => {
      expect(settle(SHOT, { shootAfterKong: 'refund' }).net).toEqual({ E: 0, S: 1, W: -1, N: 0 });
    });
    it('transfer (apps): all his kong income goes to the winner', () => {
      expect(settle(SHOT, { shootAfterKong: 'transfer' }).net).toEqual({
        E: -2,
        S: 5,
        W: -1,
        N: -2,
      });
    });
    it('kongDiscardFan adds the fan to the win', () => {
      expect(settle(SHOT, { kongDiscardFan: true }).steps[1]!.wins![0]).toMatchObject({
        total: 1,
        charge: 2,
      });
    });
    it("kongDiscard must follow the discarder's kong", () => {
      expect(
        dealError(
          deal([
            kong('E', 'concealed', '9s'),
            win([['S', S_BASIC]], { discarder: 'W', kongDiscard: true }),
          ]),
        ),
      ).toMatch(
        /^event 2: context.kongDiscard marks a discard made right after the discarder's kong, but event 1 is not a kong by W/,
      );
    });
  });
});

describe('a bad deal is one specific error, never half-settled', () => {
  const cases: [string, unknown, string | RegExp][] = [
    [
      'a winner declaring a kong',
      deal([win([['S', S_BASIC]]), kong('S', 'concealed', '9s')]),
      'event 2: S already won at event 1 and takes no further part: a winner cannot declare a kong',
    ],
    [
      'a winner winning again',
      deal([win([['S', S_BASIC]]), win([['S', S_ROB]])]),
      /event 2: S already won at event 1 .* cannot win again/,
    ],
    [
      'a winner discarding',
      deal([win([['S', S_BASIC]]), win([['N', S_ROB]], { discarder: 'S' })]),
      /event 2: S already won .* cannot discard/,
    ],
    [
      'a winner supplying a kong',
      deal([win([['S', S_BASIC]]), kong('W', 'exposed', '9s', { from: 'S' })]),
      /event 2: S already won .* cannot supply a kong/,
    ],
    [
      "a winner showing a hand at the wall's end",
      deal([win([['S', S_BASIC]]), { type: 'wallEnd', hands: { S: '123p', E: '1112233456789p' } }]),
      /event 2: S already won .* cannot show a hand at the wall's end/,
    ],
    [
      'a kong with no tile left for its replacement',
      deal([kong('E', 'concealed', '9s', { wallLeft: 0 })]),
      "event 1: E's kong of 9s has no tile left in the wall for its replacement",
    ],
    [
      'a kong after the last tile was won',
      deal([
        win([['S', S_BASIC]], { selfDrawn: true, lastTile: true }),
        kong('E', 'concealed', '9s'),
      ]),
      /event 2: E's kong of 9s has no tile left in the wall/,
    ],
    [
      'a win holding the missing suit',
      deal([win([['S', S_BASIC]])], { E: 'm', S: 's', W: 'm', N: 'm' }),
      /^event 1, S's win: the hand still holds 8 tiles of its missing suit, bamboo/,
    ],
    [
      'more than four copies over the deal',
      deal([kong('W', 'exposed', '5p', { from: 'N' }), win([['S', S_BASIC]])]),
      /^the deal shows 6 copies of 5p \(5 Dots\): S's winning hand \(event 2\) 2, W's kong \(event 1\) 4; the set has only four$/,
    ],
    [
      'a second kong of one tile',
      deal([kong('W', 'concealed', '5p'), kong('E', 'concealed', '5p')]),
      /event 2: a second kong of 5p .* W already declared one at event 1/,
    ],
    [
      'robbing a concealed kong',
      deal([
        kong('W', 'concealed', '6s'),
        win([['S', S_ROB]], { discarder: 'W', robbingKong: true }),
      ]),
      /event 2: only an added kong can be robbed/,
    ],
    [
      "a kong-replacement win after someone else's kong",
      deal([kong('W', 'concealed', '9p'), win([['S', S_BASIC]], { kongReplacement: true })]),
      /a win on a kong replacement must directly follow S's own kong/,
    ],
    [
      'an event after three winners',
      deal(
        [...TWO_WINNERS_DEAL.events, kong('E', 'concealed', '1s')],
        TWO_WINNERS_DEAL.missingSuits,
      ),
      /event 5: the deal already ended at event 4 \(three players had won\)/,
    ],
    [
      'a wall end without every remaining hand',
      deal([{ type: 'wallEnd', hands: { E: '1112233456789p' } }]),
      /S has not won, so the wall's end needs S's 13-tile hand/,
    ],
    [
      'a self-draw with two winners',
      deal([
        win([
          ['S', S_BASIC],
          ['N', S_ROB],
        ]),
      ]),
      /a self-drawn win has one winner/,
    ],
    [
      "a declared kong missing from the winner's hand",
      deal([kong('S', 'concealed', '9s'), win([['S', S_BASIC]])]),
      /S declared an concealed kong of 9s earlier in the deal, but S's winning hand does not show it/,
    ],
    [
      'a kong in the hand that no event declared',
      deal([win([['S', '345p 567s 9s {2222p} [8888s] @9s']])]),
      /S's winning hand shows an concealed kong of 2p that no kong event declared/,
    ],
    [
      'a flower pig with a meld',
      deal([
        win([['S', S_BASIC]]),
        {
          type: 'wallEnd',
          hands: {
            E: '1112233456789p',
            W: '13m 579p 1357s 2s [9999s]',
            N: '123m 22p 66s 88s 33s 44s',
          },
        },
      ]),
      /W still holds his missing suit \(1m 3m\), so he cannot have declared/,
    ],
    [
      'a kong of the missing suit',
      deal([kong('E', 'concealed', '5m')]),
      "event 1: E cannot kong 5m (5 Characters): characters is E's missing suit",
    ],
    [
      'a wall count that goes up',
      deal([
        kong('E', 'concealed', '5p', { wallLeft: 20 }),
        kong('W', 'concealed', '6p', { wallLeft: 30 }),
      ]),
      /event 2: wallLeft is 30, but the wall can hold at most 19 tiles by now/,
    ],
    [
      'an honour kong',
      deal([kong('E', 'concealed', 'RD')]),
      /event 1 \(kong\): RD \(Red Dragon\) is not in the 108-tile Sichuan set/,
    ],
    ['no missing suits', { events: [] }, /deal.missingSuits must map each seat/],
    [
      'an unknown event',
      deal([{ type: 'chow', seat: 'E' }]),
      /event 1: type must be kong, win or wallEnd \(got "chow"\)/,
    ],
  ];
  it.each(cases)('%s', (_name, bad, message) => {
    const e = dealError(bad);
    expect(e).not.toBe('');
    if (typeof message === 'string') expect(e).toBe(message);
    else expect(e).toMatch(message);
  });
});

describe('the worked deal on /sichuan/deal/', () => {
  const r = settle(WORKED_DEAL);
  it('sums to zero and ends at the wall', () => {
    expect(sum(r.net)).toBe(0);
    expect(r.ended).toBe('wall-end');
  });
  it('matches the count by hand, event by event', () => {
    // 1. W's exposed kong of 5p from N: N pays 2.  2. E's concealed kong of 3s: S, W, N pay 2.
    // 3. S self-draws a full flush (2 fan, base 4): E, W, N pay 5.  4. E's added kong of 1p: W and N pay 1 (S is out).
    // 5. Wall end: E ready (9s: three roots = 3 fan = 8), W not ready, N a flower pig.
    //    W refunds 2 to N; N pays 32 to E, S and W; W pays E 8.
    expect(r.steps.map((s) => s.balances)).toEqual([
      { E: 0, S: 0, W: 2, N: -2 },
      { E: 6, S: -2, W: 0, N: -4 },
      { E: 1, S: 13, W: -5, N: -9 },
      { E: 3, S: 13, W: -6, N: -10 },
      { E: 43, S: 45, W: 16, N: -104 },
    ]);
    expect(r.net).toEqual({ E: 43, S: 45, W: 16, N: -104 });
    expect(r.steps[4]!.endOfWall!.map((x) => x.status)).toEqual([
      'ready',
      'not-ready',
      'flower-pig',
    ]);
  });
  it('gives every transfer a reason naming the players and the numbers', () => {
    for (const t of r.transfers)
      expect(t.reason).toMatch(
        new RegExp(`${t.from}.*\\b${t.amount}\\b|\\b${t.amount}\\b.*${t.from}`),
      );
  });
});
