import type { SourceRef } from '../../engine/variant';

/** Seed 003, "Sichuan Bloody Mahjong": the values this variant follows by default. */
export const SEED_SC: SourceRef = { doc: 'seed 003, Sichuan Bloody section', status: 'seed' };
/** The project's fact sheet, which checks the seed against three rule families. */
export const FACTS_SC = 'rules/sichuan.md';
