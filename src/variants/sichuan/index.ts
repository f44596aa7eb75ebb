import { sevenPairsShape, standardShape } from '../../engine/decompose';
import type { Category, Variant } from '../../engine/variant';
import { checkSichuanContext, SICHUAN_CONTEXT_KEYS } from './context';
import { settleDeal } from './deal/settle';
import { SC_OPTIONS } from './options';
import { EVENT_PATTERNS } from './patterns/events';
import { EXTRA_PATTERNS } from './patterns/extras';
import { SHAPE_PATTERNS } from './patterns/shapes';
import { SC_SETTLEMENT_SUMMARY, settleSichuan } from './settlement';
import { SC_SUMMARY } from './sources';
import { SICHUAN_108 } from './tiles';

const CATEGORIES: Category[] = [
  {
    id: 'shape',
    name: 'Hand shapes',
    blurb:
      'What the fourteen tiles make: a basic hand, all pungs, all 2/5/8 pungs, an outside hand, seven pairs.',
  },
  {
    id: 'extras',
    name: 'Added fan',
    blurb:
      'Fan added to the shape: a full flush, the golden single wait, and each root (four identical tiles).',
  },
  {
    id: 'events',
    name: 'Winning events',
    blurb:
      'The moment of the win: kong replacement, robbing a kong, the last tile, and two table options.',
  },
];

export const sichuan: Variant = {
  id: 'sichuan',
  name: 'Sichuan Bloody Mahjong',
  shortName: 'Sichuan',
  unit: { id: 'fan', singular: 'fan', plural: 'fan' },
  catalogueVersion: 1,
  tileSet: SICHUAN_108,
  // Runs stay in the standard shape: "no chows" forbids claiming a discard for a run, not holding one.
  shapes: [standardShape, sevenPairsShape(true)],
  categories: CATEGORIES,
  patterns: [...SHAPE_PATTERNS, ...EXTRA_PATTERNS, ...EVENT_PATTERNS],
  options: SC_OPTIONS,
  contextKeys: SICHUAN_CONTEXT_KEYS,
  checkContext: checkSichuanContext,
  contextFields: [
    {
      id: 'missingSuit',
      label: 'Missing suit',
      description:
        'The suit you declared missing at the start. A hand holding any tile of it cannot win.',
      choices: [
        { value: 'm', label: 'Characters (m)' },
        { value: 'p', label: 'Dots (p)' },
        { value: 's', label: 'Bamboo (s)' },
      ],
    },
  ],
  // The engine's total, capped at the cap option; no minimum option, so any legal win counts.
  settle: settleSichuan,
  settlementSummary: SC_SETTLEMENT_SUMMARY,
  settleDeal: (deal, options) => settleDeal(sichuan, deal, options),
  // Seed 003 (Sichuan): "No chows. Pungs, exposed/concealed/added kongs and robbing an added
  // kong are allowed."
  rules: { chow: false, pung: true, kong: true, robbingKong: true, source: SC_SUMMARY },
};
