/**
 * What a static host's 404.html does before it shows "page not found". The
 * host serves it, with status 404, for every path it has no file for; the boot
 * script sends the browser to the pre-rendered page that handles the path,
 * passing the address in `?from=`, and that page puts the address back with
 * history.replaceState, so the visitor sees (and can reload) what they asked for.
 */
import { localizedPath } from '../i18n/locales.ts';
import { bootNotFound, bootRuntimePage, restoreAddress, type HandOffRoute } from '../scripts/boot/notFound.ts';
import { inlineScript } from './inlineScript.ts';
import { RUNTIME_SEGMENT, runtimeRoutePattern, runtimeRoutes } from './runtimeRoutes.ts';

/** A path pattern (after the base and the language) and the pre-rendered page that handles it. */
export interface FallbackRoute {
  pattern: RegExp;
  /** The handling page's route (Italian form); localised to the path's language. */
  route: string;
}

/** The paths 404.html hands on: the run-time routes. Unknown English paths go to the English not-found page. */
export const fallbackRoutes: FallbackRoute[] = Object.values(runtimeRoutes).map((route) => ({
  pattern: runtimeRoutePattern(route),
  route,
}));

/** The inline script of 404.html, for a site under `base` (src/scripts/boot/notFound.ts). */
export function notFoundBootScript(base: string): string {
  const trimmedBase = base.replace(/\/+$/, '');
  const routes: HandOffRoute[] = fallbackRoutes.map(({ pattern, route }) => [
    pattern.source,
    localizedPath(route, 'it', base),
    localizedPath(route, 'en', base),
  ]);
  return inlineScript(bootNotFound, { base: trimmedBase, routes, english404: `${trimmedBase}/en/404/` });
}

/** Inline script of a page reached through 404.html: shows the address the visitor asked for. */
export const restoreAddressScript = inlineScript(restoreAddress);

/**
 * Inline script of a run-time page (`template`: its own path, from localizedPath, with the run-time
 * stand-in): restores the address when 404.html handed the visitor over, then carries the run-time
 * value into the page's language links. It must run before the preferences boot script.
 */
export function runtimePageScript(template: string): string {
  return restoreAddressScript + inlineScript(bootRuntimePage, { standIn: RUNTIME_SEGMENT, template });
}
