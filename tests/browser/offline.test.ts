/**
 * Offline by choice: the first visit stores the shell, islands, tiles and search (under 1.5 MB
 * gzipped); a page is stored when it is read; "Keep <variant> offline" stores all of a variant's
 * pages. Each is checked with the network cut. Runs in Debian's Chromium against dist/.
 */

import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstVisit,
  precacheGzipBytes,
  precacheList,
  storedPaths,
  variantPagesList,
} from './offline-helpers';
import { DIST, type StaticServer, serve } from './serve';
import { useSite } from './site-fixture';

const WAIT = { timeout: 30_000 };
const LOAD = { waitUntil: 'load', timeout: 30_000 } as const;
const NOT_ON_DEVICE = 'This page is not on your device';
const site = useSite();

let context: BrowserContext;
let page: Page;
/** This file's own server, which lets the browser keep nothing: offline, only the worker answers. */
let host: StaticServer;

beforeAll(async () => {
  host = await serve();
  context = await site.browser.newContext({ serviceWorkers: 'allow' });
  page = await firstVisit(context, `${host.url}/`);
});

afterAll(async () => {
  await context?.close();
  await host?.close();
});

/** Runs `steps` with the network cut (for the page and its service worker), then restores it. */
async function offline<T>(ctx: BrowserContext, steps: () => Promise<T>): Promise<T> {
  await ctx.setOffline(true);
  try {
    return await steps();
  } finally {
    await ctx.setOffline(false);
  }
}

const heading = (tab: Page) => tab.locator('h1').first().textContent();

describe('the first visit stores the shell, islands, tiles and search, and no page but three', () => {
  it('links a valid web app manifest with a name, start URL, display mode and an icon', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const res = await context.request.get(`${host.url}${href}`);
    expect(res.ok()).toBe(true);
    type Icon = { src: string; sizes: string };
    type Manifest = { name?: string; start_url?: string; display?: string; icons?: Icon[] };
    const manifest = JSON.parse(await res.text()) as Manifest;
    expect(manifest.name).toBe('Mahjong Atlas');
    expect(manifest.start_url).toBe('/');
    expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
    // Installing needs a 192 and a 512 px icon; both are generated from public/icon.svg at build.
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons?.find((i) => i.sizes === size);
      expect(icon, `a ${size} icon`).toBeDefined();
      const png = await context.request.get(new URL(icon!.src, `${host.url}${href}`).href);
      expect(png.ok(), icon!.src).toBe(true);
      expect(png.headers()['content-type']).toBe('image/png');
    }
  });

  it('stores the styles, islands, tiles, search index, home page, club-rules page and offline page, and no other page', async () => {
    const stored = await storedPaths(page);
    const always = [
      '/index.html',
      '/house-rules/view/index.html',
      '/offline/index.html',
      '/pagefind/pagefind.js',
    ];
    for (const path of always) expect(stored, path).toContain(path);
    // The tiles: their front and one sprite sheet per set, no single tile's file.
    expect([...new Set(stored.filter((u) => u.startsWith('/tiles/')))].sort()).toEqual([
      '/tiles/bonus.svg',
      '/tiles/front.svg',
      '/tiles/suits.svg',
      '/tiles/vietnamese.svg',
    ]);
    expect(stored.some((u) => u.startsWith('/_astro/') && u.endsWith('.js'))).toBe(true);
    expect(stored.some((u) => u.startsWith('/_astro/') && u.endsWith('.css'))).toBe(true);
    // Search offline covers every page: the index and a fragment for each page are stored.
    expect(stored.filter((u) => u.endsWith('.pf_fragment')).length).toBeGreaterThan(200);
    const pages = stored.filter((u) => u.endsWith('.html') || u.endsWith('/'));
    // The club-rules page is one page for every club: a club's link opens offline after one visit.
    expect(pages.sort()).toEqual([
      '/house-rules/view/index.html',
      '/index.html',
      '/offline/index.html',
    ]);
  });

  it('downloads at most 1.5 MB gzipped (every file of the precache list in sw.js, gzipped)', () => {
    const bytes = precacheGzipBytes();
    expect(bytes, `${precacheList().length} files, ${bytes} bytes gzipped`).toBeLessThanOrEqual(
      1_500_000,
    );
  });
  it("a club's rules page never visited opens from its link with the network cut", async () => {
    // The first visit stored the club-rules page and every island chunk (issue 7's house rules).
    const rules = { f: 1, v: 'mcr', cv: 1, n: 'Offline Club', val: { 'pure-straight': 20 } };
    const link = Buffer.from(JSON.stringify(rules)).toString('base64url');
    await offline(context, async () => {
      await page.goto(`${host.url}/house-rules/view/#r=${link}`, LOAD);
      await page.locator('.hr-view[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      expect(await page.getByTestId('hr-club').textContent()).toBe('Offline Club');
      expect(
        await page
          .getByTestId('hr-patterns')
          .locator('tr[data-pattern="pure-straight"] td')
          .first()
          .innerText(),
      ).toBe('20');
    });
  });
});

