/**
 * What the service worker (src/sw.ts), the "Keep <variant> offline" control and the build share:
 * where read and kept pages are stored, and the list of a variant's pages the build writes for it.
 */

/** The cache holding pages a reader has opened or kept; the worker serves navigations from it. */
export const PAGES_CACHE = 'atlas-pages';

/** The precached page (by its file) a navigation gets when it is neither on the device nor reachable. */
export const OFFLINE_PAGE = '/offline/index.html';

/** One page of a variant as built: its address and its size stored and sent gzipped. */
export interface PageSize {
  url: string;
  bytes: number;
  gzip: number;
}

/** Every page of one variant with their total size, written to dist at build (src/offline/manifests.ts). */
export interface VariantPages {
  /** Which list: the variant's id, under its language's folder outside English (keptListId). */
  variant: string;
  /** The variant's short name as players say it ("Hong Kong"). */
  name: string;
  pages: PageSize[];
  bytes: number;
  gzip: number;
}

/** Where the build writes a variant's page list; a copy in PAGES_CACHE marks the variant as kept. */
export const pagesListUrl = (variant: string): string => `/offline/${variant}.json`;

/**
 * The list a reader keeps from a variant's overview in one language: "sichuan" in English,
 * "zh-cn/sichuan" in simplified Chinese, so each language keeps its own pages (the folder the
 * build lists them from, and the list's `variant`).
 */
export const keptListId = (locale: string, variant: string): string =>
  locale === 'root' ? variant : `${locale}/${variant}`;

/** The key a page is stored under: its address without query or hash, so a share link reads the same copy. */
export function pageKey(url: string, base: string): string {
  const u = new URL(url, base);
  return `${u.origin}${u.pathname}`;
}
