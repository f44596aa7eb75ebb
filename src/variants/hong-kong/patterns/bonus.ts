import { flowerPatterns } from '../../hk-family/flowers';
import { SEED_HK } from '../sources';

export const BONUS_PATTERNS = flowerPatterns(SEED_HK, 'seed 003');
