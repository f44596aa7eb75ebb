/**
 * A whole game scored hand by hand: each win is scored by the engine exactly as the same hand
 * alone with the seat wind and prevailing wind the game gives it, and its payments are credited
 * to the players. In a variant whose hands are whole deals, each deal is settled as the
 * same deal alone, its seats running from that deal's dealer. One bad hand stops the game with an
 * error naming it: nothing is settled.
 */
import type { DealSettlement } from '../deal';
import { HandError, isHandError } from '../errors';
import { readHandJson } from '../hand-json';
import { resolveOptions } from '../options';
import { type ScoreResult, scoreHand } from '../score';
import { WINDS, type Wind } from '../tiles';
import type { Options, Variant } from '../variant';
import {
  advance,
  type DealView,
  dealView,
  type GameState,
  PLAYERS,
  type Player,
  startGame,
} from './progress';
import { type DealOutcome, type GameRules, ROUND_LENGTHS, type RoundCount } from './rules';

/**
 * One hand as the game is told it: a win by a player, or a draw; in a game of whole deals, a
 * deal in the variant's deal format with seats as they sat in it (East: its dealer).
 */
export type GameHandInput =
  | { draw: true }
  | { winner: Player; hand: unknown; context?: Record<string, unknown> }
  | { deal: unknown };

export interface GameInput {
  /** Each player's name, by first-hand seat. */
  players: Record<Player, string>;
  /** The game's length in rounds; null in a game of whole deals (its length is a table rule). */
  rounds: RoundCount | null;
  options: Options;
  hands: readonly GameHandInput[];
}

export interface PlayedHand {
  number: number;
  /** The prevailing wind; null in a game of whole deals (the variant has none). */
  round: Wind | null;
  dealer: Player;
  seats: Record<Player, Wind>;
  /** Nobody won (a deal can still move points: kongs, the wall's end). */
  draw: boolean;
  /** The winner; in a deal, the first to win. */
  winner: Player | null;
  /** In a deal: every winner, in the order they won. */
  winners?: Player[];
  /** The hand's value (null for a draw, and for a deal, whose wins each have their own). */
  total: number | null;
  payments: Record<Player, number>;
  balances: Record<Player, number>;
}

export interface PlayedGame {
  hands: PlayedHand[];
  balances: Record<Player, number>;
  next: { number: number; round: Wind | null; dealer: Player };
  ended: boolean;
}

/** Context the game fills in itself: a hand may not set them. */
const GAME_SETS = ['seat', 'round'] as const;

const byPlayer = (f: (p: Player) => number) =>
  Object.fromEntries(PLAYERS.map((p) => [p, f(p)])) as Record<Player, number>;

/** Reads the game part of a request: players, length, the variant's options, the hands. */
export function readGame(variant: Variant, raw: unknown): GameInput {
  const rules = gameRules(variant);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new HandError('bad-request', '"game" must be an object with "players" and "hands"', {
      reason: 'game-not-object',
    });
  const g = raw as Record<string, unknown>;
  const players = readPlayers(g.players);
  const rounds = readRounds(variant, rules, g.rounds);
  if (!Array.isArray(g.hands))
    throw new HandError('bad-request', 'game.hands must be a list', { reason: 'game-hands-list' });
  const options = resolveOptions(variant, g.options, rules.options);
  const hands = g.hands.map((h, k) =>
    rules.deals ? readDealHand(variant, h, k + 1) : readGameHand(variant, h, k + 1),
  );
  return { players, rounds, options, hands };
}

function readRounds(variant: Variant, rules: GameRules, raw: unknown): RoundCount | null {
  if (rules.deals) {
    if (raw !== undefined)
      throw new HandError(
        'bad-request',
        `a ${variant.shortName} game has no rounds (the deal goes to whoever its rules name): leave out game.rounds; a set number of deals is a table rule in game.options`,
        { reason: 'game-no-rounds' },
      );
    return null;
  }
  const rounds = raw ?? rules.usualRounds;
  if (!ROUND_LENGTHS.includes(rounds as RoundCount))
    throw new HandError(
      'bad-request',
      `game.rounds must be 1 (East round only), 2 (East and South) or 4 (a full game); got ${JSON.stringify(rounds)}`,
      { reason: 'game-rounds', value: JSON.stringify(rounds) },
    );
  return rounds as RoundCount;
}

