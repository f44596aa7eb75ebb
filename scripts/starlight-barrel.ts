/**
 * Starlight exports its user components only through one barrel, `@astrojs/starlight/components`,
 * and a page's stylesheets are those of every module it imports, used or not. Starlight's own
 * footer, starlight-sidebar-topics' topic list and our header's search and language picker import
 * the barrel for an icon or a badge, so every page loaded the styles of CardGrid, LinkCard and
 * Steps too: three stylesheets (1.3 KiB gzipped) that only a few guide pages use, each a request
 * that holds up the page's first paint on a slow network. (LinkButton's stays: Starlight's page
 * layout draws its hero with it.) This plugin gives components (.astro files) a barrel of the two
 * they use; the content pages (MDX) that place cards, steps or buttons keep the whole one. A
 * component that asks the small barrel for anything else fails the build (Rollup: not exported),
 * rather than quietly loading the rest.
 */
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export const BARREL = /@astrojs[/\\]starlight[/\\]components\.ts$/;
const SMALL = '\0atlas:starlight-icon-badge';
/** What components take from the barrel. */
export const SMALL_BARREL_EXPORTS = ['Icon', 'Badge'] as const;

/** Does this importer get the small barrel? Components do; content pages do not. */
export const takesSmallBarrel = (importer: string): boolean =>
  /\.astro$/.test(importer.split('?')[0] ?? '');

/** The small barrel's source, importing each component's own file beside the barrel `barrel`. */
export const smallBarrel = (barrel: string): string =>
  SMALL_BARREL_EXPORTS.map(
    (name) =>
      `export { default as ${name} } from ${JSON.stringify(join(dirname(barrel), 'user-components', `${name}.astro`))};`,
  ).join('\n');

export function starlightSmallBarrel(): Plugin {
  let barrel: string | undefined;
  return {
    name: 'atlas:starlight-small-barrel',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !takesSmallBarrel(importer) || !/components$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !BARREL.test(resolved.id)) return null;
      barrel = resolved.id;
      return SMALL;
    },
    load(id) {
      if (id !== SMALL) return null;
      if (!barrel) throw new Error('starlight small barrel: loaded before the barrel was resolved');
      return smallBarrel(barrel);
    },
  };
}
