import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { withIslandPreloads } from '../../scripts/island-preload';

const dist = mkdtempSync(join(tmpdir(), 'island-preload-'));
mkdirSync(join(dist, '_astro'));
const files: Record<string, string> = {
  'Scorer.js': 'import{a}from"./engine.js";import"./preact.js";a()',
  'engine.js':
    'import{t}from"./tiles.js";export const a=()=>t;import("./panel.js");import("./hints-hong-kong.x1Y2.js")',
  'hints-hong-kong.x1Y2.js': 'export default {options:{},context:{}}',
  'tiles.js': 'export const t=1',
  'preact.js': 'export const h=1',
  'client.js': 'import{h}from"./preact.js";export default h',
  'panel.js': 'export const p=1',
  'HongKongScorer.a1B2.js': 'import{a}from"./engine.js";a()',
};
for (const [name, code] of Object.entries(files)) writeFileSync(join(dist, '_astro', name), code);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const page = (body: string) =>
  `<html><head><script type="module" src="/_astro/page.js"></script></head><body>${body}</body></html>`;
const island =
  '<astro-island uid="x" component-url="/_astro/Scorer.js" renderer-url="/_astro/client.js" client="visible"></astro-island>';
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(([, u]) => u).sort();

describe('island preloads (scripts/island-preload.ts)', () => {
  it('a page with an island preloads its component, its renderer and every file they import statically, in the head', () => {
    const html = withIslandPreloads(page(island), dist)!;
    expect(preloads(html)).toEqual(
      ['Scorer', 'client', 'engine', 'preact', 'tiles'].map((f) => `/_astro/${f}.js`),
    );
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('a panel loaded when opened (a dynamic import) is not preloaded', () => {
    expect(preloads(withIslandPreloads(page(island), dist)!)).not.toContain('/_astro/panel.js');
  });

  it('a scorer page preloads what the scorer fetches on first use only when its address holds a hand (a shared link)', () => {
    const html = withIslandPreloads(
      page(island.replace('/_astro/Scorer.js', '/_astro/HongKongScorer.a1B2.js')),
      dist,
    )!;
    const script = html.match(/<script>([\s\S]*?)<\/script><\/head>/)?.[1];
    expect(script).toBeDefined();
    // The inline script run against an address with and without a hand.
    const preloadedOn = (search: string) => {
      const added: { rel?: string; href?: string }[] = [];
      runInNewContext(script!, {
        location: { search },
        URLSearchParams,
        document: { createElement: () => ({}), head: { append: (l: object) => added.push(l) } },
      });
      return added;
    };
    // The scoring part, not the forms' hints (scripts/form-hints.ts), which a link's score needs not.
    expect(preloadedOn('?v=hong-kong&h=234m456p678s345s2p%402p')).toEqual([
      { rel: 'modulepreload', href: '/_astro/panel.js' },
    ]);
    expect(preloadedOn('?v=hong-kong')).toEqual([]);
    expect(preloadedOn('')).toEqual([]);
  });

  it('another island (not a scorer) gets no such script', () => {
    expect(withIslandPreloads(page(island), dist)).not.toContain('<script>');
  });

  it('a page without an island is left alone', () => {
    expect(withIslandPreloads(page('<p>text</p>'), dist)).toBeNull();
  });
});