function readPlayers(raw: unknown): Record<Player, string> {
  if (raw === undefined) return { E: 'East', S: 'South', W: 'West', N: 'North' };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new HandError(
      'bad-request',
      'game.players must name the players by seat: {"E": …, "S": …, "W": …, "N": …}',
      { reason: 'game-players' },
    );
  const r = raw as Record<string, unknown>;
  for (const key of Object.keys(r))
    if (!(WINDS as readonly string[]).includes(key))
      throw new HandError('bad-request', `game.players: "${key}" is not a seat (use E, S, W, N)`, {
        reason: 'game-player-seat',
        key,
      });
  const named = {} as Record<Player, string>;
  for (const p of PLAYERS) {
    const v = r[p];
    if (typeof v !== 'string' || !v.trim())
      throw new HandError(
        'bad-request',
        `game.players.${p} must be the name of the player in seat ${p}`,
        { reason: 'game-player-name', seat: p },
      );
    named[p] = v.trim();
  }
  return named;
}

function readGameHand(variant: Variant, raw: unknown, number: number): GameHandInput {
  const where = `hand ${number}`;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new HandError(
      'bad-request',
      `${where} must be an object: {"winner", "hand", "context"} or {"draw": true}`,
      { reason: 'game-hand-object', number },
    );
  const h = raw as Record<string, unknown>;
  if (h.deal !== undefined)
    throw new HandError(
      'bad-request',
      `${where}: a ${variant.shortName} game is scored hand by hand, {"winner", "hand", "context"} or {"draw": true}; a whole "deal" is a hand only where the variant is settled by deals`,
      { reason: 'game-hand-not-deal', number },
    );
  if (h.draw === true) {
    if (h.winner !== undefined || h.hand !== undefined)
      throw new HandError('bad-request', `${where} is a draw: it has no winner and no hand`, {
        reason: 'game-draw-winner',
        number,
      });
    return { draw: true };
  }
  if (typeof h.winner !== 'string' || !(WINDS as readonly string[]).includes(h.winner))
    throw new HandError(
      'bad-request',
      `${where}: "winner" must be a player E, S, W or N (by first-hand seat), or the hand must be {"draw": true}`,
      { reason: 'game-winner', number },
    );
  if (h.hand === undefined)
    throw new HandError('bad-request', `${where} has no "hand"`, {
      reason: 'game-no-hand',
      number,
    });
  const context = h.context ?? {};
  if (typeof context !== 'object' || context === null || Array.isArray(context))
    throw new HandError('bad-request', `${where}: "context" must be an object`, {
      reason: 'game-context-object',
      number,
    });
  for (const key of GAME_SETS)
    if (key in context)
      throw new HandError(
        'bad-request',
        `${where}: context.${key} is set by the game (it knows each player's seat and the prevailing wind); leave it out`,
        { reason: 'game-context-set', number, key },
      );
  return { winner: h.winner as Player, hand: h.hand, context: context as Record<string, unknown> };
}

/** A hand of a game of whole deals: `{"deal": …}`, the deal as the variant's deal request reads it. */
function readDealHand(variant: Variant, raw: unknown, number: number): GameHandInput {
  const h = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as object) : null;
  const keys = h ? Object.keys(h) : [];
  if (!h || !('deal' in h) || keys.length !== 1)
    throw new HandError(
      'bad-request',
      `deal ${number}: each hand of a ${variant.shortName} game is a whole deal, {"deal": {"missingSuits", "events"}}${keys.some((k) => k !== 'deal') ? ` (it has ${keys.map((k) => `"${k}"`).join(', ')})` : ''}`,
      { reason: 'game-deal-shape', number },
    );
  return { deal: (h as { deal: unknown }).deal };
}

export function gameRules(variant: Variant): GameRules {
  if (!variant.game)
    throw new HandError('bad-request', `${variant.name} has no game sheet`, {
      reason: 'no-game-sheet',
      variant: variant.name,
    });
  return variant.game;
}

