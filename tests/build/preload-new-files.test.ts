import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { preloadNewFiles, staticClosure } from '../../scripts/preload-new-files';

/** A bundle of chunks, each with the files it imports statically. */
function bundleOf(imports: Record<string, string[]>): OutputBundle {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, list]) => [
      fileName,
      { type: 'chunk', fileName, imports: list } as unknown as OutputChunk,
    ]),
  );
}

// A scorer that loads the renderer and the shared views at start, and fetches its scoring part
// later; the scoring part needs the shared views too, and the engine.
const BUNDLE = bundleOf({
  '_astro/Scorer.js': ['_astro/views.js', '_astro/preact.js'],
  '_astro/views.js': ['_astro/preact.js'],
  '_astro/preact.js': [],
  '_astro/part.js': ['_astro/views.js', '_astro/engine.js'],
  '_astro/engine.js': [],
});

/** The plugin's dependency list for `deps`, as Vite asks it once the bundle is complete. */
function listed(host: string, deps: string[]): string[] {
  const { plugin, resolveDependencies } = preloadNewFiles();
  const hook = plugin.generateBundle as { handler: (o: unknown, b: OutputBundle) => void };
  hook.handler({}, BUNDLE);
  return resolveDependencies('_astro/part.js', deps, { hostId: host });
}

describe('a dynamic import preloads only the files its importer has not loaded', () => {
  it("an importer's static closure holds the files it imports through others", () => {
    expect([...staticClosure(BUNDLE, '_astro/Scorer.js')].sort()).toEqual([
      '_astro/Scorer.js',
      '_astro/preact.js',
      '_astro/views.js',
    ]);
  });

  it("the scoring part's list keeps the files the scorer has not loaded, and drops the shared views", () => {
    expect(
      listed('_astro/Scorer.js', ['_astro/part.js', '_astro/views.js', '_astro/engine.js']),
    ).toEqual(['_astro/part.js', '_astro/engine.js']);
  });

  it('an importer that loads none of them keeps the whole list', () => {
    expect(listed('_astro/engine.js', ['_astro/part.js', '_astro/views.js'])).toEqual([
      '_astro/part.js',
      '_astro/views.js',
    ]);
  });

  it('before the bundle is complete, the list is left as Vite made it', () => {
    const { resolveDependencies } = preloadNewFiles();
    expect(
      resolveDependencies('_astro/part.js', ['_astro/views.js'], { hostId: '_astro/Scorer.js' }),
    ).toEqual(['_astro/views.js']);
  });
});
