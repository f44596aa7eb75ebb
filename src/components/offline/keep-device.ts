/**
 * What the keep control asks of the device: is the variant kept, keep it, remove it. Each answers
 * with the event for keep-state.ts, so a failure becomes a message, never a stuck control.
 */
import { PAGES_CACHE, pagesListUrl, type VariantPages } from '../../offline/pages';
import { forgetVariant, KeepFailure, keepVariant, keptPages } from '../../offline/store';
import type { KeepEvent } from './keep-state';

/** Pages can be kept only where a service worker will serve them from the Cache API. */
export const canKeepPages = (): boolean =>
  'serviceWorker' in navigator && typeof caches !== 'undefined';

const pagesCache = () => caches.open(PAGES_CACHE);

/** Whether the variant is kept (read from the device, so it works offline), else its page list from the site. */
export async function lookUp(variant: string): Promise<KeepEvent> {
  if (!canKeepPages()) return { type: 'unsupported' };
  try {
    const kept = await keptPages(await pagesCache(), variant, location.origin);
    if (kept) return { type: 'found', list: kept, kept: true };
  } catch {
    return { type: 'unsupported' };
  }
  try {
    const response = await fetch(pagesListUrl(variant), { cache: 'no-cache' });
    if (!response.ok) return { type: 'no-list' };
    return { type: 'found', list: (await response.json()) as VariantPages, kept: false };
  } catch {
    return { type: 'no-list' };
  }
}

export async function keep(
  list: VariantPages,
  onProgress: (done: number) => void,
): Promise<KeepEvent> {
  // Ask the browser not to evict the pages under storage pressure; keeping works without it.
  void navigator.storage?.persist?.().catch(() => false);
  try {
    await keepVariant(await pagesCache(), list, location.origin, fetch, onProgress);
    return { type: 'kept' };
  } catch (error) {
    return { type: 'failed', failure: error instanceof KeepFailure ? error.kind : 'storage' };
  }
}

export async function remove(list: VariantPages): Promise<KeepEvent> {
  await forgetVariant(await pagesCache(), list, location.origin);
  return { type: 'removed' };
}
