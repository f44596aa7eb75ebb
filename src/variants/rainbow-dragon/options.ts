import { defineOptions } from '../../engine/define-options';
import { writePayoutTable } from '../../engine/payout-table-write';
import { CAP, RD_SHEET, SHEET_POINTS } from './sources';

const RD_TABLE = defineOptions([
  {
    id: 'minimum',
    label: 'Minimum fan to win',
    description:
      'The club sheet is designed to be played with a minimum of 0, 1 or 2 fan (it calls it the fan “limit”): relaxed (0), standard (1) or challenging (2). A hand worth less may not be declared a win. Every fan counts toward it, flowers included.',
    type: 'integer',
    default: 1,
    min: 0,
    max: CAP,
    maxWhy: `the ${CAP}-fan cap: no hand is worth more`,
    source: {
      ...RD_SHEET,
      status: 'table-option',
      note: 'the club sheet leaves the choice of 0, 1 or 2 to the table and calls 1 “standard”',
    },
  },
  {
    id: 'pointsTable',
    label: 'Points for each fan, 0 to 12',
    description:
      'The whole number of points a hand of each fan value is worth, separated by commas. The club sheet’s table is the default; a club may supply its own, with an amount for every value from 0 to 12 that never goes down.',
    type: 'text',
    default: writePayoutTable(SHEET_POINTS),
    source: { ...RD_SHEET, section: 'the “Scoring” table' },
  },
  {
    id: 'valuedHonorsPerTriplet',
    label: 'Valued Honors scores for each triplet',
    description:
      'On: 1 fan for each dragon triplet, 1 for a triplet of your seat wind and 1 for the round wind (a wind that is both scores 2). Off: 1 fan for the hand however many valued triplets it holds. The club sheet does not say which.',
    type: 'boolean',
    default: true,
    source: {
      ...RD_SHEET,
      status: 'table-option',
      also: ['chinese-mahjong-summaries'],
      note: 'the club sheet is silent; counting each triplet is the Hong Kong reading',
    },
  },
  {
    id: 'completeSetReplacesSeat',
    label: 'A complete set replaces its seat-match fan',
    description:
      "Off (the club sheet as written): a complete set of flowers or seasons scores 2 on top of the 1 for the tile that matches your seat, so 3. On: the set scores 2 in place of that tile's fan, as Hong Kong and the Victoria Mahjong Club count it.",
    type: 'boolean',
    default: false,
    source: {
      ...RD_SHEET,
      status: 'table-option',
      also: ['vmc-explained', 'chinese-mahjong-summaries'],
      note: 'the Victoria Mahjong Club and our Hong Kong rules summary give the set “in place of the matching bonus”',
    },
  },
  {
    id: 'nestedPatternsCount',
    label: 'A pattern inside a bigger one still counts',
    description:
      'On (the club sheet as written: only its footnotes remove patterns): Thirteen Orphans and All Honors also score All Orphans, whose tiles they hold, and Fully Concealed Triplets also scores Fully Concealed. Off: the bigger pattern replaces the one it contains, the Hong Kong counting rule.',
    type: 'boolean',
    default: true,
    source: {
      ...RD_SHEET,
      status: 'table-option',
      also: ['wikipedia-hk-scoring'],
      note: 'the default is the club sheet as written; in the Hong Kong counting rule “only the tighter one is scored”',
    },
  },
]);

/** The options table: what the engine accepts in a request and what the page lists. */
export const RD_OPTIONS = RD_TABLE.decls;
/** Rainbow Dragon's resolved options, each typed by its declaration (`rdOptions(options).cap` is a number). */
export const rdOptions = RD_TABLE.read;
