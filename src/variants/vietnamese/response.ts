/** What the `mahjong-score` answer adds for a Vietnamese hand (the contract page, "Scoring from the command line"). */
import type { ScoreResult } from '../../engine/score';
import { tileCode } from '../../engine/tiles';
import { liableOf } from './settlement';
import { formatPhan, pointsOf } from './value';

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
