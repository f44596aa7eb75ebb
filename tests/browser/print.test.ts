/** Each variant's quick reference prints on at most two pages, on A4 and on US Letter. */
import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../src/variants';
import { useSite } from './site-fixture';

const site = useSite();
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

describe('printable quick reference', () => {
  for (const variant of VARIANTS) {
    it(`${variant.shortName}: every pattern and the payouts fit two pages of A4 and of Letter`, async () => {
      const page = await site.browser.newPage();
      try {
        await page.goto(`${site.server.url}/${variant.id}/patterns/quick-reference/`, { waitUntil: 'networkidle' });
        expect(await page.locator('.mj-qr tbody tr:not(.mj-qr__category)').count()).toBeGreaterThanOrEqual(variant.patterns.length);
        for (const format of ['A4', 'Letter'] as const) {
          expect(pageCount(await page.pdf({ format })), format).toBeLessThanOrEqual(2);
        }
      } finally {
        await page.close();
      }
    });
  }
});
