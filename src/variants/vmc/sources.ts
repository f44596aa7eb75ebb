import type { SourceRef } from '../../engine/variant';

/** Seed 002: the Victoria Mahjong Club's scoring, Modern and Classical. */
export const SEED_VMC: SourceRef = { doc: 'seed 002, VMC scoring', status: 'seed' };
/** The fact sheet's section on VMC's base points. */
export const FACTS_VMC = 'rules/hong-kong-family.md §1';

/** The only published base values: seed 002's worked example of a 5-faan hand. */
export const KNOWN_FAAN = 5;
export const KNOWN_P = 24;
export const KNOWN_Q = 16;

/**
 * Modern P, 0 to 13 faan: reconstructed as the half-spicy table, which matches P(5) = 24 and
 * nothing else known (§1.3).
 */
export const MODERN_P: readonly number[] = [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384];
/** Classical Q, 0 to 13 faan: reconstructed as 2^(faan−1), which matches Q(5) = 16 only (§1.3). */
export const CLASSICAL_Q: readonly number[] = MODERN_P.map((_, f) => 2 ** (f - 1));
