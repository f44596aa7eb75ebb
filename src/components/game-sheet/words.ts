/**
 * The score sheet's words and sentences: a player with the seat he holds in a hand, where the game
 * stands, what a hand was, what a button did. English is the sheet's default; a page in another
 * language passes its words from src/components/games/Game.astro (the tables in
 * src/i18n/islands/game.ts), with the scorer's language for what the sheet shares with the scorer
 * (seat winds, tiles, table rules, engine errors), and the views read them from context.
 */
import type { ComponentChildren } from 'preact';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { PlayedHand } from '../../engine/game/play';
import type { Wind } from '../../engine/tiles';
import type { Variant } from '../../engine/variant';
import { sayer } from '../../i18n/fill';
import type { DealPhraseWords } from '../deal-ledger/phrases';
import type { DealWords } from '../deal-ledger/words';
import { type Say, type ScorerLanguage, sayIn } from '../hand-builder/words';
import { LEDGER_WORDS, type LedgerWords } from '../ledger/words';
import { handNoun, PLAYERS, type Player, playerName, type Sheet } from './sheet';

export const GAME_WORDS = {
  // What the sheet calls one hand of the game: a hand, or a whole deal (Sichuan).
  'noun.hand': 'hand',
  'noun.deal': 'deal',
  'Noun.hand': 'Hand',
  'Noun.deal': 'Deal',
  'nouns.hand': 'hands',
  'nouns.deal': 'deals',
  // The players and the game's length.
  'setup.summary': 'Players and game',
  'setup.first': 'Deals first (East)',
  'setup.sits': 'Sits {wind}',
  'setup.unnamed': 'Player {n}',
  'setup.length': 'Length',
  'length.1': 'The East round only',
  'length.2': 'East and South rounds',
  'length.4': 'A full game: four rounds',
  'length.usual': '{length} (usual)',
  // Where the game stands.
  'title.hand': 'Hand {n}, {round} round: {dealer} deals',
  'title.deal': 'Deal {n}: {dealer} deals',
  'correct.hand': 'Correct hand {n}, {round} round: {dealer} deals',
  'correct.deal': 'Correct deal {n}: {dealer} deals',
  'standing.over': 'The game is over after {n} {nouns}.',
  'standing.none': 'No {nouns} yet. ',
  'standing.next': 'Next: {title} (East).',
  // A player in a hand, and what a hand was.
  seated: '{name} ({wind})',
  'seats.one': '{name} {wind}',
  'list.joiner': ', ',
  'result.draw': 'Draw: nobody pays',
  'result.selfDrawn': '{winner} won self-drawn',
  'result.discard': "{winner} won on {from}'s discard",
  'result.value': '{result}, {value}',
  'winners.none': 'Nobody won',
  'winners.one': '{last} won',
  'winners.many': '{names} and {last} won',
  // The record.
  'record.title': 'The game so far',
  'record.seats': 'Seats: {seats}',
  'record.failure': '{Noun} {n} cannot be scored: {why}',
  'record.correct': 'Correct',
  'record.delete': 'Delete',
  'record.which': ' {noun} {n}',
  // The form for a hand.
  'form.what': 'What happened',
  'form.win': 'A win',
  'form.draw': 'A draw (the wall ran out): no payment',
  'form.add.hand': 'Add hand {n}',
  'form.add.deal': 'Add deal {n} to the game',
  'form.save': 'Save {noun} {n}',
  'form.cancel': 'Cancel',
  'win.who': 'Who won',
  'win.from': 'On whose tile',
  'win.self': 'Self-drawn',
  'win.discardedBy': 'Discarded by {player}',
  'win.hand': "{name}'s winning hand",
  'win.help':
    'In {notation}: {meld} an exposed meld, {at} the winning tile, {plus} flowers. The game sets the seat and prevailing wind.',
  'win.notation': 'notation',
  'win.tap': 'Or tap the tiles',
  'win.more': 'More about this win',
  'game.unread':
    'The game in this link or kept in this browser could not be opened: check the connection, then reload the page.',
  // Undo, the link, the CSV, print.
  'tools.undo': 'Undo',
  'tools.copy': 'Copy link',
  'tools.csv': 'Save as CSV',
  'tools.print': 'Print the record',
  'tools.new': 'New game',
  'tools.copied': 'Link copied: it opens this game as it stands.',
  'older.note':
    "This game was saved under version {old} of the {variant} rules; the site now uses version {now}. Its hands are shown as they were scored then. Scoring it again under today's rules may change values and balances.",
  'older.rescore': "Score it again under today's rules",
  // What a button did.
  'msg.missing': "type {name}'s winning hand in notation, for example 123m 456p 789s 234s 5p @5p.",
  'msg.refused': 'Not changed: {why}',
  'msg.later': ' {Noun} {n} can no longer be scored ({why}); correct or delete it.',
  'msg.fixFirst': '{noun} {n} cannot be scored; correct or delete it first.',
  'msg.added': '{Noun} {n} added.',
  'msg.noSuch': 'there is no {noun} {n}.',
  'msg.corrected': '{Noun} {n} corrected.',
  'msg.deleted': '{Noun} {n} deleted.',
  'msg.cleared': 'All {nouns} removed.',
  'msg.undone': 'Undone.',
  // The CSV's columns and cells.
  'csv.hand': 'Hand',
  'csv.deal': 'Deal',
  'csv.round': 'Round',
  'csv.dealer': 'Dealer',
  'csv.result': 'Result',
  'csv.winningHand': 'Winning hand',
  'csv.value': 'Value',
  'csv.paid': '{name} paid',
  'csv.balance': '{name} balance',
  'csv.draw': 'Draw',
} as const;

