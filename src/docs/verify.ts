/**
 * Scores the example hands that pages show and compares them with what the page claims.
 * The docs build and the tests both call this: a disagreement fails the build.
 */
import { isHandError } from '../engine/errors';
import { parseHand } from '../engine/notation';
import { type ScoreResult, scoreHand } from '../engine/score';
import type { PatternDef, PatternExample, Variant } from '../engine/variant';

export interface ExampleOutcome {
  example: PatternExample;
  result: ScoreResult | null;
  /** The engine's error when the hand is not a win: its message, and the error for an island's words. */
  error: string | null;
  failure?: unknown;
  /** Why the page's claim is wrong; null when the engine agrees. */
  mismatch: string | null;
}

export function scoreExample(
  variant: Variant,
  example: PatternExample,
  patternId?: string,
): ExampleOutcome {
  let result: ScoreResult | null = null;
  let error: string | null = null;
  let failure: unknown;
  try {
    result = scoreHand(
      variant,
      parseHand(example.hand),
      example.context ?? {},
      example.options ?? {},
    );
  } catch (e) {
    if (!isHandError(e) || e.code !== 'not-winning') {
      return {
        example,
        result: null,
        error: (e as Error).message,
        mismatch: `"${example.hand}" is invalid: ${(e as Error).message}`,
      };
    }
    error = e.message;
    failure = e;
  }
  const problems: string[] = [];
  if (example.total === null) {
    if (result)
      problems.push(`the page says it is not a winning hand, the engine scores it ${result.total}`);
  } else if (!result) {
    problems.push(`the page says ${example.total}, the engine says: ${error}`);
  } else {
    if (result.total !== example.total)
      problems.push(
        `the page says ${example.total}, the engine scores ${result.total} (${result.patterns.map((p) => `${p.id} ${p.value}${p.count > 1 ? `x${p.count}` : ''}`).join(', ') || 'nothing'})`,
      );
    if (patternId) {
      const scored = result.patterns.some((p) => p.id === patternId);
      if (scored !== example.scores)
        problems.push(
          `the page says ${patternId} ${example.scores ? 'scores' : 'does not score'}, the engine ${scored ? 'counts' : 'does not count'} it`,
        );
    }
  }
  return {
    example,
    result,
    error,
    failure,
    mismatch: problems.length ? `${variant.id} "${example.hand}": ${problems.join('; ')}` : null,
  };
}

const outcomes = new WeakMap<Variant, Map<string, ExampleOutcome>>();

/**
 * scoreExample once per build for each example a page shows: a pattern's examples are on its
 * page in every language, and the engine's answer is the same in each (the example's note, which
 * is the language's, plays no part in it). The outcome is shared, so its reader must not change it.
 */
export function pageExampleOutcome(
  variant: Variant,
  example: PatternExample,
  patternId?: string,
): ExampleOutcome {
  const known = outcomes.get(variant) ?? new Map<string, ExampleOutcome>();
  outcomes.set(variant, known);
  const { hand, context, options, total, scores } = example;
  const key = JSON.stringify([hand, context, options, total, scores, patternId]);
  const outcome = known.get(key) ?? scoreExample(variant, example, patternId);
  known.set(key, outcome);
  return outcome;
}

/** Every example of every pattern, with any mismatches. */
export function verifyCatalogue(
  variant: Variant,
): { pattern: PatternDef; outcome: ExampleOutcome }[] {
  return variant.patterns.flatMap((pattern) =>
    pattern.examples.map((ex) => ({ pattern, outcome: scoreExample(variant, ex, pattern.id) })),
  );
}

/** Structural rules every catalogue keeps; returns one message per broken rule. */
export function checkCatalogue(variant: Variant): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const p of variant.patterns) {
    if (ids.has(p.id)) problems.push(`${variant.id}: pattern id "${p.id}" is used twice`);
    ids.add(p.id);
    if (!/^[a-z0-9-]+$/.test(p.id))
      problems.push(`${variant.id}: pattern id "${p.id}" must be kebab-case`);
    if (!variant.categories.some((c) => c.id === p.category))
      problems.push(`${variant.id}/${p.id}: unknown category "${p.category}"`);
    if (!p.examples.some((e) => e.scores))
      problems.push(`${variant.id}/${p.id}: no example hand that scores it`);
    if (!p.examples.some((e) => !e.scores))
      problems.push(`${variant.id}/${p.id}: no example hand that narrowly misses it`);
    if (!p.native.length) problems.push(`${variant.id}/${p.id}: no native name`);
  }
  for (const p of variant.patterns) {
    for (const x of p.excludes ?? []) {
      if (!ids.has(x.id))
        problems.push(`${variant.id}/${p.id}: excludes unknown pattern "${x.id}"`);
      const option = x.whenOption ? variant.options.find((o) => o.id === x.whenOption) : undefined;
      if (x.whenOption && option?.type !== 'boolean') {
        problems.push(`${variant.id}/${p.id}: "${x.whenOption}" is no boolean option`);
      }
    }
    // One counting for every variant: each pattern is found by its detector, or derived from what counted.
    if (!p.detect === !p.derived) {
      problems.push(
        `${variant.id}/${p.id}: needs a detector or a derivation, not ${p.detect ? 'both' : 'neither'}`,
      );
    }
    if (p.bonusOf !== undefined && !ids.has(p.bonusOf)) {
      problems.push(`${variant.id}/${p.id}: a bonus on unknown pattern "${p.bonusOf}"`);
    }
  }
  return problems;
}
