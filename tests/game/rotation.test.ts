/**
 * How each variant moves the deal, the seat winds and the prevailing wind through a game, each
 * rule checked against the source the variant cites for it.
 */
import { describe, expect, it } from 'vitest';
import {
  advance,
  type DealView,
  dealView,
  type GameState,
  startGame,
} from '../../src/engine/game/progress';
import type { DealOutcome, RoundCount } from '../../src/engine/game/rules';
import { citation } from '../../src/sources/cite';
import { getVariant } from '../../src/variants';
import { nextDealerSeat } from '../../src/variants/sichuan/game';

const WIN_BY_DEALER: DealOutcome = { draw: false, dealerWon: true };
const WIN_BY_OTHER: DealOutcome = { draw: false, dealerWon: false };
const DRAW: DealOutcome = { draw: true, dealerWon: false };

/** The deal before each hand of a game whose hands end as `outcomes`, then the state after. */
function play(variantId: string, outcomes: DealOutcome[], rounds: RoundCount = 4) {
  const variant = getVariant(variantId);
  const rules = variant.game!;
  let state: GameState = startGame(rules, {});
  const deals: DealView[] = [];
  for (const o of outcomes) {
    deals.push(dealView(state));
    state = advance(rules, state, o, rounds, {});
  }
  return { deals, state, next: dealView(state) };
}

describe.each(['hong-kong', 'rainbow-dragon', 'vmc'])(
  '%s: the Hong Kong way of passing the deal',
  (id) => {
    it('cites where the rule comes from', () => {
      const source = citation(getVariant(id).game!.source);
      expect(source).toMatch(
        id === 'vmc' ? /VMC rules explained/ : /Mahjong rules.*Passing the deal/,
      );
    });

    it('the dealer keeps the deal after his own win and after a draw', () => {
      const { deals } = play(id, [WIN_BY_DEALER, DRAW, WIN_BY_DEALER]);
      expect(deals.map((d) => d.dealer)).toEqual(['E', 'E', 'E']);
      expect(deals.map((d) => d.round)).toEqual(['E', 'E', 'E']);
    });

    it("another player's win passes the deal to the dealer's right, and every seat wind moves with it", () => {
      const { next } = play(id, [WIN_BY_OTHER]);
      expect(next.dealer).toBe('S');
      expect(next.seats).toEqual({ E: 'N', S: 'E', W: 'S', N: 'W' });
      expect(next.round).toBe('E');
    });

    it('the round ends when the deal has gone round the table: the first dealer deals the South round', () => {
      const { deals, next } = play(id, [
        WIN_BY_OTHER,
        DRAW,
        WIN_BY_OTHER,
        WIN_BY_OTHER,
        WIN_BY_DEALER,
        WIN_BY_OTHER,
      ]);
      expect(deals.map((d) => `${d.round}${d.dealer}`)).toEqual([
        'EE',
        'ES',
        'ES',
        'EW',
        'EN',
        'EN',
      ]);
      expect(next).toMatchObject({ number: 7, round: 'S', dealer: 'E' });
      expect(next.seats).toEqual({ E: 'E', S: 'S', W: 'W', N: 'N' });
    });

    it('a game of one round ends when the East round does, and a full game after the North round', () => {
      expect(play(id, Array(4).fill(WIN_BY_OTHER), 1).state.ended).toBe(true);
      expect(play(id, Array(3).fill(WIN_BY_OTHER), 1).state.ended).toBe(false);
      const full = play(id, Array(16).fill(WIN_BY_OTHER), 4);
      expect(full.deals.map((d) => d.round).join('')).toBe('EEEESSSSWWWWNNNN');
      expect(full.state.ended).toBe(true);
    });
  },
);

describe('vietnamese: the deal passes one seat over, and the dealer stays after a win or a draw (the Vietnamese guide)', () => {
  it('cites the guide', () => {
    expect(citation(getVariant('vietnamese').game!.source)).toMatch(/Vietnamese mahjong guide/);
  });

  it('the dealer stays after his win and a draw, and the deal passes after another win', () => {
    const { deals, next } = play('vietnamese', [WIN_BY_DEALER, DRAW, WIN_BY_OTHER]);
    expect(deals.map((d) => d.dealer)).toEqual(['E', 'E', 'E']);
    expect(next.dealer).toBe('S');
    expect(next.seats.S).toBe('E');
  });

  it('every player starts from a bank of 300', () => {
    expect(getVariant('vietnamese').game!.startingBalance?.({})).toBe(300);
  });

  it('both are table rules of the game, each citing the guide: a start from 0, a deal that always passes', () => {
    const rules = getVariant('vietnamese').game!;
    expect(rules.options?.map((o) => [o.id, o.default])).toEqual([
      ['startingBank', 300],
      ['dealerStays', true],
    ]);
    for (const o of rules.options ?? [])
      expect(citation(o.source)).toMatch(/Vietnamese mahjong guide/);
    expect(rules.startingBalance?.({ startingBank: 0 })).toBe(0);
    const options = { dealerStays: false };
    let state = startGame(rules, options);
    state = advance(rules, state, WIN_BY_DEALER, 4, options);
    expect(dealView(state).dealer).toBe('S');
    state = advance(rules, state, DRAW, 4, options);
    expect(dealView(state).dealer).toBe('W');
  });
});

