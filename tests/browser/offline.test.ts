/**
 * Works offline: after one visit the service worker (@vite-pwa/astro) has precached every page,
 * tile, island bundle and the Pagefind index, so a page never opened, a search and the scorer
 * all work with the network cut. Runs in Debian's Chromium against dist/.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, serve } from './serve';
import { useSite } from './site-fixture';

const WAIT = { timeout: 30_000 };
const site = useSite();

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await site.browser.newContext({ serviceWorkers: 'allow' });
  page = await context.newPage();
  await page.goto(`${site.server.url}/`, { waitUntil: 'load', timeout: 30_000 });
  // The worker only activates once its install step has stored the whole precache,
  // so an active worker controlling the page means everything is on the device.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 90_000 });
});

afterAll(async () => {
  await context?.close();
});

describe('works offline after a first visit', () => {
  it('links a valid web app manifest with a name, start URL, display mode and an icon', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const res = await context.request.get(`${site.server.url}${href}`);
    expect(res.ok()).toBe(true);
    const manifest = JSON.parse(await res.text()) as { name?: string; start_url?: string; display?: string; icons?: { src: string; sizes: string }[] };
    expect(manifest.name).toBe('Mahjong Atlas');
    expect(manifest.start_url).toBe('/');
    expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
    // Installing needs a 192 and a 512 px icon; both are generated from public/icon.svg at build.
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons?.find((i) => i.sizes === size);
      expect(icon, `a ${size} icon`).toBeDefined();
      const png = await context.request.get(new URL(icon!.src, `${site.server.url}${href}`).href);
      expect(png.ok(), icon!.src).toBe(true);
      expect(png.headers()['content-type']).toBe('image/png');
    }
  });

  it('precaches every page, the tiles, the island bundles and the search index', async () => {
    const cached: string[] = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      }
      return urls;
    });
    for (const path of ['/index.html', '/hong-kong/patterns/full-flush/index.html', '/hong-kong/score/index.html', '/tiles/2p.svg', '/pagefind/pagefind.js']) {
      expect(cached, path).toContain(path);
    }
    expect(cached.some((u) => u.startsWith('/_astro/') && u.endsWith('.js'))).toBe(true);
    expect(cached.some((u) => u.endsWith('.pf_fragment'))).toBe(true);
  });

  it('with the network cut, opens an unvisited pattern page, searches and scores a shared hand', async () => {
    await context.setOffline(true);
    try {
      // Never visited: only the precache can serve it (/a/b/ maps to /a/b/index.html).
      const visit = await page.goto(`${site.server.url}/hong-kong/patterns/full-flush/`, { waitUntil: 'load', timeout: 30_000 });
      expect(visit?.ok()).toBe(true);
      await expect.poll(() => page.locator('h1').first().textContent(), WAIT).toContain('Full Flush');

      // The search dialog, its code and the Pagefind index all come from the precache.
      await page.locator('site-search button[data-open-modal]:not([disabled])').click();
      await page.locator('site-search input[type="search"]').fill('full flush');
      await page.locator('site-search .mj-search__results a[href="/hong-kong/patterns/full-flush/"]').waitFor(WAIT);

      await page.goto(`${site.server.url}/hong-kong/score/?h=234m456p678s345s2p%402p&seat=S&from=W`, { waitUntil: 'load', timeout: 30_000 });
      await page.locator('.hb').scrollIntoViewIfNeeded(WAIT);
      await page.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      await expect.poll(() => page.locator('.hb-results').getByTestId('total').textContent(), WAIT).toBe('3 faan');
      // The tile pictures come from the precache too.
      const brokenTiles = await page.locator('img[src*="/tiles/"]').evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).length);
      expect(brokenTiles).toBe(0);
    } finally {
      await context.setOffline(false);
    }
  });
});

describe('a new build reaches a visitor who has the old one', () => {
  it('installs the new worker, serves the changed page (also offline) and drops the stale copy', async () => {
    // A copy of dist/ served live, then turned into a "new build" in place: one page changes and
    // sw.js carries its new revision, exactly what a rebuild with that edit produces.
    const root = mkdtempSync(join(tmpdir(), 'atlas-sw-update-'));
    cpSync(DIST, root, { recursive: true });
    const server = await serve(root);
    const ctx = await site.browser.newContext({ serviceWorkers: 'allow' });
    try {
      const tab = await ctx.newPage();
      await tab.goto(`${server.url}/`, { waitUntil: 'load', timeout: 30_000 });
      await tab.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 90_000 });

      const pagePath = 'hong-kong/patterns/full-flush/index.html';
      const html = readFileSync(join(root, pagePath), 'utf8').replace('<h1', '<p id="new-build">new build</p><h1');
      writeFileSync(join(root, pagePath), html);
      const revision = createHash('md5').update(html).digest('hex');
      const sw = readFileSync(join(root, 'sw.js'), 'utf8');
      const entry = /(\{url:"hong-kong\/patterns\/full-flush\/index\.html",revision:")[0-9a-f]+/;
      expect(sw).toMatch(entry);
      writeFileSync(join(root, 'sw.js'), sw.replace(entry, `$1${revision}`));

      // Browsers check sw.js on navigation; update() does the same check at once.
      const states = await tab.evaluate(async () => {
        const reg = (await navigator.serviceWorker.getRegistration())!;
        await reg.update();
        const worker = reg.installing;
        if (!worker) return ['no new worker'];
        const seen: string[] = [];
        await new Promise<void>((done) => {
          worker.addEventListener('statechange', () => {
            seen.push(worker.state);
            if (worker.state === 'activated' || worker.state === 'redundant') done();
          });
          // A worker left waiting (no skipWaiting) never gets here: stop and report its last state.
          setTimeout(done, 30_000);
        });
        return seen;
      });
      expect(states.at(-1)).toBe('activated');

      await ctx.setOffline(true);
      await tab.goto(`${server.url}/hong-kong/patterns/full-flush/`, { waitUntil: 'load', timeout: 30_000 });
      expect(await tab.locator('#new-build').count()).toBe(1);
      const copies = await tab.evaluate(async () => {
        let n = 0;
        for (const name of await caches.keys()) {
          for (const req of await (await caches.open(name)).keys()) if (new URL(req.url).pathname === '/hong-kong/patterns/full-flush/index.html') n++;
        }
        return n;
      });
      expect(copies).toBe(1);
    } finally {
      await ctx.close();
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
