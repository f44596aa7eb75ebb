import { afterEach, describe, expect, it } from 'vitest';
import { HELPER_ID, helperCode, preloadHelper, scriptsOnly } from '../../scripts/preload-helper';

interface FakeLink {
  rel?: string;
  href?: string;
}

/** The helper module as the browser runs it, against a page whose head records what is added. */
async function helperOnPage(base: string) {
  const head: FakeLink[] = [];
  (globalThis as { document?: unknown }).document = {
    createElement: (tag: string) => {
      expect(tag).toBe('link');
      return {};
    },
    head: { appendChild: (link: FakeLink) => head.push(link) },
  };
  const url = `data:text/javascript,${encodeURIComponent(helperCode(base))}`;
  const helper = (await import(/* @vite-ignore */ url)) as {
    __vitePreload: (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;
  };
  return { head, preload: helper.__vitePreload };
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe('the preload helper announces each file a dynamic import needs, once', () => {
  it('adds a module preload per file, named from the base, and runs the import', async () => {
    const { head, preload } = await helperOnPage('/');
    const part = { score: 1 };
    const loaded = await preload(async () => part, ['_astro/part.js', '_astro/engine.js']);
    expect(loaded).toBe(part);
    expect(head).toEqual([
      { rel: 'modulepreload', href: '/_astro/part.js' },
      { rel: 'modulepreload', href: '/_astro/engine.js' },
    ]);
  });

  it('a file already announced on the page is not announced again', async () => {
    const { head, preload } = await helperOnPage('/atlas/');
    await preload(async () => 1, ['_astro/part.js']);
    await preload(async () => 2, ['_astro/part.js', '_astro/form.js']);
    expect(head.map((l) => l.href)).toEqual(['/atlas/_astro/part.js', '/atlas/_astro/form.js']);
  });

  it('an import without a list runs at once, and its failure reaches the caller', async () => {
    const { head, preload } = await helperOnPage('/');
    await expect(preload(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(head).toEqual([]);
  });
});

describe('the build refuses what the smaller helper cannot preload', () => {
  it('a dependency list with a stylesheet fails the build, naming it', () => {
    expect(() => scriptsOnly(['_astro/part.js', '_astro/panel.css'])).toThrow(/_astro\/panel\.css/);
  });

  it('a list of scripts passes as it is', () => {
    const deps = ['_astro/part.js'];
    expect(scriptsOnly(deps)).toBe(deps);
  });

  it('a relative base fails the build', () => {
    const plugin = preloadHelper();
    const resolved = plugin.configResolved as (c: { base: string }) => void;
    expect(() => resolved({ base: './' })).toThrow(/relative/);
  });

  it("the plugin answers for Vite's helper module only", () => {
    const plugin = preloadHelper();
    const load = plugin.load as (id: string) => { code: string } | undefined;
    expect(load(HELPER_ID)?.code).toContain('__vitePreload');
    expect(load('/src/engine/score.ts')).toBeUndefined();
  });
});
