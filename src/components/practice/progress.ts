/**
 * What the reader got right and wrong, per pattern, kept in the browser: the next hands lean
 * toward the patterns most often got wrong, and one line says which. Pure: the island reads and
 * writes the stored text; these only read, update and summarise it.
 */
import type { Level, PracticeExample } from '../../engine/practice/deal';
import { dealHand } from '../../engine/practice/deal';
import type { Variant } from '../../engine/variant';
import { type HandVerdict, sumsRight } from './hand-answer';
import { newSeed } from './state';
import { PRACTICE_ENGLISH, type PracticeSay } from './words';

export interface Tally {
  right: number;
  wrong: number;
}
export type Progress = Record<string, Tally>;

export const progressKey = (variant: Variant): string => `mahjong-atlas:practice:${variant.id}`;

const count = (n: unknown): number =>
  Number.isInteger(n) && (n as number) >= 0 ? (n as number) : 0;

/** The stored progress, or none when it is missing or not ours to read (never a throw). */
export function readProgress(raw: string | null): Progress {
  try {
    const data = JSON.parse(raw ?? '{}') as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
    const out: Progress = {};
    for (const [id, t] of Object.entries(data as Record<string, Partial<Tally>>))
      if (t && typeof t === 'object') out[id] = { right: count(t.right), wrong: count(t.wrong) };
    return out;
  } catch {
    return {};
  }
}

/** One answer on a hand, counted for every pattern the hand scores. */
export function recordAnswer(
  progress: Progress,
  patterns: readonly string[],
  right: boolean,
): Progress {
  const out = { ...progress };
  for (const id of new Set(patterns)) {
    const t = out[id] ?? { right: 0, wrong: 0 };
    out[id] = right ? { ...t, right: t.right + 1 } : { ...t, wrong: t.wrong + 1 };
  }
  return out;
}

/** A "Which patterns?" answer: each pattern that counts is right if ticked, wrong if not. */
export function recordPatterns(
  progress: Progress,
  counted: readonly string[],
  ticked: ReadonlySet<string>,
): Progress {
  return counted.reduce((p, id) => recordAnswer(p, [id], ticked.has(id)), progress);
}

/**
 * A first check on a won hand: each pattern that counts is right or wrong as it was ticked (when
 * the patterns were asked), and all of them as the total and payments were (when those were).
 */
export function recordHand(
  progress: Progress,
  counted: readonly string[],
  verdict: HandVerdict,
): Progress {
  const missed = new Set(verdict.patterns?.missed ?? []);
  const ticked = new Set(counted.filter((id) => !missed.has(id)));
  const patterns = verdict.patterns ? recordPatterns(progress, counted, ticked) : progress;
  const sums = verdict.total || verdict.payments;
  return sums ? recordAnswer(patterns, counted, sumsRight(verdict)) : patterns;
}

/** A pattern's weight in the next deals: 1, and up to 4 as it is got wrong more often than right. */
export function weightsOf(progress: Progress): Record<string, number> {
  return Object.fromEntries(
    Object.entries(progress).map(([id, t]) => [
      id,
      1 + (3 * t.wrong) / Math.max(1, t.right + t.wrong),
    ]),
  );
}

/** The pattern most often got wrong (of those answered twice or more), in one line; null if none. */
export function summary(
  variant: Variant,
  progress: Progress,
  say: PracticeSay = PRACTICE_ENGLISH,
): string | null {
  const tallies = Object.values(progress);
  if (!tallies.length) return null;
  const answered = Object.entries(progress).filter(
    ([, t]) => t.right + t.wrong >= 2 && t.wrong > 0,
  );
  const worst = answered.sort(
    ([, a], [, b]) =>
      b.wrong / (b.right + b.wrong) - a.wrong / (a.right + a.wrong) || b.wrong - a.wrong,
  )[0];
  if (!worst) return say('progress.none');
  const [id, t] = worst;
  const name = say.own.pattern(id, variant.patterns.find((p) => p.id === id)?.name ?? id);
  return say('progress.worst', { name, wrong: t.wrong, times: t.right + t.wrong });
}

/**
 * The next hand's seed, leaning toward the patterns got wrong: of a few fresh seeds, one is drawn
 * in proportion to the weight of the pattern it deals. The seed alone still deals the hand, so the
 * link shares it exactly, whoever opens it.
 */
export function leaningSeed(
  variant: Variant,
  level: Level,
  examples: readonly PracticeExample[],
  progress: Progress,
  random: () => number = Math.random,
): number {
  const weights = weightsOf(progress);
  const seeds = Array.from({ length: 6 }, () => newSeed(random));
  if (!Object.keys(weights).length) return seeds[0]!;
  const weighed = seeds.map((seed) => {
    try {
      return { seed, w: weights[dealHand(variant, { seed, level }, examples).target] ?? 1 };
    } catch {
      return { seed, w: 0 };
    }
  });
  let r = random() * weighed.reduce((n, s) => n + s.w, 0);
  for (const s of weighed) {
    r -= s.w;
    if (r < 0) return s.seed;
  }
  return seeds[0]!;
}
