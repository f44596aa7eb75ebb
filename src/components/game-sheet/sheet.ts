/**
 * A game's score sheet as plain data: the players' names, the game's length and table rules, and
 * every hand entered so far. The engine plays it (replayGame): it scores each win with the seat
 * winds and prevailing wind the game gives that hand (or settles each whole deal, in Sichuan),
 * moves the deal by the variant's rules and keeps the balances, so this file only turns what the
 * form holds into the engine's game input. No DOM.
 */

import { HandError } from '../../engine/errors';
import { type GameHandInput, type GameReplay, replayGame } from '../../engine/game/play';
import { PLAYERS, type Player } from '../../engine/game/progress';
import type { RoundCount } from '../../engine/game/rules';
import { resolveOptions } from '../../engine/options';
import {
  type ContextFlag,
  DEFAULT_CONTEXT_FLAGS,
  type OptionDecl,
  type Options,
  type Variant,
} from '../../engine/variant';
import { fill } from '../../i18n/fill';
// The deal ledger's state is a Sichuan game's hand (a type only: no catalogue comes with it).
import type { DealState } from '../deal-ledger/deal';

export { type DealState, PLAYERS, type Player };

/**
 * One hand as the sheet keeps it: a draw, or who won on whose tile with which hand; in a game of
 * whole deals, the deal.
 */
export type Entry =
  | { kind: 'draw' }
  | { kind: 'deal'; deal: DealState }
  | {
      kind: 'win';
      winner: Player;
      /** Whose discard (or added kong) it was, by first-hand seat; null: self-drawn. */
      from: Player | null;
      events: ContextFlag[];
      /** The variant's own context fields (Variant.contextFields), only those not at their default. */
      extra: Record<string, string>;
      notation: string;
    };

export interface Sheet {
  /** Each player's name, by the seat held in the first hand ('' until one is typed). */
  names: Record<Player, string>;
  rounds: RoundCount;
  /** The variant's and the game's table rules; only those that differ from the defaults. */
  options: Options;
  entries: Entry[];
}

export const emptySheet = (variant: Variant): Sheet => ({
  names: { E: '', S: '', W: '', N: '' },
  rounds: variant.game?.usualRounds ?? 4,
  options: {},
  entries: [],
});

const NUMBER: Record<Player, number> = { E: 1, S: 2, W: 3, N: 4 };

/**
 * The name a player goes by: the one typed, or "Player 1" for whoever dealt the first hand
 * (`unnamed` says it in the page's words).
 */
export const playerName = (sheet: Sheet, p: Player, unnamed = 'Player {n}'): string =>
  sheet.names[p].trim() || fill(unnamed, { n: NUMBER[p] });

/** Are the game's hands whole deals (Sichuan) rather than single hands? */
export const playsDeals = (variant: Variant): boolean => !!variant.game?.deals;

/** What the sheet calls one hand of the game: a "deal" where each is a whole deal. */
export const handNoun = (variant: Variant): 'hand' | 'deal' =>
  playsDeals(variant) ? 'deal' : 'hand';

/** The table rules of the game itself (the starting bank, the dealer staying), if any. */
export const gameOptions = (variant: Variant): readonly OptionDecl[] => variant.game?.options ?? [];

/** Every table rule a game's link and page carry: the variant's, then the game's own. */
export const sheetOptions = (variant: Variant): readonly OptionDecl[] => [
  ...variant.options,
  ...gameOptions(variant),
];

/** The win events the variant reads, as its scorer asks for them. */
export const eventsOf = (variant: Variant): readonly ContextFlag[] =>
  variant.contextFlags ?? DEFAULT_CONTEXT_FLAGS;

/** The engine's context for a win entry: how it was won, with whose tile named by player. */
export function contextOf(e: Extract<Entry, { kind: 'win' }>): Record<string, unknown> {
  const context: Record<string, unknown> = { selfDrawn: e.from === null, ...e.extra };
  if (e.from !== null) context.discarder = e.from;
  for (const flag of e.events) context[flag] = true;
  return context;
}

function inputOf(e: Entry): GameHandInput {
  if (e.kind === 'draw') return { draw: true };
  if (e.kind === 'deal') return { deal: e.deal };
  return { winner: e.winner, hand: e.notation, context: contextOf(e) };
}

/**
 * The variant's table options as the engine scores a hand (or settles a deal) under them, without
 * the game's own rules; the defaults while one cannot be read.
 */
export function tableOptions(variant: Variant, sheet: Sheet): Options {
  const own = Object.fromEntries(
    variant.options
      .filter((o) => sheet.options[o.id] !== undefined)
      .map((o) => [o.id, sheet.options[o.id]]),
  );
  try {
    return resolveOptions(variant, own);
  } catch (e) {
    if (!(e instanceof HandError)) throw e;
    return resolveOptions(variant, {});
  }
}

/**
 * The game as far as it can be played: every hand up to the first the engine refuses (a link
 * edited by hand, a correction that makes a later hand impossible), and why it was refused.
 */
export function replaySheet(variant: Variant, sheet: Sheet): GameReplay {
  let options: Options;
  try {
    options = resolveOptions(variant, sheet.options, gameOptions(variant));
  } catch (e) {
    if (!(e instanceof HandError)) throw e;
    const empty = replayGame(variant, playable(variant, sheet, {}, []));
    return { ...empty, failure: { number: 1, error: e } };
  }
  return replayGame(variant, playable(variant, sheet, options, sheet.entries));
}

const playable = (variant: Variant, sheet: Sheet, options: Options, entries: readonly Entry[]) => ({
  players: Object.fromEntries(PLAYERS.map((p) => [p, playerName(sheet, p)])) as Record<
    Player,
    string
  >,
  // A game of whole deals has no rounds: its length is one of its table rules.
  rounds: playsDeals(variant) ? null : sheet.rounds,
  options,
  hands: entries.map(inputOf),
});
