/** The inline script that registers the offline-reading service worker after the page has loaded (src/scripts/boot/serviceWorker.ts). */
import { bootServiceWorker } from '../scripts/boot/serviceWorker.ts';
import { inlineScript } from './inlineScript.ts';
import { SERVICE_WORKER_FILE } from './serviceWorkerCaches.ts';

/** The script for a site under `base`: the worker at `<base>sw.js`, its scope the base path. */
export function serviceWorkerBootScript(base: string): string {
  const scope = base.replace(/\/?$/, '/');
  return inlineScript(bootServiceWorker, { scriptUrl: `${scope}${SERVICE_WORKER_FILE}`, scope });
}
