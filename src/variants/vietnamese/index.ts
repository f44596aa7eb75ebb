/**
 * Vietnamese mahjong (seed 000; ../shared/rules/vietnamese.md): the 160-tile set with eight
 * jokers (and the modern 168/176/184 sets), phán and mủn, the running bank's payments.
 */

import { sevenPairsShape, standardShape, thirteenOrphansShape } from '../../engine/decompose';
import { resolveOptions } from '../../engine/options';
import type { ScoreResult } from '../../engine/score';
import { tileCode } from '../../engine/tiles';
import type { Variant } from '../../engine/variant';
import { checkVietnameseContext } from './context';
import { VN_CONTEXT_FIELDS } from './context-fields';
import { VIETNAMESE_GAME } from './game/rules';
import { vietnameseHandModel } from './hand';
import { readJokerMeld } from './hand/jokers';
import { vietnameseHeader } from './header';
import { jokerRulesOf } from './options';
import { VN_CATEGORIES, VN_PATTERNS } from './patterns';
import {
  formatPhan,
  liableOf,
  pointsOf,
  settleVietnamese,
  VN_SETTLEMENT_SUMMARY,
} from './settlement';
import { VN_GUIDE } from './sources';

export const vietnamese: Variant = {
  ...vietnameseHeader,
  // Shown on pages; the hand model reads the hands (jokers included) and honours the options.
  shapes: [standardShape, sevenPairsShape(false), thirteenOrphansShape],
  categories: VN_CATEGORIES,
  patterns: VN_PATTERNS,
  handModel: vietnameseHandModel,
  judgesReplacementDraw: true,
  // The liable seat is read too: the scorer works it out, so a given one is refused in words.
  contextKeys: [...VN_CONTEXT_FIELDS.map((f) => f.id), 'liable'],
  checkContext: (win, hand, options) => checkVietnameseContext(win, hand, options ?? {}),
  // The engine's total and minimum: no cap, and no minimum, so a 0-phán hand wins and pays 1 (fact sheet §3).
  settle: settleVietnamese,
  settlementSummary: VN_SETTLEMENT_SUMMARY,
  game: VIETNAMESE_GAME,
  responseExtras,
  // An exposed meld tapped with jokers is read by the joker rules the options choose.
  meldCheck: (meld, options) =>
    readJokerMeld(meld, jokerRulesOf(resolveOptions(vietnamese, options))),
  // Seed 000: Ăn (chow) from the player on the left, Phỗng, Coong; robbing only an added quad.
  rules: {
    chow: true,
    pung: true,
    kong: true,
    robbingKong: true,
    fixedCap: null,
    source: VN_GUIDE,
  },
};

/** The Vietnamese fields of the answer, added to the engine's ResponseExtras. */
export interface VietnameseExtras {
  /** The value in phán-equivalents, and the same as mủn and leftover phán. */
  phan: number;
  mun: number;
  leftoverPhan: number;
  valueText: string;
  /** What a payer of the single and of the doubled column pays. */
  points: { single: number; double: number };
  /** Each joker in the chosen reading and what it stood for. */
  jokers: { joker: string; standsFor: string; group: { kind: string; tiles: string[] } | null }[];
  /** The seat that paid every share (Đền), when liability applied. */
  liable?: string;
}

declare module '../../engine/variant' {
  // eslint-style note: an interface merge, the engine's documented way for a variant to add fields.
  interface ResponseExtras extends Partial<VietnameseExtras> {}
}

export function responseExtras(result: ScoreResult): VietnameseExtras {
  const { single, double, mun, leftover } = pointsOf(result.total, result.options);
  const groups = result.reading.groups;
  const jokers = (result.reading.wilds ?? []).map((u) => {
    const g = groups[u.group];
    if (!g) return { joker: u.wild, standsFor: u.standsFor, group: null };
    const tiles =
      g.kind === 'chow'
        ? [0, 1, 2].map((d) => tileCode(g.tile + d))
        : new Array(g.kind === 'pair' ? 2 : g.kind === 'kong' ? 4 : 3).fill(tileCode(g.tile));
    return { joker: u.wild, standsFor: u.standsFor, group: { kind: g.kind, tiles } };
  });
  const liable = liableOf(result.context);
  return {
    phan: result.total,
    mun,
    leftoverPhan: leftover,
    valueText: formatPhan(result.total),
    points: { single, double },
    jokers,
    ...(liable ? { liable } : {}),
  };
}
