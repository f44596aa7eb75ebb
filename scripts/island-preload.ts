/**
 * A page with an island names the island's code in its HTML, but the browser only asks for it
 * when Astro's island script runs and the island scrolls into view: on a slow network a scorer
 * waited behind its stylesheets and the palette's forty-odd tile images before its code started
 * to download. This integration adds, after the build, a `<link rel="modulepreload">` to each such
 * page for every file its islands import statically, so the code downloads at once, ahead of the
 * images, and is ready when the island hydrates. Pages without an island are left as they are.
 * It must run before the offline worker's integration, which records each precached page's hash.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { hintsFileVariant } from './form-hints';
import { fetchedLaterModules, moduleClosure, rendererCode } from './page-weight';

const ISLAND = /<astro-island[^>]*\scomponent-url="([^"]+)"[^>]*\srenderer-url="([^"]+)"/g;
/** A hand scorer's island file (src/components/scorers/<Variant>Scorer.tsx, as the build names it). */
const SCORER = /\/[A-Za-z]+Scorer\.[\w-]+\.js$/;

/**
 * A scorer fetches its scoring part when first used, which a shared link holding a hand (`h=`)
 * means at once: on such an address this inline script preloads that part with the page instead
 * of after hydration, so the hand's score comes with the scorer. A plain visit fetches nothing more.
 */
function handLinkPreload(later: Iterable<string>): string {
  // Not the forms' hints (scripts/form-hints.ts): a link's score needs none of them.
  const urls = JSON.stringify([...later].filter((u) => hintsFileVariant(u) === undefined));
  return `<script>if(new URLSearchParams(location.search).has("h"))for(const u of ${urls}){const l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.append(l)}</script>`;
}

/** The page's HTML with the preload links added, or null when it has no island. */
export function withIslandPreloads(html: string, dist: string): string | null {
  const modules = new Set<string>();
  let scorer = false;
  for (const [, component = '', renderer = ''] of html.matchAll(ISLAND)) {
    moduleClosure(dist, renderer, modules);
    moduleClosure(dist, component, modules);
    scorer ||= SCORER.test(component);
  }
  if (modules.size === 0) return null;
  const links = [...modules]
    .filter((u) => !html.includes(`href="${u}"`))
    .map((u) => `<link rel="modulepreload" href="${u}">`)
    .join('');
  const later = scorer
    ? handLinkPreload(fetchedLaterModules(dist, modules, rendererCode(html, dist)))
    : '';
  return html.replace('</head>', `${links}${later}</head>`);
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

export function islandPreload(): AstroIntegration {
  return {
    name: 'island-preload',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const dist = fileURLToPath(dir);
        for (const file of htmlFiles(dist)) {
          const html = readFileSync(file, 'utf8');
          if (!html.includes('<astro-island')) continue;
          const preloaded = withIslandPreloads(html, dist);
          if (preloaded) writeFileSync(file, preloaded);
        }
      },
    },
  };
}
