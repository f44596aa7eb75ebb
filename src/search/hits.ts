/**
 * A page Pagefind found, turned into what the ranking needs: its title, its variant and kind
 * (the filters components/MarkdownContent.astro records), a pattern's value (the metadata
 * PatternEntry.astro records) and the headings where the words were found.
 */

export const PAGE_KINDS = [
  'overview',
  'scorer',
  'patterns',
  'pattern',
  'glossary',
  'page',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The part of Pagefind's result data (`await result.data()`) the site reads. */
export interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results: { title: string; url: string }[];
}

export interface PageHit {
  url: string;
  title: string;
  /** Pagefind's excerpt: the page's text, escaped, with the matched words in <mark>. */
  excerptHtml: string;
  /** The variant's short name ("Hong Kong"), or null for a page about every variant. */
  variant: string | null;
  kind: PageKind;
  /** A pattern's value as its page shows it ("3 faan"). */
  value?: string;
  /** Pagefind's relevance score. */
  score: number;
  /** Headings of a long page under which the words were found. */
  sections: { title: string; url: string }[];
}

/** At most two sections under a result, and none under a pattern page: its headings (Examples, What it excludes) are on every pattern. */
const MAX_SECTIONS = 2;

export function toHit(data: PagefindData, score: number): PageHit {
  const kind = PAGE_KINDS.find((k) => k === data.filters.kind?.[0]) ?? 'page';
  const title = data.meta.title ?? data.url;
  const sections =
    kind === 'pattern'
      ? []
      : data.sub_results
          .filter((s) => s.url.includes('#') && !s.url.endsWith('#_top') && s.title !== title)
          .slice(0, MAX_SECTIONS)
          .map(({ title: t, url }) => ({ title: t, url }));
  return {
    url: data.url,
    title,
    excerptHtml: data.excerpt,
    variant: data.filters.variant?.[0] ?? null,
    kind,
    value: data.meta.value,
    score,
    sections,
  };
}
