/** What the offline browser tests read: the worker's precache list in dist/sw.js, and the device's caches. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import type { VariantPages } from '../../src/offline/pages';
import { DIST } from './serve';

/** The files the worker stores on a first visit, as listed in the built dist/sw.js. */
export function precacheList(dist = DIST): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g)].map(
    ([, url = '']) => url,
  );
  if (urls.length === 0) throw new Error(`no precache list found in ${join(dist, 'sw.js')}`);
  return urls;
}

/** What the first visit downloads, each file gzipped at level 9 as a server would send it. */
export const precacheGzipBytes = (dist = DIST): number =>
  precacheList(dist).reduce((n, url) => {
    const file = readFileSync(join(dist, decodeURIComponent(url)));
    return n + gzipSync(file, { level: 9 }).length;
  }, 0);

export const variantPagesList = (variant: string, dist = DIST): VariantPages =>
  JSON.parse(readFileSync(join(dist, 'offline', `${variant}.json`), 'utf8')) as VariantPages;

/** Opens `url` in a fresh context with service workers on and waits until the worker controls it. */
export async function firstVisit(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  // The worker only activates once its install step has stored the whole precache.
  const active = () => navigator.serviceWorker.controller?.state === 'activated';
  await page.waitForFunction(active, null, { timeout: 90_000 });
  return page;
}

/** Every address stored in any of the origin's caches, as paths ("/hong-kong/", "/index.html"). */
export const storedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys())
        paths.push(new URL(req.url).pathname);
    }
    return paths;
  });
