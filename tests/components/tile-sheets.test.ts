/**
 * The tile sprite sheets (scripts/tile-sheets.ts): one cell per tile code of each set, in the
 * order the tile component reads (src/components/tile-art.ts), each cell its source art with
 * only its ids prefixed, every reference inside a cell resolving in that cell, and the CSS that
 * positions the cells agreeing with the sheets. How a sheet's tile looks next to its own art is
 * tests/browser/tile-sheets.test.ts's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import {
  ART,
  ART_DIR,
  artBody,
  artFile,
  CELL,
  cellId,
  drawSheet,
  lighterArt,
  prefixIds,
  SHEET_DIR,
} from '../../scripts/tile-sheets';
import { Tile } from '../../src/components/Tile';
import { TILE_SHEETS, tileCell } from '../../src/components/tile-art';
import { BONUS_TILES, PLAYING_CODES } from '../../src/engine/tiles';
import { EMPERORS, EMPRESSES, JOKER_CODES } from '../../src/variants/vietnamese/tiles/codes';

interface Cell {
  id: string;
  x: number;
  y: number;
  body: string;
}

/** A sheet's cells, read back from its text (the art has no <svg> of its own inside). */
function cellsOf(sheet: string): Cell[] {
  const inner = /^<svg [^>]*>([\s\S]*)<\/svg>\n$/.exec(sheet)?.[1] ?? '';
  const cells = [
    ...inner.matchAll(
      /<svg id="([^"]+)" x="([\d.]+)" y="([\d.]+)" width="300" height="400" viewBox="0 0 300 400">([\s\S]*?)<\/svg>/g,
    ),
  ].map(([, id = '', x = '', y = '', body = '']) => ({ id, x: Number(x), y: Number(y), body }));
  // Nothing else in the sheet but the cells.
  expect(cells.length).toBe(inner.split('<svg ').length - 1);
  return cells;
}

/** A tile's source art as a sheet draws it: made lighter without a pixel's change (lighterArt), nothing else. */
const source = (file: string) =>
  artBody(lighterArt(readFileSync(join(ART_DIR, file), 'utf8')), file);

