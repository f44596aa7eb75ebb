/**
 * The payout comparison in the page address: the hand builder's own link format (src/share.ts),
 * so a hand shared from a scorer opens here too, and a reload keeps what the reader changed.
 */
import type { Wind } from '../../engine/tiles';
import type { Variant } from '../../engine/variant';
import { type BuilderState, defaultState, encodeState } from '../../share';
import { decodeState } from '../../share-read';
import { ENGLISH_LINK, type LinkSay } from '../../share-words';
import type { ReadLink } from '../link-state';
import { comparableVariant, isComparable } from './compare';

export interface ComparisonState {
  /** The variant whose settlement models are compared first. */
  variantId: string;
  builder: BuilderState;
}

export const comparisonOf = (
  variantId: string,
  notation: string,
  seat: Wind,
  round: Wind,
  discarder: Wind | null,
): ComparisonState => ({
  variantId,
  builder: { ...defaultState(), notation, seat, round, discarder },
});

export const encodeComparison = (s: ComparisonState): string =>
  encodeState(comparableVariant(s.variantId), s.builder);

/**
 * Reads a link; null when the address holds none (the page's own example stays). A link for a
 * variant the comparison does not cover is read under `fallback`, and says so.
 */
export function decodeComparison(
  search: string,
  fallback: string,
  say: (variant: Variant) => LinkSay | undefined = () => ENGLISH_LINK,
): ReadLink<ComparisonState> | null {
  const q = new URLSearchParams(search);
  if (!q.has('v') && !q.has('h')) return null;
  const v = q.get('v');
  const variantId = isComparable(v) ? v! : fallback;
  const variant = comparableVariant(variantId);
  const decoded = decodeState(variant, search, say(variant));
  return {
    state: { variantId, builder: decoded.state },
    problems: decoded.problems,
    versionNote: decoded.versionNote,
  };
}