/** A game played as far as it can be: what a score sheet shows while a hand is being fixed. */
export interface GameReplay extends PlayedGame {
  /** Each played hand's full result (null for a draw or a deal), for a sheet that shows its breakdown. */
  results: (ScoreResult | null)[];
  /** Each played deal's settlement, every transfer with its reason (null for a single hand). */
  settlements: (DealSettlement | null)[];
  /** The first hand that could not be settled: the game stops before it. */
  failure: { number: number; error: HandError } | null;
  /** The next hand as the deal stands: its number, round, dealer and every seat wind. */
  upcoming: DealView;
}

/** Plays every hand in order; throws a HandError naming the first hand that cannot be settled. */
export function playGame(variant: Variant, game: GameInput): PlayedGame {
  const { hands, balances, next, ended, failure } = replayGame(variant, game);
  // The answer names the next hand's number, round and dealer only (the documented contract).
  if (failure) throw failure.error;
  return { hands, balances, next, ended };
}

/** Plays the hands in order up to the first that cannot be settled, and says which and why. */
export function replayGame(variant: Variant, game: GameInput): GameReplay {
  const rules = gameRules(variant);
  const start = rules.startingBalance?.(game.options) ?? 0;
  const balances = byPlayer(() => start);
  let state: GameState = startGame(rules, game.options);
  const hands: PlayedHand[] = [];
  const results: (ScoreResult | null)[] = [];
  const settlements: (DealSettlement | null)[] = [];
  let failure: GameReplay['failure'] = null;
  // A hand is scored under the variant's rules alone; the game's own rules stay here.
  const handOptions: Options = {};
  for (const { id } of variant.options) {
    const value = game.options[id];
    if (value !== undefined) handOptions[id] = value;
  }
  for (const [k, input] of game.hands.entries()) {
    const number = k + 1;
    try {
      if (state.ended) throw afterTheEnd(rules, game, number);
      const view = dealView(state);
      const { result, settlement, outcome, ...played } =
        'deal' in input
          ? playDeal(variant, rules, game.options, handOptions, view, input.deal, number)
          : playHand(variant, handOptions, view, input, number);
      for (const p of PLAYERS) balances[p] += played.payments[p];
      hands.push({ ...played, balances: { ...balances } });
      results.push(result);
      settlements.push(settlement);
      state = advance(rules, state, outcome, game.rounds, game.options);
    } catch (e) {
      if (!isHandError(e)) throw e;
      failure = { number, error: e };
      break;
    }
  }
  const next = dealView(state);
  return {
    hands,
    balances: { ...balances },
    next: { number: next.number, round: next.round, dealer: next.dealer },
    ended: state.ended,
    results,
    settlements,
    failure,
    upcoming: next,
  };
}

function afterTheEnd(rules: GameRules, game: GameInput, number: number): HandError {
  const limit = rules.deals?.length(game.options);
  const length = rules.deals
    ? `${limit} deal${limit === 1 ? '' : 's'}`
    : `${game.rounds} round${game.rounds === 1 ? '' : 's'}`;
  return new HandError(
    'bad-request',
    `${rules.deals ? 'deal' : 'hand'} ${number} comes after the game ended (it was ${length})`,
    rules.deals
      ? { reason: 'game-over-deals', number, length: limit ?? 0 }
      : { reason: 'game-over-rounds', number, length: game.rounds ?? 0 },
  );
}

type Played = Omit<PlayedHand, 'balances'> & {
  result: ScoreResult | null;
  settlement: DealSettlement | null;
  outcome: DealOutcome;
};

/**
 * One deal of a game of whole deals, settled exactly as the same deal alone: its seats are the
 * seat winds the game gives each player in it, and each player is paid his seat's net result.
 */
