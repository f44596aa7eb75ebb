/**
 * What the running bank's form and buttons do (src/components/running-bank/actions.ts): a hand is
 * added only when the engine scores it, under the dealer the bank says deals it; undo and clear
 * give back the books as they were; the form keeps a winner off his own discard.
 */
import { describe, expect, it } from 'vitest';
import {
  addHand,
  clearHands,
  emptyDraft,
  entryOf,
  nextDraft,
  undoHand,
  withEvent,
  withExtra,
  withWinner,
} from '../../src/components/running-bank/actions';
import {
  buildLedger,
  emptyLedger,
  type LedgerState,
} from '../../src/components/running-bank/entries';
import { vietnamese } from '../../src/variants/vietnamese';

const MOSQUITO = '12mJ4 456p 789s 222s 5p @5p';
const winBy = (winner: 0 | 1 | 2 | 3, from: 0 | 1 | 2 | 3 | 'self', notation = MOSQUITO) => ({
  ...emptyDraft(),
  winner,
  from,
  notation,
});
const add = (state: LedgerState, d = winBy(1, 2)) => addHand(vietnamese, state, d);
const balances = (s: LedgerState) => buildLedger(vietnamese, s).run.balances;

describe('adding a hand', () => {
  it("a scored win is added as the next hand and moves the engine's payments", () => {
    const { state, message } = add(emptyLedger());
    expect(state.entries).toHaveLength(1);
    expect(message).toEqual({ text: 'Hand 1 added.', error: false });
    expect(balances(state)).toEqual([299, 303, 299, 299]);
  });

  it("a hand the engine refuses is not added, and the message gives the engine's reason", () => {
    const start = add(emptyLedger()).state;
    const { state, message } = add(start, winBy(0, 3, '123m 456p 789s 224s 5p @5p'));
    expect(state).toBe(start);
    expect(message.error).toBe(true);
    expect(message.text).toMatch(/^Not added: .+/);
  });

  it("a win without a hand asks for the winner's hand in words and adds nothing", () => {
    const { state, message } = add(emptyLedger(), winBy(2, 'self', '  '));
    expect(state.entries).toEqual([]);
    expect(message.text).toBe(
      "Not added: enter Player 3's winning hand in notation, for example 123m 456p 789s 234s 5p @5p.",
    );
  });

  it('a draw is added with no payment, whatever the form held for a win', () => {
    const { state } = add(emptyLedger(), { ...winBy(1, 2, 'not a hand'), kind: 'draw' });
    expect(state.entries).toEqual([{ kind: 'draw' }]);
    expect(balances(state)).toEqual([300, 300, 300, 300]);
  });

  it('no hand is added after one that cannot be scored (a hand-edited link) until it is undone', () => {
    const broken: LedgerState = {
      ...emptyLedger(),
      entries: [
        {
          kind: 'win',
          winner: 0,
          from: 1,
          round: 'E',
          events: [],
          extra: {},
          notation: '123m 456p 789s 224s 5p @5p',
        },
      ],
    };
    const { state, message } = add(broken);
    expect(state).toBe(broken);
    expect(message.text).toBe('Not added: hand 1 cannot be scored; undo it first.');
    expect(add(undoHand(broken).state).state.entries).toHaveLength(1);
  });
});

describe('undo and clear', () => {
  it("undoing the last hand restores every player's balance from before it, and says which hand went", () => {
    const one = add(emptyLedger()).state;
    const two = add(one, winBy(3, 'self')).state;
    const { state, message } = undoHand(two);
    expect(balances(state)).toEqual(balances(one));
    expect(message.text).toBe('Hand 2 removed.');
  });

  it("clearing removes every hand and gives everyone his starting pool back, keeping the game's rules", () => {
    const played = add({ ...emptyLedger(), startingBank: 0, dealerStays: false }).state;
    const { state } = clearHands(played);
    expect(state.entries).toEqual([]);
    expect(state.startingBank).toBe(0);
    expect(state.dealerStays).toBe(false);
    expect(balances(state)).toEqual([0, 0, 0, 0]);
  });
});

describe('the form', () => {
  it('choosing the discarder as the winner turns the win into a self-draw', () => {
    expect(withWinner(winBy(0, 2), 2).from).toBe('self');
    expect(withWinner(winBy(0, 2), 3).from).toBe(2);
  });

  it('a win event is ticked once and unticked', () => {
    const on = withEvent(withEvent(emptyDraft(), 'lastTile', true), 'lastTile', true);
    expect(on.events).toEqual(['lastTile']);
    expect(withEvent(on, 'lastTile', false).events).toEqual([]);
  });

  it("a context field at its default is not stored, so the hand's link stays short", () => {
    const field = vietnamese.contextFields![0]!;
    const other = field.choices.find((c) => c.value !== (field.default ?? ''))!.value;
    const set = withExtra(emptyDraft(), field, other);
    expect(set.extra).toEqual({ [field.id]: other });
    expect(withExtra(set, field, field.default ?? '').extra).toEqual({});
  });

  it('after a hand is added the form clears but stays on a draw or a win, in the same round', () => {
    const next = nextDraft({ ...winBy(2, 1), kind: 'draw', round: 'S', events: ['lastTile'] });
    expect(next).toEqual({ ...emptyDraft(), kind: 'draw', round: 'S' });
  });

  it('a self-drawn win becomes an entry with no discarder and the trimmed hand', () => {
    expect(entryOf(winBy(1, 'self', ` ${MOSQUITO} `))).toMatchObject({
      kind: 'win',
      winner: 1,
      from: null,
      notation: MOSQUITO,
    });
  });
});
