import { describe, expect, it } from 'vitest';
import type { VariantPages } from '../../src/offline/pages';
import {
  forgetVariant,
  KeepFailure,
  keepVariant,
  keptPages,
  refreshStored,
  storePages,
} from '../../src/offline/store';
import { fakeSite, MapCache, ORIGIN } from './fake-cache';

const list = (urls: string[]): VariantPages => ({
  variant: 'hong-kong',
  name: 'Hong Kong',
  pages: urls.map((url) => ({ url, bytes: 100, gzip: 40 })),
  bytes: 100 * urls.length,
  gzip: 40 * urls.length,
});
const HK = [
  '/hong-kong/',
  '/hong-kong/score/',
  '/hong-kong/patterns/',
  '/hong-kong/patterns/full-flush/',
  '/hong-kong/patterns/all-pungs/',
];
/** The KeepFailure `keeping` stopped with (fails the test if it did not stop with one). */
async function failureOf(keeping: Promise<void>): Promise<KeepFailure> {
  const error = await keeping.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof KeepFailure))
    throw new Error(`expected a KeepFailure, got ${String(error)}`);
  return error;
}
const site = () => fakeSite(Object.fromEntries(HK.map((u) => [u, `page ${u}`])));

describe('keeping a variant offline', () => {
  it('stores every page under its address, counts progress to the last page, then marks it kept', async () => {
    const cache = new MapCache();
    const progress: number[] = [];
    await keepVariant(cache, list(HK), ORIGIN, site().fetch, (n) => progress.push(n));
    for (const url of HK) expect(cache.stored.get(`${ORIGIN}${url}`)).toBe(`page ${url}`);
    expect(progress.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(await keptPages(cache, 'hong-kong', ORIGIN)).toEqual(list(HK));
  });

  it('is not kept when any one of its pages has gone from the device', async () => {
    const cache = new MapCache();
    await keepVariant(cache, list(HK), ORIGIN, site().fetch);
    await cache.delete(`${ORIGIN}/hong-kong/score/`);
    expect(await keptPages(cache, 'hong-kong', ORIGIN)).toBeNull();
  });

  it('a variant never kept is not kept, even when the reader has read some of its pages', async () => {
    const cache = new MapCache();
    await storePages(cache, HK, ORIGIN, site().fetch);
    expect(await keptPages(cache, 'hong-kong', ORIGIN)).toBeNull();
  });

  it('without a network fails as "offline" and leaves the variant unmarked', async () => {
    const cache = new MapCache();
    const s = site();
    s.down = true;
    expect((await failureOf(keepVariant(cache, list(HK), ORIGIN, s.fetch))).kind).toBe('offline');
    expect(await keptPages(cache, 'hong-kong', ORIGIN)).toBeNull();
  });

  it('a full device fails as "quota"; a page the site does not have fails as "server" with its status', async () => {
    const full = new MapCache();
    full.full = true;
    const quota = await failureOf(keepVariant(full, list(HK), ORIGIN, site().fetch));
    expect(quota.kind).toBe('quota');
    const missing = await failureOf(
      keepVariant(new MapCache(), list([...HK, '/hong-kong/gone/']), ORIGIN, site().fetch),
    );
    expect([missing.kind, missing.status, missing.url]).toEqual([
      'server',
      404,
      `${ORIGIN}/hong-kong/gone/`,
    ]);
  });

  it('removing it deletes its pages and its mark, and leaves other pages alone', async () => {
    const cache = new MapCache();
    await storePages(cache, ['/mcr/'], ORIGIN, fakeSite({ '/mcr/': 'mcr' }).fetch);
    await keepVariant(cache, list(HK), ORIGIN, site().fetch);
    await forgetVariant(cache, list(HK), ORIGIN);
    expect([...cache.stored.keys()]).toEqual([`${ORIGIN}/mcr/`]);
  });
});

describe('refreshing stored pages for a new build', () => {
  it('fetches every stored page again and adds the pages a new build gave a kept variant', async () => {
    const cache = new MapCache();
    const s = site();
    await keepVariant(cache, list(HK), ORIGIN, s.fetch);
    await storePages(
      cache,
      ['/glossary/'],
      ORIGIN,
      fakeSite({ '/glossary/': 'old glossary' }).fetch,
    );
    const grown = list([...HK, '/hong-kong/patterns/new-one/']);
    for (const url of HK) s.pages[url] = `new ${url}`;
    s.pages['/hong-kong/patterns/new-one/'] = 'new page';
    s.pages['/glossary/'] = 'new glossary';
    s.pages['/offline/hong-kong.json'] = JSON.stringify(grown);

    expect(await refreshStored(cache, ORIGIN, s.fetch)).toBe(7);
    for (const url of HK) expect(cache.stored.get(`${ORIGIN}${url}`)).toBe(`new ${url}`);
    expect(cache.stored.get(`${ORIGIN}/glossary/`)).toBe('new glossary');
    expect(await keptPages(cache, 'hong-kong', ORIGIN)).toEqual(grown);
  });

  it('keeps the old copy of a page it cannot fetch, and drops a page the new build no longer has', async () => {
    const cache = new MapCache();
    const s = site();
    await storePages(cache, HK, ORIGIN, s.fetch);
    delete s.pages['/hong-kong/patterns/all-pungs/'];
    const flaky = (async (url: string, init?: RequestInit) => {
      if (url.endsWith('/score/')) throw new TypeError('Failed to fetch');
      return s.fetch(url, init);
    }) as typeof s.fetch;
    await refreshStored(cache, ORIGIN, flaky);
    expect(cache.stored.get(`${ORIGIN}/hong-kong/score/`)).toBe('page /hong-kong/score/');
    expect(cache.stored.has(`${ORIGIN}/hong-kong/patterns/all-pungs/`)).toBe(false);
  });
});
