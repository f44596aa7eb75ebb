import type { SourceRef } from '../../engine/variant';

/** The seed that backs the Vietnamese chapter: seed 000 (Bridget's Vietnamese guide). */
export const SEED_VN: SourceRef = { doc: 'seed 000 (Vietnamese)', status: 'seed' };
/** The fact sheet, ../shared/rules/vietnamese.md; `§` names the section. */
export const FACTS = 'rules/vietnamese.md';
export const factSheet = (section: string, note?: string): SourceRef => ({ doc: `${FACTS} ${section}`, status: 'fact-sheet', ...(note ? { note } : {}) });
export const tableOption = (doc: string, note: string): SourceRef => ({ doc, status: 'table-option', note });
