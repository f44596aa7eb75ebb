/**
 * One built site and one Chromium per test file: serves dist/ and launches Debian's Chromium
 * (never a downloaded browser) with the flags this closed network needs.
 */
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type StaticServer, assertBuilt, serve } from './serve';

export interface Site {
  server: StaticServer;
  browser: Browser;
}

export function useSite(): Site {
  const site = {} as Site;
  beforeAll(async () => {
    assertBuilt();
    site.server = await serve();
    site.browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}
