/**
 * A reader's query through Pagefind, ranked by src/search/rank.ts. Pagefind is loaded from the
 * site's /pagefind/ bundle on the first search (the service worker keeps it for offline use).
 */
import { type PagefindData, toHit } from '../../search/hits';
import {
  type GlossaryEntry,
  glossaryEntryNamed,
  rankResults,
  type ShownResult,
  type WhereWords,
} from '../../search/rank';

interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}
interface Pagefind {
  init(): Promise<void>;
  search(
    term: string,
    options: { filters: Record<string, unknown> },
  ): Promise<{ results: PagefindResult[] } | null>;
}

const BUNDLE = `${import.meta.env.BASE_URL.replace(/\/$/, '')}/pagefind/pagefind.js`;
let pagefind: Promise<Pagefind> | undefined;

/** Starts loading Pagefind (its code, wasm and index) so the first search need not wait for it. */
export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ BUNDLE) as Promise<Pagefind>).then(async (pf) => {
    await pf.init();
    return pf;
  });
  // A failed load (offline before the first visit finished caching) is retried next time.
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

export interface Query {
  text: string;
  /** The variant whose pages come first, or null to rank every variant alike. */
  here: string | null;
  /** Variants the reader chose in the filter (none: every page). */
  only: string[];
  /** How many of Pagefind's best pages to rank from each search. */
  limit: number;
  /** How each result says where it belongs, in the page's language. */
  where: WhereWords;
  /** The glossary in the page's language. */
  glossary: readonly GlossaryEntry[];
}

export interface Found {
  results: ShownResult[];
  /** How many pages match at all. */
  total: number;
}

export async function find(q: Query): Promise<Found> {
  const pf = await loadPagefind();
  const filtered = q.only.length > 0;
  // The glossary and the overviews are about every variant: a variant filter leaves them out.
  const entry = filtered ? null : glossaryEntryNamed(q.text, q.glossary);
  const searches = [pf.search(q.text, { filters: filtered ? { variant: { any: q.only } } : {} })];
  // The variant's own pages and, for a general word, the overviews may lie beyond Pagefind's best pages.
  if (q.here && !filtered) searches.push(pf.search(q.text, { filters: { variant: q.here } }));
  if (entry) searches.push(pf.search(q.text, { filters: { kind: 'overview' } }));
  const lists = await Promise.all(searches);
  const picked = new Map<string, PagefindResult>();
  for (const list of lists)
    for (const r of list?.results.slice(0, q.limit) ?? []) picked.set(r.id, r);
  const hits = await Promise.all(
    [...picked.values()].map(async (r) => toHit(await r.data(), r.score)),
  );
  // The glossary entry stands in for the glossary page, which holds every name of the entry.
  return {
    results: rankResults(q.text, hits, entry, q.here, q.where),
    total: lists[0]?.results.length ?? 0,
  };
}
