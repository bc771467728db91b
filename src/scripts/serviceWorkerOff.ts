/**
 * The service worker of a build with SERVICE_WORKER=off (README, "Offline reading"). Pages of such a build
 * register nothing; a browser that installed the offline-reading worker from an earlier build fetches this
 * file in its place at its next visit (browsers check a worker's file for changes on every page they open
 * through it), and this worker then deletes the site's caches and unregisters itself. It handles no
 * request: the pages that are open go on from the network, and the next visit has no worker at all.
 */
import { isOwnCache } from '../lib/serviceWorkerCaches.ts';

/** What this file uses of the worker's global scope (the project compiles against the DOM's types, which have none). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}

const worker = self as unknown as WorkerScope;

worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', (event) => {
  const scope = worker.registration.scope;
  event.waitUntil(
    (async () => {
      // Only this site's caches: on github.io the origin's storage is shared with the owner's other sites.
      const names = await caches.keys();
      await Promise.all(names.filter((name) => isOwnCache(name, scope)).map((name) => caches.delete(name)));
      await worker.registration.unregister();
    })(),
  );
});
