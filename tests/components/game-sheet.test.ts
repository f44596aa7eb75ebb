/**
 * The game score sheet's plain logic (src/components/game-sheet/): hands added, corrected and
 * deleted through the engine, with every later hand played again; the address that holds the
 * game, read defensively (and the running bank's older links); the CSV; and storage that keeps a
 * game scored under an older rules version as it was.
 */
import { describe, expect, it } from 'vitest';
import {
  addHand,
  type Draft,
  deleteHand,
  draftOf,
  emptyDraft,
  replaceHand,
} from '../../src/components/game-sheet/actions';
import { gameCsv } from '../../src/components/game-sheet/csv';
import { encodeSheet } from '../../src/components/game-sheet/link';
import { decodeSheet } from '../../src/components/game-sheet/link-read';
import {
  emptySheet,
  type Player,
  replaySheet,
  type Sheet,
} from '../../src/components/game-sheet/sheet';
import { restoreGame, type Store, saveGame } from '../../src/components/game-sheet/storage';
import { playGame, readGame } from '../../src/engine/game/play';
import { getVariant } from '../../src/variants';

const hk = getVariant('hong-kong');
const vn = getVariant('vietnamese');
const CHOWS = '123m 456p 789s 234s 5p @5p';
const EAST_PUNG = 'EEE 123m 456p 789s 5p @5p';

const win = (winner: Player, from: Player | 'self', notation: string): Draft => ({
  ...emptyDraft(),
  winner,
  from,
  notation,
});
const draw: Draft = { ...emptyDraft(), kind: 'draw' };

/** A sheet with these hands added one by one through the form's own action. */
function sheetOf(variant = hk, drafts: Draft[] = []): Sheet {
  let sheet: Sheet = { ...emptySheet(variant), names: { E: 'Ann', S: 'Bo', W: 'Chi', N: 'Dan' } };
  for (const d of drafts) {
    const out = addHand(variant, sheet, d);
    if (out.message.error) throw new Error(out.message.text);
    sheet = out.sheet;
  }
  return sheet;
}

/** The same game sent as a `mahjong-score` game request. */
const asRequest = (sheet: Sheet, hands: unknown[]) =>
  playGame(hk, readGame(hk, { players: sheet.names, hands }));

