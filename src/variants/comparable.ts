/**
 * The variants the payout comparison page pays a hand under: every variant that declares a payout
 * family (Variant.payoutFamily), in the order the page shows them. Imported directly rather than
 * through the registry, so the page carries these catalogues and no other; a test checks this
 * list against the registry.
 */
import type { Variant } from '../engine/variant';
import { hongKong } from './hong-kong';
import { rainbowDragon } from './rainbow-dragon';
import { vmc } from './vmc';

export const COMPARABLE_VARIANTS: readonly Variant[] = [hongKong, rainbowDragon, vmc];
