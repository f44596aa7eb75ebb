/**
 * The practice drills' English words that only code fetched later says: the breakdown, with each
 * payment's reason (./Breakdown.tsx and ./reasons.ts, fetched at the first check), and the waits
 * drill (./WaitsDrill.tsx, fetched when it is dealt). They come with that code rather than with
 * every practice page's first load: importing this module adds them to the English table
 * (./words.ts), so every module that says one imports it, which tests/i18n/later-words.test.ts holds
 * it to. A page in another language passes all its words.
 */
import { withLaterWords } from '../../i18n/later-words';
import { PRACTICE_WORDS } from './words';

export const PRACTICE_LATER_WORDS = {
  'breakdown.label': "The engine's breakdown",
  'reasons.heading': 'Who pays what, and why',
  'reasons.youSaid': ' You said {n}.',
  'reason.selfDraw': 'on a self-draw',
  'reason.discard': 'on a discard win',
  'reason.part': ': {times} of {base}',
  'reason.base': 'the base',
  'reason.halfBase': 'half the base',
  'reason.timesBase': '{k} × the base',
  'reason.pays': '{who} pays {paid} {how}{part}.',
  'reason.paysNothing': "{who} pays nothing {how} under this table's settlement.",
  'reason.receives': '{who} receives what the others pay.',
  'waits.hint': 'Choose every tile that would complete this hand, then check.',
  'waits.palette': 'Tiles that complete the hand',
  'waits.checkOne': 'Check {n} tile',
  'waits.checkMany': 'Check {n} tiles',
  'waits.right': 'Right: those are all the tiles it waits on, and no others.',
  'waits.missed': 'Missed: {tiles}.',
  'waits.wrong': 'Does not complete it: {tiles}.',
  'best.topOne': '{tiles} scores most',
  'best.topMany': '{tiles} score most',
  'best.rightEqually': 'Right: {top}, equally.',
  'best.right': 'Right: {top}.',
  'best.notBest': '{tile} is not the best: {top}.',
  'best.top': '{top}.',
  'best.legend': 'Which of these wins scores most?',
  'best.chooseFirst': 'Choose the tiles above first.',
} as const;

/** Every English word of the drills: what a page loads at start and what comes later. */
export const PRACTICE_ENGLISH_WORDS = withLaterWords(PRACTICE_WORDS, PRACTICE_LATER_WORDS);
