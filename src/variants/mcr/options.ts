import { defineOptions } from '../../engine/define-options';
import { MCR_SUMMARY } from './sources';

const MCR_TABLE = defineOptions([
  {
    id: 'minimum',
    label: 'Minimum points to win (without flowers)',
    description:
      'A hand may be declared only if its points without flowers reach this. The official minimum is 8.',
    type: 'integer',
    default: 8,
    min: 0,
    max: 88,
    source: {
      ...MCR_SUMMARY,
      also: ['mcr-reference-calculator'],
      note: 'the reference calculator does not enforce it; this site does',
    },
  },
  {
    id: 'kongCombination',
    label: 'One concealed and one melded kong',
    description:
      'Combined: the pair of kongs scores Concealed Kong and Melded Kong (明暗杠), 5 points, as the widely used calculator does (Mahjong International League rules). Separate: Melded Kong 1 + Concealed Kong 2 = 3.',
    type: 'choice',
    default: 'combined',
    choices: [
      { value: 'combined', label: 'Combined, 5 points (reference calculator)' },
      { value: 'separate', label: 'Separate, 1 + 2 points' },
    ],
    source: {
      source: 'mcr-reference-calculator',
      section: 'its rule settings',
      status: 'table-option',
      note: 'its default, the combined fan, is ours',
    },
  },
  {
    id: 'strict1998',
    label: 'Strict 1998 reading',
    description:
      'Off (common practice): One Voided Suit still scores with Big/Little Three Dragons, Big Three Winds, Quadruple Chow and Four Pure Shifted Pungs/Chows; Seven Pairs combines with All Honors, All Green, All Terminals and the range fans; All Terminals keeps Triple Pung. On: the opposite for each.',
    type: 'boolean',
    default: false,
    source: {
      source: 'mcr-reference-calculator',
      section: 'its rule settings',
      status: 'table-option',
      note: 'it does not apply the strict reading by default, and neither do we',
    },
  },
  {
    id: 'knittedStraightWaits',
    label: 'Wait fans with a knitted straight',
    description:
      "On (the Mahjong International League’s ruling, the reference calculator’s default since 2023): a knitted straight hand may score Edge, Closed or Single Wait even when the winning tile could complete the knitted straight; with one declared set it scores Single Wait when the winning tile completed the pair (a tile outside the straight, or a straight tile the hand also holds two more of). Off: no wait fan when the winning tile is one of the knitted straight's tiles.",
    type: 'boolean',
    default: true,
    source: {
      source: 'mcr-reference-calculator',
      section: 'its rule settings',
      status: 'table-option',
      note: 'its default since 2023, following a Mahjong International League ruling, is ours',
    },
  },
]);

/** The options table: what the engine accepts in a request and what the page lists. */
export const MCR_OPTIONS = MCR_TABLE.decls;
/** MCR's resolved options, each typed by its declaration (`mcrOptions(options).cap` is a number). */
export const mcrOptions = MCR_TABLE.read;
