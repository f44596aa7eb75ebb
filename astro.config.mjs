// @ts-check
import preact from '@astrojs/preact';
import starlight from '@astrojs/starlight';
import AstroPWA from '@vite-pwa/astro';
import { defineConfig } from 'astro/config';
import starlightLinksValidator from 'starlight-links-validator';
import starlightSidebarTopics from 'starlight-sidebar-topics';
import { fileURLToPath } from 'node:url';
import { SECTIONS, SECTION_OPTIONS } from './src/docs/sections';
import rehypeWideTables from './src/docs/rehype-wide-tables.ts';

/**
 * @vite-pwa/astro with its outDir pinned to Astro's output folder: left alone it globs Vite's client
 * build folder, which is .astro/ (not the site) when `--outDir` points outside the project.
 * @param {import('@vite-pwa/astro').PwaOptions} options
 * @returns {import('astro').AstroIntegration[]}
 */
function offlineSupport(options) {
  /** @type {import('astro').AstroIntegration} */
  const pinOutDir = { name: 'pwa-out-dir', hooks: { 'astro:config:setup': ({ config }) => void (options.outDir = fileURLToPath(config.outDir)) } };
  return [pinOutDir, AstroPWA(options)];
}

// srcDir './' lets Starlight find the top-level content/docs folder (see ../shared/notes/starlight.md).
export default defineConfig({
  srcDir: './',
  site: 'https://mahjong-atlas.example',
  // Wide Markdown and MDX tables scroll in their own focusable box on a phone.
  markdown: { rehypePlugins: [rehypeWideTables] },
  // What every page shares (Starlight's component styles, its small module scripts) goes into
  // files the browser caches once, not into each page's HTML: a pattern page is mostly its own text.
  build: { inlineStylesheets: 'never' },
  vite: { build: { assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) } },
  integrations: [
    starlight({
      title: 'Mahjong Atlas',
      description: 'An interactive rules reference for mahjong variants: every pattern, scored by the same engine that checks your hand.',
      customCss: ['./src/styles/atlas.css'],
      components: {
        Footer: './src/components/Footer.astro',
        Head: './src/components/Head.astro',
        MarkdownContent: './src/components/MarkdownContent.astro',
        Search: './src/components/Search.astro',
      },
      // One section per variant, each with its own sidebar, and Start here (src/docs/sections.ts).
      // The links validator clears the content cache on every build, so only test builds run it.
      plugins: [starlightSidebarTopics(SECTIONS, SECTION_OPTIONS), ...(process.env.CHECK_LINKS ? [starlightLinksValidator()] : [])],
    }),
    preact(),
    // After a first visit every page, tile, island and the search index work with no network.
    ...offlineSupport({
      registerType: 'autoUpdate',
      // Head.astro adds the manifest link and this tiny script (one small file, not a bundled island).
      injectRegister: 'script',
      manifest: {
        name: 'Mahjong Atlas',
        short_name: 'Mahjong Atlas',
        description: 'Mahjong rules and a live hand scorer for several variants, usable at the table without a network.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#3c4ba8',
      },
      // The install icons (64, 192, 512 and a maskable 512 PNG, plus an apple-touch icon and a
      // favicon.ico) are drawn from icon.svg at build time by @vite-pwa/assets-generator.
      pwaAssets: { image: 'public/icon.svg', preset: 'minimal-2023', overrideManifestIcons: true, includeHtmlHeadLinks: false, injectThemeColor: false },
      workbox: {
        // Pages, island and style bundles, tiles and the Pagefind bundle (.pagefind is its wasm).
        globPatterns: ['**/*.{html,js,css,svg,json,pagefind,pf_meta,pf_index,pf_fragment,pf_filter}'],
        // The site's search dialog is bundled in _astro/ and only loads pagefind.js from pagefind/,
        // so Pagefind's stand-alone UI builds would be dead weight in every visitor's cache.
        globIgnores: ['pagefind/pagefind-ui.*', 'pagefind/pagefind-component-ui.*', 'pagefind/pagefind-modular-ui.*'],
        // No app-shell fallback: every page is its own precached HTML file.
        navigateFallback: null,
        // Starlight links /a/b/ without index.html; this maps it onto the precached /a/b/index.html.
        directoryIndex: 'index.html',
        // Keep pages precached under their file names: the integration's own transform renames them
        // to /a/b (no slash), which never matches the /a/b/ links Starlight writes.
        manifestTransforms: [],
        // Share links carry the hand in the query (?h=...&seat=S); the page is the same file whatever it says.
        ignoreURLParametersMatching: [/.*/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // A new build's worker activates as soon as it has installed (the generated worker otherwise
        // waits for a SKIP_WAITING message the script registration never sends) and takes over open
        // tabs, so their next navigation gets the new pages; stale entries are dropped on activation.
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
  ],
});
