/**
 * Printing, in Chromium's own PDFs (tests/browser/pdf-pages.ts reads them): each variant's quick
 * reference prints its tiles at least 7 mm wide, so the dots and bamboo can be counted, in a few
 * pages of A4 and of US Letter; a club's rule sheet fits its pages without a near-empty last one.
 * (A quick reference's last page is not held to that: 14-tile rows at 7 mm leave where the last
 * row falls to the catalogue's length.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emptyHouseRules } from '../../src/engine/house-rules';
import { encodeHouseLink } from '../../src/house-rules-link';
import { VARIANTS } from '../../src/variants';
import { lastPageFill, pdfPageCount } from './pdf-pages';
import { useSite } from './site-fixture';

const site = useSite();
const FORMATS = ['A4', 'Letter'] as const;
/** A last page filled less than this is the near-empty page a club would not want to print. */
const NEAR_EMPTY = 0.15;
/** Pages a quick reference may take: 14-tile examples at 7 mm need room (MCR has 81 fans). */
const MAX_PAGES = 5;

/** The narrowest printed tile, in millimetres (CSS pixels are 1/96 inch in print). */
const narrowestPrintedTile = async (page: Page) => {
  await page.emulateMedia({ media: 'print' });
  const px = await page
    .locator('.mj-qr .mj-tile')
    .evaluateAll((tiles) => Math.min(...tiles.map((t) => t.getBoundingClientRect().width)));
  // Back to no emulation: page.pdf() prints with print styles only when screen is not forced.
  await page.emulateMedia({ media: null });
  return (px * 25.4) / 96;
};

describe('printable quick reference', () => {
  for (const variant of VARIANTS) {
    it(`${variant.shortName}: every pattern with its example, tiles at least 7 mm wide, on at most ${MAX_PAGES} pages of A4 and of Letter`, async () => {
      const page = await site.visit(`/${variant.id}/patterns/quick-reference/`);
      // The page has no island: once loaded, its tiles (CSS backgrounds, which hold up the load
      // event) are in.
      await page.waitForLoadState('load');
      expect(
        await page.locator('.mj-qr tbody tr:not(.mj-qr__category)').count(),
      ).toBeGreaterThanOrEqual(variant.patterns.length);
      expect(await narrowestPrintedTile(page)).toBeGreaterThanOrEqual(7);
      for (const format of FORMATS) {
        const pdf = await page.pdf({ format });
        expect(pdfPageCount(pdf), format).toBeLessThanOrEqual(MAX_PAGES);
      }
    });
  }
});

describe("a club's printed rule sheet", () => {
  for (const variant of VARIANTS) {
    it(`${variant.shortName}: no near-empty last page on A4 or Letter`, async () => {
      const rules = {
        ...emptyHouseRules(variant),
        club: 'Print Club',
        off: [variant.patterns[0]!.id],
      };
      const page = await site.visit(`/house-rules/view/${encodeHouseLink(rules)}`);
      await page.waitForLoadState('networkidle');
      await page
        .locator('.hr-view[data-ready="true"] .hr-sheet')
        .waitFor({ state: 'attached', timeout: 30_000 });
      for (const format of FORMATS) {
        const pdf = await page.pdf({ format });
        const pages = pdfPageCount(pdf);
        // Vietnamese, the longest catalogue (71 patterns with its bonuses), takes four Letter pages.
        expect(pages, format).toBeLessThanOrEqual(4);
        if (pages > 1)
          expect(
            lastPageFill(pdf),
            `${format}: ${pages} pages, the last near-empty`,
          ).toBeGreaterThanOrEqual(NEAR_EMPTY);
      }
    });
  }
});
