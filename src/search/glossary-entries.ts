/**
 * The glossary's terms as search reads them: each with every name the glossary gives it (the
 * heading word, its other English words without their "(Rainbow Dragon)" notes, and its
 * Cantonese, Mandarin and Vietnamese forms with their romanisations), so "fan", "mun", "phán" and
 * "碰" all find their entry.
 */
import { GLOSSARY, type GlossaryTerm } from '../docs/glossary';
import { type GlossaryEntry, normalise } from './rank';

export function glossaryEntries(terms: readonly GlossaryTerm[] = GLOSSARY): GlossaryEntry[] {
  return terms.map((t) => {
    const names = [
      t.term,
      ...t.aliases.map((a) => a.replace(/\s*\(.*\)$/, '')),
      ...t.forms.flatMap((f) => [f.text, f.romanisation ?? '']),
    ];
    return {
      id: t.id,
      term: t.term,
      meaning: t.meaning,
      names: [...new Set(names.map(normalise).filter(Boolean))],
    };
  });
}
