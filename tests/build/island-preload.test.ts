import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withIslandPreloads } from '../../scripts/island-preload';

const dist = mkdtempSync(join(tmpdir(), 'island-preload-'));
mkdirSync(join(dist, '_astro'));
const files: Record<string, string> = {
  'Scorer.js': 'import{a}from"./engine.js";import"./preact.js";a()',
  'engine.js': 'import{t}from"./tiles.js";export const a=()=>t;import("./panel.js")',
  'tiles.js': 'export const t=1',
  'preact.js': 'export const h=1',
  'client.js': 'import{h}from"./preact.js";export default h',
  'panel.js': 'export const p=1',
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

  it('a page without an island is left alone', () => {
    expect(withIslandPreloads(page('<p>text</p>'), dist)).toBeNull();
  });
});
