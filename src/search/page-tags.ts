/**
 * What search records about a page, read from its route: the variant it belongs to (none for the
 * Start-here pages, which speak for every variant) and the kind of page it is. Pagefind stores
 * both as filters (components/MarkdownContent.astro), so a result can name its variant and the
 * ranking can put a variant's own pages, or the overviews, first.
 */
import { splitLocale } from '../i18n/locales';
import { VARIANTS } from '../variants';
import type { PageKind } from './hits';

export interface PageTags {
  /** The variant's short name as readers see it ("Hong Kong"), or null for a page about every variant. */
  variant: string | null;
  kind: PageKind;
}

/**
 * "hong-kong/patterns/seven-pairs" → Hong Kong, pattern; "glossary" → no variant, glossary. A
 * page in another language ("zh-cn/mcr/…") is tagged as its English page is.
 */
export function pageTags(routeId: string): PageTags {
  const [first = '', second, third] = splitLocale(routeId).id.split('/').filter(Boolean);
  const variant = VARIANTS.find((v) => v.id === first);
  if (!variant) return { variant: null, kind: first === 'glossary' ? 'glossary' : 'page' };
  const isPattern = second === 'patterns' && variant.patterns.some((p) => p.id === third);
  const kind: PageKind =
    second === undefined
      ? 'overview'
      : second === 'score'
        ? 'scorer'
        : second === 'patterns' && !third
          ? 'patterns'
          : isPattern
            ? 'pattern'
            : 'page';
  return { variant: variant.shortName, kind };
}
