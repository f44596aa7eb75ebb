/**
 * The English words of a hand drawn as tiles (src/components/HandTiles.tsx), as a screen reader
 * names its groups. They are kept apart from the other words code fetched later says
 * (./later-words.ts, which imports these) because a practice page draws its dealt hand at start
 * and says none of the rest then. Importing this module adds them to the English table
 * (./words.ts); a page in another language passes all its words.
 */
import { withLaterWords } from '../../i18n/later-words';
import { SCORER_WORDS } from './words';

export const TILES_WORDS = {
  'tiles.hand': 'Hand {hand}',
  'tiles.exposed': 'exposed {kind}',
  'tiles.concealed': 'concealed {kind}',
  'tiles.winning': 'winning tile',
  'tiles.bonus': 'bonus tiles',
} as const;

withLaterWords(SCORER_WORDS, TILES_WORDS);