describe('tile sprite sheets', () => {
  it('every tile the site draws has exactly one cell, in one sheet', () => {
    const codes = TILE_SHEETS.flatMap((s) => s.codes);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes)).toEqual(
      new Set([...PLAYING_CODES, ...BONUS_TILES, ...JOKER_CODES, ...EMPERORS, ...EMPRESSES]),
    );
  });

  for (const sheet of TILE_SHEETS) {
    describe(`${sheet.id} sheet`, () => {
      const text = drawSheet(sheet);
      const cells = cellsOf(text);

      it('has one cell per tile code, in the order the tile component reads, each a tile wide', () => {
        expect(cells.map((c) => c.id)).toEqual(sheet.codes.map(cellId));
        for (const [i, cell] of cells.entries()) {
          expect(tileCell(sheet.codes[i]!)).toEqual({ sheet, index: i });
          // The art is centred in its cell, at 86% of it, so 7% of empty margin on each side.
          expect(cell.x - i * CELL.width).toBeCloseTo((CELL.width - ART.width) / 2, 2);
          expect(cell.y).toBeCloseTo((CELL.height - ART.height) / 2, 2);
        }
        expect(ART.width / CELL.width).toBeCloseTo(0.86, 4);
        expect(ART.height / CELL.height).toBeCloseTo(0.86, 4);
        const root = /^<svg [^>]*viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(text);
        expect(Number(root?.[1])).toBeCloseTo(sheet.codes.length * CELL.width, 2);
        expect(Number(root?.[2])).toBeCloseTo(CELL.height, 2);
      });

      it('has no id twice, and every reference resolves inside its own cell', () => {
        const ids = [...text.matchAll(/\sid="([^"]+)"/g)].map(([, id = '']) => id);
        expect(ids.length).toBeGreaterThanOrEqual(cells.length);
        expect(new Set(ids).size).toBe(ids.length);
        for (const cell of cells) {
          const own = new Set([...cell.body.matchAll(/\sid="([^"]+)"/g)].map(([, id = '']) => id));
          for (const id of own) expect(id.startsWith(`${cell.id}-`), id).toBe(true);
          const refs = [...cell.body.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map(
            ([, url, href]) => url ?? href ?? '',
          );
          for (const ref of refs) expect(own.has(ref), `${cell.id} refers to #${ref}`).toBe(true);
          // No other way to point at an id: a bare "#<id>" outside those forms.
          const bare = cell.body.replace(/url\(#[^)]+\)|href="#[^"]+"/g, '');
          for (const id of own) expect(bare.includes(`#${id}`), `#${id}`).toBe(false);
        }
      });

      it("each cell draws its tile's source art, made lighter and only its ids prefixed", () => {
        // The art keeps its upstream file names; which is which, said here apart from the generator.
        const named: Record<string, string> = {
          E: '1z.svg',
          RD: '7z.svg',
          WD: '5z.svg',
          '9s': '9s.svg',
          F1: 'bonus/plum.svg',
          F4: 'bonus/bamboo.svg',
          S1: 'bonus/spring.svg',
          S4: 'bonus/winter.svg',
          Q2: 'vietnamese/Q2.svg',
        };
        for (const code of sheet.codes)
          if (named[code]) expect(artFile(sheet, code), code).toBe(named[code]);
        for (const [i, cell] of cells.entries()) {
          const file = artFile(sheet, sheet.codes[i]!);
          const unprefixed = cell.body.replace(new RegExp(`(\\sid="|#)${cell.id}-`, 'g'), '$1');
          expect(unprefixed, file).toBe(source(file));
        }
      });

      it('the generated file in public/tiles is this sheet (npm run generate wrote it)', () => {
        const path = join(SHEET_DIR, `${sheet.id}.svg`);
        if (!existsSync(path)) return; // a clean clone before its first generate or build
        expect(readFileSync(path, 'utf8') === text, `${path} is stale`).toBe(true);
      });
    });
  }

  it("the CSS gives each sheet's class its image and its cell count", () => {
    const css = readFileSync(join(import.meta.dirname, '../../src/styles/atlas.css'), 'utf8');
    for (const sheet of TILE_SHEETS) {
      const rule =
        new RegExp(`(?<!,\n)^\\.mj-tile--${sheet.id} \\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
      expect(rule, sheet.id).toContain(`--n: ${sheet.codes.length};`);
      expect(rule, sheet.id).toContain(
        `background-image: url(/tiles/${sheet.id}.svg), url(/tiles/front.svg);`,
      );
    }
  });

  it('a tile names its sheet by class and its cell by --i, and keeps role="img" and its name', () => {
    const html = renderToString(h(Tile, { code: '5p' }));
    expect(html).toMatch(/^<span class="mj-tile mj-tile--suits" role="img" aria-label="5 Dots"/);
    expect(html).toContain(`style="--i:${PLAYING_CODES.indexOf('5p')}"`);
    expect(html).not.toContain('url(');
    expect(renderToString(h(Tile, { code: 'S3' }))).toMatch(
      /class="mj-tile mj-tile--bonus".*style="--i:6".*<span class="mj-tile__num" aria-hidden="true">3<\/span>/,
    );
    expect(renderToString(h(Tile, { code: 'WD' }))).toContain(
      'class="mj-tile mj-tile--suits mj-tile--white-dragon"',
    );
  });
});

describe('the id rewriting', () => {
  const art = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">${body}</svg>`;

  it("rounds the art's path data and numeric attributes to one decimal place, and changes nothing else", () => {
    const art =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400"><g id="a" transform="translate(1.2345 2)"><path fill="url(#g)" d="M52.894 722.322c-17.507-.113-9.053 18.9-.906 19.472"/><circle cx="10.26" cy="4.449" r="3.5"/></g></svg>';
    const out = lighterArt(art);
    expect(out).toContain('d="M52.9 722.3');
    expect(out).not.toMatch(/\sd="[^"]*\d\.\d\d/);
    for (const kept of [
      'id="a"',
      'transform="translate(1.2345 2)"',
      'fill="url(#g)"',
      'viewBox="0 0 300 400"',
      'cx="10.3"',
      'r="3.5"',
    ])
      expect(out).toContain(kept);
    expect(out.match(/<\w+/g)).toEqual(art.match(/<\w+/g));
  });

  it('writes inline styles as presentation attributes, without default values or the stroke of an unstroked path', () => {
    const art =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400"><g style="fill:#b93c3c"><path style="fill:#000;fill-opacity:1;fill-rule:evenodd;stroke:none;stroke-width:1px;stroke-linecap:butt;stroke-opacity:1" d="M0 0h10v10z"/><path style="fill-opacity:1;stroke:#123456;stroke-width:2.5" d="M0 0h5"/></g></svg>';
    const out = lighterArt(art);
    expect(out).not.toContain('style=');
    expect(out).toContain('<g fill="#b93c3c">');
    // The black fill stays: it overrides the group's red.
    expect(out).toContain('<path d="M0 0h10v10z" fill="#000" fill-rule="evenodd"/>');
    expect(out).toContain('stroke="#123456" stroke-width="2.5"');
    expect(out.match(/<\w+/g)).toEqual(art.match(/<\w+/g));
  });

  it('prefixes ids and all three reference forms', () => {
    const body = artBody(
      art(
        '<defs><path id="a" d="M0 0"/><mask id="b"/></defs><use xlink:href="#a"/><use href="#a"/><g mask="url(#b)" style="fill:#abc"/>',
      ),
      'x',
    );
    expect(prefixIds(body, 'tX-')).toBe(
      '<defs><path id="tX-a" d="M0 0"/><mask id="tX-b"/></defs><use xlink:href="#tX-a"/><use href="#tX-a"/><g mask="url(#tX-b)" style="fill:#abc"/>',
    );
  });

  it('refuses art it could not rewrite safely', () => {
    expect(() => prefixIds('<use href="#nowhere"/>', 'p-')).toThrow(/does not define/);
    expect(() => prefixIds('<path id="a"/><animate begin="a.end"/>', 'p-')).not.toThrow();
    expect(() => artBody(art('<animate begin="a.end"/>'), 'x')).toThrow(/does not rewrite/);
    expect(() => artBody(art('<style>#a{fill:red}</style>'), 'x')).toThrow(/does not rewrite/);
    expect(() => prefixIds('<path id="a"/><x y="#a"/>', 'p-')).toThrow(/not rewritten/);
    expect(() =>
      artBody(art('').replace('viewBox="0 0 300 400"', 'viewBox="0 0 30 40"'), 'x'),
    ).toThrow(/viewBox/);
    expect(() => artBody(art('').replace('<svg ', '<svg style="x" '), 'x')).toThrow(/style/);
  });
});
