/**
 * Vietnamese mahjong (seed 000; ../shared/rules/vietnamese.md): the 160-tile set with eight
 * jokers (and the modern 168/176/184 sets), phán and mủn, the running bank's payments.
 */
import { sevenPairsShape, standardShape, thirteenOrphansShape } from '../../engine/decompose';
import type { Category, PatternDef, Variant } from '../../engine/variant';
import { checkVietnameseContext, VN_CONTEXT_FIELDS } from './context';
import { VIETNAMESE_GAME } from './game';
import { vietnameseHandModel } from './hand-model';
import { VN_OPTIONS } from './options';
import { BONUS_PATTERNS } from './patterns/bonus';
import { EVENT_PATTERNS, THROWING_PATTERNS } from './patterns/events';
import { HONOUR_PATTERNS } from './patterns/honours';
import { topUpPatterns } from './patterns/no-jokers';
import { PROGRESSIVE_PATTERNS } from './patterns/progressive';
import { SHAPE_PATTERNS } from './patterns/shape';
import { responseExtras } from './response';
import { settleVietnamese, VN_SETTLEMENT_SUMMARY } from './settlement';
import { VN_GUIDE } from './sources';
import { VN_TAP_RULES } from './tap-rules';
import { vietnameseTileSet } from './tiles';
import { formatPhan } from './value';

const CATEGORIES: Category[] = [
  {
    id: 'shape',
    name: 'Hand shapes',
    blurb: 'How the fourteen tiles are arranged: runs, triplets, called melds.',
  },
  {
    id: 'special',
    name: 'Special shapes',
    blurb: 'Seven Pairs, Thirteen Orphans and Nine Gates, which skip four groups and a pair.',
  },
  { id: 'suits', name: 'Flushes', blurb: 'Hands of one suit, with or without honours.' },
  { id: 'terminals', name: 'Terminals', blurb: 'Hands of 1s and 9s, with or without honours.' },
  {
    id: 'honours',
    name: 'Winds and dragons',
    blurb: 'Triplets of winds and dragons, and the hands made of them.',
  },
  { id: 'quads', name: 'Quads', blurb: 'Quads (Coong), which never hold a joker.' },
  {
    id: 'draw',
    name: 'Concealment and waits',
    blurb: 'A closed hand, a self-draw, a single wait.',
  },
  {
    id: 'events',
    name: 'Winning events',
    blurb:
      'The moment of the win: a quad robbed, a replacement tile, the last tile, a first-turn blessing, a discarded flower or joker.',
  },
  {
    id: 'bonus',
    name: 'Flowers and banked jokers',
    blurb: 'Flower tiles and jokers set aside, which sit outside the fourteen.',
  },
  {
    id: 'no-jokers',
    name: 'No-joker bonuses',
    blurb: 'What a pattern adds when no joker was ever played in it.',
  },
  {
    id: 'closed',
    name: 'Closed-hand bonuses',
    blurb:
      'What a big pattern adds when it was won closed: self-drawn on a single wait, or with every quad concealed.',
  },
  {
    id: 'optional',
    name: 'Optional rules',
    blurb: 'Patterns a table may add; off unless its table rule is on.',
  },
];

const BASE: PatternDef[] = [
  ...SHAPE_PATTERNS,
  ...HONOUR_PATTERNS,
  ...EVENT_PATTERNS,
  ...BONUS_PATTERNS,
];
const byId = (id: string): PatternDef => {
  const p = BASE.find((x) => x.id === id);
  if (!p) throw new Error(`no Vietnamese pattern ${id}`);
  return p;
};
export const VN_PATTERNS: PatternDef[] = [
  ...BASE,
  ...THROWING_PATTERNS,
  ...topUpPatterns(byId),
  ...PROGRESSIVE_PATTERNS,
];

export const vietnamese: Variant = {
  id: 'vietnamese',
  name: 'Vietnamese Mahjong',
  shortName: 'Vietnamese',
  unit: { id: 'phan', singular: 'phán', plural: 'phán' },
  // 2: big patterns absorb their parts (Nine Gates, the Four Winds, Little Three Dragons by option); the
  // single-wait-and-closed mủn on every pattern offering it, self-drawn only.
  catalogueVersion: 2,
  tileSet: vietnameseTileSet(),
  // Shown on pages; the hand model reads the hands (jokers included) and honours the options.
  shapes: [standardShape, sevenPairsShape(false), thirteenOrphansShape],
  categories: CATEGORIES,
  patterns: VN_PATTERNS,
  options: VN_OPTIONS,
  handModel: vietnameseHandModel,
  judgesReplacementDraw: true,
  contextFlags: ['kongReplacement', 'robbingKong', 'lastTile'],
  contextFields: VN_CONTEXT_FIELDS,
  // The liable seat is read too: the scorer works it out, so a given one is refused in words.
  contextKeys: [...VN_CONTEXT_FIELDS.map((f) => f.id), 'liable'],
  checkContext: (win, hand, options) => checkVietnameseContext(win, hand, options ?? {}),
  // The engine's total and minimum: no cap, and no minimum, so a 0-phán hand wins and pays 1 (fact sheet §3).
  settle: settleVietnamese,
  settlementSummary: VN_SETTLEMENT_SUMMARY,
  game: VIETNAMESE_GAME,
  formatValue: formatPhan,
  responseExtras,
  // Seed 000: Ăn (chow) from the player on the left, Phỗng, Coong; robbing only an added quad.
  rules: {
    chow: true,
    pung: true,
    kong: true,
    robbingKong: true,
    fixedCap: null,
    source: VN_GUIDE,
  },
  tapRules: VN_TAP_RULES,
};
