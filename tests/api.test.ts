import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scoreRequest } from '../src/api';

const request = {
  variant: 'hong-kong',
  options: {},
  hand: {
    concealed: ['2m', '3m', '4m', '4p', '5p', '6p', '6s', '7s', '8s', '3s', '4s', '5s', '2p'],
    melds: [],
    winningTile: '2p',
    bonus: [],
  },
  context: {
    seat: 'S',
    round: 'E',
    selfDrawn: false,
    discarder: 'W',
    kongReplacement: false,
    robbingKong: false,
    lastTile: false,
    fourthTile: false,
  },
};

describe('the mahjong-score contract', () => {
  it('scores a hand object with patterns, minimum and payments', () => {
    expect(scoreRequest(request)).toEqual({
      ok: true,
      variant: 'hong-kong',
      unit: 'faan',
      total: 3,
      patterns: [
        { id: 'all-chows', name: 'All Chows', value: 1, count: 1 },
        { id: 'concealed-hand', name: 'Concealed Hand', value: 1, count: 1 },
        { id: 'no-flowers', name: 'No Flowers', value: 1, count: 1 },
      ],
      excluded: [],
      minimumMet: true,
      payments: { E: 0, S: 24, W: -24, N: 0 },
    });
  });

  it('accepts the hand as a notation string', () => {
    const r = scoreRequest({
      variant: 'hong-kong',
      hand: '789p 555s WD [RDRDRD] [GDGDGD] @WD',
      context: { seat: 'S', discarder: 'W' },
    });
    expect(r).toMatchObject({
      ok: true,
      total: 6,
      excluded: [{ id: 'dragon-pung', by: 'little-three-dragons' }],
    });
  });

  it('takes declared melds with exposed and concealed kongs', () => {
    const r = scoreRequest({
      variant: 'hong-kong',
      hand: {
        concealed: ['2m', '2m', '2m', '4p', '4p', '4p', '9m'],
        melds: [
          { kind: 'kong', tiles: ['6s', '6s', '6s', '6s'], exposed: false },
          { kind: 'kong', tiles: ['8s', '8s', '8s', '8s'], exposed: false },
        ],
        winningTile: '9m',
        bonus: ['F1'],
      },
      context: { seat: 'S', selfDrawn: true },
    });
    expect(r).toMatchObject({
      ok: true,
      total: 13,
      patterns: [{ id: 'self-drawn-concealed-pungs' }],
    });
  });

  const errors: [string, unknown, RegExp][] = [
    ['an unknown variant', { ...request, variant: 'riichi' }, /unknown variant "riichi"/],
    ['a fifth copy', { ...request, hand: '5555m 123p 456p 789p @5m' }, /5 copies of 5m/],
    ['15 tiles', { ...request, hand: '1234m 456p 789p 123s E @E' }, /15 tiles/],
    [
      'a chow of honours',
      {
        ...request,
        hand: {
          concealed: [],
          melds: [{ kind: 'chow', tiles: ['E', 'S', 'W'], exposed: true }],
          winningTile: 'E',
        },
      },
      /honours cannot form a sequence/,
    ],
    [
      'a meld of two tiles',
      {
        ...request,
        hand: { concealed: [], melds: [{ kind: 'pung', tiles: ['E', 'E'] }], winningTile: 'E' },
      },
      /has 2 tiles; a pung needs 3/,
    ],
    [
      'a bonus tile inside a meld',
      {
        ...request,
        hand: {
          concealed: [],
          melds: [{ kind: 'pung', tiles: ['F1', 'F1', 'F1'] }],
          winningTile: 'E',
        },
      },
      /bonus tile F1 cannot be part of/,
    ],
    [
      'an unknown tile code',
      {
        ...request,
        hand: { ...request.hand, concealed: ['1x', ...request.hand.concealed.slice(1)] },
      },
      /unknown tile code "1x"/,
    ],
    [
      'a discarder equal to the winner',
      { ...request, context: { seat: 'S', discarder: 'S' } },
      /cannot be the winner/,
    ],
    [
      'a hand that is not a win',
      { ...request, hand: '123m 456p 789s 135s E @E' },
      /not a winning hand: no reading makes four sets and a pair/,
    ],
    ['a missing hand', { variant: 'hong-kong' }, /no "hand"/],
    ['a non-object request', [1, 2], /must be a JSON object/],
    [
      'melds that are not a list',
      { ...request, hand: { ...request.hand, melds: 'RDRDRD' } },
      /hand.melds must be a list/,
    ],
  ];
  it.each(errors)('answers %s with a specific error', (_name, req, message) => {
    const r = scoreRequest(req);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.error).toMatch(message);
  });
});

describe('the mahjong-score command', () => {
  it('answers each JSON line in order, and keeps going after a bad line', () => {
    const input = [
      JSON.stringify(request),
      'not json',
      JSON.stringify({ variant: 'riichi', hand: '123m' }),
      '',
      JSON.stringify({ ...request, context: { seat: 'S', selfDrawn: true } }),
    ].join('\n');
    const run = spawnSync('npx', ['mahjong-score'], {
      input,
      encoding: 'utf8',
      cwd: new URL('..', import.meta.url).pathname,
    });
    expect(run.status).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ ok: true, total: 3 });
    expect(lines[1]).toMatchObject({ ok: false, error: expect.stringMatching(/not valid JSON/) });
    expect(lines[2]).toMatchObject({
      ok: false,
      error: expect.stringMatching(/unknown variant "riichi"/),
    });
    expect(lines[3]).toMatchObject({
      ok: true,
      total: 4,
      payments: { S: 48, E: -16, W: -16, N: -16 },
    });
  }, 30_000);

  /** The built command, run as its bin is, with stdin and stdout to drive by hand. */
  const command = () =>
    spawn(
      process.execPath,
      [fileURLToPath(new URL('../build/mahjong-score.mjs', import.meta.url))],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
  /** The next `n` answer lines the command writes. */
  async function nextAnswers(out: NodeJS.ReadableStream, n: number): Promise<unknown[]> {
    let text = '';
    while (text.split('\n').length - 1 < n) text += String((await once(out, 'data'))[0]);
    return text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
  }

  it('answers a line sent alone at once, before the next line arrives', async () => {
    const child = command();
    try {
      child.stdin.write(`${JSON.stringify(request)}\n`);
      expect(await nextAnswers(child.stdout, 1)).toMatchObject([{ ok: true, total: 3 }]);
      child.stdin.write('not json\n');
      expect(await nextAnswers(child.stdout, 1)).toMatchObject([{ ok: false }]);
    } finally {
      child.stdin.end();
      await once(child, 'close');
    }
  }, 30_000);

  it('reads a line that arrives in pieces, a Windows line break and a last line without one', async () => {
    const child = command();
    const line = JSON.stringify(request);
    const cut = Math.floor(line.length / 2);
    child.stdin.write(line.slice(0, cut));
    // The first half waits for the rest of its line: nothing is answered yet.
    const early = await Promise.race([
      once(child.stdout, 'data').then(() => 'answered'),
      new Promise((r) => setTimeout(() => r('waiting'), 300)),
    ]);
    expect(early).toBe('waiting');
    child.stdin.write(`${line.slice(cut)}\r\n`);
    child.stdin.end(line);
    const answers = await nextAnswers(child.stdout, 2);
    await once(child, 'close');
    expect(answers).toMatchObject([
      { ok: true, total: 3 },
      { ok: true, total: 3 },
    ]);
  }, 30_000);
});
