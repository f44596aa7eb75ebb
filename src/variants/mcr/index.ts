import type { ReadingOutcome, ScoredPattern, Variant } from '../../engine/variant';
import { correctMcrContext } from './context';
import { MCR_GAME } from './game';
import { mcrHeader } from './header';
import { mcrOptions } from './options';
import { MCR_CATEGORIES, MCR_PATTERNS } from './patterns';
import { MCR_SETTLEMENT_SUMMARY, settleMcr } from './settlement';
import { MCR_SHAPES } from './shapes';
import { MCR_SUMMARY } from './sources';

const BONUS = new Set(MCR_PATTERNS.filter((p) => p.category === 'bonus').map((p) => p.id));

/** The points of the fans other than flowers, which the minimum is checked on (rules/mcr.md §6). */
function pointsWithoutFlowers(patterns: readonly ScoredPattern[]): number {
  let sum = 0;
  for (const p of patterns) if (!BONUS.has(p.id)) sum += p.value * p.count;
  return sum;
}

/**
 * When two readings reach the same total the rules leave the fan list open (rules/mcr.md §7,
 * "equal-total decompositions"). The scorer's tie order: a reading with Pure Triple Chow or Triple
 * Pung first; otherwise the first reading found, in the order the shapes and their splits are
 * tried (sets before seven pairs; at each tile a pung, then a chow, then the pair:
 * ./shapes/sets-and-pair.ts). It gives the reference's list on every such hand of the fixture.
 */
const tieRank = (o: ReadingOutcome): number =>
  o.patterns.some((p) => p.id === 'pure-triple-chow' || p.id === 'triple-pung') ? 1 : 0;

export const mcr: Variant = {
  ...mcrHeader,
  shapes: MCR_SHAPES,
  categories: MCR_CATEGORIES,
  patterns: MCR_PATTERNS,
  // rules/mcr.md §4: how chow and pung combinations count together.
  principles: ['non-separation', 'non-identical', 'account-once'],
  judgesReplacementDraw: true,
  correctContext: correctMcrContext,
  // High over low (rules/mcr.md §4): the highest total wins.
  prefer: (candidate, best) =>
    candidate.total !== best.total
      ? candidate.total > best.total
      : tieRank(candidate) > tieRank(best),
  countingPrinciplesPage: '/mcr/principles/',
  // No cap (the engine's sum); rules/mcr.md §6: the minimum is checked on the points without flowers.
  minimumMet: (patterns, _total, options) =>
    pointsWithoutFlowers(patterns) >= mcrOptions(options).minimum,
  settle: settleMcr,
  settlementSummary: MCR_SETTLEMENT_SUMMARY,
  game: MCR_GAME,
  // Seed 003 (MCR): the next player may chow; pungs and exposed kongs on a discard; added kongs
  // can be robbed. MCR has no cap: every fan counts.
  rules: {
    chow: true,
    pung: true,
    kong: true,
    robbingKong: true,
    fixedCap: null,
    source: MCR_SUMMARY,
  },
};
