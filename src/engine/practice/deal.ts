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
import type { Options, Variant } from '../variant';
import {
  type NamedFields,
  shiftRanges,
  type Table,
  type Variation,
  varyContext,
  varyHand,
} from './variation';

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

/** A catalogue example a practice hand may be dealt from: the pattern it shows, as its page has it. */
export interface PracticeExample {
  pattern: string;
  hand: string;
  context?: Partial<WinContext>;
}

/**
 * The examples practice deals from: each pattern's examples that score it. A page hands these to
 * its island, as the browser's catalogue carries no examples (scripts/island-catalogue.ts).
 */
export function practiceExamples(variant: Variant): PracticeExample[] {
  return variant.patterns.flatMap((p) =>
    (p.examples ?? [])
      .filter((e) => e.scores)
      .map((e) => ({ pattern: p.id, hand: e.hand, ...(e.context ? { context: e.context } : {}) })),
  );
}

/** The variant's own context fields that name a suit or a seat, renamed with the tiles. */
export function namedFields(variant: Variant): NamedFields {
  const naming = (codes: readonly string[]) =>
    (variant.contextFields ?? [])
      .filter((f) => codes.every((c) => f.choices.some((x) => x.value === c)))
      .map((f) => f.id);
  return { suit: naming(SUITS), wind: naming(WINDS) };
}

const SHARED_CONTEXT = new Set(['seat', 'round', 'selfDrawn', 'discarder']);

/**
 * A new seat, round and discard for an example won with nothing else said (no event, no field of
 * the variant's own but a suit): one with a win event or a liable seat keeps its table.
 */
function randomTable(
  rng: Rng,
  context: Partial<WinContext>,
  fields: NamedFields,
): Table | undefined {
  const plain = Object.keys(context).every((k) => SHARED_CONTEXT.has(k) || fields.suit.includes(k));
  if (!plain || uniformInt(rng, 0, 1) === 0) return undefined;
  const seat = pick(rng, WINDS);
  const round = pick(rng, WINDS);
  const others = WINDS.filter((w) => w !== seat);
  const selfDrawn = uniformInt(rng, 0, 2) === 0;
  return { seat, round, discarder: selfDrawn ? null : pick(rng, others) };
}

function randomVariation(
  rng: Rng,
  hand: Hand,
  context: Partial<WinContext>,
  fields: NamedFields,
): Variation {
  const renamed: Variation = {
    suits: shuffled(rng, SUITS),
    mirror: uniformInt(rng, 0, 1) === 1,
    shift: [0, 0, 0],
    winds: shuffled(rng, WINDS),
    dragons: shuffled(rng, DRAGONS),
    noBonus: uniformInt(rng, 0, 2) === 0,
  };
  const slide = uniformInt(rng, 0, 1) === 1;
  const shift = slide
    ? shiftRanges(varyHand(renamed, hand)).map(([lo, hi]) => uniformInt(rng, lo, hi))
    : renamed.shift;
  const table = randomTable(rng, context, fields);
  return { ...renamed, shift, ...(table ? { table } : {}) };
}

/** A pattern chosen in proportion to its weight. */
function pickPattern(rng: Rng, patterns: readonly string[], weights: DealRequest['weights']) {
  const w = patterns.map((p) => Math.max(0, weights?.[p] ?? 1));
  const sum = w.reduce((a, b) => a + b, 0);
  if (sum <= 0) return pick(rng, patterns);
  let r = (uniformInt(rng, 0, 1_000_000) / 1_000_001) * sum;
  for (const [i, p] of patterns.entries()) {
    r -= w[i] ?? 0;
    if (r < 0) return p;
  }
  return patterns[patterns.length - 1] as string;
}

const ATTEMPTS = 400;

/** The examples by pattern, in catalogue order. */
function byPattern(examples: readonly PracticeExample[]): Map<string, PracticeExample[]> {
  const out = new Map<string, PracticeExample[]>();
  for (const e of examples) out.set(e.pattern, [...(out.get(e.pattern) ?? []), e]);
  return out;
}

/**
 * A variation that combines what examples show apart, tried when the plain one is not of the level
 * asked for (so a catalogue of small examples still reaches its cap): one suit for
 * every suited tile, half the time, and the last tile or a kong's replacement. It draws from its
 * own generator, so the plain deals a seed gives do not move.
 */
function combined(rng: Rng, variation: Variation, hand: Hand, selfDrawn: boolean): Variation {
  const oneSuit = uniformInt(rng, 0, 1) === 1 ? pick(rng, SUITS) : undefined;
  const kong = hand.melds.some((m) => m.kind === 'kong');
  const events: Variation['events'] = {
    ...(uniformInt(rng, 0, 1) === 1 ? { lastTile: true } : {}),
    ...(kong && selfDrawn && uniformInt(rng, 0, 1) === 1 ? { kongReplacement: true } : {}),
  };
  return { ...variation, shift: [0, 0, 0], ...(oneSuit ? { oneSuit } : {}), events };
}

/** Mixed into the seed for the combining generator, so it and the plain one differ. */
const COMBINING = 0x5bd1e995;

/** Deals one hand of the level asked for; throws when the examples have none to give. */
export function dealHand(
  variant: Variant,
  request: DealRequest,
  examples: readonly PracticeExample[] = practiceExamples(variant),
): DealtHand {
  const rng = xoroshiro128plus(request.seed | 0);
  const combining = xoroshiro128plus((request.seed ^ COMBINING) | 0);
  const groups = byPattern(examples);
  const patterns = [...groups.keys()];
  const fields = namedFields(variant);
  for (let attempt = 0; attempt < ATTEMPTS && patterns.length; attempt++) {
    const target = pickPattern(rng, patterns, request.weights);
    const example = pick(rng, groups.get(target) ?? []);
    const original = parseHand(example.hand);
    const plain = randomVariation(rng, original, example.context ?? {}, fields);
    const deal = (variation: Variation): DealtHand | null => {
      const hand = varyHand(variation, original);
      const context = varyContext(variation, example.context ?? {}, fields);
      const result = tryScore(variant, hand, context, request.options);
      if (!result?.minimumMet || levelOf(variant, result) !== request.level) return null;
      if (!result.patterns.some((p) => p.id === target)) return null;
      return { target, hand, context: context as Record<string, unknown> };
    };
    const selfDrawn = varyContext(plain, example.context ?? {}, fields).selfDrawn === true;
    const dealt = deal(plain) ?? deal(combined(combining, plain, original, selfDrawn));
    if (dealt) return dealt;
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