export type GameWord = keyof typeof GAME_WORDS;
export type GameWords = Readonly<Record<GameWord, string>>;

/** What a game sheet page in one language passes to its island; nothing on an English page. */
export interface GameLanguage {
  words: GameWords;
  ledger: LedgerWords;
  /** The scorer's words, the engine's, and the variant's (its options, the game's own rules). */
  scorer: ScorerLanguage;
  /** The deal editor's words, where the game's hands are whole deals (Sichuan). */
  deal?: DealWords;
  /** And a settled deal's sentences (its steps, transfers and refusals). */
  dealPhrases?: DealPhraseWords;
}

/** The sheet's way of saying things in one language. */
export interface GameSay {
  (key: GameWord, values?: Record<string, string | number>): string;
  /** The scorer's way of saying what the sheet shares with it. */
  scorer: Say;
  ledger: LedgerWords;
  /** The deal editor's words in the page's language, where it has them; English otherwise. */
  deal: DealWords | undefined;
  dealPhrases: DealPhraseWords | undefined;
  /** The name a player goes by: the one typed, or "Player 1" in the page's words. */
  player(sheet: Sheet, p: Player): string;
  /** The words for one hand of `variant`'s game: {noun}, {Noun} and {nouns}. */
  noun(variant: Variant): Nouns;
}

/** One hand of a game in the page's words: "hand", "Hand", "hands" (or "deal"…). */
export type Nouns = {
  noun: string;
  Noun: string;
  nouns: string;
};

export function gameSayIn(lang?: GameLanguage): GameSay {
  const words = lang?.words ?? GAME_WORDS;
  return sayer(words, {
    scorer: sayIn(lang?.scorer),
    ledger: lang?.ledger ?? LEDGER_WORDS,
    deal: lang?.deal,
    dealPhrases: lang?.dealPhrases,
    player: (sheet: Sheet, p: Wind) => playerName(sheet, p, words['setup.unnamed']),
    noun: (variant: Variant): Nouns => {
      const kind = handNoun(variant);
      return {
        noun: words[`noun.${kind}`],
        Noun: words[`Noun.${kind}`],
        nouns: words[`nouns.${kind}`],
      };
    },
  });
}

