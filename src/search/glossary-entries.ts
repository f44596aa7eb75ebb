/**
 * The glossary's terms as search reads them in one language: each with every name the glossary
 * gives it (the heading word, its other English words without their "(Rainbow Dragon)" notes, its
 * Cantonese, Mandarin and Vietnamese forms with their romanisations, and the word of the page's
 * language), so "fan", "mun", "phán" and "碰" all find their entry, which is then shown in that
 * language and opens that language's glossary.
 */
import { GLOSSARY, type GlossaryTerm } from '../docs/glossary';
import { glossaryText } from '../i18n/catalogue';
import { type Locale, localePath } from '../i18n/locales';
import { type GlossaryEntry, normalise } from './rank';

export function glossaryEntries(
  locale: Locale = 'root',
  terms: readonly GlossaryTerm[] = GLOSSARY,
): GlossaryEntry[] {
  return terms.map((t) => {
    const { term, meaning } = glossaryText(locale, t);
    const names = [
      t.term,
      term,
      ...t.aliases.map((a) => a.replace(/\s*\(.*\)$/, '')),
      ...t.forms.flatMap((f) => [f.text, f.romanisation ?? '']),
    ];
    return {
      id: t.id,
      term,
      meaning,
      url: `${localePath(locale, '/glossary/')}#${t.id}`,
      names: [...new Set(names.map(normalise).filter(Boolean))],
    };
  });
}
