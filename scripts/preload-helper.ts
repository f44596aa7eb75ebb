/**
 * The code a dynamic import calls to preload what it needs. Vite wraps every `import()` whose file
 * imports others in its helper, which adds a `<link rel="modulepreload">` per file so they arrive
 * together. Its helper also waits for stylesheets, reads a CSP nonce, scans the page's links and
 * raises its own error event: 0.6 KiB gzipped on every page of the site (the search button uses
 * it), for cases this site does not have (no island fetches a stylesheet later, no nonce, one
 * absolute base). This plugin gives Vite's helper module a smaller body with the same signature;
 * the build fails if a dependency list names a stylesheet or the base becomes relative, the two
 * cases the smaller helper does not handle.
 */
import type { Plugin } from 'vite';

/** Vite's id for its helper module, which its import analysis imports and loads. */
export const HELPER_ID = '\0vite/preload-helper.js';

/**
 * The helper, as Vite calls it: `__vitePreload(() => import("./part.js"), ["_astro/dep.js", …])`,
 * the files named from the site's root. Each file is announced once per page; the import starts at
 * once, since a module preload needs nothing to wait for.
 */
export const helperCode = (base: string) =>
  `const seen=new Set;export const __vitePreload=(load,deps)=>{for(const dep of deps||[]){const href=${JSON.stringify(base)}+dep;if(seen.has(href))continue;seen.add(href);const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)}return load()};`;

/** The plugin, and the check on each dependency list (`build.modulePreload.resolveDependencies`). */
export function preloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'atlas:preload-helper',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      if (!config.base.startsWith('/'))
        throw new Error(
          `scripts/preload-helper.ts: the base "${config.base}" is relative; the helper names files from the root`,
        );
      base = config.base;
    },
    load(id) {
      if (id === HELPER_ID) return { code: helperCode(base), moduleSideEffects: false };
    },
  };
}

/** A dependency list as it is, once checked that the smaller helper can preload it: scripts only. */
export function scriptsOnly(deps: string[]): string[] {
  const other = deps.find((d) => !d.endsWith('.js'));
  if (other)
    throw new Error(
      `scripts/preload-helper.ts: a dynamic import needs "${other}", which the helper cannot preload (scripts only)`,
    );
  return deps;
}
