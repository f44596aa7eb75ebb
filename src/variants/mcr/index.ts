import { HandError } from '../../engine/errors';
import type { Category, ReadingOutcome, Variant } from '../../engine/variant';
import { CHINESE_144 } from '../../engine/tiles';
import { evaluateMcr, registerExclusionReasons } from './evaluate';
import { MCR_OPTIONS } from './options';
import { MCR_SUMMARY } from './sources';
import { MCR_PATTERNS } from './patterns';
import { MCR_SETTLEMENT_SUMMARY, settleMcr } from './settlement';
import { type McrReading, MCR_SHAPES, knittedIn } from './shapes';

const CATEGORIES: Category[] = [
  { id: 'special', name: 'Special shapes', blurb: 'Hands that are not four sets and a pair: seven pairs, thirteen orphans, knitted tiles, nine gates.' },
  { id: 'honors', name: 'Winds and dragons', blurb: 'Pungs of winds and dragons, and hands of honours only.' },
  { id: 'chows', name: 'Chow combinations', blurb: 'Fans made by two, three or four chows together.' },
  { id: 'pungs', name: 'Pungs and concealed pungs', blurb: 'Fans made by pungs together, and pungs held concealed.' },
  { id: 'kongs', name: 'Kongs', blurb: 'Exposed and concealed kongs, alone and together.' },
  { id: 'tiles', name: 'Suits and tile ranges', blurb: 'Fans that depend on which tiles the hand holds: flushes, terminals, number ranges.' },
  { id: 'win', name: 'Concealment, waits and the winning tile', blurb: 'How the hand was held and won: concealment, the wait, self-draw and the special moments of the deal.' },
  { id: 'bonus', name: 'Flowers', blurb: 'Flowers and seasons, which sit outside the fourteen and do not count toward the minimum.' },
];

registerExclusionReasons(MCR_PATTERNS);

const has = (o: ReadingOutcome, id: string) => o.patterns.some((p) => p.id === id);

export const mcr: Variant = {
  id: 'mcr',
  name: 'Chinese Official (MCR)',
  shortName: 'MCR',
  unit: { id: 'point', singular: 'point', plural: 'points' },
  // 2: a knitted straight with one declared set scores Single Wait only when the winning tile
  // completed the pair, as the reference calculator does (it was always a Single Wait in 1).
  catalogueVersion: 2,
  tileSet: CHINESE_144,
  shapes: MCR_SHAPES,
  categories: CATEGORIES,
  patterns: MCR_PATTERNS,
  options: MCR_OPTIONS,
  contextFlags: ['kongReplacement', 'robbingKong', 'lastTile', 'fourthTile'],
  dropsKongReplacementWithoutKong: true,
  evaluate: evaluateMcr,
  countingPrinciplesPage: '/mcr/principles/',
  // Highest total wins (high over low). On equal totals the reference calculator keeps its first
  // reading, except that a reading with Pure Triple Chow or Triple Pung, or any sets reading of a
  // seven-pairs hand, replaces it (rules/mcr.md §7, "equal-total decompositions").
  prefer(candidate, best) {
    if (candidate.total !== best.total) return candidate.total > best.total;
    const r = candidate.reading as McrReading;
    return has(candidate, 'pure-triple-chow') || has(candidate, 'triple-pung') || (r.shape === 'standard' && r.sevenPairsHand);
  },
  value(patterns) {
    const total = patterns.reduce((sum, p) => sum + p.value * p.count, 0);
    return { total, uncapped: total };
  },
  minimumMet(patterns, _total, options) {
    const withoutFlowers = patterns.reduce((s, p) => (p.id === 'flower-tiles' ? s : s + p.value * p.count), 0);
    return withoutFlowers >= (options.minimum as number);
  },
  checkContext(win) {
    const unknown = Object.keys(win.extra);
    if (unknown.length) throw new HandError('bad-context', `Chinese Official (MCR) does not read context.${unknown[0]}`);
  },
  settle: settleMcr,
  settlementSummary: MCR_SETTLEMENT_SUMMARY,
  // Seed 003 (MCR): the next player may chow; pungs and exposed kongs on a discard; added kongs
  // can be robbed. MCR has no cap: every fan counts.
  rules: { chow: true, pung: true, kong: true, robbingKong: true, fixedCap: null, source: MCR_SUMMARY },
};

export { knittedIn };