describe('adding hands: the engine plays them with the seats the game gives', () => {
  const sheet = sheetOf(hk, [
    win('E', 'self', CHOWS),
    draw,
    win('S', 'W', EAST_PUNG),
    win('W', 'self', CHOWS),
  ]);
  const replay = replaySheet(hk, sheet);

  it('the dealer keeps the deal on his win and a draw, and it passes on another win', () => {
    expect(replay.hands.map((h) => h.dealer)).toEqual(['E', 'E', 'E', 'S']);
    expect(replay.upcoming.dealer).toBe('W');
    expect(replay.hands[3]!.seats).toEqual({ E: 'N', S: 'E', W: 'S', N: 'W' });
  });

  it('every hand is what the same game sent to mahjong-score settles', () => {
    const request = asRequest(sheet, [
      { winner: 'E', hand: CHOWS, context: { selfDrawn: true } },
      { draw: true },
      { winner: 'S', hand: EAST_PUNG, context: { selfDrawn: false, discarder: 'W' } },
      { winner: 'W', hand: CHOWS, context: { selfDrawn: true } },
    ]);
    expect(replay.hands).toEqual(request.hands);
    expect(replay.balances).toEqual(request.balances);
  });

  it('a hand the engine refuses is not added, and the message says why', () => {
    const out = addHand(hk, sheet, win('N', 'self', '123m 456p 789s 224s 5p @5p'));
    expect(out.sheet).toBe(sheet);
    expect(out.message).toMatchObject({ error: true });
    expect(out.message.text).toMatch(/^Not changed: /);
    expect(addHand(hk, sheet, win('N', 'self', '')).message.text).toMatch(/Dan's winning hand/);
  });

  it('nobody wins on his own discard: the engine says so', () => {
    const out = addHand(hk, sheet, { ...win('N', 'self', CHOWS), from: 'N' });
    expect(out.message.text).toMatch(/cannot also be the discarder/);
  });
});

describe('corrections: every later hand, dealer and balance is played again', () => {
  const sheet = sheetOf(hk, [
    win('S', 'W', CHOWS),
    win('S', 'self', CHOWS),
    win('W', 'N', EAST_PUNG),
    win('E', 'S', CHOWS),
  ]);

  it('correcting hand 2 from a dealer win to a draw changes every later balance but keeps the dealers', () => {
    const before = replaySheet(hk, sheet);
    const out = replaceHand(hk, sheet, 1, draw);
    expect(out.message).toEqual({ text: 'Hand 2 corrected.', error: false });
    const after = replaySheet(hk, out.sheet);
    expect(after.hands.map((h) => h.dealer)).toEqual(before.hands.map((h) => h.dealer));
    for (const i of [1, 2, 3])
      expect(after.hands[i]!.balances).not.toEqual(before.hands[i]!.balances);
    expect(after.hands[0]).toEqual(before.hands[0]);
  });

  it("correcting who won hand 1 moves the deal, and with it every later hand's seats", () => {
    const out = replaceHand(hk, sheet, 0, win('E', 'W', CHOWS));
    const after = replaySheet(hk, out.sheet);
    expect(after.hands.map((h) => h.dealer)).toEqual(['E', 'E', 'S', 'W']);
    expect(after.hands[1]!.seats.S).toBe('S');
  });

  it('the form opens a past hand as it was entered', () => {
    expect(draftOf(sheet.entries[2]!)).toMatchObject({
      winner: 'W',
      from: 'N',
      notation: EAST_PUNG,
    });
  });

  it('deleting a hand moves the later ones up and plays them again', () => {
    const out = deleteHand(hk, sheet, 0);
    expect(out.sheet.entries).toEqual(sheet.entries.slice(1));
    const after = replaySheet(hk, out.sheet);
    // Without the pass of hand 1, the dealer (Ann) is still dealing when Bo self-draws.
    expect(after.hands[0]!.seats.S).toBe('S');
    expect(after.hands).toHaveLength(3);
  });

  it('a correction that leaves a later hand impossible is kept, and the message names that hand', () => {
    // A one-round game: a draw, then four wins that each pass the deal, the last ending the round.
    const passes = (['W', 'N', 'E', 'S'] as const).map((p) => win(p, 'self', CHOWS));
    let game: Sheet = { ...sheetOf(hk, []), rounds: 1 };
    for (const d of [draw, ...passes]) game = addHand(hk, game, d).sheet;
    expect(game.entries).toHaveLength(5);
    expect(replaySheet(hk, game).ended).toBe(true);
    // Hand 1 a pass instead of a draw: the round ends a hand sooner, so hand 5 comes after the end.
    const out = replaceHand(hk, game, 0, win('S', 'self', CHOWS));
    expect(out.sheet.entries[0]).toMatchObject({ winner: 'S' });
    expect(out.message.error).toBe(true);
    expect(out.message.text).toMatch(
      /^Hand 1 corrected\. Hand 5 can no longer be scored \(.*after the game ended/,
    );
    expect(replaySheet(hk, out.sheet).failure?.number).toBe(5);
    // While a hand cannot be scored, no hand is added after it.
    expect(addHand(hk, out.sheet, draw).message.text).toMatch(
      /hand 5 cannot be scored; correct or delete it first/,
    );
  });
});

describe('the address holds the game', () => {
  const sheet = {
    ...sheetOf(vn, []),
    rounds: 2 as const,
    options: { startingBank: 0, leftoverPhan: '2' },
    entries: [
      { kind: 'draw' as const },
      {
        kind: 'win' as const,
        winner: 'W' as const,
        from: 'N' as const,
        events: ['lastTile' as const],
        extra: { feeder: 'N', feeding: 'suit' },
        notation: '5s5s 12m [123m] [456m] [789m] @3m',
      },
    ],
  };

  it('a link brings back the names, length, table rules and every hand', () => {
    const decoded = decodeSheet(vn, encodeSheet(vn, sheet));
    expect(decoded.problems).toEqual([]);
    expect(decoded.sheet).toEqual(sheet);
  });

  it('a tampered link says what it could not read, and keeps the hands before the bad one', () => {
    const link = `${encodeSheet(vn, sheet).replace('len=2', 'len=3')}&hand=X.s.|123m&hand=draw&o.startingBank=abc`;
    const { sheet: read, problems } = decodeSheet(vn, link);
    expect(read.entries).toEqual(sheet.entries);
    expect(problems.join('\n')).toMatch(/hand 3 could not be read .*winner E, S, W or N/);
    expect(problems.join('\n')).toMatch(/length must be 1, 2 or 4 rounds, not "3"/);
    expect(problems.join('\n')).toMatch(/startingBank "abc" is not a whole number/);
  });

  it('a whole deal in the link of a game whose hands are single wins is refused, with the hands after it', () => {
    const link = `${encodeSheet(vn, sheet)}&hand=deal.mpsm&e=kong.E.concealed.7m&hand=draw`;
    const { sheet: read, problems } = decodeSheet(vn, link);
    expect(read.entries).toEqual(sheet.entries);
    expect(problems).toEqual([
      `hand ${sheet.entries.length + 1} could not be read ("deal.mpsm" is a whole deal, and this game's hands are not); it and the hands after it were left out`,
    ]);
  });

  it("the running bank's links still open: players 1–4, its start and stay fields", () => {
    const bank =
      '?v=vietnamese&cv=1&start=0&stay=0&hand=draw&hand=2.4.E.last|123m 456p 789s 5s [NNN] @5s';
    const { sheet: read, problems } = decodeSheet(vn, bank);
    expect(problems).toEqual([]);
    expect(read.options).toEqual({ startingBank: 0, dealerStays: false });
    expect(read.entries[1]).toEqual({
      kind: 'win',
      winner: 'S',
      from: 'N',
      events: ['lastTile'],
      extra: {},
      notation: '123m 456p 789s 5s [NNN] @5s',
    });
    const southRound = decodeSheet(vn, '?hand=2.s.S.|123m 456p 789s 5s [NNN] @5s');
    expect(southRound.problems.join()).toMatch(/moves the round wind by the rules itself/);
  });
});

describe('the record as CSV', () => {
  it('one row a hand with each player paid and balance; names with commas are quoted', () => {
    const sheet = sheetOf(hk, [win('E', 'self', CHOWS), draw]);
    sheet.names.N = 'Dan, Jr';
    const replay = replaySheet(hk, sheet);
    const lines = gameCsv(sheet, replay.hands).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Hand,Round,Dealer,Result,Winning hand,Value,Ann paid,Bo paid,Chi paid,"Dan, Jr paid",Ann balance,Bo balance,Chi balance,"Dan, Jr balance"',
    );
    const h = replay.hands[0]!;
    expect(lines[1]).toBe(
      `1,East,Ann,Ann won self-drawn,${CHOWS},${h.total},${h.payments.E},${h.payments.S},${h.payments.W},${h.payments.N},${h.balances.E},${h.balances.S},${h.balances.W},${h.balances.N}`,
    );
    expect(lines[2]).toMatch(/^2,East,Ann,Draw,,,0,0,0,0,/);
  });
});

describe('storage keeps the rules version a game was scored under', () => {
  const memory = (): Store & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    };
  };
  const sheet = sheetOf(hk, [win('E', 'self', CHOWS)]);
  const hands = replaySheet(hk, sheet).hands;

  it('a game saved under this version comes back as its link', () => {
    const store = memory();
    saveGame(store, hk, encodeSheet(hk, sheet), hands);
    expect(restoreGame(store, hk)).toEqual({ kind: 'current', search: encodeSheet(hk, sheet) });
  });

  it('a game saved under an older version comes back with its hands as they were scored', () => {
    const store = memory();
    saveGame(store, { ...hk, catalogueVersion: hk.catalogueVersion - 1 }, '?hand=draw', hands);
    expect(restoreGame(store, hk)).toEqual({
      kind: 'older',
      version: hk.catalogueVersion - 1,
      search: '?hand=draw',
      hands,
    });
  });

  it('storage written by something else is ignored, never a crash', () => {
    const store = memory();
    for (const junk of ['{', '"text"', '{"version":1}', '{"version":1,"search":"","hands":[1]}']) {
      store.data.set('mahjong-atlas:game:hong-kong', junk);
      expect(restoreGame(store, hk)).toBeNull();
    }
    expect(restoreGame(null, hk)).toBeNull();
  });
});
