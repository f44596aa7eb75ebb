/**
 * Practice hands dealt from the catalogue: a pattern's own example, varied by a seeded shuffle of
 * suits, numbers, winds and dragons, kept only when the engine still scores that pattern and the
 * hand is of the level asked for. The same seed and level deal the same hand anywhere; the answer
 * is always the engine's, worked out when the hand is shown.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { WinContext } from '../context';
import { isHandError } from '../errors';
import type { Hand } from '../hand';
import { parseHand } from '../notation';
import { type ScoreResult, scoreHand } from '../score';
import { DRAGONS, isWildCode, SUITS, WINDS } from '../tiles';
import type { Options, PatternDef, Variant } from '../variant';
import { type Variation, varyContext, varyHand } from './variation';

/**
 * 1: one or two common patterns, nothing excluded, no flowers. 2: exclusions or flowers.
 * 3: limits, a capped value, special shapes, wild tiles.
 */
export type Level = 1 | 2 | 3;
export const LEVELS: readonly Level[] = [1, 2, 3];

export interface DealtHand {
  /** The pattern the hand was dealt to exercise. */
  target: string;
  hand: Hand;
  context: Record<string, unknown>;
}

export interface DealRequest {
  seed: number;
  level: Level;
  options?: Options;
  /** Leans the choice of pattern: a pattern's weight (default 1); missed patterns weigh more. */
  weights?: Readonly<Record<string, number>>;
}

type Rng = ReturnType<typeof xoroshiro128plus>;

/** How hard a scored hand is, by what it shows the reader. */
export function levelOf(variant: Variant, result: ScoreResult): Level {
  const { hand } = result;
  const tiles = [...hand.concealed, ...hand.melds.flatMap((m) => m.tiles), ...hand.bonus];
  const limit = result.patterns.some((p) => variant.patterns.find((d) => d.id === p.id)?.limit);
  const special = result.reading.shape !== 'standard';
  if (limit || special || result.uncapped > result.total || tiles.some(isWildCode)) return 3;
  if (result.excluded.length > 0 || hand.bonus.length > 0) return 2;
  return 1;
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[uniformInt(rng, 0, xs.length - 1)] as T;

function shuffled<T>(rng: Rng, xs: readonly T[]): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const randomVariation = (rng: Rng): Variation => ({
  suits: shuffled(rng, SUITS),
  mirror: uniformInt(rng, 0, 1) === 1,
  winds: shuffled(rng, WINDS),
  dragons: shuffled(rng, DRAGONS),
  noBonus: uniformInt(rng, 0, 2) === 0,
});

/** A pattern chosen in proportion to its weight. */
function pickPattern(rng: Rng, patterns: readonly PatternDef[], weights: DealRequest['weights']) {
  const w = patterns.map((p) => Math.max(0, weights?.[p.id] ?? 1));
  const sum = w.reduce((a, b) => a + b, 0);
  if (sum <= 0) return pick(rng, patterns);
  let r = (uniformInt(rng, 0, 1_000_000) / 1_000_001) * sum;
  for (const [i, p] of patterns.entries()) {
    r -= w[i] ?? 0;
    if (r < 0) return p;
  }
  return patterns[patterns.length - 1] as PatternDef;
}

const ATTEMPTS = 400;

/** Deals one hand of the level asked for; throws when the catalogue has none to give. */
export function dealHand(variant: Variant, request: DealRequest): DealtHand {
  const rng = xoroshiro128plus(request.seed | 0);
  const withExamples = variant.patterns.filter((p) => p.examples?.some((e) => e.scores));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const pattern = pickPattern(rng, withExamples, request.weights);
    const example = pick(
      rng,
      (pattern.examples ?? []).filter((e) => e.scores),
    );
    const variation = randomVariation(rng);
    const hand = varyHand(variation, parseHand(example.hand));
    const context = varyContext(variation, (example.context ?? {}) as Partial<WinContext>);
    const result = tryScore(variant, hand, context, request.options);
    if (!result?.minimumMet) continue;
    if (!result.patterns.some((p) => p.id === pattern.id)) continue;
    if (levelOf(variant, result) !== request.level) continue;
    return { target: pattern.id, hand, context: context as Record<string, unknown> };
  }
  throw new Error(
    `no level ${request.level} hand found for ${variant.name} (seed ${request.seed})`,
  );
}

function tryScore(
  variant: Variant,
  hand: Hand,
  context: Partial<WinContext>,
  options: Options | undefined,
): ScoreResult | null {
  try {
    return scoreHand(variant, hand, context, options);
  } catch (e) {
    // A variation the variant's rules refuse (a suit its players set aside): deal another.
    if (isHandError(e)) return null;
    throw e;
  }
}
