/**
 * The islands' renderer entry is ours (src/components/island-client.ts), not @astrojs/preact's:
 * Astro names the renderer's client entry in every island element (`renderer-url`), and this
 * plugin resolves that entry to ours in the browser's build. The server render is Preact's own.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The client entry @astrojs/preact registers for a production build. */
export const PREACT_CLIENT = '@astrojs/preact/client.js';
export const ISLAND_CLIENT = fileURLToPath(
  new URL('../src/components/island-client.ts', import.meta.url),
);

export function islandClient(): Plugin {
  return {
    name: 'atlas:island-client',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    resolveId: (id) => (id === PREACT_CLIENT ? ISLAND_CLIENT : undefined),
  };
}
