/**
 * The deal editor's words (the deal ledger page, and each deal of the Sichuan score sheet).
 * English is the default; a page in another language passes its words (the tables in
 * src/i18n/islands/deal.ts), with the scorer's language for what it shares with the scorer (seat
 * winds, suits, pattern names, engine errors), and the views read them from context.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { type Phrase, sayPhrase } from '../../engine/phrase';
import { sayer } from '../../i18n/fill';
import { ENGLISH, type Say, type ScorerLanguage } from '../hand-builder/words';
import type { LedgerWords } from '../ledger/words';
import { LINK_WORDS } from './event-link';
import { type DealPhraseWords, dealErrorText, phraseVoice } from './phrases';

export const DEAL_WORDS = {
  // What a link held that could not be used.
  ...LINK_WORDS,
  'link.unread': 'event {n} could not be read ({why}); it and the events after it were left out',
  'link.refused': '{why}; that event and the ones after it were left out',
  'link.published':
    'the deal ledger plays the published Sichuan rules; the table options in the link were ignored',
  'link.unknown': 'unknown link field "{key}" ignored',
  // The form for the next event.
  'form.over': 'The deal is over',
  'form.event': 'Event {n}',
  'form.what': 'What happened',
  'type.kong': 'A kong',
  'type.win': 'A win',
  'type.wallEnd': 'The wall ran out',
  'form.add': 'Add event',
  'seat.self': 'Nobody: self-drawn',
  'kong.who': 'Who declared it',
  'kong.kind': 'Kind of kong',
  'kong.concealed': 'Concealed (four drawn tiles): 2 from each player still in',
  'kong.exposed': 'Exposed (on a discard): 2 from the discarder',
  'kong.added': 'Added to an exposed pung: 1 from each player still in',
  'kong.tile': 'Tile',
  'kong.from': 'Whose discard',
  'kong.wall': 'Tiles left in the wall (optional)',
  'win.from': 'Whose tile',
  'flag.kongReplacement': 'On a kong replacement tile',
  'flag.robbingKong': 'Robbing the kong just added',
  'flag.lastTile': 'The last tile, or the discard after it',
  'flag.kongDiscard': 'On a discard made right after a kong',
  'hand.winOne': "{name}'s winning hand (one winner)",
  'hand.winMany': "{name}'s winning hand (leave empty if no win)",
  'hand.wallEnd': "{name}'s 13-tile hand",
  'suits.legend': 'Missing suits (declared at the start)',
  // The buttons under the form, and what each did.
  undo: 'Undo last event',
  clear: 'Clear events',
  example: 'Load the worked example',
  json: 'The deal as JSON (for mahjong-score)',
  'msg.added': 'Event {n} added.',
  'msg.notAdded': 'Not added: {why}',
  'msg.notChanged': 'Not changed: {why}',
  'msg.suit': "{name}'s missing suit changed.",
  'msg.example': "The worked example is loaded: five events from the first kong to the wall's end.",
  'msg.removed': 'Event {n} removed.',
  'msg.cleared': 'All events removed.',
  'missing.tile': "Enter the kong's tile, for example 5p.",
  'missing.wall': 'Tiles left in the wall must be a whole number (or leave it empty).',
  'missing.winner': 'Enter the winning hand of at least one winner.',
  'missing.hand':
    "Enter {name}'s 13-tile hand: everyone still in shows his hand when the wall runs out.",
  // How far the deal has gone.
  'status.none': 'No events yet.',
  'status.over': 'The deal is over ({why}); the balances sum to {sum}.',
  'status.wallEnd': 'the wall ran out',
  'status.threeWon': 'three players won',
  'status.one': '1 event; the deal goes on.',
  'status.many': '{n} events; the deal goes on.',
  // Every transfer.
  'steps.title': 'Every transfer',
  'steps.event': 'Event {n}.',
  'steps.win': '{seat}: {value}',
  'steps.capped': ' (capped from {n})',
  'steps.joiner': ', ',
  'steps.nobody': 'nobody',
  'steps.none': 'No payment.',
  'steps.why': '{why}.',
  'steps.after': 'After event {n}: {list}',
} as const;

export type DealWord = keyof typeof DEAL_WORDS;
export type DealWords = Readonly<Record<DealWord, string>>;

/** What the deal ledger page in one language passes to its island; nothing in English. */
export interface DealLanguage {
  words: DealWords;
  ledger: LedgerWords;
  scorer: ScorerLanguage;
  /** The settled deal's sentences: what happened, each transfer's reason, refusals. */
  phrases: DealPhraseWords;
}

/** The editor's way of saying things in one language. */
export interface DealSay {
  (key: DealWord, values?: Record<string, string | number>): string;
  /** The scorer's way of saying what the editor shares with it. */
  scorer: Say;
  /** One of the settled deal's sentences (a step, a note, a transfer's reason). */
  phrase(p: Phrase): string;
  /** Why the engine refused the deal, naming the event. */
  error(e: unknown): string;
}

export function dealSayIn(
  words: DealWords = DEAL_WORDS,
  scorer: Say = ENGLISH,
  phrases?: DealPhraseWords,
): DealSay {
  const voice = phraseVoice(phrases, scorer);
  return sayer(words, {
    scorer,
    phrase: (p: Phrase) => sayPhrase(p, voice),
    error: (e: unknown) => dealErrorText(e, voice, scorer),
  });
}

/** English, the editor's own words. */
export const DEAL_ENGLISH: DealSay = dealSayIn();

export const DealSayContext = createContext<DealSay>(DEAL_ENGLISH);
export const useDealSay = (): DealSay => useContext(DealSayContext);
