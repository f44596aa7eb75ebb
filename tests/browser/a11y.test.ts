/** axe-core in Chromium over every page type: no serious or critical violation. */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { emptyHouseRules, encodeHouseLink } from '../../src/engine/house-rules';
import { VARIANTS } from '../../src/variants';
import { hongKong } from '../../src/variants/hong-kong';
import { useSite } from './site-fixture';

const site = useSite();
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const variantPages = (v: (typeof VARIANTS)[number]) => [`/${v.id}/`, `/${v.id}/patterns/`, `/${v.id}/patterns/${v.patterns[0].id}/`, `/${v.id}/patterns/quick-reference/`, `/${v.id}/score/`];

const PAGES = [
  '/',
  '/how-to-play/',
  '/notation/',
  '/credits/',
  '/sources/',
  '/glossary/',
  '/variants/',
  '/compare/',
  '/sichuan/deal/',
  '/vietnamese/bank/',
  '/mcr/principles/',
  // Every variant's overview, patterns index, a pattern page, quick reference and scorer.
  ...VARIANTS.flatMap(variantPages),
  // The house-rule builder, and a club's page with a switched-off and a revalued pattern.
  '/house-rules/',
  `/house-rules/view/${encodeHouseLink({ ...emptyHouseRules(hongKong), club: 'Axe Club', options: { minimum: 1 }, off: ['all-pungs'], values: { 'all-chows': 2 } })}`,
];

// The site's frame (header, search, sidebar, table of contents) is the same on every page and
// is most of axe's work, so it is checked whole on every page except the other variants' copies
// of the first variant's five page types, where axe checks what differs: the <main> content.
const MAIN_ONLY = new Set(VARIANTS.slice(1).flatMap(variantPages));

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

describe('accessibility (axe-core)', () => {
  for (const path of PAGES) {
    const scope = MAIN_ONLY.has(path) ? ' in its main content' : '';
    it(`${path} has no serious or critical violation${scope}`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
      try {
        await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
        // Let client:visible islands hydrate so their rendered state is checked too.
        const island = page.locator('astro-island');
        if (await island.count()) {
          await island.first().scrollIntoViewIfNeeded();
          await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, { timeout: 30_000 });
          // The house-rule islands load a catalogue after hydrating; check them once it is shown.
          if (await page.locator('.hr-view, .hr-builder').count()) await page.locator('.hr-view[data-ready], .hr-builder[data-ready]').first().waitFor({ timeout: 30_000 });
        }
        await page.addScriptTag({ path: AXE });
        // Starlight's own search button is named "Search" while it also shows its shortcut
        // ("Ctrl K"); speech users can still say "Search". It is Starlight's markup, not ours.
        const context = scope ? '{ include: [["main"]] }' : '{ exclude: [["button[data-open-modal]"]] }';
        const violations = (await page.evaluate(`axe.run(${context}, { resultTypes: ["violations"] }).then((r) => r.violations)`)) as Violation[];
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
