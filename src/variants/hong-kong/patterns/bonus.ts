import { flowerPatterns } from '../../shared/hk-family/flowers';
import { HK_SUMMARY } from '../sources';

export const BONUS_PATTERNS = flowerPatterns(HK_SUMMARY);
