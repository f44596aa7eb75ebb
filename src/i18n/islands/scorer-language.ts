/**
 * What a scorer page in one language passes to its island: the scorer's words, the engine's
 * (tile names, errors), the variant's unit, short name and pattern names there, its declared
 * words and how its hands are paid, the words a citation is said in, and the address prefix
 * that keeps its links in that language. Built when the page is built; English pages pass
 * nothing, the island's own words being English.
 */
import type { ScorerLanguage } from '../../components/hand-builder/words';
import type { Variant } from '../../engine/variant';
import { localUnit, patternText, variantText } from '../catalogue';
import { wordsIn } from '../island-words';
import type { Locale } from '../locales';
import { engineWordsIn } from './engine';
import { SCORER_TRANSLATIONS } from './scorer';
import { citeWordsIn, settlementTextsIn } from './settlement-texts';
import { LINK_TRANSLATIONS } from './share-link';
import { variantTextsIn } from './variant-texts';

/**
 * Made once per language and variant: every page of a language with a scorer, an example hand or a
 * drill passes the same words, and the build would otherwise make them again for each.
 */
const MADE = new Map<Locale, WeakMap<Variant, ScorerLanguage | undefined>>();

export function scorerLanguage(locale: Locale, variant: Variant): ScorerLanguage | undefined {
  let made = MADE.get(locale);
  if (!made) {
    made = new WeakMap();
    MADE.set(locale, made);
  }
  if (!made.has(variant)) made.set(variant, makeScorerLanguage(locale, variant));
  return made.get(variant);
}

function makeScorerLanguage(locale: Locale, variant: Variant): ScorerLanguage | undefined {
  const words = wordsIn(locale, SCORER_TRANSLATIONS);
  const engine = engineWordsIn(locale);
  if (locale === 'root' || !words || !engine) return undefined;
  // Only the names that differ from the English: the island falls back to its own for the rest.
  const patterns: Record<string, string> = {};
  for (const p of variant.patterns) {
    const name = patternText(locale, p).name;
    if (name !== p.name) patterns[p.id] = name;
  }
  const unit = variant.formatValue ? undefined : localUnit(locale, variant);
  const texts = variantTextsIn(locale, variant);
  const cite = citeWordsIn(locale);
  // The rules an option error names, in the page's language where their names are written.
  const options: Record<string, string> = {};
  for (const o of variant.options) {
    const name = texts[o.label];
    if (name !== undefined) options[o.id] = name;
  }
  const fields: Record<string, string> = {};
  for (const f of variant.contextFields ?? []) {
    const name = texts[f.label];
    if (name !== undefined) fields[f.id] = name;
    for (const c of f.choices) {
      const choice = texts[c.label];
      if (choice !== undefined) fields[`${f.id}.${c.value}`] = choice;
    }
  }
  return {
    words,
    engine: { ...engine, options, fields },
    link: wordsIn(locale, LINK_TRANSLATIONS),
    prefix: `/${locale}`,
    ...(unit === undefined ? {} : { unit }),
    variantName: variantText(locale, variant).shortName,
    patterns,
    texts: { ...texts, ...settlementTextsIn(locale, variant) },
    ...(cite === undefined ? {} : { cite }),
  };
}
