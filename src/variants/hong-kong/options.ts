import type { OptionDecl } from '../../engine/variant';
import { FACTS_HK } from './sources';

export const HK_OPTIONS: OptionDecl[] = [
  {
    id: 'minimum',
    label: 'Minimum faan to win',
    description: 'A hand worth fewer faan may not be declared a win. Many tables play 3; a 1-faan minimum is also common.',
    type: 'integer',
    default: 3,
    min: 0,
    max: 13,
    source: { doc: 'seed 003, Hong Kong section', status: 'seed', note: `1 is also common (${FACTS_HK}.2)` },
  },
  {
    id: 'cap',
    label: 'Faan cap (limit)',
    description: 'Faan above the cap count as the cap, and a limit hand is worth exactly the cap. 13 is the seed\'s; 10 and 8 are also played.',
    type: 'integer',
    default: 13,
    min: 1,
    max: 13,
    source: { doc: 'seed 003, Hong Kong section', status: 'seed', note: `10 and 8 are also played (${FACTS_HK}.2)` },
  },
  {
    id: 'bonusCountsTowardMinimum',
    label: 'Flower faan count toward the minimum',
    description:
      'The seed counts every faan toward the minimum. Many tables (and the Wikipedia rules) exclude the faan of flowers and seasons, and the no-flowers faan, from that check.',
    type: 'boolean',
    default: true,
    source: { doc: 'seed 003 (silent; every faan counts)', status: 'table-option', note: `${FACTS_HK}.2: bonus tiles do not count toward the minimum` },
  },
  {
    id: 'concealedWithSelfDraw',
    label: 'Concealed hand also scores on a self-draw',
    description:
      'The seed lists concealed hand and self-draw as separate faan, so a concealed self-drawn hand scores both. Some tables give the concealed faan only on a discard win.',
    type: 'boolean',
    default: true,
    source: { doc: 'seed 003', status: 'table-option', note: `${FACTS_HK}.1: some sources score concealed only on a discard win` },
  },
  {
    id: 'nineGatesPureWait',
    label: 'Nine gates needs the pure nine-sided wait',
    description:
      'Off: any concealed one-suit hand of 1112345678999 plus one more tile of the suit. On: the 13 tiles before the win must be exactly 1112345678999.',
    type: 'boolean',
    default: false,
    source: { doc: 'seed 003 (silent on the wait)', status: 'table-option', note: 'MCR and some clubs require the pure wait' },
  },
];
