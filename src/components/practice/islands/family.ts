// The Hong Kong family's practice islands pay a dealt hand under every variant of the family, as
// the payout comparison does; only these islands carry the family's catalogues.
import { formatHand } from '../../../engine/notation-write';
import { compare } from '../../payout/compare';
import type { FamilyPayouts } from '../Breakdown';

/**
 * Each family variant's payments for the dealt hand and context. Practice deals under the default
 * table rules, so every row, the page's own variant's too, says so.
 */
export const familyPayouts =
  (variantId: string): FamilyPayouts =>
  (view, say) =>
    compare(
      variantId,
      formatHand(view.result.hand),
      view.context,
      {},
      {
        error: say.error,
        // A dealt hand is never empty.
        empty: '',
      },
    ).family.map((row) => ({
      ...row,
      ownOptions: false,
    }));
