/**
 * Draws one sprite sheet per tile set (src/components/tile-art.ts names the sets and their cell
 * order) from the tile art in art/tiles/, into public/tiles/<set>.svg: a page then fetches a
 * few tile images instead of one per tile face (issue 15). Runs in `npm run generate`, so
 * before every build and dev server; the sheets are not kept in git.
 *
 * A sheet is a row of cells, each 300/0.86 x 400/0.86: the tile's 300 x 400 art sits centred in
 * its cell as a nested <svg>, which clips it to its own frame as the single file did, and the 7%
 * margin on each side is empty, so a neighbour's art never shows in a tile whatever the zoom or
 * rounding of the background position. The art's ids are prefixed with its cell's id (two files
 * both have an `id="a"`) and every reference to them rewritten, and it is made lighter without
 * changing a pixel (lighterArt).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optimize } from 'svgo';
import { TILE_SHEETS, type TileSheet } from '../src/components/tile-art';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ART_DIR = join(root, 'art', 'tiles');
export const SHEET_DIR = join(root, 'public', 'tiles');

/** The art's width and height, and the share of the tile's width (and height) the face covers. */
export const ART = { width: 300, height: 400, face: 0.86 };
const round = (n: number) => Math.round(n * 1000) / 1000;
export const CELL = { width: round(ART.width / ART.face), height: round(ART.height / ART.face) };
const MARGIN = { x: round((CELL.width - ART.width) / 2), y: round((CELL.height - ART.height) / 2) };

/** The art keeps its upstream names (FluffyStuff's riichi files, Xhokir's flowers and seasons). */
const HONOUR_FILES: Record<string, string> = {
  E: '1z',
  S: '2z',
  W: '3z',
  N: '4z',
  WD: '5z',
  GD: '6z',
  RD: '7z',
};
const BONUS_FILES: Record<string, string> = {
  F1: 'plum',
  F2: 'orchid',
  F3: 'chrysanthemum',
  F4: 'bamboo',
  S1: 'spring',
  S2: 'summer',
  S3: 'autumn',
  S4: 'winter',
};

/** The art file (under art/tiles/) that draws a tile of a sheet. */
export function artFile(sheet: TileSheet, code: string): string {
  if (sheet.id === 'bonus') return `bonus/${BONUS_FILES[code]}.svg`;
  if (sheet.id === 'vietnamese') return `vietnamese/${code}.svg`;
  return `${HONOUR_FILES[code] ?? code}.svg`;
}

/**
 * The art made lighter without changing a pixel: path data and numeric attributes written to one
 * decimal place, and each element's inline style written as presentation attributes, without the
 * values that are the default anyway (fill-opacity:1, stroke-linecap:butt, ...) or that draw
 * nothing (the stroke widths of an element with no stroke). No element, id or transform changes.
 * The upstream art carries three decimals, which a tile drawn 30-150 px wide cannot show, and the
 * same long style string on most of its elements, which the browser parses as CSS one element at
 * a time: rounded but styled, the suits sheet was 248 KB (16.5 KiB gzipped), and is 118 KB
 * (15.6 KiB) with attributes, and Chromium at 4x CPU decodes and draws it in 470 ms, not 630
 * (medians of ten). tests/browser/tile-sheets.test.ts holds every tile drawn from a sheet to its
 * original art.
 */
export function lighterArt(svg: string): string {
  return optimize(svg, {
    plugins: [
      { name: 'convertPathData', params: { floatPrecision: 1 } },
      { name: 'cleanupNumericValues', params: { floatPrecision: 1 } },
      'convertStyleToAttrs',
      'removeUnknownsAndDefaults',
      'removeUselessStrokeAndFill',
    ],
  }).data;
}

/** A cell's id in its sheet, which also prefixes the ids of its art. */
export const cellId = (code: string) => `t${code}`;

// The white dragon's art is an empty <svg/>: the page draws its frame (atlas.css).
const ROOT = /^<svg\s([^>]*?)(?:\/>|>([\s\S]*)<\/svg>)\s*$/;
const ROOT_ATTRIBUTES = new Set(['xmlns', 'xmlns:xlink', 'width', 'height', 'viewBox']);

