/**
 * The browser project's global setup: one built site served and one Chromium for the whole run,
 * which every test file connects to (tests/browser/site-fixture.ts) instead of starting its own.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM } from './chromium';
import { assertBuilt, serve } from './serve';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared static server, e.g. http://127.0.0.1:43123. */
    siteUrl: string;
    /** Where test files connect to the shared Chromium. */
    browserWs: string;
  }
}

export default async function setup(project: TestProject) {
  assertBuilt();
  const server = await serve(undefined, { cacheAssets: true });
  const browser = await chromium.launchServer(CHROMIUM);
  project.provide('siteUrl', server.url);
  project.provide('browserWs', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
