// @ts-check

import { fileURLToPath } from 'node:url';
import preact from '@astrojs/preact';
import starlight from '@astrojs/starlight';
import AstroPWA from '@vite-pwa/astro';
import { defineConfig } from 'astro/config';
import starlightLinksValidator from 'starlight-links-validator';
import starlightSidebarTopics from 'starlight-sidebar-topics';
import { bundleReport } from './scripts/bundle-report.ts';
import { dropSidebarMemory } from './scripts/drop-sidebar-memory.ts';
import { formHintsModule } from './scripts/form-hints.ts';
import { islandCatalogue } from './scripts/island-catalogue.ts';
import { islandChunks } from './scripts/island-chunks.ts';
import { islandClient } from './scripts/island-client.ts';
import { islandPreload } from './scripts/island-preload.ts';
import { preactServerMark } from './scripts/preact-server-mark.ts';
import { preloadHelper, scriptsOnly } from './scripts/preload-helper.ts';
import { preloadNewFiles } from './scripts/preload-new-files.ts';
import { searchWordsModule } from './scripts/search-words-module.ts';
import { sidebarCurrent } from './scripts/sidebar-current.ts';
import { starlightSmallBarrel } from './scripts/starlight-barrel.ts';
import rehypeWideTables from './src/docs/rehype-wide-tables.ts';
import { SECTION_OPTIONS, SECTIONS } from './src/docs/sections';
import { LOCALES } from './src/i18n/locales';
import { variantPageLists } from './src/offline/manifests';
import { VARIANTS } from './src/variants';

/**
 * @vite-pwa/astro with its outDir pinned to Astro's output folder: left alone it globs Vite's client
 * build folder, which is .astro/ (not the site) when `--outDir` points outside the project.
 * @param {import('@vite-pwa/astro').PwaOptions} options
 * @returns {import('astro').AstroIntegration[]}
 */
function offlineSupport(options) {
  /** @type {import('astro').AstroIntegration} */
  const pinOutDir = {
    name: 'pwa-out-dir',
    hooks: {
      'astro:config:setup': ({ config }) => {
        options.outDir = fileURLToPath(config.outDir);
      },
    },
  };
  return [pinOutDir, AstroPWA(options)];
}

// What each dynamic import preloads: its plugin keeps the bundle its dependency lists are read from.
const preload = preloadNewFiles();

