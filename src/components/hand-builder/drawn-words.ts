/**
 * The English words of the scorer's pieces that other islands draw at start: a hand drawn as tiles
 * (src/components/HandTiles.tsx), as a screen reader names its groups, and a table option's field
 * (./OptionField.tsx). A scorer says them only in code it fetches later, but a practice page draws
 * its dealt hand at start, and the house-rule builder and a game's setup list their options open,
 * and none of them says the rest of the later words (./later-words.ts, which imports these) then.
 * Importing this module adds them to the English table (./words.ts); a page in another language
 * passes all its words.
 */
import { withLaterWords } from '../../i18n/later-words';
import { SCORER_WORDS } from './words';

export const DRAWN_WORDS = {
  'tiles.hand': 'Hand {hand}',
  'tiles.exposed': 'exposed {kind}',
  'tiles.concealed': 'concealed {kind}',
  'tiles.winning': 'winning tile',
  'tiles.bonus': 'bonus tiles',
  'rules.wholeNumber': 'Enter a whole number from {min} to {max}; still using {value}.',
} as const;

withLaterWords(SCORER_WORDS, DRAWN_WORDS);
