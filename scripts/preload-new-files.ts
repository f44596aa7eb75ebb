/**
 * What a dynamic import preloads. When an island fetches a part later (a scorer's scoring part,
 * a folded panel's form), Vite's helper preloads every file that part imports, named in a list
 * written into the importing file, so they arrive together instead of one after another. Vite
 * lists all of them, the ones the importing file itself already imports among them: those have
 * loaded before the import can run, so naming them again only made each island's files longer
 * (about 0.2 KiB gzipped of a scorer's first load, file names with their hashes). This plugin
 * keeps in each list only the files the importing file does not load already.
 */
import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';

/** Every file `file` imports statically, directly or through another, in `bundle`. */
export function staticClosure(bundle: OutputBundle, file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') return;
    seen.add(name);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(file);
  return seen;
}

/**
 * The plugin, and the `build.modulePreload.resolveDependencies` that reads the bundle it keeps:
 * Vite writes the lists after the bundle is complete (its generateBundle), which this plugin's
 * own generateBundle, ordered first, hands over.
 */
export function preloadNewFiles(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], ctx: { hostId: string }) => string[];
} {
  let bundle: OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'atlas:preload-new-files',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies(_file, deps, { hostId }) {
      if (!bundle) return deps;
      const loaded = closures.get(hostId) ?? staticClosure(bundle, hostId);
      closures.set(hostId, loaded);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
