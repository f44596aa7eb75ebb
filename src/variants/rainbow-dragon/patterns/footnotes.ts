/** The exclusions the club sheet's footnotes 2 and 3 set on its big hands. */
import type { Exclusion } from '../../../engine/variant';

export const NO_VALUED: Exclusion = {
  id: 'valued-honors',
  why: 'this hand does not count the fan given by Valued Honors (the club sheet’s footnote 2)',
};
export const NO_TRIPLETS: Exclusion = {
  id: 'all-triplets',
  why: 'this hand does not count the fan given by All Triplets (the club sheet’s footnote 3)',
};
