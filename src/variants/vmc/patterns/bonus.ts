import { flowerPatterns } from '../../shared/hk-family/flowers';
import { VMC_EXPLAINED } from '../sources';

/** The club's own statement of the shared flower rules. */
export const BONUS_PATTERNS = flowerPatterns(VMC_EXPLAINED);
