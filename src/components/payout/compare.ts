/**
 * The payout comparison's pure logic: one hand and win context scored under a variant and paid
 * under each of its settlement models, and the same hand under every variant of its payout family
 * (Variant.payoutFamily). No DOM, so tests can call it directly.
 */

import { HandError } from '../../engine/errors';
import { activeModel, type ModelPayout, payUnder, payUnderEvery } from '../../engine/models';
import { parseHand } from '../../engine/notation';
import { type ScoreResult, scoreHand } from '../../engine/score';
import type { Options, Variant } from '../../engine/variant';
import { COMPARABLE_VARIANTS } from '../../variants/comparable';
import { errorText } from '../hand-builder/model';

export const isComparable = (id: string | null): boolean =>
  COMPARABLE_VARIANTS.some((v) => v.id === id);

export function comparableVariant(id: string): Variant {
  const v = COMPARABLE_VARIANTS.find((x) => x.id === id);
  if (!v) {
    const ids = COMPARABLE_VARIANTS.map((x) => x.id).join(', ');
    throw new HandError(
      'unknown-variant',
      `the payout comparison covers ${ids}, not ${JSON.stringify(id)}`,
      { reason: 'variant-not-compared', value: JSON.stringify(id) },
    );
  }
  return v;
}

/** The variants paid side by side with `variant`: its payout family, in the page's order. */
export const familyOf = (variant: Variant): Variant[] =>
  COMPARABLE_VARIANTS.filter((v) => v.payoutFamily === variant.payoutFamily);

export interface FamilyRow {
  variant: Variant;
  /** Options this row was scored under: the reader's for the chosen variant, defaults otherwise. */
  ownOptions: boolean;
  result: ScoreResult | null;
  payout: ModelPayout | null;
  error: string | null;
}

export interface Comparison {
  variant: Variant;
  /** The chosen variant's score, or why it could not be scored. */
  result: ScoreResult | null;
  error: string | null;
  models: ModelPayout[];
  family: FamilyRow[];
}

/** How the comparison says an error and an empty hand: the page's language, English by default. */
export interface CompareWords {
  error(e: unknown): string;
  empty: string;
}

const ENGLISH_WORDS: CompareWords = {
  error: errorText,
  empty: 'Enter a winning hand of 14 tiles, with the winning tile marked by @.',
};

function score(
  variant: Variant,
  notation: string,
  context: unknown,
  options: Options,
  words: CompareWords,
): { result: ScoreResult | null; error: string | null } {
  try {
    if (!notation.trim()) return { result: null, error: words.empty };
    return { result: scoreHand(variant, parseHand(notation), context, options), error: null };
  } catch (e) {
    return { result: null, error: words.error(e) };
  }
}

export function compare(
  variantId: string,
  notation: string,
  context: unknown,
  options: Options,
  words: CompareWords = ENGLISH_WORDS,
): Comparison {
  const variant = comparableVariant(variantId);
  const { result, error } = score(variant, notation, context, options, words);
  let models: ModelPayout[] = [];
  let modelError: string | null = null;
  if (result) {
    try {
      models = payUnderEvery(variant, result);
    } catch (e) {
      modelError = words.error(e);
    }
  }
  const family = familyOf(variant).map((v): FamilyRow => {
    const own = v.id === variant.id;
    const s = own ? { result, error } : score(v, notation, context, {}, words);
    if (!s.result)
      return { variant: v, ownOptions: own, result: null, payout: null, error: s.error };
    try {
      return {
        variant: v,
        ownOptions: own,
        result: s.result,
        payout: payUnder(activeModel(v, s.result.options), s.result),
        error: null,
      };
    } catch (e) {
      return {
        variant: v,
        ownOptions: own,
        result: s.result,
        payout: null,
        error: words.error(e),
      };
    }
  });
  return { variant, result, error: error ?? modelError, models, family };
}

export { signed } from '../format';
