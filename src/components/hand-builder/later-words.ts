/**
 * The scorer's English words that only code an island fetches later says: the result views (the
 * waits, the score and why a pattern was not counted), the folded forms and the Vietnamese account
 * of a scored hand, with (./drawn-words.ts) those of the pieces other islands draw at start: a
 * hand drawn as tiles and a table option's field. They come with that code rather than with
 * every scorer's first load (about 1 KiB gzipped): importing this module adds them to the English
 * table (./words.ts), so every module that says one of them imports it, which
 * tests/i18n/later-words.test.ts holds it to. A page in another language passes all its words.
 */
// For its effect: the drawn pieces' words join the table with these.
import './drawn-words';
import { withLaterWords } from '../../i18n/later-words';
import type { DRAWN_WORDS } from './drawn-words';
import { SCORER_WORDS } from './words';

export const LATER_WORDS = {
  // The waits and the score.
  'waits.none': 'Not ready: no tile completes this hand.',
  'waits.one': 'Ready: waiting on 1 tile.',
  'waits.many': 'Ready: waiting on {n} tiles.',
  'waits.selfDrawn': 'Scored as a self-drawn win.',
  'waits.discard': 'Scored as a win on the chosen discard.',
  'waits.patternsOn': 'Patterns on {tile}',
  'waits.noPattern': 'no pattern scores',
  // The minimum, under a total and beside a wait.
  'minimum.notLegal': 'Not a legal win under these rules: nobody pays.',
  'minimum.meets': 'Meets the {min} minimum.',
  'minimum.below': 'Below the {min} minimum: not a legal win, nobody pays.',
  'minimum.waitNotLegal': 'not a legal win',
  'minimum.waitMeets': 'meets the minimum',
  'minimum.waitBelow': 'below the minimum',
  'score.total': 'Total',
  'score.capped': '(capped from {n})',
  'score.patterns': 'Patterns that count',
  'score.pattern': 'Pattern',
  'score.value': 'Value',
  'score.times': 'Times',
  'score.noPattern': 'No pattern scores.',
  'score.notCounted': 'Not counted',
  'score.excludedBy': ', excluded by {by}: {why}',
  'score.excludedByPrinciple': ', excluded by the counting principle {why}',
  'score.withRole': '{seat} ({role})',
  'score.houseRules': "the club's house rules",
  'score.payments': 'Payments (+ receives, − pays)',
  'score.seat': 'Seat',
  'score.amount': 'Amount',
  'score.base': 'Base ({model}): {base}',
  'score.compare': 'Compare the payouts under other tables',
  // The folded forms: how the hand was won, and the table rules.
  'context.seat': 'Your seat',
  'context.roundWind': 'Round wind',
  'context.how': 'How you won',
  'context.selfDrawnOption': 'Self-drawn',
  'context.discardedBy': 'Discarded by {wind}',
  'context.variant': '{variant} context',
  'context.choose': 'Choose…',
  // The Vietnamese scorer's account of a scored hand (src/components/scorers/vietnamese/).
  'viet.ladder': 'On the ladder:',
  'viet.mun': '({value} at 32 single or 64 double each{leftover})',
  'viet.leftover': ', plus {value} left over at a flat rate, never doubled',
  'viet.single': 'Single',
  'viet.double': 'double',
  'viet.whoPaid': 'Who paid which share',
  'viet.payer': 'Payer',
  'viet.share': 'Share',
  'viet.pays': 'Pays',
  'viet.jokers': 'What each joker stood for',
  'viet.stoodFor': 'stood for',
  'viet.inGroup': 'in the {kind} {tiles}',
  'share.liable': 'every share (liable)',
  'share.same': 'single (= double)',
  'share.double': 'double',
  'share.single': 'single',
  'share.other': 'other',
} as const;

/** Every English word of the scorer: what it loads at start and what comes later. */
export const ENGLISH_WORDS = withLaterWords(SCORER_WORDS, LATER_WORDS) as typeof SCORER_WORDS &
  typeof LATER_WORDS &
  typeof DRAWN_WORDS;
