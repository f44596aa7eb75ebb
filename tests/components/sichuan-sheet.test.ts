/**
 * The score sheet's plain logic in a game of whole deals (Sichuan): deals added, corrected and
 * deleted through the engine with every later deal played again, the address holding each deal
 * as the deal ledger writes its events (read defensively), and the CSV of a game of deals.
 */
import { describe, expect, it } from 'vitest';
import { addEntry, deleteHand, replaceEntry } from '../../src/components/game-sheet/actions';
import { gameCsv } from '../../src/components/game-sheet/csv';
import { DEAL_LINKS } from '../../src/components/game-sheet/deal-links';
import { encodeSheet } from '../../src/components/game-sheet/link';
import { decodeSheet } from '../../src/components/game-sheet/link-read';
import {
  type DealState,
  emptySheet,
  handNoun,
  replaySheet,
  type Sheet,
  tableOptions,
} from '../../src/components/game-sheet/sheet';
import { playGame, readGame } from '../../src/engine/game/play';
import { resolveOptions } from '../../src/engine/options';
import { getVariant } from '../../src/variants';
import { NOBODY_WINS_DEAL, THREE_DEALS, WORKED_DEAL } from '../game/sichuan-deals';

const sichuan = getVariant('sichuan');
const NAMES = { E: 'Ann', S: 'Bo', W: 'Chi', N: 'Dan' };
const asDeal = (d: unknown) => structuredClone(d) as DealState;

function sheetOf(deals: unknown[]): Sheet {
  let sheet: Sheet = { ...emptySheet(sichuan), names: { ...NAMES } };
  for (const d of deals) {
    const out = addEntry(sichuan, sheet, { kind: 'deal', deal: asDeal(d) });
    if (out.message.error) throw new Error(out.message.text);
    sheet = out.sheet;
  }
  return sheet;
}

describe('a Sichuan sheet plays each deal through the engine’s game', () => {
  const sheet = sheetOf(THREE_DEALS);

  it('calls each hand of the game a deal, and says so when one is added', () => {
    expect(handNoun(sichuan)).toBe('deal');
    expect(addEntry(sichuan, sheet, { kind: 'deal', deal: asDeal(WORKED_DEAL) }).message.text).toBe(
      'Deal 4 added.',
    );
  });

  it('shows what the same game sent to mahjong-score gives', () => {
    const replay = replaySheet(sichuan, sheet);
    const direct = playGame(
      sichuan,
      readGame(sichuan, { players: NAMES, hands: THREE_DEALS.map((deal) => ({ deal })) }),
    );
    expect(replay.hands).toEqual(direct.hands);
    expect(replay.next).toEqual(direct.next);
    expect(replay.settlements.map((s) => s?.ended)).toEqual(['wall-end', 'three-won', 'wall-end']);
  });

  it('refuses a deal that is not over, and the sheet stays as it was', () => {
    const open = { ...asDeal(WORKED_DEAL), events: asDeal(WORKED_DEAL).events.slice(0, 2) };
    const out = addEntry(sichuan, sheet, { kind: 'deal', deal: open });
    expect(out.sheet).toBe(sheet);
    expect(out.message).toEqual({
      text: expect.stringMatching(/^Not changed: deal 4 is not over/),
      error: true,
    });
  });

  it('correcting deal 1 to a deal nobody wins keeps its dealer for deal 2, and every later deal is played again', () => {
    const out = replaceEntry(sichuan, sheet, 0, { kind: 'deal', deal: asDeal(NOBODY_WINS_DEAL) });
    expect(out.message.text).toBe('Deal 1 corrected.');
    const dealers = replaySheet(sichuan, out.sheet).hands.map((h) => h.dealer);
    expect(dealers[1]).toBe('E');
    expect(dealers).not.toEqual(replaySheet(sichuan, sheet).hands.map((h) => h.dealer));
  });

  it('deleting deal 1 moves the others up, dealt from the first dealer again', () => {
    const out = deleteHand(sichuan, sheet, 0);
    expect(out.message.text).toBe('Deal 1 deleted.');
    const hands = replaySheet(sichuan, out.sheet).hands;
    expect(hands).toHaveLength(2);
    expect(hands[0]!.dealer).toBe('E');
  });
});

describe('the address holds every deal', () => {
  const sheet = { ...sheetOf(THREE_DEALS), options: { nextDealer: 'first-winner', deals: 8 } };

  it('a link brings back the names, the game’s rules and every deal, event by event', () => {
    const search = encodeSheet(sichuan, sheet, DEAL_LINKS);
    expect(search).toContain('hand=deal.mpsm&e=kong.W.exposed.5p.N.48');
    expect(search).not.toContain('len=');
    const back = decodeSheet(sichuan, search, undefined, DEAL_LINKS);
    expect(back.problems).toEqual([]);
    expect(back.sheet.options).toEqual(sheet.options);
    expect(replaySheet(sichuan, back.sheet).hands).toEqual(replaySheet(sichuan, sheet).hands);
  });

  it('a tampered link says which deal and event it could not read, and keeps the deals before it', () => {
    const search = encodeSheet(sichuan, sheet, DEAL_LINKS).replace(
      'e=kong.E.concealed.7m',
      'e=kong.E.sideways.7m',
    );
    const back = decodeSheet(sichuan, search, undefined, DEAL_LINKS);
    expect(back.sheet.entries).toHaveLength(1);
    expect(back.problems).toEqual([
      'deal 2, event 3 could not be read (the kind of kong must be exposed, added or concealed, not "sideways"); it and the deals after it were left out',
    ]);
    const bad = decodeSheet(
      sichuan,
      '?v=sichuan&hand=deal.mpxm&e=kong.E.concealed.3s',
      undefined,
      DEAL_LINKS,
    );
    expect(bad.sheet.entries).toEqual([]);
    expect(bad.problems[0]).toMatch(/^deal 1 could not be read .*four missing suits/);
  });
});

describe('the record of a game of deals as CSV', () => {
  it('one row a deal: its dealer, who won, each player paid and balance', () => {
    const sheet = sheetOf(THREE_DEALS);
    const { hands } = replaySheet(sichuan, sheet);
    const lines = gameCsv(sheet, hands).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Deal,Dealer,Result,Ann paid,Bo paid,Chi paid,Dan paid,Ann balance,Bo balance,Chi balance,Dan balance',
    );
    const [, , two] = lines;
    const h = hands[1]!;
    expect(two).toBe(
      [
        '2',
        'Bo',
        '"Chi, Ann and Dan won"',
        ...Object.values(h.payments),
        ...Object.values(h.balances),
      ].join(','),
    );
    expect(lines[3]).toContain('Nobody won');
  });
});

describe('the deal being entered is settled under the table’s options', () => {
  it('the variant’s options reach the deal editor, the game’s own rules do not', () => {
    const sheet = { ...sheetOf([]), options: { cap: 3, nextDealer: 'first-winner', deals: 4 } };
    const options = tableOptions(sichuan, sheet);
    expect(options).not.toHaveProperty('nextDealer');
    const capped = sichuan.settleDeal!(WORKED_DEAL, options).net;
    expect(capped).toEqual(
      sichuan.settleDeal!(WORKED_DEAL, resolveOptions(sichuan, { cap: 3 })).net,
    );
    expect(capped).not.toEqual(sichuan.settleDeal!(WORKED_DEAL, resolveOptions(sichuan, {})).net);
  });
});
