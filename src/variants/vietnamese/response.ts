/** What the `mahjong-score` answer adds for a Vietnamese hand (README contract table). */
import type { ScoreResult } from '../../engine/score';
import { tileCode } from '../../engine/tiles';
import { liableOf } from './settlement';
import { formatPhan, pointsOf } from './value';

export function responseExtras(result: ScoreResult): Record<string, unknown> {
  const { single, double, mun, leftover } = pointsOf(result.total, result.options);
  const groups = result.reading.groups;
  const jokers = (result.reading.wilds ?? []).map((u) => {
    const g = groups[u.group];
    if (!g) return { joker: u.wild, standsFor: u.standsFor, group: null };
    const tiles = g.kind === 'chow' ? [0, 1, 2].map((d) => tileCode(g.tile + d)) : new Array(g.kind === 'pair' ? 2 : g.kind === 'kong' ? 4 : 3).fill(tileCode(g.tile));
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
