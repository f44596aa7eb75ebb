/** axe-core in Chromium over every page type: no serious or critical violation. */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../src/variants';
import { useSite } from './site-fixture';

const site = useSite();
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const PAGES = [
  '/',
  '/how-to-play/',
  '/notation/',
  '/credits/',
  '/glossary/',
  '/variants/',
  '/compare/',
  '/sichuan/deal/',
  '/mcr/principles/',
  // Every variant's overview, patterns index, a pattern page, quick reference and scorer.
  ...VARIANTS.flatMap((v) => [`/${v.id}/`, `/${v.id}/patterns/`, `/${v.id}/patterns/${v.patterns[0].id}/`, `/${v.id}/patterns/quick-reference/`, `/${v.id}/score/`]),
];

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