describe('mcr: the deal passes every hand, and players change seats between rounds (MCR Seating Scheme)', () => {
  it('cites the seating scheme', () => {
    expect(citation(getVariant('mcr').game!.source)).toMatch(/MCR Seating Scheme/);
  });

  it('a dealer win does not keep the deal: sixteen hands make four rounds and the game', () => {
    const { deals, state } = play('mcr', Array(16).fill(WIN_BY_DEALER));
    expect(deals.map((d) => d.round).join('')).toBe('EEEESSSSWWWWNNNN');
    expect(state.ended).toBe(true);
  });

  it('after the East round East and South change seats, as do West and North', () => {
    const { deals } = play('mcr', Array(5).fill(WIN_BY_OTHER));
    expect(deals[4]!.seats).toEqual({ E: 'S', S: 'E', W: 'N', N: 'W' });
    expect(deals[4]!.dealer).toBe('S');
  });

  it('the player who started West moves one seat on each round, and the one who started North one seat back', () => {
    const { deals } = play('mcr', Array(16).fill(WIN_BY_OTHER));
    const firstOfRound = [0, 4, 8, 12].map((k) => deals[k]!.seats);
    expect(firstOfRound.map((s) => s.W).join('')).toBe('WNES');
    expect(firstOfRound.map((s) => s.N).join('')).toBe('NWSE');
  });

  it('over the game every player holds each seat wind at the start of one round, and has every other player on the right', () => {
    const { deals } = play('mcr', Array(16).fill(WIN_BY_OTHER));
    const firstOfRound = [0, 4, 8, 12].map((k) => deals[k]!.seats);
    for (const p of ['E', 'S', 'W', 'N'] as const)
      expect(new Set(firstOfRound.map((s) => s[p])).size).toBe(4);
    const rightOf = (seats: Record<string, string>, p: string) => {
      const order = 'ESWN';
      const next = order[(order.indexOf(seats[p]!) + 1) % 4];
      return Object.keys(seats).find((q) => seats[q] === next);
    };
    for (const p of ['E', 'S', 'W', 'N'])
      expect(new Set(firstOfRound.map((s) => rightOf(s, p))).size).toBe(3);
  });
});

describe('sichuan: the deal names the next dealer (the international rules; riichi_advanced as a table option)', () => {
  const rules = getVariant('sichuan').game!;
  const win = (seats: ('E' | 'S' | 'W' | 'N')[], discarder?: 'E' | 'S' | 'W' | 'N') => ({
    winners: seats.map((seat) => ({ seat })),
    how: discarder ? { discarder } : {},
  });

  it('cites the international rules, and riichi_advanced for the other choice, as a table rule', () => {
    expect(rules.source.status).toBe('table-option');
    expect(citation(rules.source)).toMatch(/international.*riichi_advanced/s);
    const decl = rules.options?.find((o) => o.id === 'nextDealer');
    expect(decl?.default).toBe('international');
    expect(decl?.choices?.map((c) => c.value)).toEqual(['international', 'first-winner']);
  });

  it('international rules: the first winner deals; the discarder after several wins on his tile; the dealer again if nobody won', () => {
    expect(nextDealerSeat(win(['W']), 'international')).toBe('W');
    expect(nextDealerSeat(win(['N'], 'S'), 'international')).toBe('N');
    expect(nextDealerSeat(win(['S', 'N'], 'W'), 'international')).toBe('W');
    expect(nextDealerSeat(undefined, 'international')).toBe('E');
  });

  it('riichi_advanced: always the first winner; of several on one discard, the first to the discarder’s right', () => {
    expect(nextDealerSeat(win(['S', 'N'], 'W'), 'first-winner')).toBe('N');
    expect(nextDealerSeat(win(['N', 'E'], 'S'), 'first-winner')).toBe('N');
    expect(nextDealerSeat(win(['E'], 'S'), 'first-winner')).toBe('E');
    expect(nextDealerSeat(undefined, 'first-winner')).toBe('E');
  });

  it('the seat winds move with the dealer, who sits East; there is no prevailing wind and no round', () => {
    let state = startGame(rules, {});
    expect(dealView(state).round).toBeNull();
    state = advance(rules, state, { draw: false, dealerWon: false, nextDealer: 'W' }, null, {});
    expect(dealView(state)).toMatchObject({ dealer: 'W', round: null });
    expect(dealView(state).seats).toEqual({ E: 'W', S: 'N', W: 'E', N: 'S' });
    // The seat is the one held in that deal: its North, player S, deals next.
    state = advance(rules, state, { draw: false, dealerWon: false, nextDealer: 'N' }, null, {});
    expect(dealView(state).dealer).toBe('S');
  });

  it('the game lasts as many deals as the table sets, or has no set end', () => {
    const twice = { draw: true, dealerWon: false, nextDealer: 'E' as const };
    let state = startGame(rules, { deals: 2 });
    state = advance(rules, state, twice, null, { deals: 2 });
    expect(state.ended).toBe(false);
    state = advance(rules, state, twice, null, { deals: 2 });
    expect(state.ended).toBe(true);
    let open = startGame(rules, {});
    for (let k = 0; k < 20; k++) open = advance(rules, open, twice, null, {});
    expect(open.ended).toBe(false);
  });
});
