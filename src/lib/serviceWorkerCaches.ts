/**
 * The offline-reading service worker's file and caches, named in one place: the worker
 * (src/scripts/serviceWorker.ts), its switched-off twin (src/scripts/serviceWorkerOff.ts), the
 * offline page's list of saved pages and the build step (src/integrations/serviceWorker.ts).
 *
 * On a GitHub project page every repository of the owner shares the origin `<owner>.github.io`,
 * and with it one CacheStorage: every name ends with the worker's scope (the site's address with
 * its base path), as Workbox's own precache name does, so the site never reads, expires or deletes
 * another site's caches. The version in a name changes when what that cache holds changes shape;
 * a worker taking over deletes this site's caches of any other version.
 */

/** The worker's file, at the root of the build (the site's base path). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The first part of every cache name of this site (Workbox's `prefix`). */
export const CACHE_PREFIX = 'fly-party';

/** The runtime caches: pages read (network first), hashed scripts, and pictures (cache first). */
export const runtimeCaches = { pages: 'pages-v1', assets: 'assets-v1', pictures: 'pictures-v1' } as const;
export type RuntimeCache = keyof typeof runtimeCaches;

/** The names of the runtime caches of a worker whose scope is `scope` (an absolute URL ending in '/'). */
export function runtimeCacheNames(scope: string): Record<RuntimeCache, string> {
  return Object.fromEntries(
    Object.entries(runtimeCaches).map(([cache, name]) => [cache, `${CACHE_PREFIX}-${name}-${scope}`]),
  ) as Record<RuntimeCache, string>;
}

/** Whether a cache belongs to this site's worker at `scope`, whatever its version (and not to a site at another base path). */
export function isOwnCache(name: string, scope: string): boolean {
  return name.startsWith(`${CACHE_PREFIX}-`) && name.endsWith(`-${scope}`);
}
