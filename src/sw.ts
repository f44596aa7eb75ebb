/// <reference lib="webworker" />
/**
 * The site's service worker (built by @vite-pwa/astro's injectManifest from this file). The first
 * visit stores only what every page needs: the shell (styles and scripts), the island bundles, the
 * tiles, search, the home page and the page shown for a page not on the device. Other pages are
 * stored as they are read, and a whole variant when the reader asks ("Keep <variant> offline").
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  PrecacheFallbackPlugin,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { OFFLINE_PAGE, PAGES_CACHE, pageKey } from './offline/pages';
import { refreshStored } from './offline/store';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// A new build's worker takes over as soon as it has installed, and open tabs with it: updates
// need no click, and stale precache entries are dropped when it activates.
self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST, {
  // Starlight links /a/b/ without index.html; this maps it onto the precached /a/b/index.html.
  directoryIndex: 'index.html',
  // Share links carry the hand in the query (?h=...&seat=S); the page is the same file whatever it says.
  ignoreURLParametersMatching: [/.*/],
});
cleanupOutdatedCaches();

// Pages: network first, but only 3 s of waiting. A reader at the table on a weak signal gets the
// stored copy of a page they have read after at most 3 s instead of a spinner, and with a working
// network always gets the current page (a rules reference must not show an old rule while online);
// each answer from the network replaces the stored copy. Stale-while-revalidate would be faster
// still but would show the previous build's page until the reader opened it twice.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      networkTimeoutSeconds: 3,
      plugins: [
        // One stored copy per page, whatever query a share link adds.
        { cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url, self.location.origin) },
        // Not on the device and no network: a page that says so, instead of the browser's error.
        new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE }),
      ],
    }),
  ),
);

// Search in the other languages (their index, the pages' excerpts and the word splitter for
// languages without a stemmer) is not in the first visit's download: what a reader's searches
// fetch is kept, so searching again works offline. Most of these files are named by their
// content; the splitter is not, so a stored copy is refreshed in the background.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/pagefind/'),
  new StaleWhileRevalidate({ cacheName: 'search-languages' }),
);

// Stored pages name the style and island files of the build they came from, which the new
// precache replaces; so a new worker fetches them again before it takes over (it only installs
// while online). A page it cannot fetch keeps its old copy.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(PAGES_CACHE).then((cache) => refreshStored(cache, self.location.origin, fetch)),
  );
});
