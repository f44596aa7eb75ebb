import { describe, expect, it } from 'vitest';
import { runBank, seatsFor } from '../../../src/variants/vietnamese/game/bank';
import { ask } from './vn';

const pay = (E: number, S: number, W: number, N: number) => ({ E, S, W, N });

describe('the running bank (seed 000): 300 each, payments move points, the dealer stays on his win or a draw', () => {
  it('starts everyone at 300 and applies each hand to the players by their seats', () => {
    const run = runBank([{ payments: pay(-8, 32, -16, -8), winner: 'S' }]);
    expect(run.steps[0]!.seatOfPlayer).toEqual(['E', 'S', 'W', 'N']);
    expect(run.balances).toEqual([292, 332, 284, 292]);
    expect(run.balances.reduce((a, b) => a + b, 0)).toBe(1200);
  });
  it('a non-dealer win passes the deal one seat on and the seats turn with it', () => {
    const run = runBank([
      { payments: pay(-8, 32, -16, -8), winner: 'S' },
      { payments: pay(96, -32, -32, -32), winner: 'E' },
    ]);
    expect(run.steps[0]!.nextDealer).toBe(1);
    expect(run.steps[1]!.seatOfPlayer).toEqual(['N', 'E', 'S', 'W']);
    // Player 1 dealt the second hand (East) and won 96.
    expect(run.balances).toEqual([292 - 32, 332 + 96, 284 - 32, 292 - 32]);
    expect(run.nextDealer).toBe(1);
  });
  it('the dealer stays on a drawn hand, and nobody pays', () => {
    const run = runBank([{ payments: pay(0, 0, 0, 0), winner: null }]);
    expect(run.nextDealer).toBe(0);
    expect(run.balances).toEqual([300, 300, 300, 300]);
  });
  it('options: a zero start (RA-cur) and a deal that always passes', () => {
    const run = runBank([{ payments: pay(96, -32, -32, -32), winner: 'E' }], {
      startingBank: 0,
      dealerStays: false,
    });
    expect(run.balances).toEqual([96, -32, -32, -32]);
    expect(run.nextDealer).toBe(1);
  });
  it('refuses payments that do not sum to zero, or a draw with payments', () => {
    expect(() => runBank([{ payments: pay(1, 0, 0, 0), winner: 'E' }])).toThrow(/sum to zero/);
    expect(() => runBank([{ payments: pay(1, -1, 0, 0), winner: null }])).toThrow(
      /nobody pays on a drawn hand/,
    );
  });
  it('takes mahjong-score answers directly', () => {
    const a = ask('111m 555p 999s 5s [NNN] @5s');
    if (!a.ok) throw new Error(a.error);
    expect(runBank([{ payments: a.payments, winner: 'S' }]).balances).toEqual([292, 332, 284, 292]);
    expect(seatsFor(2)).toEqual(['W', 'N', 'E', 'S']);
  });
});
