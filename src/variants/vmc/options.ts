import { defineOptions } from '../../engine/define-options';
import { writePayoutTable } from '../../engine/payout-table-write';
import { HK_OPTIONS } from '../hong-kong/options';
import { CLASSICAL_Q, MODERN_P, VMC_EXPLAINED } from './sources';

/** Hong Kong's scoring options, which VMC shares because it uses the Hong Kong faan items. */
type HkDecl = (typeof HK_OPTIONS)[number];
const fromHongKong = <Id extends HkDecl['id']>(id: Id): Extract<HkDecl, { id: Id }> => {
  const decl = HK_OPTIONS.find((o): o is Extract<HkDecl, { id: Id }> => o.id === id);
  if (!decl) throw new Error(`Hong Kong has no option ${id}`);
  return decl;
};

const VMC_TABLE = defineOptions([
  {
    id: 'minimum',
    label: 'Minimum faan to win',
    description:
      'The table chooses. Three faan is the common choice, and beginners sometimes play with no minimum (0).',
    type: 'integer',
    default: 3,
    min: 0,
    max: 13,
    source: {
      ...VMC_EXPLAINED,
      note: '“Three faan is the common choice”; the table and the minimum are separate decisions',
    },
  },
  {
    id: 'cap',
    label: 'Faan cap (limit)',
    description:
      "The most faan a hand can be worth, and what a limit hand is worth. VMC's own maximum is unknown; 13 is the Hong Kong figure the reconstructed tables stop at. A club can set its own.",
    type: 'integer',
    default: 13,
    min: 1,
    max: 13,
    source: {
      ...VMC_EXPLAINED,
      status: 'reconstructed',
      also: ['chinese-mahjong-summaries'],
      note: 'the club’s description states no maximum; 13 is the Hong Kong limit',
    },
  },
  {
    id: 'settlement',
    label: 'Settlement model',
    description:
      'Modern: the discarder pays, with base points P. Classical: everyone pays, with base points Q and doublings for the discarder, a self-draw and East. The club’s description names no default; agree on one before the first hand.',
    type: 'choice',
    default: 'modern',
    choices: [
      { value: 'modern', label: 'Modern (the discarder pays)' },
      { value: 'classical', label: 'Classical (everyone pays)' },
    ],
    source: {
      ...VMC_EXPLAINED,
      status: 'table-option',
      note: 'the club’s description gives both and picks neither; Modern, listed first, is our default',
    },
  },
  {
    id: 'modernTable',
    label: 'Modern base points P, from 0 faan to the cap',
    description:
      "Only P(5) = 24 is known (from the worked example in the club’s description). The other values are our reconstruction (the Hong Kong half-spicy table), not VMC's published figures; a club can supply its own, one amount per faan, never going down.",
    type: 'text',
    default: writePayoutTable(MODERN_P),
    source: {
      ...VMC_EXPLAINED,
      section: 'the worked example',
      status: 'reconstructed',
      also: ['hk-payout-tables'],
      note: 'P(5) = 24 is the club’s; the rest is our reconstruction as the half-spicy table',
    },
  },
  {
    id: 'classicalTable',
    label: 'Classical base points Q, from 0 faan to the cap',
    description:
      "Only Q(5) = 16 is known (from the worked example in the club’s description). The other values are our reconstruction, 2 to the power (faan − 1) (so ½ at 0 faan), not VMC's published figures; a club can supply its own.",
    type: 'text',
    default: writePayoutTable(CLASSICAL_Q),
    source: {
      ...VMC_EXPLAINED,
      section: 'the worked example',
      status: 'reconstructed',
      note: 'Q(5) = 16 is the club’s; the rest is our reconstruction as 2 to the power (faan − 1)',
    },
  },
  fromHongKong('bonusCountsTowardMinimum'),
  fromHongKong('concealedWithSelfDraw'),
  fromHongKong('nineGatesPureWait'),
]);

/** The options table: what the engine accepts in a request and what the page lists. */
export const VMC_OPTIONS = VMC_TABLE.decls;
/** VMC's resolved options, each typed by its declaration (`vmcOptions(options).cap` is a number). */
export const vmcOptions = VMC_TABLE.read;
