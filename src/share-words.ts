/**
 * What a shared link that cannot be used says (src/share.ts reads the links), apart from the
 * reader itself, so an island that only says the problems (the house-rule pages share the
 * scorer's words) does not carry the hand parser with them.
 */
import type { HandError } from './engine/errors';
import type { Wind } from './engine/tiles';
import type { OptionDecl, Options, VariantHeader } from './engine/variant';
import { type Phrases, sayer } from './i18n/fill';

/**
 * What a link that cannot be used says, in English; a page in another language passes its own
 * (src/i18n/islands/share-link.ts). A link's keys are named as the link writes them in English
 * (`option cap`), and as the page's form names them in another language.
 */
export const LINK_WORDS = {
  unreadable: 'the link could not be read at all',
  otherVariant:
    'the link is for the variant "{v}", not {variant}; its hand is shown under {variant} rules',
  version:
    'This link was made with version {cv} of the {short} rules; the site now uses version {now}, so values may have changed since.',
  hand: 'the hand in the link could not be read: {why}',
  seatNotWind: 'seat "{value}" is not a wind (E, S, W or N); using {wind}',
  roundNotWind: 'round "{value}" is not a wind (E, S, W or N); using {wind}',
  discarderNotWind: 'discarder "{value}" is not a wind; treating the win as self-drawn',
  discarderWinner: 'the discarder ({wind}) cannot be the winner; treating the win as self-drawn',
  unknownEvent: 'unknown win event "{value}" ignored',
  noField: '{short} has no context field "{value}"; ignored',
  fieldValue: '{field} cannot be "{value}"; choose it again',
  unknownKey: 'unknown link field "{value}" ignored',
  noOption: '{short} has no option "{value}"; ignored',
  optionInteger:
    'option {option} "{value}" is not a whole number from {min} to {max}; using {using}',
  optionBoolean: 'option {option} "{value}" is not true or false; using {using}',
  optionChoice: 'option {option} cannot be "{value}"; using {using}',
} as const;

export type LinkWord = keyof typeof LINK_WORDS;
export type LinkWords = Readonly<Record<LinkWord, string>>;

/** How a link's problems name what they are about: in English, as the link writes it. */
export interface LinkNames {
  /** An engine error (a hand that cannot be read). */
  error(e: HandError): string;
  wind(w: Wind): string;
  /** The variant; `full`: by its full name. */
  variant(v: VariantHeader, full?: boolean): string;
  /** A form field's or an option's declared label, or one of its choices' values. */
  label(english: string): string;
  option(decl: OptionDecl): string;
  value(decl: OptionDecl, value: Options[string]): string;
}

export type LinkSay = Phrases<LinkWord> & LinkNames;

/** English: the link's own names (an option by its id, a wind by its letter). */
export const ENGLISH_LINK: LinkSay = sayer<LinkWord, LinkNames>(LINK_WORDS, {
  error: (e) => e.message,
  wind: (w) => w,
  variant: (v, full) => (full ? v.name : v.shortName),
  label: (english) => english.toLowerCase(),
  option: (decl) => decl.id,
  value: (_decl, value) => String(value),
});
