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
import { moduleClosure } from './page-weight';

const ISLAND = /<astro-island[^>]*\scomponent-url="([^"]+)"[^>]*\srenderer-url="([^"]+)"/g;

/** The page's HTML with the preload links added, or null when it has no island. */
export function withIslandPreloads(html: string, dist: string): string | null {
  const modules = new Set<string>();
  for (const [, component = '', renderer = ''] of html.matchAll(ISLAND)) {
    moduleClosure(dist, renderer, modules);
    moduleClosure(dist, component, modules);
  }
  if (modules.size === 0) return null;
  const links = [...modules]
    .filter((u) => !html.includes(`href="${u}"`))
    .map((u) => `<link rel="modulepreload" href="${u}">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
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
