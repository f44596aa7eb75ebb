import { defineOptions } from '../../engine/define-options';
import { HK_SUMMARY } from './sources';

const HK_TABLE = defineOptions([
  {
    id: 'minimum',
    label: 'Minimum faan to win',
    description:
      'A hand worth fewer faan may not be declared a win. Many tables play 3; a 1-faan minimum is also common.',
    type: 'integer',
    default: 3,
    min: 0,
    max: 13,
    source: {
      ...HK_SUMMARY,
      also: ['hk-mahjong-references'],
      note: 'a 1-faan minimum is also common',
    },
  },
  {
    id: 'cap',
    label: 'Faan cap (limit)',
    description:
      'Faan above the cap count as the cap, and a limit hand is worth exactly the cap. 13 is our rules summary’s; 10 and 8 are also played.',
    type: 'integer',
    default: 13,
    min: 1,
    max: 13,
    source: { ...HK_SUMMARY, also: ['hk-mahjong-references'], note: 'other tables cap at 10 or 8' },
  },
  {
    id: 'bonusCountsTowardMinimum',
    label: 'Flower faan count toward the minimum',
    description:
      'Our rules summary counts every faan toward the minimum. Many tables (and Wikipedia’s rules) exclude the faan of flowers and seasons, and the no-flowers faan, from that check.',
    type: 'boolean',
    default: true,
    source: {
      ...HK_SUMMARY,
      status: 'table-option',
      also: ['wikipedia-hk-scoring'],
      note: 'our rules summary is silent, so every faan counts (the default); Wikipedia’s rules leave bonus tiles out of the minimum',
    },
  },
  {
    id: 'concealedWithSelfDraw',
    label: 'Concealed hand also scores on a self-draw',
    description:
      'Our rules summary lists concealed hand and self-draw as separate faan, so a concealed self-drawn hand scores both. Some tables give the concealed faan only on a discard win.',
    type: 'boolean',
    default: true,
    source: {
      ...HK_SUMMARY,
      status: 'table-option',
      also: ['hk-mahjong-references'],
      note: 'some Hong Kong references give the concealed faan only on a discard win',
    },
  },
  {
    id: 'nineGatesPureWait',
    label: 'Nine gates needs the pure nine-sided wait',
    description:
      'Off: any concealed one-suit hand of 1112345678999 plus one more tile of the suit. On: the 13 tiles before the win must be exactly 1112345678999.',
    type: 'boolean',
    default: false,
    source: {
      ...HK_SUMMARY,
      status: 'table-option',
      note: 'our rules summary is silent on the wait, so any wait counts (the default); MCR and some clubs require the pure wait',
    },
  },
]);

/** The options table: what the engine accepts in a request and what the page lists. */
export const HK_OPTIONS = HK_TABLE.decls;
/** Hong Kong's resolved options, each typed by its declaration (`hkOptions(options).cap` is a number). */
export const hkOptions = HK_TABLE.read;
