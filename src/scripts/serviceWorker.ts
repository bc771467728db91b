/**
 * The offline-reading service worker, built with Workbox after each build (src/integrations/serviceWorker.ts
 * bundles this file and writes the precache list into `self.__WB_MANIFEST`). What it does:
 *
 * - pages (navigations) network first, with a 3-second limit: on a working link the visitor always gets
 *   the live page (and the copy is refreshed); on a stalled one a page read before opens from the cache
 *   within seconds; a page never read gets the offline page in its language, at once with the network
 *   down, after 20 seconds on a link that never answers;
 * - hashed scripts and pictures (`/_astro/…`, where the build puts every picture) cache first, within the
 *   limits below;
 * - a small precache: the two offline pages and what they show, never the whole site;
 * - nothing else: calls to the API (another origin), posts, the search index and every other file go
 *   to the network untouched.
 *
 * A new deployment takes over at once (skipWaiting and clientsClaim), which cannot mix two builds in one
 * page: a page is always one build's HTML, whether from the network or the cache, and it refers only to
 * content-hashed `/_astro/` files, so the scripts and pictures it loads are that build's, from the cache
 * or the network alike. Cache first is safe for them because a changed file gets a new name. The pages
 * cache is kept from one build to the next (a nightly rebuild must not empty a visitor's offline
 * reading); network first replaces each copy with the live page as soon as it is read online again.
 */
import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { localizedPath, parseLocalizedPath } from '../i18n/locales.ts';
import { CACHE_PREFIX, isOwnCache, runtimeCacheNames } from '../lib/serviceWorkerCaches.ts';
import { routes } from '../routes.ts';

/** What this file uses of the worker's global scope (the project compiles against the DOM's types, which have none). */
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  registration: ServiceWorkerRegistration;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
}
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

const worker = self as unknown as WorkerScope;
// The site's base path, written in at build time (the worker is registered with it as its scope).
const base = import.meta.env.BASE_URL;
const scope = worker.registration.scope;
const origin = worker.location.origin;

setCacheNameDetails({ prefix: CACHE_PREFIX, suffix: scope });
const caches = runtimeCacheNames(scope);

/** Time a page may take on the network before the copy read earlier is shown instead. */
const PAGE_NETWORK_TIMEOUT_SECONDS = 3;
/**
 * Time a page never read may take on the network before the offline page is shown instead. A link that
 * accepts the connection and never answers (mobile data with no signal behind it, a captive portal) would
 * otherwise leave the visitor before a blank page for minutes, as Workbox's NetworkFirst, with no copy to
 * fall back on, waits for the network however long it takes. Long enough for any working link, however
 * slow, to start answering; the page keeps loading behind the offline page and is saved when it comes.
 */
const UNREAD_PAGE_NETWORK_LIMIT_SECONDS = 20;
const DAY = 24 * 60 * 60;

worker.addEventListener('install', () => void worker.skipWaiting());
clientsClaim();
// The page request starts while the worker itself is still starting: a worker costs no time on a page read online.
navigationPreload.enable();

// Workbox's own precache of earlier formats, then ours of other versions.
cleanupOutdatedCaches();
worker.addEventListener('activate', (event) => {
  const current = new Set([cacheNames.precache, ...Object.values(caches)]);
  event.waitUntil(
    globalThis.caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => isOwnCache(name, scope) && !current.has(name))
            .map((name) => globalThis.caches.delete(name)),
        ),
      ),
  );
});

// Written as `self.__WB_MANIFEST`, the place workbox-build looks for to write the list in.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);

const sameSite = (url: URL) => url.origin === origin && url.pathname.startsWith(base);

/** The offline page in the language of the page that was asked for (one place decides a path's language: i18n/locales.ts). */
const offlinePageFor = (url: string) =>
  localizedPath(routes.offline, parseLocalizedPath(new URL(url).pathname, base).locale, base);

/** That offline page as the precache keeps it (undefined if it is not there). */
const precachedOfflinePage = (url: string) => matchPrecache(offlinePageFor(url));

const pageStrategy = new NetworkFirst({
  cacheName: caches.pages,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  plugins: [
    // Only pages the host answered in full: never a not-found page or an error.
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
    // Neither the network nor the cache had it: the offline page, from the precache.
    { handlerDidError: async ({ request }) => (await precachedOfflinePage(request.url)) ?? undefined },
  ],
});

// Pages: a navigation, or a page address the window hands over to keep (the first page read, before the
// worker was there: scripts/serviceWorkerRegistration.ts), which arrives as a plain request asking for HTML.
registerRoute(
  ({ request, url }) => sameSite(url) && (request.mode === 'navigate' || request.headers.get('accept') === 'text/html'),
  async (options) => {
    const answer = pageStrategy.handle(options);
    // Once the offline page has answered, a later failure of the request is nobody's business: not an
    // unhandled rejection in the worker's console.
    answer.catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offlinePage = new Promise<Response | undefined>((resolve) => {
      timer = setTimeout(
        () => resolve(precachedOfflinePage(options.request.url)),
        UNREAD_PAGE_NETWORK_LIMIT_SECONDS * 1000,
      );
    });
    try {
      return (await Promise.race([answer, offlinePage])) ?? (await answer);
    } finally {
      clearTimeout(timer);
    }
  },
);

/** A file the build named after its content (Astro's /_astro/ folder): a changed file gets a new name. */
const hashedFile = (url: URL) => sameSite(url) && url.pathname.startsWith(`${base}_astro/`);

// Pictures: every picture the pages show is optimised at build time into /_astro/. Their own cache, as
// they are most of the bytes. Told by their name, not by request.destination: the pictures the window
// hands over to keep come as plain requests, and must land in the cache the <img> requests will read.
registerRoute(
  ({ url }) => hashedFile(url) && /\.(avif|webp|png|jpe?g|gif|svg)$/i.test(url.pathname),
  new CacheFirst({
    cacheName: caches.pictures,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// The islands' and pages' scripts: a cached copy is never out of date.
registerRoute(
  ({ url }) => hashedFile(url),
  new CacheFirst({
    cacheName: caches.assets,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);
