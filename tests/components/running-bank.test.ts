/**
 * The running-bank ledger's plain logic: hands travel in the address and come back the same,
 * each hand is scored with the seats of the player who dealt it, the dealer stays on his own win
 * or a draw and passes otherwise (seed), the pools start at 300 and always sum to four pools,
 * and a hand that cannot be scored stops the books with the engine's reason.
 */
import { describe, expect, it } from 'vitest';
import {
  buildLedger,
  contextFor,
  decodeEntry,
  decodeLedger,
  type Entry,
  emptyLedger,
  encodeEntry,
  encodeLedger,
  type LedgerState,
  seatOf,
} from '../../src/components/running-bank/entries';
import { parseHand } from '../../src/engine/notation';
import { scoreHand } from '../../src/engine/score';
import { vietnamese } from '../../src/variants/vietnamese';

/** A hand with a joker in a run and no pattern: the mosquito, 1 point from every payer. */
const MOSQUITO = '12mJ4 456p 789s 222s 5p @5p';
/** The same shape with real tiles only: at least the no-joker mosquito's 1 mủn. */
const REAL = '123m 456p 789s 222s 5p @5p';

type Win = Extract<Entry, { kind: 'win' }>;
const win = (
  winner: 0 | 1 | 2 | 3,
  from: 0 | 1 | 2 | 3 | null,
  notation: string,
  extra: Record<string, string> = {},
): Win => ({
  kind: 'win',
  winner,
  from,
  round: 'E',
  events: [],
  extra,
  notation,
});
const ledger = (entries: Entry[], patch: Partial<LedgerState> = {}) =>
  buildLedger(vietnamese, { ...emptyLedger(), entries, ...patch });
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('seats', () => {
  it('the dealer sits East and the others follow in player order', () => {
    expect([0, 1, 2, 3].map((p) => seatOf(p, 0))).toEqual(['E', 'S', 'W', 'N']);
    expect([0, 1, 2, 3].map((p) => seatOf(p, 2))).toEqual(['W', 'N', 'E', 'S']);
  });

  it("a win is scored with the winner's and discarder's seats for the hand's dealer", () => {
    expect(contextFor(win(3, 1, MOSQUITO), 1)).toMatchObject({
      seat: 'W',
      discarder: 'E',
      selfDrawn: false,
    });
    expect(contextFor(win(0, null, MOSQUITO, { blessing: 'heaven' }), 0)).toMatchObject({
      seat: 'E',
      selfDrawn: true,
      blessing: 'heaven',
    });
  });
});

describe('the bank', () => {
  it('everyone starts with 300 and the first dealer is player 1', () => {
    const l = ledger([]);
    expect(l.run.balances).toEqual([300, 300, 300, 300]);
    expect(l.run.nextDealer).toBe(0);
  });

  it('a mosquito hand on a discard moves 1 point from each of the three (0 phán pays 1 either way)', () => {
    const l = ledger([win(1, 2, MOSQUITO)]);
    expect(l.brokenAt).toBeNull();
    expect(l.scored[0]!.result?.total).toBe(0);
    expect(l.run.balances).toEqual([299, 303, 299, 299]);
  });

  it('each hand pays what the engine scores for it, and the pools always sum to 1200', () => {
    const l = ledger([win(1, 2, REAL), { kind: 'draw' }, win(3, null, MOSQUITO)]);
    const first = scoreHand(vietnamese, parseHand(REAL), { seat: 'S', discarder: 'W', round: 'E' });
    expect(l.run.steps[0]!.balances[1]).toBe(300 + first.payments.S);
    expect(l.run.steps[0]!.balances[2]).toBe(300 + first.payments.W);
    for (const s of l.run.steps) expect(sum(s.balances)).toBe(1200);
  });

  it("the dealer stays after his own win and after a draw, and passes after another player's win (seed)", () => {
    const l = ledger([
      win(0, 1, MOSQUITO),
      { kind: 'draw' },
      win(2, 0, MOSQUITO),
      { kind: 'draw' },
    ]);
    expect(l.scored.map((s) => s.dealer)).toEqual([0, 0, 0, 1]);
    expect(l.run.nextDealer).toBe(1);
  });

  it('with the dealer-stays rule off the deal passes every hand, a draw included', () => {
    const l = ledger([win(0, 1, MOSQUITO), { kind: 'draw' }], { dealerStays: false });
    expect(l.scored.map((s) => s.dealer)).toEqual([0, 1]);
    expect(l.run.nextDealer).toBe(2);
  });

  it('a starting bank of 0 keeps a plain tally', () => {
    expect(ledger([win(1, 2, MOSQUITO)], { startingBank: 0 }).run.balances).toEqual([
      -1, 3, -1, -1,
    ]);
  });

  it('undoing the last hand gives back the balances and dealer shown after the hand before it', () => {
    const three = [win(1, 2, REAL), win(1, null, MOSQUITO), win(3, 0, MOSQUITO)];
    const full = ledger(three);
    const undone = ledger(three.slice(0, -1));
    expect(undone.run.balances).toEqual(full.run.steps[1]!.balances);
    expect(undone.run.nextDealer).toBe(full.run.steps[1]!.nextDealer);
    expect(undone.run.balances).not.toEqual(full.run.balances);
  });

  it("a hand the engine refuses stops the books there, with the engine's reason", () => {
    const l = ledger([
      win(1, 2, MOSQUITO),
      win(0, 3, '123m 456p 789s 224s 5p @5p'),
      win(2, 0, MOSQUITO),
    ]);
    expect(l.brokenAt).toBe(1);
    expect(l.scored).toHaveLength(2);
    expect(l.scored[1]!.error).toBeTruthy();
    expect(l.run.steps).toHaveLength(1);
  });
});

describe('the address', () => {
  it('a win, a self-draw with context and a draw come back from the link as they were', () => {
    const entries: Entry[] = [
      win(1, 2, MOSQUITO),
      { ...win(3, null, REAL, { blessing: 'earth' }), events: ['lastTile'] },
      { kind: 'draw' },
    ];
    for (const e of entries) expect(decodeEntry(encodeEntry(e))).toEqual(e);
    const state: LedgerState = {
      startingBank: 0,
      dealerStays: false,
      entries,
      options: { leftoverPhan: '2' },
    };
    const back = decodeLedger(vietnamese, encodeLedger(vietnamese, state));
    expect(back.problems).toEqual([]);
    expect(back.state).toEqual(state);
  });

  it('a damaged hand in a link is reported and it and the later hands are left out', () => {
    const q = `?v=vietnamese&hand=draw&hand=9.1.E.|${encodeURIComponent(MOSQUITO)}&hand=draw&start=12`;
    const back = decodeLedger(vietnamese, q);
    expect(back.state.entries).toEqual([{ kind: 'draw' }]);
    expect(back.state.startingBank).toBe(300);
    expect(back.problems.join(' ')).toMatch(/hand 2 could not be read/);
    expect(back.problems.join(' ')).toMatch(/starting bank must be 300 or 0/);
  });
});
