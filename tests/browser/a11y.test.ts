/** axe-core in Chromium over every page type: no serious or critical violation. */
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyHouseRules } from '../../src/engine/house-rules';
import { encodeHouseLink } from '../../src/house-rules-link';
import { VARIANTS } from '../../src/variants';
import { hongKong } from '../../src/variants/hong-kong';
import { AXE, seriousViolations } from './axe';
import { useSite } from './site-fixture';

const site = useSite();

const variantPages = (v: (typeof VARIANTS)[number]) => [
  `/${v.id}/`,
  `/${v.id}/patterns/`,
  `/${v.id}/patterns/${v.patterns[0]!.id}/`,
  `/${v.id}/patterns/quick-reference/`,
  `/${v.id}/score/`,
];

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
  '/vietnamese/game/',
  '/hong-kong/game/',
  '/mcr/game/',
  '/sichuan/game/',
  '/mcr/principles/',
  // Every variant's overview, patterns index, a pattern page, quick reference and scorer.
  ...VARIANTS.flatMap(variantPages),
  // The house-rule builder, and a club's page with a switched-off and a revalued pattern.
  '/house-rules/',
  `/house-rules/view/${encodeHouseLink({ ...emptyHouseRules(hongKong), club: 'Axe Club', options: { minimum: 1 }, off: ['all-pungs'], values: { 'all-chows': 2 } })}`,
];

// The site's frame (header, search, the section's menu, table of contents) is built the same way
// on every page and is most of axe's work, so it is checked whole on every page except the other
// variants' copies of the first variant's five page types, where axe checks what differs: the
// <main> content.
const MAIN_ONLY = new Set(VARIANTS.slice(1).flatMap(variantPages));

// On a 360 px phone wide tables turn into cards or scroll in their own box: the pages with such
// tables are checked again at that width, where a box that scrolls must take keyboard focus.
const PHONE_PAGES = [
  '/compare/',
  '/variants/',
  '/mcr/',
  '/hong-kong/',
  '/sichuan/',
  '/hong-kong/patterns/',
  '/hong-kong/patterns/quick-reference/',
  '/house-rules/',
  `/house-rules/view/${encodeHouseLink({ ...emptyHouseRules(hongKong), club: 'Phone Club', options: { cap: 10 }, off: ['seven-pairs'] })}`,
  // Practice drills: the patterns' checkboxes, and the waits drill's toggle tiles.
  '/hong-kong/practice/?seed=42&level=2&drill=patterns',
  '/vietnamese/practice/?seed=8&level=3&drill=waits',
];

const RUNS = [
  ...PAGES.map((path) => ({ path, width: 1280, height: 900 })),
  ...PHONE_PAGES.map((path) => ({ path, width: 360, height: 740 })),
];

describe('accessibility (axe-core)', () => {
  // axe in every page this file's tab opens, from the start (about 0.1-0.3 s a page less).
  beforeAll(async () => {
    await (await site.tab()).addInitScript({ path: AXE });
  });
  for (const { path, width, height } of RUNS) {
    const scope = MAIN_ONLY.has(path) ? ' in its main content' : '';
    it(`${path} has no serious or critical violation${scope}${width < 400 ? ' at 360 px' : ''}`, async () => {
      const page = await site.visit(path, { viewport: { width, height } });
      // axe reads colours and sizes from the finished page: its styles, fonts and images in.
      await page.waitForLoadState('load');
      // Let client:visible islands hydrate so their rendered state is checked too.
      const island = page.locator('astro-island');
      if (await island.count()) {
        await island.first().scrollIntoViewIfNeeded();
        await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, {
          timeout: 30_000,
        });
        // The house-rule islands load a catalogue after hydrating; check them once it is shown.
        if (await page.locator('.hr-view, .hr-builder').count())
          await page
            .locator('.hr-view[data-ready], .hr-builder[data-ready]')
            .first()
            .waitFor({ timeout: 30_000 });
      }
      const serious = await seriousViolations(page, scope ? '{ include: [["main"]] }' : 'document');
      expect(serious).toEqual([]);
    });
  }
});
