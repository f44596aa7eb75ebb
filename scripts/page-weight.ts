/**
 * What a built page makes a browser load: HTML, CSS, the JavaScript it runs at load, the
 * JavaScript of its islands (which hydrate only when visible), and the tile images it shows
 * (the front and the sprite sheet of each tile set in its HTML).
 * Static imports are followed; dynamic imports (search's index, loaded when the reader
 * searches) are not, but the islands' own are weighed apart (`fetchedLater`: a scorer's scoring
 * part and the folded panels' forms, fetched when the reader first uses them), so a page's
 * start-up figure is never read as all its code. Bytes are counted raw and gzipped at level 9,
 * as a server would send them.
 * Also here: the site-wide figures of issue 15 (the median pattern page's HTML, what a first
 * visit downloads with the offline worker), which budgets.json limits and `npm run bench` reports.
 *
 *   npx tsx scripts/page-weight.ts /hong-kong/score/ /hong-kong/patterns/all-chows/
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { TILE_SHEETS } from '../src/components/tile-art';
import { hintsFileVariant } from './form-hints';

export const DIST = resolve(
  process.env.SITE_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
);

export interface Weight {
  raw: number;
  gzip: number;
}
export interface PageWeight {
  page: string;
  html: Weight;
  css: Weight;
  /** Scripts that run when the page loads (Starlight's own and inline ones). */
  js: Weight;
  /** Island code, loaded when an island becomes visible. */
  islandJs: Weight;
  /**
   * Island code the islands fetch later, on first use (their dynamic imports, with what those
   * import): a scorer's scoring part, the folded panels' forms. Not in `total`, which is what
   * the page loads before the reader acts.
   */
  fetchedLater: Weight;
  images: Weight;
  /** How many image files those are. */
  imageFiles: number;
  total: Weight;
}

const zero = (): Weight => ({ raw: 0, gzip: 0 });
/** Gzipped size at level 9, the level issue 15's figures use. */
export const gzipSize = (bytes: Buffer | string): number => gzipSync(bytes, { level: 9 }).length;
const add = (w: Weight, bytes: Buffer | string) => {
  const b = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  w.raw += b.length;
  w.gzip += gzipSize(b);
};
const sum = (...ws: Weight[]): Weight =>
  ws.reduce((a, w) => ({ raw: a.raw + w.raw, gzip: a.gzip + w.gzip }), zero());

