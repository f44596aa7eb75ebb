/**
 * The payout family of the variants that count a hand the Hong Kong way (faan from the same
 * patterns, a cap and a minimum), by the name the comparison page gives it (Variant.payoutFamily).
 */
export const HK_PAYOUT_FAMILY = 'Hong Kong';
