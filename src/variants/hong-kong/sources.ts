import type { SourceRef } from '../../engine/variant';

/** The seed that states Hong Kong's values: seed 003, "Hong Kong Mahjong". */
export const SEED_HK: SourceRef = { doc: 'seed 003, Hong Kong section', status: 'seed' };
export const SEED_GUIDE: SourceRef = { doc: 'seed 004, general rules', status: 'seed' };
export const FACTS_HK = 'rules/hong-kong-family.md §3';
