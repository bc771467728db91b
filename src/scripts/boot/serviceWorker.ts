/**
 * Registers the offline-reading service worker (src/scripts/serviceWorker.ts) once the page has loaded and
 * the browser is idle, so that it never competes with the page for the network or the processor on a first
 * visit. Inlined at the end of every page's <body> (components/ServiceWorkerRegistration.astro), so it costs
 * no request; it runs in the browser and uses nothing outside its body (see src/lib/inlineScript.ts).
 */
export interface ServiceWorkerBootOptions {
  /** The worker's file, under the site's base path. */
  scriptUrl: string;
  /** The site's base path: the worker's scope (on github.io the origin is shared with the owner's other sites). */
  scope: string;
}

/** Starts the registration after the load event. */
export function bootServiceWorker({ scriptUrl, scope }: ServiceWorkerBootOptions): void {
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    const servedByWorker = Boolean(navigator.serviceWorker.controller);
    try {
      await navigator.serviceWorker.register(scriptUrl, { scope });
    } catch {
      // No worker (storage refused, private modes): the site works as it did without one.
      return;
    }
    if (servedByWorker) return;
    // The first page read came before the worker: hand it over to be kept too, with the scripts and
    // pictures it loaded (the browser's cache answers for them, so nothing is downloaded twice).
    const { active } = await navigator.serviceWorker.ready;
    const hashedFiles = new URL(`${scope}_astro/`, location.href).href;
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(hashedFiles));
    const page = [location.href, { headers: { accept: 'text/html' } }];
    // Workbox's message for "fetch these through your routes" (workbox-routing, Router.addCacheListener).
    active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [page, ...loaded] } });
  };
  const whenIdle = () => {
    const start = () => void register();
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