/** The art's drawing (what is inside its root <svg>), checked to be a plain 300 x 400 picture. */
export function artBody(svg: string, name: string): string {
  const m = ROOT.exec(svg);
  if (!m) throw new Error(`${name}: not one <svg> element`);
  const attributes = [...(m[1] ?? '').matchAll(/([\w:]+)="([^"]*)"/g)];
  for (const [, attr = '', value] of attributes) {
    if (!ROOT_ATTRIBUTES.has(attr)) throw new Error(`${name}: root attribute ${attr} is not kept`);
    if (attr === 'viewBox' && value !== `0 0 ${ART.width} ${ART.height}`)
      throw new Error(`${name}: viewBox ${value}, not 0 0 ${ART.width} ${ART.height}`);
  }
  const body = m[2] ?? '';
  // Anything that could refer to an element other than url(#id) and (xlink:)href="#id", or
  // pull in another file, would escape the id rewriting below.
  if (/<style|<script|<image|<use[^>]*href="[^#]|@import|begin="|end="/.test(body))
    throw new Error(`${name}: uses a feature the sheet does not rewrite`);
  return body;
}

/** The ids an art body defines. */
export const idsOf = (body: string): string[] =>
  [...body.matchAll(/\sid="([^"]+)"/g)].map(([, id = '']) => id);

/** Every reference to an id: url(#id), href="#id", xlink:href="#id". */
export const REFERENCE = /url\(#([^)]+)\)|(\s(?:xlink:)?href=")#([^"]+)"/g;

/** The art body with each of its ids prefixed by `prefix`, and every reference with it. */
export function prefixIds(body: string, prefix: string, name = prefix): string {
  const ids = new Set(idsOf(body));
  const rewritten = body
    .replace(/(\sid=")([^"]+)"/g, (_, a: string, id: string) => `${a}${prefix}${id}"`)
    .replace(REFERENCE, (_, url?: string, attr?: string, href?: string) => {
      const id = url ?? href ?? '';
      if (!ids.has(id)) throw new Error(`${name}: refers to #${id}, which it does not define`);
      return url !== undefined ? `url(#${prefix}${id})` : `${attr}#${prefix}${id}"`;
    });
  // A bare "#id" left over would be a reference form not rewritten above.
  for (const id of ids) {
    const left = new RegExp(`#${id}(?![\\w-])`).exec(rewritten);
    if (left) throw new Error(`${name}: #${id} is referred to in a way not rewritten`);
  }
  return rewritten;
}

/** One sheet: a cell per code in the sheet's order, each with its art and prefixed ids. */
export function drawSheet(
  sheet: TileSheet,
  readArt = (file: string) => readFileSync(join(ART_DIR, file), 'utf8'),
): string {
  const cells = sheet.codes.map((code, i) => {
    const file = artFile(sheet, code);
    const id = cellId(code);
    const body = prefixIds(artBody(lighterArt(readArt(file)), file), `${id}-`, file);
    return `<svg id="${id}" x="${round(i * CELL.width + MARGIN.x)}" y="${MARGIN.y}" width="${ART.width}" height="${ART.height}" viewBox="0 0 ${ART.width} ${ART.height}">${body}</svg>`;
  });
  const width = round(sheet.codes.length * CELL.width);
  // preserveAspectRatio="none": the sheet is stretched to exactly the tile's box times the cell
  // count, so each cell fills a tile even where a tile is not exactly 3:4.
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${CELL.height}" viewBox="0 0 ${width} ${CELL.height}" preserveAspectRatio="none">${cells.join('')}</svg>\n`;
}

export function writeTileSheets(dir = SHEET_DIR): string[] {
  mkdirSync(dir, { recursive: true });
  return TILE_SHEETS.map((sheet) => {
    const path = join(dir, `${sheet.id}.svg`);
    writeFileSync(path, drawSheet(sheet));
    return path;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const path of writeTileSheets()) console.log(`wrote ${path}`);
}