// srcDir './' lets Starlight find the top-level content/docs folder (see ../shared/notes/starlight.md).
export default defineConfig({
  srcDir: './',
  // The content cache in the checkout, not in node_modules: checkouts that share one node_modules
  // (a link) must not overwrite each other's content store.
  cacheDir: './.astro/cache',
  site: 'https://mahjong-atlas.example',
  // Wide Markdown and MDX tables scroll in their own focusable box on a phone.
  markdown: { rehypePlugins: [rehypeWideTables] },
  // What every page shares (Starlight's component styles, its small module scripts) goes into
  // files the browser caches once, not into each page's HTML: a pattern page is mostly its own text.
  build: { inlineStylesheets: 'never' },
  // No link prefetching (Starlight turns it on for every link on hover): a phone has no hover, so
  // it fetched a page only on the touch that opens it anyway, and on a weak, metered network the
  // 1 KiB script it costs every page, and a page fetched for a mere hover, are not worth it.
  prefetch: false,
  vite: {
    // No gzip of every file just for the build log: scripts/page-weight.ts measures what counts.
    build: {
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
      // Terser's second pass writes the islands' files about 1% smaller gzipped than esbuild
      // (0.3 KiB of a scorer's first load). Vite gives terser one worker less than the cores, so
      // one on a two-core machine, while the main thread waits: two take the client build from
      // about 13 s to 9, with the same files out.
      minify: 'terser',
      terserOptions: {
        compress: { passes: 2 },
        format: { comments: false },
        maxWorkers: 2,
      },
      // A dynamic import preloads only the files its importer has not loaded
      // (scripts/preload-new-files.ts), through a helper smaller than Vite's, which preloads
      // scripts only (scripts/preload-helper.ts).
      modulePreload: {
        resolveDependencies: (file, deps, context) =>
          scriptsOnly(preload.resolveDependencies(file, deps, context)),
      },
      reportCompressedSize: false,
    },
    // The islands' catalogues without the text only the pages show (scripts/island-catalogue.ts),
    // and the code every scorer runs in a few files rather than many (scripts/island-chunks.ts).
    // BUNDLE_REPORT=<file> writes what each file carries (scripts/bundle-report.ts). Our Preact
    // components are marked as such for the server render, which then renders each once
    // (scripts/preact-server-mark.ts). The search dialog's words in every language are made here
    // (scripts/search-words-module.ts), and so are the hints under the forms' fields, which the
    // islands fetch with a form (scripts/form-hints.ts). Starlight's sidebar memory, which our
    // sidebar does without, is left out of every page (scripts/drop-sidebar-memory.ts), each page's
    // sidebar is its path to the current link copied, not all of it (scripts/sidebar-current.ts), and Vite's
    // preload helper has a smaller body (scripts/preload-helper.ts). Components import Starlight's
    // icon and badge without the other components' styles (scripts/starlight-barrel.ts).
    plugins: [
      starlightSmallBarrel(),
      islandCatalogue(),
      islandChunks(),
      islandClient(),
      preactServerMark(),
      searchWordsModule(),
      formHintsModule(VARIANTS),
      dropSidebarMemory(),
      sidebarCurrent(),
      preload.plugin,
      preloadHelper(),
      ...bundleReport(),
    ],
  },
  integrations: [
    starlight({
      title: 'Mahjong Atlas',
      description:
        'An interactive rules reference for mahjong variants: every pattern, scored by the same engine that checks your hand.',
      customCss: ['./src/styles/atlas.css'],
      // English at the root, then the other languages by folder (src/i18n/locales.ts). A page not
      // written in a language yet shows the English one there, with Starlight's notice saying so.
      defaultLocale: 'root',
      locales: LOCALES,
      components: {
        Footer: './src/components/Footer.astro',
        Head: './src/components/Head.astro',
        LanguageSelect: './src/components/LanguageSelect.astro',
        MarkdownContent: './src/components/MarkdownContent.astro',
        Search: './src/components/Search.astro',
        Sidebar: './src/components/Sidebar.astro',
      },
      // One section per variant, each with its own sidebar, and Start here (src/docs/sections.ts).
      // The links validator clears the content cache on every build, so only test builds run it.
      plugins: [
        starlightSidebarTopics(SECTIONS, SECTION_OPTIONS),
        // A translated page may link to one not translated yet: Starlight serves its English with a
        // notice in the reader's language, so such a link is not broken.
        ...(process.env.CHECK_LINKS
          ? [starlightLinksValidator({ errorOnFallbackPages: false })]
          : []),
      ],
    }),
    // Preact's Vite preset runs Babel over every script it includes (.ts too) for the JSX that only
    // the .tsx components hold: left to them, the catalogues and the engine are read by esbuild alone
    // (one build here: 84 s of CPU before, 76 s after; the same files out).
    preact({ include: [/\.tsx$/] }),
    // Pages with an island fetch its code at once (before the worker records the pages' hashes).
    islandPreload(),
    // dist/offline/<variant>.json: the pages "Keep <variant> offline" fetches, with their sizes.
    variantPageLists(VARIANTS),
    // After a first visit the shell, islands, tiles and search work with no network; pages are kept
    // as they are read, or a whole variant when the reader asks (src/sw.ts, src/offline/).
    ...offlineSupport({
      registerType: 'autoUpdate',
      // Head.astro adds the manifest link and this tiny script (one small file, not a bundled island).
      injectRegister: 'script',
      manifest: {
        name: 'Mahjong Atlas',
        short_name: 'Mahjong Atlas',
        description:
          'Mahjong rules and a live hand scorer for several variants, usable at the table without a network.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#3c4ba8',
      },
      // The install icons (64, 192, 512 and a maskable 512 PNG, plus an apple-touch icon and a
      // favicon.ico) are drawn from icon.svg at build time by @vite-pwa/assets-generator.
      pwaAssets: {
        image: 'public/icon.svg',
        preset: 'minimal-2023',
        overrideManifestIcons: true,
        includeHtmlHeadLinks: false,
        injectThemeColor: false,
      },
      // Our own worker (src/sw.ts): the precache below, plus pages stored as they are read or kept.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        // The first visit stores what every page needs and nothing per page (under 1.5 MB gzipped,
        // tests/browser/offline.test.ts): the shell and island bundles, the tiles, English search
        // (its wasm, index and fragments for every page, so search works offline from the first
        // visit), the home page, the club-rules page (one page every club's link opens, so a club's
        // rules open at the table without a network) and the page shown for a page not on the device.
        globPatterns: [
          '_astro/**/*.{js,css}',
          // The tiles' front and their sprite sheets (scripts/tile-sheets.ts), nothing per tile.
          'tiles/**/*.svg',
          'pagefind/{pagefind.js,pagefind-worker.js,pagefind-entry.json}',
          // Search in English, the site's first language; each other language's index (about
          // 0.7 MB more each) is stored as its reader searches (src/sw.ts).
          'pagefind/wasm.en.pagefind',
          'pagefind/pagefind.en_*.pf_meta',
          'pagefind/{index,fragment,filter}/en_*',
          'index.html',
          'house-rules/view/index.html',
          'offline/index.html',
          // The plugin adds manifest.webmanifest itself.
          '{registerSW.js,favicon.svg,icon.svg,language.svg}',
        ],
        // Keep the home page precached under its file name: the integration's own transform renames
        // pages to /a/b (no slash), which never matches the /a/b/ links Starlight writes.
        manifestTransforms: [],
      },
    }),
  ],
});