const file = (dist: string, url: string) =>
  join(dist, decodeURIComponent(url.replace(/[?#].*/, '')));

/** A module and every module it imports statically, as site URLs. */
export function moduleClosure(dist: string, entry: string, seen: Set<string>): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  const path = file(dist, entry);
  if (!existsSync(path)) throw new Error(`${entry} is referenced but not in dist/`);
  const code = readFileSync(path, 'utf8');
  // Minified static imports: `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`.
  for (const [, imported = ''] of code.matchAll(
    /(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
  )) {
    moduleClosure(dist, posix.join(posix.dirname(entry), imported), seen);
  }
}

/** The page's islands' code with its static imports, as site URLs. */
function islandsOf(html: string, dist: string): Set<string> {
  const modules = new Set<string>();
  for (const [, component = '', renderer = ''] of html.matchAll(
    /<astro-island[^>]*\scomponent-url="([^"]+)"[^>]*\srenderer-url="([^"]+)"/g,
  )) {
    moduleClosure(dist, component, modules);
    moduleClosure(dist, renderer, modules);
  }
  return modules;
}

/**
 * A page's island code as site URLs: what loads with the islands (static imports), and what
 * they fetch later, on first use (a scorer's scoring part, the folded panels' forms).
 */
export function islandCode(
  page: string,
  dist = DIST,
): { atStart: Set<string>; later: Set<string> } {
  const html = readFileSync(join(dist, page, 'index.html'), 'utf8');
  const atStart = islandsOf(html, dist);
  return { atStart, later: fetchedLaterModules(dist, atStart, rendererCode(html, dist), page) };
}

/**
 * The islands' renderer (the site's, src/components/island-client.ts, with Preact itself), as site
 * URLs. Its dynamic imports, were it to have any, are not the islands' later code.
 */
export function rendererCode(html: string, dist: string): Set<string> {
  const modules = new Set<string>();
  for (const [, renderer = ''] of html.matchAll(/<astro-island[^>]*\srenderer-url="([^"]+)"/g))
    moduleClosure(dist, renderer, modules);
  return modules;
}

/**
 * Is `url` the forms' hints of a variant other than `page`'s (scripts/form-hints.ts)? Every form
 * can ask for any variant's, but a page's forms ask only for its own variant's (none for a page of
 * no variant, such as the house-rule builder, which asks for the one a club chooses).
 */
const otherVariantsHints = (url: string, page: string) => {
  const variant = hintsFileVariant(url);
  return variant !== undefined && !page.split('/').includes(variant);
};

/**
 * Every module the island code in `loaded` can fetch later by a dynamic import, with its static
 * imports; the dynamic imports of `unfollowed` (the renderer's, see rendererCode) are left out,
 * and so, given the `page`, are other variants' hints.
 */
export function fetchedLaterModules(
  dist: string,
  loaded: ReadonlySet<string>,
  unfollowed: ReadonlySet<string> = new Set(),
  page?: string,
): Set<string> {
  const later = new Set<string>();
  const queue = [...loaded].filter((u) => !unfollowed.has(u));
  for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
    const code = readFileSync(file(dist, url), 'utf8');
    for (const [, imported = ''] of code.matchAll(
      /\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g,
    )) {
      const found = new Set<string>();
      moduleClosure(dist, posix.join(posix.dirname(url), imported), found);
      for (const u of found)
        if (!loaded.has(u) && !later.has(u) && !(page && otherVariantsHints(u, page))) {
          later.add(u);
          queue.push(u);
        }
    }
  }
  return later;
}

export function pageWeight(page: string, dist = DIST): PageWeight {
  const htmlPath = join(dist, page, page.endsWith('.html') ? '' : 'index.html');
  const html = readFileSync(htmlPath, 'utf8');
  const w = {
    html: zero(),
    css: zero(),
    js: zero(),
    islandJs: zero(),
    fetchedLater: zero(),
    images: zero(),
  };
  add(w.html, html);
  const cssUrls = new Set(
    [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(([, u = '']) => u),
  );
  for (const [, u = ''] of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="stylesheet"/g))
    cssUrls.add(u);
  for (const u of cssUrls) if (u.startsWith('/')) add(w.css, readFileSync(file(dist, u)));
  const islandModules = islandsOf(html, dist);
  const loadModules = new Set<string>();
  for (const [, src = ''] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g))
    moduleClosure(dist, src, loadModules);
  // A preload only fetches early: island code preloaded (scripts/island-preload.ts) is still the islands'.
  const preloaded = new Set<string>();
  for (const [, href = ''] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    moduleClosure(dist, href, preloaded);
  for (const u of preloaded) if (!islandModules.has(u)) loadModules.add(u);
  for (const u of loadModules) add(w.js, readFileSync(file(dist, u)));
  for (const [, inline = ''] of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g))
    if (inline.trim()) add(w.js, inline);
  for (const u of islandModules)
    if (!loadModules.has(u)) add(w.islandJs, readFileSync(file(dist, u)));
  // The islands' own later fetches (the page's scripts fetch search's code later too: not these).
  for (const u of fetchedLaterModules(dist, islandModules, rendererCode(html, dist), page))
    if (!loadModules.has(u)) add(w.fetchedLater, readFileSync(file(dist, u)));
  const images = new Set<string>();
  for (const [, u = ''] of html.matchAll(/url\((?:&quot;|["'])?(\/[^)"'&]+\.svg)/g)) images.add(u);
  // Tiles: the front, and the sprite sheet of each set a tile on the page is drawn from (their
  // url()s are in the CSS, src/styles/atlas.css, under the sheet's class).
  if (/class="mj-tile[\s"]/.test(html)) images.add('/tiles/front.svg');
  for (const sheet of TILE_SHEETS)
    if (new RegExp(`class="mj-tile mj-tile--${sheet.id}[\\s"]`).test(html))
      images.add(`/tiles/${sheet.id}.svg`);
  for (const [, u = ''] of html.matchAll(/<img[^>]+src="(\/[^"]+)"/g)) images.add(u);
  let imageFiles = 0;
  for (const u of images) {
    if (!existsSync(file(dist, u))) continue;
    add(w.images, readFileSync(file(dist, u)));
    imageFiles++;
  }
  return { page, ...w, imageFiles, total: sum(w.html, w.css, w.js, w.islandJs, w.images) };
}

/** The generated pattern pages (every variant's patterns/<id>/, not its index or quick reference), as site paths. */
export function patternPages(dist = DIST): string[] {
  const pages: string[] = [];
  for (const variant of readdirSync(dist, { withFileTypes: true })) {
    const dir = join(dist, variant.name, 'patterns');
    if (!variant.isDirectory() || !existsSync(dir)) continue;
    for (const p of readdirSync(dir, { withFileTypes: true })) {
      if (
        p.isDirectory() &&
        p.name !== 'quick-reference' &&
        existsSync(join(dir, p.name, 'index.html'))
      ) {
        pages.push(`/${variant.name}/patterns/${p.name}/`);
      }
    }
  }
  return pages.sort();
}

/** The median gzipped HTML of the pattern pages, and how many there are. */
export function patternHtmlMedian(dist = DIST): { median: number; pages: number } {
  const sizes = patternPages(dist)
    .map((page) => gzipSize(readFileSync(join(dist, page, 'index.html'))))
    .sort((a, b) => a - b);
  if (!sizes.length) throw new Error(`no pattern pages in ${dist}`);
  // The middle size, or the mean of the two middle sizes of an even count.
  const upper = sizes[sizes.length >> 1] ?? 0;
  const lower = sizes.length % 2 ? upper : (sizes[(sizes.length >> 1) - 1] ?? upper);
  return {
    median: sizes.length % 2 ? upper : Math.round((lower + upper) / 2),
    pages: sizes.length,
  };
}

export interface FirstVisit {
  /** What the offline worker precaches: its manifest's entries in dist/sw.js. */
  files: number;
  precache: Weight;
  /** The precache plus everything the landing page itself loads. */
  total: Weight;
}

/** A first visit to `page` with the offline worker: the page, then every file the worker precaches. */
export function firstVisit(page = '/', dist = DIST): FirstVisit {
  const sw = join(dist, 'sw.js');
  if (!existsSync(sw)) throw new Error(`${sw} is missing: the build wrote no offline worker`);
  // A generated worker writes `url:"…"`; an injected manifest is JSON, `"url":"…"`.
  const urls = new Set(
    [...readFileSync(sw, 'utf8').matchAll(/(?:\burl|"url"):\s*"([^"]+)"/g)].map(([, u = '']) => u),
  );
  if (!urls.size) throw new Error(`${sw} lists no precache entries (url: "...") to weigh`);
  const precache = zero();
  for (const u of urls) add(precache, readFileSync(file(dist, `/${u.replace(/^\//, '')}`)));
  return { files: urls.size, precache, total: sum(precache, pageWeight(page, dist).total) };
}

/** What a budgets.json entry limits, in gzipped bytes. */
export type Measure =
  | 'html'
  | 'css'
  | 'js'
  | 'islandJs'
  | 'images'
  | 'total'
  | 'pageJs'
  | 'patternHtmlMedian'
  | 'firstVisit';
export interface Budget {
  measure: Measure;
  /** The page measured; the pattern pages' median needs none. */
  page?: string;
  /** Issue 15's figure (or the page's settled budget): what `npm run bench` reports against. */
  goal: number;
  /** Today's ceiling: the budget test fails above it. It comes down to the goal as the work lands. */
  limit: number;
}

/** The gzipped bytes a budget entry limits. pageJs: the scripts a page runs at load plus its islands'. */
export function budgetFigure(b: Pick<Budget, 'measure' | 'page'>, dist = DIST): number {
  if (b.measure === 'patternHtmlMedian') return patternHtmlMedian(dist).median;
  if (!b.page) throw new Error(`a "${b.measure}" budget needs a page`);
  if (b.measure === 'firstVisit') return firstVisit(b.page, dist).total.gzip;
  const w = pageWeight(b.page, dist);
  return b.measure === 'pageJs' ? w.js.gzip + w.islandJs.gzip : w[b.measure].gzip;
}

/**
 * A page's JS once the reader has used it: what it runs at load and its islands' code (pageJs)
 * plus what the islands fetch on first use (a scorer's scoring part, the folded panels' forms).
 * Reported beside pageJs so a page split into parts is never read as a smaller page.
 */
export function pageJsOnceUsed(page: string, dist = DIST): number {
  const w = pageWeight(page, dist);
  return w.js.gzip + w.islandJs.gzip + w.fetchedLater.gzip;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const pages = process.argv.slice(2);
  for (const page of pages.length
    ? pages
    : ['/', '/hong-kong/patterns/all-chows/', '/hong-kong/score/']) {
    const p = pageWeight(page);
    console.log(`${page}`);
    for (const k of ['html', 'css', 'js', 'islandJs', 'images', 'total'] as const) {
      console.log(
        `  ${k.padEnd(9)} ${kb(p[k].raw).padStart(11)} raw  ${kb(p[k].gzip).padStart(11)} gzip`,
      );
    }
    console.log(`  ${p.imageFiles} image file(s)`);
    // Not in the total: what the islands fetch when first used (a scorer's scoring part, the panels).
    const later = p.fetchedLater;
    console.log(
      `  ${'later'.padEnd(9)} ${kb(later.raw).padStart(11)} raw  ${kb(later.gzip).padStart(11)} gzip  (fetched on first use; JS once used: ${kb(p.js.gzip + p.islandJs.gzip + later.gzip)} gzip)`,
    );
  }
}
