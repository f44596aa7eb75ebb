/**
 * The payout comparison's own words. English is the island's default; a page in another language
 * passes its words from src/components/payout/PayoutComparison.astro (the tables in
 * src/i18n/islands/payout.ts), with the scorer's language for what the views share with the
 * scorer (seats, tiles, table rules, errors), and the views read them from context.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { SourceRef, Variant } from '../../engine/variant';
import { sayer } from '../../i18n/fill';
import { citeIn } from '../citation';
import { type Say, type ScorerLanguage, sayIn } from '../hand-builder/words';

export const PAYOUT_WORDS = {
  'controls.legend': 'The hand and how it was won',
  'controls.rules': 'Rules',
  'controls.winner': "Winner's seat",
  'controls.how': 'How the winning tile came',
  'controls.discard': 'Won on a discard',
  'controls.from': 'Who discarded',
  'controls.nobody': 'Nobody (self-drawn)',
  'results.heading': 'What everyone pays',
  'results.empty': 'Enter a winning hand of 14 tiles, with the winning tile marked by @.',
  'total.capped': ' (capped from {n})',
  'total.noPattern': 'no pattern',
  'total.below': ' Below the minimum: not a legal win, nobody pays.',
  'total.colon': ': ',
  'total.dash': ' — ',
  'total.end': '.',
  'list.joiner': ', ',
  'models.caption': '{variant}: each settlement model (+ receives, − pays)',
  'models.head': 'Model and base',
  'models.inForce': ' (in force)',
  'models.base': 'Base {amount}: {citation}',
  'seat.dealer': ' (dealer)',
  'seat.winner': ', winner',
  'seat.discarder': ', discarder',
  'family.caption': 'The same hand in every {name}-family variant',
  'family.head': 'Variant, value and model',
  'family.below': ', below the minimum',
  'family.base': '; base {amount}: {citation}',
  'family.yours': 'your table rules',
  'family.defaults': 'default table rules',
} as const;

export type PayoutWord = keyof typeof PAYOUT_WORDS;
export type PayoutWords = Readonly<Record<PayoutWord, string>>;

/** What a variant's rows say in the page's language: its names, unit and pattern names. */
export type VariantLanguage = Pick<ScorerLanguage, 'variantName' | 'unit' | 'patterns'> & {
  /** The variant's full name, for the rules picker. */
  name?: string;
};

/** What a comparison page in one language passes to its island; nothing on an English page. */
export interface PayoutLanguage {
  words: PayoutWords;
  /** The scorer's words, the engine's, and every comparable variant's declared and model words. */
  scorer: ScorerLanguage;
  variants: Readonly<Record<string, VariantLanguage>>;
}

export interface PayoutSay {
  (key: PayoutWord, values?: Record<string, string | number>): string;
  /** The scorer's way of saying things for `variant`'s rows: its name, unit and pattern names. */
  in(variant: Variant): Say;
  /** The variant's full name, for the rules picker. */
  fullName(variant: Variant): string;
  /** A citation in the page's words, the source by its public title (the scorer's). */
  cite(ref: SourceRef): string;
}

export function payoutSayIn(lang?: PayoutLanguage): PayoutSay {
  const words = lang?.words ?? PAYOUT_WORDS;
  const own = sayIn(lang?.scorer);
  const each = new Map<string, Say>();
  return sayer(words, {
    in: (v: Variant) => {
      if (!lang) return own;
      const made = each.get(v.id) ?? sayIn({ ...lang.scorer, ...lang.variants[v.id] });
      each.set(v.id, made);
      return made;
    },
    fullName: (v: Variant) => lang?.variants[v.id]?.name ?? v.name,
    cite: (ref: SourceRef) => citeIn(lang?.scorer.cite, own.text, ref),
  });
}

export const PayoutSayContext = createContext<PayoutSay>(payoutSayIn());
export const usePayoutSay = (): PayoutSay => useContext(PayoutSayContext);
