/**
 * The settled deal's sentences in the page's language: each step's summary and notes, each
 * transfer's reason and the deal's refusals come from the engine as phrases (a key and values,
 * src/variants/sichuan/deal/phrases.ts), said here from the page's table
 * (src/i18n/islands/deal-phrases.ts) with seats, tiles, suits and options named in its words.
 * English pages say them as the engine writes them.
 */
import { type ErrorParams, isHandError } from '../../engine/errors';
import { type PhraseVoice, sayPhrase } from '../../engine/phrase';
import type { Wind } from '../../engine/tiles';
import { DEAL_PHRASES, ENGLISH_VOICE, SEAT_PARAMS } from '../../variants/sichuan/deal/phrases';
import type { Say } from '../hand-builder/words';

/** The engine's sentences, and the few words a language needs to fill them in. */
export const DEAL_PHRASE_WORDS = {
  ...DEAL_PHRASES,
  'seat.E': 'E',
  'seat.S': 'S',
  'seat.W': 'W',
  'seat.N': 'N',
  'kind.exposed': 'exposed',
  'kind.added': 'added',
  'kind.concealed': 'concealed',
  'shown.exposed': 'exposed',
  'shown.concealed': 'concealed',
  'suit.m': 'characters',
  'suit.p': 'dots',
  'suit.s': 'bamboo',
  'list.comma': ', ',
  'list.and': ' and ',
} as const;

export type DealPhraseWord = keyof typeof DEAL_PHRASE_WORDS;
export type DealPhraseWords = Readonly<Record<DealPhraseWord, string>>;

/** Parameters naming a tile by its code. */
const TILE_PARAMS: ReadonlySet<string> = new Set(['tile', 'kongTile', 'wonOn']);

/** Parameters listing tiles by their codes, a space between each. */
const TILE_LISTS: ReadonlySet<string> = new Set(['waits', 'held']);

/** The phrases said from `words`, the rest of the names from the scorer's language. */
export function phraseVoice(words: DealPhraseWords | undefined, scorer: Say): PhraseVoice {
  if (!words) return ENGLISH_VOICE;
  const word = (key: string) => words[key as DealPhraseWord] ?? key;
  return {
    template: (key) => words[key as DealPhraseWord],
    value: (name, v) => {
      const s = String(v);
      if (SEAT_PARAMS.has(name)) return word(`seat.${s as Wind}`);
      if (TILE_PARAMS.has(name)) return scorer.tile(s);
      if (TILE_LISTS.has(name)) return s.split(' ').map(scorer.tile).join(words['list.comma']);
      if (name === 'suit') return word(`suit.${s}`);
      if (name === 'kind') return word(`kind.${s}`);
      if (name === 'shown') return word(`shown.${s}`);
      if (name === 'meldKind') return scorer.meld(s);
      if (name === 'label' || name === 'choice') return scorer.text(s);
      return s;
    },
    list: (xs) =>
      xs.length <= 1
        ? xs.join('')
        : `${xs.slice(0, -1).join(words['list.comma'])}${words['list.and']}${xs[xs.length - 1]}`,
  };
}

/** Where a refusal stands in the deal, when the engine says so: before the reason. */
const AT = new Set(['at.event', 'at.win', 'at.hand']);

/**
 * Why the deal is refused, in the voice's language: the deal's own reasons from its table, a
 * hand's reason from the scorer's, after which event (and whose win or hand) it is. A reason the
 * language has no sentence for keeps the engine's English whole.
 */
export function dealErrorText(e: unknown, voice: PhraseVoice, scorer: Say): string {
  if (!isHandError(e) || !e.params || voice === ENGLISH_VOICE) return scorer.error(e);
  const { reason, at, ...rest }: ErrorParams = e.params;
  const own = voice.template(reason);
  const why = own ? sayPhrase({ key: reason, params: rest }, voice) : scorer.error(e);
  if (!own && why === e.message) return e.message;
  if (typeof at !== 'string' || !AT.has(at)) return why;
  const where: Record<string, string | number> = { event: rest.event ?? '', why };
  if (rest.seat !== undefined) where.seat = rest.seat;
  return sayPhrase({ key: at, params: where }, voice);
}
