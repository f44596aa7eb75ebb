/**
 * Throttled page loads for `npm run bench`: Debian's Chromium through playwright-core, the CPU
 * slowed 4x and the network at 150 ms round trip, 1.6 Mbps down and 0.75 Mbps up (Chrome
 * DevTools' "Fast 3G"-like figures issue 15 uses), set through the DevTools protocol. Every load
 * is a first visit: a fresh browser context (empty cache) with the offline worker blocked, so
 * the figure is the page's own (the worker's download is the bench's "first visit" line).
 */
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../tests/browser/chromium';
import { serve } from '../tests/browser/serve';

const MBPS = 1_000_000 / 8; // bytes per second in one megabit per second

export interface LoadTimes {
  /** The load event, from the page's navigation timing (ms after the navigation started). */
  load: number;
  /** When the page's scorer island finished hydrating (Astro drops its `ssr` attribute), if it has one. */
  ready?: number;
  /** For a scorer opened from a link that holds a hand: when the hand's total was shown. */
  scored?: number;
}

/**
 * Loads each page `runs` times, in rounds through all of them, and keeps each page's median
 * figures; on the pages in `scored` (scorers whose link holds a hand) it also waits for the
 * hand's total.
 */
export async function throttledLoads(
  dist: string,
  pages: string[],
  runs = 3,
  scored: ReadonlySet<string> = new Set(),
): Promise<Map<string, LoadTimes>> {
  const server = await serve(dist, { gzip: true });
  const browser = await chromium.launch(CHROMIUM);
  const samples = new Map<string, LoadTimes[]>(pages.map((path) => [path, []]));
  try {
    // Round after round through every page, not one page's runs in a row: the host's speed drifts
    // over minutes, and this way every page meets the same drift instead of one page a slow spell.
    for (let i = 0; i < runs; i++)
      for (const path of pages)
        samples.get(path)?.push(await loadOnce(browser, `${server.url}${path}`, scored.has(path)));
  } finally {
    await browser.close();
    await server.close();
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;
  const result = new Map<string, LoadTimes>();
  for (const [path, runsOf] of samples) {
    const ready = runsOf.map((s) => s.ready).filter((r): r is number => r !== undefined);
    const total = runsOf.map((s) => s.scored).filter((r): r is number => r !== undefined);
    result.set(path, {
      load: median(runsOf.map((s) => s.load)),
      ...(ready.length ? { ready: median(ready) } : {}),
      ...(total.length ? { scored: median(total) } : {}),
    });
  }
  return result;
}

async function loadOnce(
  browser: import('playwright-core').Browser,
  url: string,
  scored: boolean,
): Promise<LoadTimes> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
  });
  try {
    const page = await context.newPage();
    // Astro's island element drops `ssr` and fires astro:hydrate once its component has rendered
    // and attached its handlers: from then on the scorer answers the reader.
    // A string, not a function: tsx would wrap a named function in a helper the page lacks.
    await page.addInitScript(`document.addEventListener('astro:hydrate', () => {
      window.__hydrated = performance.now();
    }, true);`);
    // The moment the scorer's result first shows a total (its scoring part fetched and run).
    if (scored)
      await page.addInitScript(`new MutationObserver((_, observer) => {
        if (!document.querySelector('.hb-results [data-testid="total"]')) return;
        window.__scored = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6 * MBPS,
      uploadThroughput: 0.75 * MBPS,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const hasIsland = await page.evaluate(() => document.querySelector('astro-island') !== null);
    const hydrated = () => !document.querySelector('astro-island[ssr]');
    if (hasIsland) await page.waitForFunction(hydrated, null, { timeout: 120_000 });
    if (scored)
      await page.waitForFunction('window.__scored !== undefined', null, { timeout: 120_000 });
    // Awaited here, so the context is not closed (finally) while the figures are read.
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const marks = window as unknown as { __hydrated?: number; __scored?: number };
      return {
        load: nav.loadEventEnd,
        ...(marks.__hydrated !== undefined ? { ready: marks.__hydrated } : {}),
        ...(marks.__scored !== undefined ? { scored: marks.__scored } : {}),
      };
    });
  } finally {
    await context.close();
  }
}
