import type { SourceRef } from '../../engine/variant';

/** “VMC rules explained”: the Victoria Mahjong Club's scoring, Modern and Classical. */
export const VMC_EXPLAINED: SourceRef = { source: 'vmc-explained', status: 'stated' };

/** The only published base values: the worked example of a 5-faan hand. */
export const KNOWN_FAAN = 5;
export const KNOWN_P = 24;
export const KNOWN_Q = 16;

/**
 * Modern P, 0 to 13 faan: reconstructed as the half-spicy table, which matches P(5) = 24 and
 * nothing else known.
 */
export const MODERN_P: readonly number[] = [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384];
/** Classical Q, 0 to 13 faan: reconstructed as 2^(faan−1), which matches Q(5) = 16 only. */
export const CLASSICAL_Q: readonly number[] = MODERN_P.map((_, f) => 2 ** (f - 1));
