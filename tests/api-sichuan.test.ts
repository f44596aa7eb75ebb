/** The mahjong-score contract for Sichuan: per-hand requests with missingSuit, and whole-deal requests. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { scoreRequest } from '../src/api';
import { TWO_WINNERS_DEAL, WORKED_DEAL } from '../src/variants/sichuan/deal/examples';

describe('Sichuan hand requests', () => {
  it('scores a hand with context.missingSuit and pays a self-draw from the players still in', () => {
    const r = scoreRequest({
      variant: 'sichuan',
      hand: {
        concealed: ['2p', '2p', '2p', '8p', '8p', '8p', '5s', '5s', '5s', '8s', '8s', '8s', '2s'],
        melds: [],
        winningTile: '2s',
      },
      context: { seat: 'N', selfDrawn: true, missingSuit: 'm', out: ['E'] },
    });
    expect(r).toEqual({
      ok: true,
      variant: 'sichuan',
      unit: 'fan',
      total: 3,
      patterns: [{ id: 'all-two-five-eight', name: 'All 2/5/8 Pungs', value: 3, count: 1 }],
      excluded: [{ id: 'all-pungs', by: 'all-two-five-eight' }],
      minimumMet: true,
      payments: { E: 0, S: -9, W: -9, N: 18 },
    });
  });
  it('answers a hand holding its missing suit with a specific error', () => {
    expect(
      scoreRequest({
        variant: 'sichuan',
        hand: '222p 888p 555s 888s 2m @2m',
        context: { seat: 'N', discarder: 'E', missingSuit: 'm' },
      }),
    ).toEqual({
      ok: false,
      error:
        'the hand still holds 2 tiles of its missing suit, characters (2m 2m): a hand holding its missing suit cannot win',
    });
  });
});

describe('Sichuan deal requests', () => {
  it('settles a whole deal: net, itemised transfers and running balances', () => {
    const r = scoreRequest({ variant: 'sichuan', deal: WORKED_DEAL });
    expect(r).toMatchObject({
      ok: true,
      variant: 'sichuan',
      unit: 'point',
      ended: 'wall-end',
      winners: ['S'],
      net: { E: 43, S: 45, W: 16, N: -104 },
    });
    if (!r.ok || !('transfers' in r)) throw new Error('not a deal response');
    // 1 + 3 + 3 + 2 kong and win transfers, then 1 refund, 3 pig payments and 1 unready payment.
    expect(r.transfers).toHaveLength(14);
    expect(r.transfers[0]).toEqual({
      event: 1,
      from: 'N',
      to: 'W',
      amount: 2,
      rule: 'exposed-kong',
      reason: "W's exposed kong of 5p (5 Dots): N supplied the tile and pays 2",
      // The same reason as its parts, for a reader in another language.
      says: { key: 'pay.exposedKong', params: { seat: 'W', tile: '5p', from: 'N', amount: 2 } },
    });
    expect(r.steps.map((s) => s.event)).toEqual([1, 2, 3, 4, 5]);
  });
  it('takes table options with the deal', () => {
    const r = scoreRequest({ variant: 'sichuan', deal: WORKED_DEAL, options: { cap: 3 } });
    // The pig pays 8 instead of 32 and E's best wait (3 fan) is still 8.
    expect(r).toMatchObject({
      ok: true,
      net: { E: 3 + 8 + 8, S: 13 + 8, W: -6 - 2 + 8 - 8, N: -10 + 2 - 24 },
    });
  });
  it('settles two winners on one discard', () => {
    expect(scoreRequest({ variant: 'sichuan', deal: TWO_WINNERS_DEAL })).toMatchObject({
      ok: true,
      winners: ['S', 'N', 'W'],
      net: { E: -2, S: 2, W: -10, N: 10 },
    });
  });
  const errors: [string, unknown, RegExp][] = [
    [
      'a deal for a variant settled hand by hand',
      { variant: 'hong-kong', deal: WORKED_DEAL },
      /^Hong Kong Mahjong is settled hand by hand: send a "hand", not a "deal" \(whole deals: sichuan\)$/,
    ],
    [
      'both a hand and a deal',
      { variant: 'sichuan', deal: WORKED_DEAL, hand: '123p' },
      /either one "hand" or a whole "deal", not both/,
    ],
    [
      'a context beside a deal',
      { variant: 'sichuan', deal: WORKED_DEAL, context: { missingSuit: 'm' } },
      /a deal request has no "context"/,
    ],
    [
      'a deal that is not an object',
      { variant: 'sichuan', deal: [] },
      /"deal" must be an object with missingSuits and events/,
    ],
    [
      'an unknown option',
      { variant: 'sichuan', deal: WORKED_DEAL, options: { minimum: 1 } },
      /unknown option "minimum" for Sichuan Bloody Mahjong/,
    ],
    [
      'a winner acting again',
      {
        variant: 'sichuan',
        deal: {
          ...WORKED_DEAL,
          events: [
            ...WORKED_DEAL.events.slice(0, 3),
            { type: 'kong', seat: 'S', kind: 'concealed', tile: '9m' },
          ],
        },
      },
      /^event 4: S already won at event 3 and takes no further part: a winner cannot declare a kong$/,
    ],
  ];
  it.each(errors)(
    'answers %s with one specific error and nothing settled',
    (_name, req, message) => {
      const r = scoreRequest(req);
      expect(Object.keys(r).sort()).toEqual(['error', 'ok']);
      expect(r.ok ? '' : r.error).toMatch(message);
    },
  );
});

describe('the mahjong-score command with deals', () => {
  it('answers a deal line and a hand line in order', () => {
    const input = [
      JSON.stringify({ variant: 'sichuan', deal: WORKED_DEAL }),
      JSON.stringify({
        variant: 'sichuan',
        hand: '123p 456p 789s 45s 22s @6s',
        context: { seat: 'S', discarder: 'W', missingSuit: 'm' },
      }),
    ].join('\n');
    const run = spawnSync('npx', ['mahjong-score'], {
      input,
      encoding: 'utf8',
      cwd: new URL('..', import.meta.url).pathname,
    });
    expect(run.status).toBe(0);
    const [deal, hand] = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(deal).toMatchObject({ ok: true, net: { E: 43, S: 45, W: 16, N: -104 } });
    expect(hand).toMatchObject({ ok: true, total: 0, payments: { S: 1, W: -1 } });
  }, 30_000);
});