/** The page's first heading as built, to tell a kept page from the not-on-this-device page. */
const builtHeading = (url: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(readFileSync(join(DIST, url, 'index.html'), 'utf8'))![1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

describe('"Keep <variant> offline" on the overview', () => {
  const hongKong = variantPagesList('hong-kong');
  let tab: Page;
  const control = () => tab.locator('.mj-keep');
  const button = () => control().locator('button');
  const status = () => control().locator('[role="status"]').textContent();

  // The first visit's context, whose worker has stored the precache: a tab on the overview.
  // These run before any Hong Kong page is read, so only the control stores one.
  beforeAll(async () => {
    tab = await context.newPage();
    await tab.goto(`${host.url}/hong-kong/`, LOAD);
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('says what it does and shows the page count and download size before fetching anything', async () => {
    await control().scrollIntoViewIfNeeded();
    await expect.poll(() => button().textContent(), WAIT).toBe('Keep Hong Kong offline');
    expect(await control().textContent()).toContain(
      'stores all its pages (rules, scorer and every pattern)',
    );
    const kb = Math.round(hongKong.gzip / 1000);
    expect(await status()).toMatch(
      new RegExp(`^${hongKong.pages.length} pages, about ${kb} KB to download`),
    );
    expect((await storedPaths(tab)).filter((p) => p.startsWith('/hong-kong/patterns/'))).toEqual(
      [],
    );
  });

  it('with the network cut, says keeping failed because of the network and offers to try again', async () => {
    await offline(context, async () => {
      await button().click();
      await expect
        .poll(status, WAIT)
        .toMatch(/^Hong Kong is not kept offline: .*the network went away/);
      expect(await button().textContent()).toBe('Try again');
    });
  });

  it('from the keyboard, stores every page, and each page of the variant then opens with the network cut', async () => {
    await button().focus();
    await tab.keyboard.press('Enter');
    await expect
      .poll(status, WAIT)
      .toBe(
        `Hong Kong is kept offline: ${hongKong.pages.length} pages ` +
          `(${(hongKong.bytes / 1e6).toFixed(1)} MB on this device). ` +
          'They update themselves when you are online.',
      );
    // Focus stays on the one button, which now removes the variant.
    expect(await tab.evaluate(() => document.activeElement?.textContent)).toBe(
      'Remove Hong Kong from this device',
    );
    await offline(context, async () => {
      for (const { url } of hongKong.pages) {
        const visit = await tab.goto(`${host.url}${url}`, {
          waitUntil: 'domcontentloaded',
          timeout: 30_000,
        });
        expect(visit?.ok(), url).toBe(true);
        expect(await heading(tab), url).toBe(builtHeading(url));
      }
      // Read back offline, the control still knows the variant is kept.
      await tab.goto(`${host.url}/hong-kong/`, { waitUntil: 'load', timeout: 30_000 });
      await control().scrollIntoViewIfNeeded();
      await expect.poll(status, WAIT).toMatch(/^Hong Kong is kept offline/);
    });
  }, 240_000);

  it('removing it takes the pages off the device, so an unread one no longer opens offline', async () => {
    await button().click();
    await expect.poll(status, WAIT).toMatch(/^Hong Kong's pages are removed from this device/);
    expect((await storedPaths(tab)).filter((p) => p.startsWith('/hong-kong/'))).toEqual([]);
    await offline(context, async () => {
      await tab.goto(`${host.url}/hong-kong/patterns/all-pungs/`, {
        waitUntil: 'load',
        timeout: 30_000,
      });
      expect(await heading(tab)).toBe(NOT_ON_DEVICE);
    });
  });

  it('is absent where the browser has no service worker, with a sentence saying pages cannot be stored', async () => {
    const plain = await site.browser.newContext();
    try {
      await plain.addInitScript(
        () => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker,
      );
      const old = await plain.newPage();
      await old.goto(`${host.url}/hong-kong/`, { waitUntil: 'load', timeout: 30_000 });
      await old.locator('.mj-keep').scrollIntoViewIfNeeded();
      await expect
        .poll(() => old.locator('.mj-keep [role="status"]').textContent(), WAIT)
        .toBe('This browser cannot store pages for use without a network.');
      expect(await old.locator('.mj-keep button').count()).toBe(0);
    } finally {
      await plain.close();
    }
  });
});

describe('pages are stored as they are read', () => {
  it('a pattern page read online opens with the network cut', async () => {
    await page.goto(`${host.url}/hong-kong/patterns/full-flush/`, {
      waitUntil: 'load',
      timeout: 30_000,
    });
    await offline(context, async () => {
      await page.goto(`${host.url}/`, LOAD);
      const visit = await page.goto(`${host.url}/hong-kong/patterns/full-flush/`, LOAD);
      expect(visit?.ok()).toBe(true);
      expect(await heading(page)).toContain('Full Flush');
    });
  });

  it('a page never read is not stored, and with the network cut it says the page is not on the device', async () => {
    expect(await storedPaths(page)).not.toContain('/mcr/patterns/all-terminals/');
    await offline(context, async () => {
      await page.goto(`${host.url}/mcr/patterns/all-terminals/`, {
        waitUntil: 'load',
        timeout: 30_000,
      });
      expect(await heading(page)).toBe(NOT_ON_DEVICE);
    });
  });

  it('with the network cut, search finds every page and a scorer read online scores a shared hand', async () => {
    await page.goto(`${host.url}/hong-kong/score/`, { waitUntil: 'load', timeout: 30_000 });
    await offline(context, async () => {
      // The search dialog, its code and the Pagefind index all come from the first visit's store,
      // so search finds a page that was never read.
      await page.goto(`${host.url}/`, LOAD);
      await page.locator('site-search button[data-open-modal]:not([disabled])').click();
      await page.locator('site-search input[type="search"]').fill('all terminals');
      await page
        .locator('site-search .mj-search__results a[href="/mcr/patterns/all-terminals/"]')
        .waitFor(WAIT);

      // A share link's query opens the copy stored when the scorer was read without one.
      await page.goto(`${host.url}/hong-kong/score/?h=234m456p678s345s2p%402p&seat=S&from=W`, LOAD);
      await page.locator('.hb').scrollIntoViewIfNeeded(WAIT);
      await page.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      await expect
        .poll(() => page.locator('.hb-results').getByTestId('total').textContent(), WAIT)
        .toBe('3 faan');
      const brokenTiles = await page
        .locator('img[src*="/tiles/"]')
        .evaluateAll(
          (imgs) =>
            (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).length,
        );
      expect(brokenTiles).toBe(0);
    });
  });
});

describe('a new build reaches a visitor who has the old one', () => {
  it('installs the new worker, which refreshes stored pages and the precache for use offline', async () => {
    // A copy of dist/ served live, then turned into a "new build" in place: the home page (stored on
    // the first visit) and a page the visitor read both change, and sw.js carries the home page's
    // new revision, exactly what a rebuild with those edits produces.
    const root = mkdtempSync(join(tmpdir(), 'atlas-sw-update-'));
    cpSync(DIST, root, { recursive: true });
    const server = await serve(root);
    const ctx = await site.browser.newContext({ serviceWorkers: 'allow' });
    try {
      const tab = await firstVisit(ctx, `${server.url}/`);
      await tab.goto(`${server.url}/hong-kong/patterns/full-flush/`, {
        waitUntil: 'load',
        timeout: 30_000,
      });

      const mark = (file: string) => {
        const html = readFileSync(join(root, file), 'utf8').replace(
          '<h1',
          '<p id="new-build">new build</p><h1',
        );
        writeFileSync(join(root, file), html);
        return html;
      };
      mark('hong-kong/patterns/full-flush/index.html');
      const revision = createHash('md5').update(mark('index.html')).digest('hex');
      const sw = readFileSync(join(root, 'sw.js'), 'utf8');
      const entry = /(\{"revision":")[0-9a-f]+(","url":"index\.html"\})/;
      expect(sw).toMatch(entry);
      writeFileSync(join(root, 'sw.js'), sw.replace(entry, `$1${revision}$2`));

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

      await offline(ctx, async () => {
        for (const path of ['/', '/hong-kong/patterns/full-flush/']) {
          await tab.goto(`${server.url}${path}`, { waitUntil: 'load', timeout: 30_000 });
          expect(await tab.locator('#new-build').count(), path).toBe(1);
        }
      });
      const stored = await storedPaths(tab);
      expect(stored.filter((p) => p === '/index.html')).toHaveLength(1);
      expect(stored.filter((p) => p === '/hong-kong/patterns/full-flush/')).toHaveLength(1);
    } finally {
      await ctx.close();
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
