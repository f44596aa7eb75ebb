import type { SourceRef } from '../../engine/variant';

/** The fact sheet that states MCR's fans, values and counting rules. */
export const FACTS = 'rules/mcr.md';
export const factSheet = (section: string, note?: string): SourceRef => ({ doc: `${FACTS} ${section}`, status: 'fact-sheet', ...(note ? { note } : {}) });
export const SEED_MCR: SourceRef = { doc: 'seed 003, MCR section', status: 'seed' };
