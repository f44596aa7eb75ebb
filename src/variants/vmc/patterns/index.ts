/**
 * The VMC catalogue: the club plays the Hong Kong faan items (seed 002: "the same in both
 * versions … listed in the Hong Kong basics guide"), so it runs Hong Kong's pattern entries by
 * Hong Kong's categories; only its flowers are stated in its own words (./bonus.ts).
 */
import type { Category, PatternDef } from '../../../engine/variant';
import { HK_CATEGORIES, HK_PATTERNS } from '../../hong-kong/patterns';
import { BONUS_PATTERNS as HK_BONUS } from '../../hong-kong/patterns/bonus';
import { BONUS_PATTERNS } from './bonus';

export const VMC_CATEGORIES: readonly Category[] = HK_CATEGORIES;

/** Hong Kong's catalogue in its order, with the club's own flower entries in place of Hong Kong's. */
export const VMC_PATTERNS: readonly PatternDef[] = HK_PATTERNS.flatMap((p) =>
  p === HK_BONUS[0] ? BONUS_PATTERNS : HK_BONUS.includes(p) ? [] : [p],
);
