/**
 * A catalogue's text in one of the site's languages: what its own `translations` say, Hong Kong's
 * derived from the simplified, and the English wherever a language has nothing written yet.
 */

import type { GlossaryTerm } from '../docs/glossary';
import { valueText } from '../engine/value';
import type {
  Category,
  PatternDef,
  PatternExample,
  Translations,
  Variant,
} from '../engine/variant';
import { hongKongText } from './hant';
import type { Locale } from './locales';
import { inLocale } from './text';

/** The entry's text written for `locale` (Hong Kong's converted from the simplified), if any. */
function translated<T extends object>(
  locale: Locale,
  translations: Translations<T> | undefined,
): Partial<T> | undefined {
  if (locale === 'root') return undefined;
  if (locale !== 'zh-hk') return translations?.[locale];
  const simplified = translations?.['zh-cn'];
  if (!simplified) return undefined;
  return Object.fromEntries(
    Object.entries(simplified).map(([k, v]) => [k, typeof v === 'string' ? hongKongText(v) : v]),
  ) as Partial<T>;
}

/**
 * The native name a page in `locale` calls the pattern by. Chinese: a Cantonese name as written
 * on a Hong Kong page, else a Mandarin one (converted there); a simplified page takes the
 * Mandarin name first. Vietnamese: the Vietnamese name. None: the English name stays.
 */
function nativeName(locale: Locale, p: PatternDef): string | undefined {
  const named = (language: string) => p.native.find((n) => n.language.startsWith(language))?.text;
  if (locale === 'vi') return named('Vietnamese');
  if (locale === 'root') return undefined;
  const han = p.native.filter((n) => /\p{Script=Han}/u.test(n.text));
  const cantonese = han.find((n) => n.language.startsWith('Cantonese'))?.text;
  const mandarin = han.find((n) => n.language.startsWith('Mandarin'))?.text;
  if (locale === 'zh-hk')
    return cantonese ?? (mandarin === undefined ? undefined : hongKongText(mandarin));
  return mandarin ?? cantonese;
}

export interface PatternTextIn {
  name: string;
  definition: string;
  explanation: string;
  /** Is the definition written in the page's language (else the English is shown)? */
  translated: boolean;
}

/** A pattern's name, definition and explanation in `locale`, each falling back to the English. */
export function patternText(locale: Locale, p: PatternDef): PatternTextIn {
  const t = translated(locale, p.translations);
  const name = t?.name ?? nativeName(locale, p);
  return {
    name: name ?? p.name,
    definition: t?.definition ?? p.definition,
    explanation: t?.explanation ?? p.explanation,
    translated: t?.definition !== undefined,
  };
}

/** An example's note in `locale`, and whether it is written there (else it is the English). */
export function exampleNote(
  locale: Locale,
  example: PatternExample,
): { note: string; translated: boolean } {
  const note = translated(locale, example.translations)?.note;
  return { note: note ?? example.note, translated: note !== undefined || locale === 'root' };
}

export function categoryText(locale: Locale, c: Category): { name: string; blurb: string } {
  const t = translated(locale, c.translations);
  return { name: t?.name ?? c.name, blurb: t?.blurb ?? c.blurb };
}

export function variantText(locale: Locale, v: Variant): { name: string; shortName: string } {
  const t = translated(locale, v.translations);
  return { name: t?.name ?? v.name, shortName: t?.shortName ?? v.shortName };
}

/** The unit's word in `locale` (Hong Kong's converted from the simplified), if written. */
export function localUnit(locale: Locale, v: Variant): string | undefined {
  const t = v.unit.translations;
  if (locale === 'root') return undefined;
  if (locale !== 'zh-hk') return t?.[locale];
  const simplified = t?.['zh-cn'];
  return simplified === undefined ? undefined : hongKongText(simplified);
}

/**
 * A value with its unit as a page in `locale` writes it: the variant's own formatter where it has
 * one (Vietnamese phán and mủn are the players' words in every language), else the number and
 * the unit's word in that language ("24 番"), else the English ("24 points").
 */
export const localValueText = (locale: Locale, v: Variant, n: number): string =>
  valueText(v, n, localUnit(locale, v));

/** The unit as a column heading in `locale`: its word there, else the English plural. */
export const localUnitName = (locale: Locale, v: Variant): string =>
  localUnit(locale, v) ?? v.unit.plural;

/** A glossary term's heading word and meaning in `locale` (the word players of it use), or the English. */
export function glossaryText(locale: Locale, t: GlossaryTerm): { term: string; meaning: string } {
  const zh = t.translations?.['zh-cn'];
  const vi = t.translations?.vi;
  return {
    term: inLocale(locale, { en: t.term, 'zh-cn': zh?.term, vi: vi?.term }),
    meaning: inLocale(locale, { en: t.meaning, 'zh-cn': zh?.meaning, vi: vi?.meaning }),
  };
}
