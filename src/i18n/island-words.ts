/**
 * The islands' words in the page's language, chosen when the page is built: the page's .astro
 * wrapper calls `wordsIn` and passes the result to its island, so a page ships its own
 * language's words and no other's. English pages pass nothing: an island's English words are
 * its own (they are the defaults every island is written with). Hong Kong's words are the
 * simplified ones converted (./hant.ts), with a table's own overrides where its players write
 * otherwise.
 */
import { hongKongText } from './hant';
import type { Locale } from './locales';

/** One island's words: a phrase per key, with {placeholders}. */
export type Words = Readonly<Record<string, string>>;

/** An island's words in each written language; English is the island's own. */
export interface WordTable<W extends Words> {
  en: W;
  'zh-cn': W;
  vi: W;
  /** Where Hong Kong players write otherwise than the conversion of the simplified gives. */
  'zh-hk'?: Partial<W>;
}

/** The words in the languages a table is written in, English left out (it is not passed). */
export type Translations<W extends Words> = Omit<WordTable<W>, 'en'>;

/** Every phrase of `simplified` in Hong Kong's characters, then the table's own Hong Kong words. */
function hongKong<W extends Words>(simplified: W, own: Partial<W> = {}): W {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(simplified)) out[k] = own[k] ?? hongKongText(v);
  return out as W;
}

/** The words a page in `locale` passes to its island; undefined on an English page. */
export function wordsIn<W extends Words>(locale: Locale, table: Translations<W>): W | undefined {
  if (locale === 'root') return undefined;
  if (locale === 'zh-hk') return hongKong(table['zh-cn'], table['zh-hk']);
  return table[locale];
}

/** The page's language, as Starlight routed it (a fallback page keeps its language's prefix). */
export const pageLocale = (route: { locale?: string | undefined } | undefined): Locale =>
  (route?.locale ?? 'root') as Locale;