/** English, the sheet's own words. */
export const GAME_ENGLISH: GameSay = gameSayIn();

export const GameSayContext = createContext<GameSay>(GAME_ENGLISH);
export const useGameSay = (): GameSay => useContext(GameSayContext);

/**
 * A phrase with some {placeholders} filled by elements (a link, a code sample): its parts in
 * order, so each language puts them where its word order does.
 */
export function fillParts(
  text: string,
  parts: Record<string, ComponentChildren>,
): ComponentChildren[] {
  return text
    .split(/(\{\w+\})/)
    .map((piece) => {
      const key = /^\{(\w+)\}$/.exec(piece)?.[1];
      return key !== undefined && key in parts ? parts[key] : piece;
    })
    .filter((piece) => piece !== '');
}

/** "Bo (East)": a player and the seat wind he holds in a hand. */
export const seated = (
  sheet: Sheet,
  p: Player,
  seats: Record<Player, Wind>,
  say: GameSay = GAME_ENGLISH,
): string => say('seated', { name: say.player(sheet, p), wind: say.scorer.wind(seats[p]) });

/**
 * "Hand 3, East round: Bo deals" — where a hand sits in the game; "Deal 3: Bo deals" in a game of
 * whole deals, which has no rounds. `correcting`: the title of the form correcting it.
 */
export function handTitle(
  sheet: Sheet,
  number: number,
  round: Wind | null,
  dealer: Player,
  say: GameSay = GAME_ENGLISH,
  correcting = false,
): string {
  const values = { n: number, dealer: say.player(sheet, dealer) };
  const kind = correcting ? 'correct' : 'title';
  return round === null
    ? say(`${kind}.deal`, values)
    : say(`${kind}.hand`, { ...values, round: say.scorer.wind(round) });
}

/** "Ann North, Bo East, Chi South, Dan West" — everyone's seat wind in a hand. */
export const seatsText = (
  sheet: Sheet,
  seats: Record<Player, Wind>,
  say: GameSay = GAME_ENGLISH,
): string =>
  PLAYERS.map((p) =>
    say('seats.one', { name: say.player(sheet, p), wind: say.scorer.wind(seats[p]) }),
  ).join(say('list.joiner'));

/** "Bo won on Chi's discard", "Ann won self-drawn" or "Draw: nobody pays". */
export function wonText(
  sheet: Sheet,
  winner: Player | null,
  from: Player | null | undefined,
  say: GameSay = GAME_ENGLISH,
): string {
  if (winner === null) return say('result.draw');
  const name = say.player(sheet, winner);
  return from
    ? say('result.discard', { winner: name, from: say.player(sheet, from) })
    : say('result.selfDrawn', { winner: name });
}

/** "Ann won self-drawn, 8 faan" / "Draw: nobody pays"; for a whole deal, who won it. */
export function resultText(
  sheet: Sheet,
  h: PlayedHand,
  from: Player | null | undefined,
  value: string | null,
  say: GameSay = GAME_ENGLISH,
): string {
  if (h.winners) return winnersText(sheet, h, say);
  const result = wonText(sheet, h.winner, from, say);
  return h.winner !== null && value ? say('result.value', { result, value }) : result;
}

/** "Chi, Ann and Dan won" / "Nobody won": who won a whole deal, in the order they won. */
export function winnersText(sheet: Sheet, h: PlayedHand, say: GameSay = GAME_ENGLISH): string {
  const names = (h.winners ?? []).map((p) => say.player(sheet, p));
  const last = names.pop();
  if (last === undefined) return say('winners.none');
  if (!names.length) return say('winners.one', { last });
  return say('winners.many', { names: names.join(say('list.joiner')), last });
}

/** "300", "−16": a balance, with a true minus sign when it is below zero. */
export const balanceText = (n: number): string => (n < 0 ? `−${-n}` : String(n));
