/**
 * The order of search results. Pagefind scores words; a reader looks for names and places:
 *
 * 1. A general word (a glossary term no page is named after: faan, mủn, pung, kong, chow) puts
 *    its glossary entry first, then the variants' overviews, then everything else.
 * 2. Searching from inside a variant puts that variant's pages (and the pages about every
 *    variant) before the other variants' pages, unless the reader asked for all variants.
 * 3. A page named exactly what was typed comes before pages whose names contain it ("Seven
 *    Pairs" before "Dragon Seven Pairs Bonus"), and those before pages that only mention it.
 * 4. Then Pagefind's own score.
 *
 * Every result says where it belongs: its variant, and a pattern's value or the kind of page.
 */
import { plainForm } from '../docs/search-terms';
import type { PageHit, PageKind } from './hits';

/** A glossary entry and every name a reader might type for it, normalised. */
export interface GlossaryEntry {
  id: string;
  term: string;
  meaning: string;
  /** The entry on the glossary page of the reader's language. */
  url: string;
  names: string[];
}

/** A result as the search box lists it. */
export interface ShownResult {
  url: string;
  title: string;
  /** "Hong Kong · 4 faan", "MCR · overview", "All variants · glossary". */
  where: string;
  excerptHtml: string;
  sections: { title: string; url: string }[];
}

/** Lower case, without diacritics or tone numbers, words separated by one space: "Mủn" → "mun". */
export function normalise(text: string): string {
  return plainForm(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * How a page's name matches a query: 0 it is the query, 1 it holds the query's words in order
 * (each may begin a longer word, as "pung" begins "Pungs"), 2 neither.
 */
export function nameMatch(title: string, query: string): 0 | 1 | 2 {
  const name = normalise(title);
  const typed = normalise(query);
  if (!typed) return 2;
  if (name === typed) return 0;
  const words = name.split(' ');
  const wanted = typed.split(' ');
  for (let i = 0; i + wanted.length <= words.length; i++) {
    if (wanted.every((w, j) => words[i + j]?.startsWith(w))) return 1;
  }
  return 2;
}

/** The glossary entry one of whose names is exactly the query, if any. */
export function glossaryEntryNamed(
  query: string,
  entries: readonly GlossaryEntry[],
): GlossaryEntry | null {
  const typed = normalise(query);
  if (!typed) return null;
  return entries.find((e) => e.names.includes(typed)) ?? null;
}

/** How a result says where it belongs, in the page's language (src/i18n/search-words.ts). */
export interface WhereWords {
  /** A page about every variant. */
  allVariants: string;
  kinds: Record<PageKind, string>;
  /** Each variant's name, by the name search records it under. */
  variants: Record<string, string>;
}

/** "Hong Kong · 3 faan"; a page about every variant says so. */
export function whereLabel(
  hit: Pick<PageHit, 'variant' | 'kind' | 'value'>,
  words: WhereWords,
): string {
  const what = hit.value ?? words.kinds[hit.kind];
  const variant =
    hit.variant === null ? words.allVariants : (words.variants[hit.variant] ?? hit.variant);
  return [variant, what].filter(Boolean).join(' · ');
}

/** Sort keys of equal length compared entry by entry, the first difference deciding. */
function byKey(a: readonly number[], b: readonly number[]): number {
  for (const [i, x] of a.entries()) {
    const y = b[i];
    if (y !== undefined && x !== y) return x - y;
  }
  return 0;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Ranks Pagefind's hits for a query. `entry` is the glossary entry the query names (it stands for
 * the whole glossary page); `here` the variant to put first, or null to rank all variants alike.
 */
export function rankResults(
  query: string,
  hits: readonly PageHit[],
  entry: GlossaryEntry | null,
  here: string | null,
  words: WhereWords,
): ShownResult[] {
  const pages = entry ? hits.filter((h) => h.kind !== 'glossary') : [...hits];
  const entryHit: PageHit | null = entry && {
    url: entry.url,
    title: entry.term,
    excerptHtml: escapeHtml(entry.meaning),
    variant: null,
    kind: 'glossary',
    score: 0,
    sections: [],
  };
  // A word that is also a page's name ("seven pairs") is that page's, not the glossary's.
  const general = entryHit !== null && !pages.some((h) => nameMatch(h.title, query) === 0);
  const key = (h: PageHit): number[] => {
    const isEntry = h === entryHit;
    return [
      general ? (isEntry ? 0 : h.kind === 'overview' ? 1 : 2) : 0,
      here && h.variant !== null && h.variant !== here ? 1 : 0,
      isEntry ? 0 : nameMatch(h.title, query),
      isEntry ? 1 : 0,
      -h.score,
    ];
  };
  const keyed = (entryHit ? [entryHit, ...pages] : pages).map((h) => ({ h, k: key(h) }));
  keyed.sort((a, b) => byKey(a.k, b.k));
  const seen = new Set<string>();
  return keyed
    .map(({ h }) => h)
    .filter((h) => !seen.has(h.url) && seen.add(h.url))
    .map((h) => ({
      url: h.url,
      title: h.title,
      where: whereLabel(h, words),
      excerptHtml: h.excerptHtml,
      sections: h.sections,
    }));
}
