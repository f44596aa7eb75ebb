/**
 * The practice drills' own words. English is the island's default; a page in another language
 * passes its words from src/components/practice/PracticeIsland.astro (the tables in
 * src/i18n/islands/practice.ts), with the scorer's language for the views it shares with the
 * scorer (the hand, the breakdown, tiles, seats, patterns, errors) and, on the Hong Kong family's
 * pages, the payout tables' words; the views read them from context.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Variant } from '../../engine/variant';
import { sayer } from '../../i18n/fill';
import { type Say, type ScorerLanguage, sayIn } from '../hand-builder/words';
import type { PayoutLanguage, PayoutWords, VariantLanguage } from '../payout/words';
import type { PRACTICE_LATER_WORDS } from './later-words';

export const PRACTICE_WORDS = {
  'status.dealing': 'Dealing a hand…',
  'deal.failed': 'No hand could be dealt for this link ({why}). Try the next hand.',
  'link.seed':
    'The hand number “{seed}” is not a whole number from 0 to {max}: a new hand was dealt.',
  'link.level': 'The level “{level}” is not 1, 2 or 3: level 1 is shown.',
  'link.drill': "“{drill}” is not one of this page's drills: {label} is shown.",
  // Which drill, which level.
  'drill.legend': 'Drill',
  'drill.score': 'Score this hand',
  'drill.patterns': 'Which patterns?',
  'drill.payments': 'Who pays what?',
  'drill.all': 'All three at once',
  'drill.waits': 'What does it wait for?',
  'level.label': 'Level',
  'level.option': 'Level {n}',
  'level.line': 'Level {n}: {words}.',
  'level.common': 'one or two common patterns',
  'level.exclude': 'patterns that exclude others',
  'level.excludeFlowers': 'patterns that exclude others, and flowers',
  'level.limits': 'limit hands',
  'level.shapes': 'special shapes',
  'level.cap': 'totals over the cap',
  'level.wild': 'wild tiles',
  next: 'Next hand',
  'list.joiner': ', ',
  // The reader's answers so far.
  'progress.none': 'No pattern missed more than once so far.',
  'progress.worst':
    'You miss {name} most: wrong {wrong} of {times} times, so it comes up more often.',
  'progress.forget': 'Forget my answers',
  // The dealt hand.
  'hand.flowers': ' · flowers: {tiles}',
  'hand.inWords': 'The tiles in words',
  'hand.wonOn': ' (won on {tile})',
  'hand.exposedApart': '. Exposed melds are drawn apart.',
  // The questions.
  'total.label': 'Total in {unit}',
  'total.hint': 'Count it all in {unit}: {example} is 9.',
  'total.notNumber': '“{text}” is not a whole number.',
  'total.blank': 'Type the total first.',
  'patterns.legend': 'Tick every pattern that counts',
  'pays.one': 'What does this seat pay?',
  'pays.each': 'What does each seat pay?',
  'pays.label': '{seat} pays',
  'pays.hintOne':
    'Winner: {winner}. Type what this player pays the winner under the default table rules, 0 if nothing.',
  'pays.hintEach':
    'Winner: {winner}. Type what each player pays the winner under the default table rules, 0 if nothing.',
  'pays.notNumber': '“{text}”, what {seat} pays, is not a number.',
  'pays.blank': 'Type what {seat} pays first (0 if nothing).',
  check: 'Check',
  // What a check says.
  'verdict.totalRight': 'Right: {total}.',
  'verdict.totalWrong':
    'Not quite: you said {answered}, the hand scores {total}. Every pattern that counts, and every one that does not, is below.',
  'verdict.patternsRight': 'Right: exactly the patterns that count.',
  'verdict.notQuite': 'Not quite.',
  'verdict.alsoCounts': 'Also counts: {names}.',
  'verdict.doesNotCount': 'Does not count here: {names}.',
  'verdict.paysRight': 'Right: {list}.',
  'verdict.pays': '{seat} pays {paid}',
  'verdict.paysWrong': '{seat} pays {paid}, not {answered}.',
  'verdict.reasonsBelow': 'Each payment and its reason is below.',
  // What a part fetched later says if it cannot be, and the seats' roles the questions name.
  'breakdown.failed':
    'The breakdown could not be loaded: check the connection, then press Check again.',
  'drill.failed': 'This drill could not be loaded: check the connection, then press Next hand.',
  'role.winner': 'the winner',
  'role.discarder': 'the discarder',
  'role.dealer': 'the dealer',
  'role.seat': '{seat} ({roles})',
} as const;

/** Every word of the drills: these, and those only code fetched later says (./later-words.ts). */
export type PracticeWord = keyof typeof PRACTICE_WORDS | keyof typeof PRACTICE_LATER_WORDS;
export type PracticeWords = Readonly<Record<PracticeWord, string>>;

/** What a practice page in one language passes to its island; nothing on an English page. */
export interface PracticeLanguage {
  words: PracticeWords;
  /** The scorer's words, the engine's, and the page's variant's names, unit and declared words. */
  scorer: ScorerLanguage;
  /** The Hong Kong family's pages: the payout tables' words, model words and the family's names. */
  payout?: {
    words: PayoutWords;
    texts: Readonly<Record<string, string>>;
    variants: Readonly<Record<string, VariantLanguage>>;
  };
}

export interface PracticeSay {
  (key: PracticeWord, values?: Record<string, string | number>): string;
  /** The scorer's way of saying things: tiles, seats, amounts, patterns, errors. */
  own: Say;
  /** The variant's unit as a total is counted in ("points", "番"). */
  unit(variant: Variant): string;
  /** Items joined as a list in the page's language. */
  list(items: readonly string[]): string;
  /** The payout tables' language, which the breakdown passes them (none: English). */
  payout: PayoutLanguage | undefined;
}

export function practiceSayIn(lang?: PracticeLanguage): PracticeSay {
  // In English, the later words join the table when the code that says them arrives.
  const words = lang?.words ?? (PRACTICE_WORDS as PracticeWords);
  return sayer(words, {
    own: sayIn(lang?.scorer),
    unit: (variant: Variant) => lang?.scorer.unit ?? variant.unit.plural,
    list: (items: readonly string[]) => items.join(words['list.joiner']),
    payout: payoutLanguageOf(lang),
  });
}

/** The payout tables' language for the breakdown: the scorer's, with the models' words added. */
export function payoutLanguageOf(lang?: PracticeLanguage): PayoutLanguage | undefined {
  if (!lang?.payout) return undefined;
  const { words, texts, variants } = lang.payout;
  return { words, variants, scorer: { ...lang.scorer, texts: { ...lang.scorer.texts, ...texts } } };
}

/** English, the island's own words. */
export const PRACTICE_ENGLISH: PracticeSay = practiceSayIn();

export const PracticeSayContext = createContext<PracticeSay>(PRACTICE_ENGLISH);
export const usePracticeSay = (): PracticeSay => useContext(PracticeSayContext);
