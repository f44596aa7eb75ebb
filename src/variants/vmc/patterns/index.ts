/**
 * The VMC catalogue: the club plays the Hong Kong faan items (seed 002: "the same in both
 * versions … listed in the Hong Kong basics guide"), so it runs Hong Kong's pattern entries by
 * Hong Kong's categories; only its flowers are stated in its own words (./bonus.ts).
 */
import type { Category, PatternDef } from '../../../engine/variant';
import { HK_CATEGORIES } from '../../hong-kong/patterns';
import { CONCEALMENT_PATTERNS } from '../../hong-kong/patterns/draw';
import { EVENT_PATTERNS } from '../../hong-kong/patterns/events';
import { HONOUR_PATTERNS } from '../../hong-kong/patterns/honours';
import { LIMIT_PATTERNS } from '../../hong-kong/patterns/limit';
import { SHAPE_PATTERNS } from '../../hong-kong/patterns/shape';
import { SUIT_PATTERNS } from '../../hong-kong/patterns/suits';
import { BONUS_PATTERNS } from './bonus';

export const VMC_CATEGORIES: readonly Category[] = HK_CATEGORIES;

export const VMC_PATTERNS: readonly PatternDef[] = [
  ...SHAPE_PATTERNS,
  ...CONCEALMENT_PATTERNS,
  ...HONOUR_PATTERNS,
  ...SUIT_PATTERNS,
  ...BONUS_PATTERNS,
  ...EVENT_PATTERNS,
  ...LIMIT_PATTERNS,
];
