/**
 * Keeping, checking and removing a variant's pages in the pages cache, and refreshing what the
 * cache holds when a new build arrives. The window (the keep control) and the service worker
 * both run this, so the cache and fetch are passed in.
 */
import { pageKey, pagesListUrl, type VariantPages } from './pages';

/** The part of the Cache API used here (a real Cache, or a map in the unit tests). */
export interface PageCache {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
  delete(key: string): Promise<boolean>;
  keys(): Promise<readonly Request[]>;
}

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Why keeping stopped: no network, no room on the device, the site refused a page, or the browser's store failed. */
export type FailureKind = 'offline' | 'quota' | 'server' | 'storage';

export class KeepFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly url: string,
    readonly status?: number,
  ) {
    super(`${kind} while storing ${url}${status ? ` (HTTP ${status})` : ''}`);
  }
}

// Always ask the server (revalidating any HTTP-cached copy): a kept page must be the current build's.
const FRESH: RequestInit = { cache: 'no-cache' };

async function fetchPage(url: string, fetchFn: Fetch): Promise<Response> {
  let response: Response;
  try {
    response = await fetchFn(url, FRESH);
  } catch {
    throw new KeepFailure('offline', url);
  }
  if (!response.ok) throw new KeepFailure('server', url, response.status);
  return response;
}

async function store(cache: PageCache, key: string, response: Response): Promise<void> {
  try {
    await cache.put(key, response);
  } catch (error) {
    const full = error instanceof DOMException && error.name === 'QuotaExceededError';
    throw new KeepFailure(full ? 'quota' : 'storage', key);
  }
}

/** Runs `task` on every item, four at a time (a page list is tens of pages); the first error stops new tasks. */
async function eachFourAtATime<T>(
  items: readonly T[],
  task: (item: T) => Promise<void>,
): Promise<void> {
  // One queue the four lanes share: each takes the next item no lane has taken.
  const queue = items.values();
  let failed = false;
  const lane = async () => {
    for (let step = queue.next(); !step.done && !failed; step = queue.next()) {
      try {
        await task(step.value);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, items.length) }, lane));
}

/** Fetches and stores every page; stops at the first failure with a KeepFailure. */
export async function storePages(
  cache: PageCache,
  urls: readonly string[],
  base: string,
  fetchFn: Fetch,
  onProgress: (done: number) => void = () => {},
): Promise<void> {
  let done = 0;
  await eachFourAtATime(urls, async (url) => {
    const key = pageKey(url, base);
    await store(cache, key, await fetchPage(key, fetchFn));
    onProgress(++done);
  });
}

/** Stores every page of the variant, then its page list, which marks it kept (only once all pages are in). */
export async function keepVariant(
  cache: PageCache,
  list: VariantPages,
  base: string,
  fetchFn: Fetch,
  onProgress?: (done: number) => void,
): Promise<void> {
  await storePages(
    cache,
    list.pages.map((p) => p.url),
    base,
    fetchFn,
    onProgress,
  );
  const marker = new Response(JSON.stringify(list), {
    headers: { 'content-type': 'application/json' },
  });
  await store(cache, pageKey(pagesListUrl(list.variant), base), marker);
}

/** The variant's page list if the reader kept it and every one of its pages is still stored, else null. */
export async function keptPages(
  cache: PageCache,
  variant: string,
  base: string,
): Promise<VariantPages | null> {
  const marker = await cache.match(pageKey(pagesListUrl(variant), base));
  if (!marker) return null;
  const list = (await marker.json()) as VariantPages;
  const stored = await Promise.all(list.pages.map((p) => cache.match(pageKey(p.url, base))));
  return stored.every(Boolean) ? list : null;
}

/** Removes the variant's pages (read or kept) and its kept mark. */
export async function forgetVariant(
  cache: PageCache,
  list: VariantPages,
  base: string,
): Promise<void> {
  await cache.delete(pageKey(pagesListUrl(list.variant), base));
  await Promise.all(list.pages.map((p) => cache.delete(pageKey(p.url, base))));
}

// A list is /offline/<variant>.json, or /offline/<language>/<variant>.json (pages.ts, keptListId).
const isPagesList = (url: string) =>
  /^\/offline\/(?:[a-z-]+\/)?[^/]+\.json$/.test(new URL(url).pathname);

/**
 * After a new build: every stored page is fetched again (its old copy names style and island files
 * the new build no longer has), and each kept variant's list is fetched again so pages the build
 * added are kept too. A page that cannot be fetched keeps its old copy; a page or variant the build
 * dropped is removed. Returns how many pages were stored.
 */
export async function refreshStored(
  cache: PageCache,
  base: string,
  fetchFn: Fetch,
): Promise<number> {
  const stored = (await cache.keys()).map((r) => r.url);
  const pages = new Set(stored.filter((u) => !isPagesList(u)));
  for (const listUrl of stored.filter(isPagesList)) {
    const response = await fetchFn(listUrl, FRESH).catch(() => null);
    if (response?.status === 404) await cache.delete(listUrl);
    if (!response?.ok) continue;
    const list = (await response.clone().json()) as VariantPages;
    for (const p of list.pages) pages.add(pageKey(p.url, base));
    await cache.put(listUrl, response);
  }
  let refreshed = 0;
  await eachFourAtATime([...pages], async (url) => {
    const response = await fetchFn(url, FRESH).catch(() => null);
    if (response?.status === 404) await cache.delete(url);
    if (!response?.ok) return;
    await cache.put(url, response);
    refreshed++;
  });
  return refreshed;
}
