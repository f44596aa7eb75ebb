/**
 * The built site and Chromium for one test file. Under `vitest --project browser` both are
 * shared by every file (tests/browser/global-setup.ts): the file connects to the one Chromium
 * and uses the one server. Without that setup it serves dist/ and launches Chromium itself.
 *
 * Pages and contexts block service workers unless a test asks for them (`serviceWorkers:
 * 'allow'`, as the offline tests do): otherwise every new page would download the worker's
 * precache (about 1.7 MB, 400 requests) while the test runs.
 *
 * `site.visit` opens a page in the file's reused tab (see there): a new context and page cost a
 * renderer process and a cold cache each, about half of a test's time on a loaded machine.
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM } from './chromium';
import { assertBuilt, type StaticServer, serve } from './serve';

export interface Site {
  server: StaticServer;
  browser: Browser;
  /**
   * Opens `path` in this file's tab for the JavaScript setting asked (one context and page per
   * setting, reused by the file's tests, so the site's hashed scripts, styles and tiles come from
   * its cache), at `viewport`, as a first visit: the tab's local and session storage are emptied
   * before it leaves the last page. Returns once the document is parsed (DOMContentLoaded); the
   * test waits for what it reads (an island's ready mark), and `horizontalOverflow` for the
   * images. A file that needs a listener or init script on every page adds it to `tab` before
   * its first visit; a test that needs one of its own, or a route, opens its own page.
   */
  visit(path: string, options?: VisitOptions): Promise<Page>;
  /** The reused tab itself (a new one if a test closed it). */
  tab(js?: boolean): Promise<Page>;
  /** The errors the pages opened by `visit` have thrown since the last visit. */
  jsErrors: string[];
}

export interface VisitOptions {
  viewport?: { width: number; height: number };
  /** false reads the page as served, before (and without) any island. */
  js?: boolean;
}

/** Playwright's own default, which a fresh page has. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

export function useSite(): Site {
  const site = { jsErrors: [] as string[] } as Site;
  const tabs = new Map<boolean, Promise<Page>>();
  const openTab = async (js: boolean) => {
    const page = await (await site.browser.newContext({ javaScriptEnabled: js })).newPage();
    page.on('pageerror', (e) => site.jsErrors.push(e.message));
    return page;
  };
  site.tab = async (js = true) => {
    const open = await tabs.get(js);
    if (open && !open.isClosed()) return open;
    const tab = openTab(js);
    tabs.set(js, tab);
    return tab;
  };
  site.visit = async (path, { viewport = DEFAULT_VIEWPORT, js = true } = {}) => {
    const page = await site.tab(js);
    const url = new URL(path, site.server.url);
    const here = new URL(page.url());
    if (here.origin === url.origin) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      // The page already open would only scroll to a hash, or reload with its scroll position.
      if (here.pathname + here.search === url.pathname + url.search) await page.goto('about:blank');
    }
    const size = page.viewportSize();
    if (size?.width !== viewport.width || size.height !== viewport.height)
      await page.setViewportSize(viewport);
    site.jsErrors.length = 0;
    await page.goto(url.href, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    return page;
  };
  beforeAll(async () => {
    assertBuilt();
    const shared = { url: inject('siteUrl'), ws: inject('browserWs') };
    site.server = shared.url
      ? { url: shared.url, close: async () => {} }
      : await serve(undefined, { cacheAssets: true });
    const browser = shared.ws ? await chromium.connect(shared.ws) : await chromium.launch(CHROMIUM);
    const newContext = browser.newContext.bind(browser);
    const newPage = browser.newPage.bind(browser);
    browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
    browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options });
    site.browser = browser;
  });
  afterAll(async () => {
    // For the shared Chromium this closes this file's connection and its pages only.
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

/**
 * How far the page scrolls sideways: above 0 means something is wider than the viewport (a 360 px
 * phone). Measured once the page's images and styles are in, which can widen it.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  await page.waitForLoadState('load');
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
