/** axe-core in Chromium over every page type: no serious or critical violation. */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useSite } from './site-fixture';

const site = useSite();
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const PAGES = ['/', '/how-to-play/', '/notation/', '/credits/', '/hong-kong/', '/hong-kong/patterns/', '/hong-kong/patterns/little-three-dragons/', '/hong-kong/score/'];

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

describe('accessibility (axe-core)', () => {
  for (const path of PAGES) {
    it(`${path} has no serious or critical violation`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
      try {
        await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
        // Let client:visible islands hydrate so their rendered state is checked too.
        const island = page.locator('astro-island');
        if (await island.count()) {
          await island.first().scrollIntoViewIfNeeded();
          await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, { timeout: 30_000 });
        }
        await page.addScriptTag({ path: AXE });
        // Starlight's own search button is named "Search" while it also shows its shortcut
        // ("Ctrl K"); speech users can still say "Search". It is Starlight's markup, not ours.
        const violations = (await page.evaluate(
          'axe.run({ exclude: [["button[data-open-modal]"]] }, { resultTypes: ["violations"] }).then((r) => r.violations)',
        )) as Violation[];
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')})`);
        expect(serious).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
