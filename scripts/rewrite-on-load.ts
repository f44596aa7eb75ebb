/**
 * A Vite plugin that reads one of a dependency's files with a change of ours, before anything
 * compiles it: how the site changes a few lines of Starlight's own files
 * (scripts/drop-sidebar-memory.ts, scripts/sidebar-current.ts). `rewrite` throws when the file no
 * longer reads as it expects, so an update of the dependency fails the build rather than passing
 * unchanged.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export function rewriteOnLoad(
  name: string,
  file: RegExp,
  rewrite: (source: string, id: string) => string,
): Plugin {
  return {
    name,
    enforce: 'pre',
    load(id) {
      return file.test(id) ? rewrite(readFileSync(id, 'utf8'), id) : null;
    },
  };
}
