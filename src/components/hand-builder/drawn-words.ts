/**
 * The English words of the scorer's pieces that other islands draw at start: a hand drawn as tiles
 * (src/components/HandTiles.tsx), as a screen reader names its groups, and a table option's field
 * (./OptionField.tsx), and the win events a form offers (EVENT_LABEL). A scorer says them only in
 * code it fetches later, but a practice page draws its dealt hand at start, the house-rule builder
 * and a game's setup list their options open, and a game's win fields offer the events, and none
 * of them says the rest of the later words (./later-words.ts, which imports these) then.
 * Importing this module adds them to the English table (./words.ts); a page in another language
 * passes all its words.
 */

import type { ContextFlag } from '../../engine/variant';
import { withLaterWords } from '../../i18n/later-words';
import { SCORER_WORDS, type ScorerWord } from './words';

export const DRAWN_WORDS = {
  'tiles.hand': 'Hand {hand}',
  'tiles.exposed': 'exposed {kind}',
  'tiles.concealed': 'concealed {kind}',
  'tiles.winning': 'winning tile',
  'tiles.bonus': 'bonus tiles',
  'rules.wholeNumber': 'Enter a whole number from {min} to {max}; still using {value}.',
  'eventLabel.kongReplacement': 'Won on a kong replacement tile',
  'eventLabel.robbingKong': 'Robbed a kong (the discarder is the player who added to his pung)',
  'eventLabel.lastTile': "Last tile (the wall's last tile, or the discard after it)",
  'eventLabel.fourthTile': 'Fourth tile (the winning tile was the last unseen copy)',
} as const;

withLaterWords(SCORER_WORDS, DRAWN_WORDS);

/** The one list of the win events a form offers (the scorer's and the game sheet's), by flag. */
export const EVENT_LABEL: Readonly<Record<ContextFlag, ScorerWord>> = {
  kongReplacement: 'eventLabel.kongReplacement',
  robbingKong: 'eventLabel.robbingKong',
  lastTile: 'eventLabel.lastTile',
  fourthTile: 'eventLabel.fourthTile',
};
