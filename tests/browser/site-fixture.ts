/**
 * The built site and Chromium for one test file. Under `vitest --project browser` both are
 * shared by every file (tests/browser/global-setup.ts): the file connects to the one Chromium
 * and uses the one server. Without that setup it serves dist/ and launches Chromium itself.
 *
 * Pages and contexts block service workers unless a test asks for them (`serviceWorkers:
 * 'allow'`, as the offline tests do): otherwise every new page would download the worker's
 * precache (about 1.7 MB, 400 requests) while the test runs.
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM } from './chromium';
import { assertBuilt, type StaticServer, serve } from './serve';

export interface Site {
  server: StaticServer;
  browser: Browser;
}

export function useSite(): Site {
  const site = {} as Site;
  beforeAll(async () => {
    assertBuilt();
    const shared = { url: inject('siteUrl'), ws: inject('browserWs') };
    site.server = shared.url ? { url: shared.url, close: async () => {} } : await serve();
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

/** How far the page scrolls sideways: above 0 means something is wider than the viewport (a 360 px phone). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