function playDeal(
  variant: Variant,
  rules: GameRules,
  gameOptions: Options,
  options: Options,
  view: DealView,
  deal: unknown,
  number: number,
): Played {
  if (!variant.settleDeal || !rules.deals)
    throw new HandError('bad-request', `deal ${number}: ${variant.name} is not settled by deals`, {
      reason: 'not-deal-game',
      number,
    });
  let settlement: DealSettlement;
  try {
    settlement = variant.settleDeal(deal, options);
  } catch (e) {
    // The parameters stay: an island says the reason in its language and names the deal itself.
    if (isHandError(e)) throw new HandError(e.code, `deal ${number}: ${e.message}`, e.params);
    throw e;
  }
  if (settlement.ended === 'open')
    throw new HandError(
      'bad-request',
      `deal ${number} is not over: a deal ends when three players have won or the wall runs out (a wallEnd event with the hands of everyone still in)`,
      { reason: 'deal-not-over', number },
    );
  const playerAt = (seat: Wind) => PLAYERS.find((p) => view.seats[p] === seat) ?? 'E';
  const winners = settlement.winners.map(playerAt);
  const nextDealer = rules.deals.nextDealer(deal, gameOptions);
  return {
    number,
    round: view.round,
    dealer: view.dealer,
    seats: view.seats,
    draw: winners.length === 0,
    winner: winners[0] ?? null,
    winners,
    total: null,
    payments: byPlayer((p) => settlement.net[view.seats[p]]),
    result: null,
    settlement,
    outcome: { draw: winners.length === 0, dealerWon: winners[0] === view.dealer, nextDealer },
  };
}

function playHand(
  variant: Variant,
  options: Options,
  view: DealView,
  input: Exclude<GameHandInput, { deal: unknown }>,
  number: number,
): Played {
  const base = { number, round: view.round, dealer: view.dealer, seats: view.seats };
  const none = { settlement: null };
  if ('draw' in input)
    return {
      ...base,
      ...none,
      draw: true,
      winner: null,
      total: null,
      payments: byPlayer(() => 0),
      result: null,
      outcome: { draw: true, dealerWon: false },
    };
  const context = withSeats(input, view, number, variant.game?.seatContextKeys ?? []);
  try {
    const result = scoreHand(variant, readHandJson(input.hand, `hand ${number}`), context, options);
    if (!result.minimumMet)
      throw new HandError(
        'bad-request',
        `it is worth ${result.total}, below the table's minimum: it cannot be declared a win`,
        { reason: 'below-minimum', total: result.total },
      );
    const payments = byPlayer((p) => result.payments[view.seats[p]]);
    const outcome = { draw: false, dealerWon: input.winner === view.dealer };
    return {
      ...base,
      ...none,
      draw: false,
      winner: input.winner,
      total: result.total,
      payments,
      result,
      outcome,
    };
  } catch (e) {
    // The parameters stay: an island says the reason in its language and names the hand itself.
    if (isHandError(e)) throw new HandError(e.code, `hand ${number}: ${e.message}`, e.params);
    throw e;
  }
}

/** The hand's context in seats: the winner's seat wind, the prevailing wind, the discarder's seat. */
function withSeats(
  input: Extract<GameHandInput, { winner: Player }>,
  { seats, round }: DealView,
  number: number,
  seatKeys: readonly string[],
): Record<string, unknown> {
  // A game of single hands always has a prevailing wind: only a game of whole deals has none.
  const context: Record<string, unknown> = {
    ...input.context,
    seat: seats[input.winner],
    round: round ?? 'E',
  };
  for (const key of ['discarder', ...seatKeys]) {
    const named = input.context?.[key];
    if (named === undefined) continue;
    const isPlayer = typeof named === 'string' && (WINDS as readonly string[]).includes(named);
    // A variant's own seat field may hold a word instead of a player ("none"): it checks those.
    if (!isPlayer && key !== 'discarder') continue;
    if (!isPlayer)
      throw new HandError(
        'bad-context',
        `hand ${number}: context.${key} must be a player E, S, W or N (by first-hand seat)`,
        { reason: 'game-context-player', number, key },
      );
    if (key === 'discarder' && named === input.winner)
      throw new HandError(
        'bad-context',
        `hand ${number}: the winner (${input.winner}) cannot also be the discarder`,
        { reason: 'game-winner-discarder', number, winnerSeat: input.winner },
      );
    context[key] = seats[named as Player];
  }
  return context;
}
