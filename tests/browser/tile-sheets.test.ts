/**
 * The tile sprite sheets in Chromium (scripts/tile-sheets.ts draws them, src/styles/atlas.css
 * positions a cell): every tile drawn from its sheet by the tile component looks like its own
 * source art drawn the way tiles were before the sheets (the face at 86% of the tile's width,
 * centred over the front), at a scorer's size and large; and a page full of tiles fetches a
 * few tile images, not one per face.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { ART_DIR, artFile } from '../../scripts/tile-sheets';
import { Tile } from '../../src/components/Tile';
import { TILE_SHEETS } from '../../src/components/tile-art';
import { useSite } from './site-fixture';

const site = useSite();

const TILES = TILE_SHEETS.flatMap((sheet) =>
  sheet.codes.map((code) => ({
    code,
    sprite: renderToString(h(Tile, { code })),
    art: `data:image/svg+xml;base64,${readFileSync(join(ART_DIR, artFile(sheet, code))).toString('base64')}`,
  })),
);

interface Diff {
  code: string;
  /** Share of the tile's pixels whose colour differs by more than anti-aliasing does. */
  differing: number;
}

/**
 * Draws every tile twice, from its sheet and from its own art, at `width` x `height` CSS px,
 * screenshots them and compares each pair; `shift` compares each sheet tile with the art of the
 * tile `shift` places on instead (a control: the comparison must tell different tiles apart).
 */
async function compare(
  page: Page,
  width: number,
  height: number,
  reach: number,
  shift = 0,
): Promise<Diff[]> {
  const rows = TILES.map((t, i) => {
    const other = TILES[(i + shift) % TILES.length]!;
    const reference = `<span class="mj-tile" role="img" style="background-image: url(${other.art}), url(/tiles/front.svg); background-size: 86% auto, 100% 100%; background-position: center, center"></span>`;
    return `<div class="cmp-pair">${t.sprite}${reference}</div>`;
  });
  await page.evaluate(
    async ({ html, width, height, urls }) => {
      document.body.innerHTML = `<style>
        body { margin: 0; background: #fff; }
        .cmp { display: flex; flex-wrap: wrap; gap: 4px; width: ${(width * 2 + 8) * 6}px; padding: 4px; }
        .cmp-pair { display: flex; gap: 4px; }
        .cmp .mj-tile { width: ${width}px; height: ${height}px; }
        .cmp .mj-tile__num, .cmp .mj-tile::after { display: none; }
      </style><div class="cmp">${html}</div>`;
      // The sheets, the front and the art decoded before the screenshot.
      await Promise.all(
        urls.map((src) => {
          const img = new Image();
          img.src = src;
          return img.decode();
        }),
      );
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    },
    {
      html: rows.join(''),
      width,
      height,
      urls: [
        ...TILE_SHEETS.map((s) => `/tiles/${s.id}.svg`),
        '/tiles/front.svg',
        ...TILES.map((t) => t.art),
      ],
    },
  );
  const shot = await page.locator('.cmp').screenshot({ animations: 'disabled' });
  return page.evaluate(
    async ({ png, codes, reach }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      ctx.drawImage(img, 0, 0);
      const scale =
        img.naturalWidth / document.querySelector('.cmp')!.getBoundingClientRect().width;
      const origin = document.querySelector('.cmp')!.getBoundingClientRect();
      return [...document.querySelectorAll('.cmp-pair')].map((pair, i) => {
        const [a, b] = [...pair.querySelectorAll('.mj-tile')].map((el) => {
          const r = el.getBoundingClientRect();
          return {
            x: Math.round((r.left - origin.left) * scale),
            y: Math.round((r.top - origin.top) * scale),
            w: Math.round(r.width * scale),
            h: Math.round(r.height * scale),
          };
        });
        const pa = ctx.getImageData(a!.x, a!.y, a!.w, a!.h).data;
        const pb = ctx.getImageData(b!.x, b!.y, a!.w, a!.h).data;
        const w = a!.w;
        const h = a!.h;
        const far = (one: Uint8ClampedArray, other: Uint8ClampedArray, p: number, q: number) =>
          Math.max(
            Math.abs(one[p]! - other[q]!),
            Math.abs(one[p + 1]! - other[q + 1]!),
            Math.abs(one[p + 2]! - other[q + 2]!),
          ) > 128;
        // A pixel differs when no pixel of the other drawing within `reach` matches it (both
        // ways): edges land a fraction of a pixel apart, as the old face's position was snapped
        // to whole pixels and a cell's art inside the sheet is not.
        const unmatched = (one: Uint8ClampedArray, other: Uint8ClampedArray) => {
          let n = 0;
          for (let y = 0; y < h; y++) {
            for (let x = 0; x < w; x++) {
              let matched = false;
              for (let dy = -reach; dy <= reach && !matched; dy++) {
                for (let dx = -reach; dx <= reach && !matched; dx++) {
                  const yy = y + dy;
                  const xx = x + dx;
                  if (yy < 0 || yy >= h || xx < 0 || xx >= w) continue;
                  if (!far(one, other, (y * w + x) * 4, (yy * w + xx) * 4)) matched = true;
                }
              }
              if (!matched) n++;
            }
          }
          return n;
        };
        const differing = Math.max(unmatched(pa, pb), unmatched(pb, pa));
        return { code: codes[i]!, differing: differing / (w * h) };
      });
    },
    { png: shot.toString('base64'), codes: TILES.map((t) => t.code), reach },
  );
}

/**
 * The share of a tile's pixels that may differ: none did when this was set, while a tile against
 * its neighbour's art differed on 0.55% (33 x 44, Q2 against Q3's art) to 2.6% (150 x 200).
 */
const SAME = 0.002;

describe('tiles drawn from the sprite sheets', () => {
  for (const [width, height] of [
    [33, 44],
    [150, 200],
  ] as const) {
    it(`every tile looks like its own art, ${width} x ${height} px`, async () => {
      const page = await site.visit('/credits/');
      await page.waitForLoadState('load');
      const diffs = await compare(page, width, height, 1);
      expect(diffs).toHaveLength(TILES.length);
      const off = diffs.filter((d) => d.differing > SAME);
      expect(off, JSON.stringify(off)).toEqual([]);
      // The control: each sheet tile against its neighbour's art differs well beyond that
      // (the white dragon and the front-only tiles aside, every tile has a face of its own).
      const control = await compare(page, width, height, 1, 1);
      const alike = control.filter((d) => d.differing <= SAME);
      expect(alike.map((d) => d.code)).toEqual([]);
    });
  }
});

describe('a page full of tiles', () => {
  for (const path of ['/hong-kong/patterns/quick-reference/', '/vietnamese/score/']) {
    it(`${path} fetches the front and a sprite sheet per tile set it shows, no tile's own file`, async () => {
      const context = await site.browser.newContext();
      const page = await context.newPage();
      const tiles: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/tiles/')) tiles.push(path);
      });
      await page.goto(new URL(path, site.server.url).href, { waitUntil: 'load' });
      expect(await page.locator('.mj-tile').count()).toBeGreaterThan(40);
      expect(tiles.length, tiles.join(' ')).toBeLessThanOrEqual(4);
      expect(new Set(tiles).size).toBe(tiles.length);
      expect(tiles).toContain('/tiles/front.svg');
      expect(tiles).toContain('/tiles/suits.svg');
      for (const t of tiles)
        expect(
          ['front', ...TILE_SHEETS.map((s) => s.id)].map((id) => `/tiles/${id}.svg`),
        ).toContain(t);
      await context.close();
    });
  }
});
