/**
 * Routes that carry a value known only at run time (a contact id, a form
 * link's uuid). Each is pre-rendered once per language with RUNTIME_SEGMENT in
 * place of the value ('/evento/_/registrazione/'); hosts serve that page for
 * every real value (404.html hand-off, or a rewrite rule), and the page reads
 * the value back from the address.
 */
import { localeStaticPaths } from '../i18n/locales.ts';
import { routes } from '../routes.ts';

/** Stands in for the run-time value in the path of the page pre-rendered for a run-time route. */
export const RUNTIME_SEGMENT = '_';

/** The run-time routes (docs/behaviour.md, "Routes"), Italian form, with the value as RUNTIME_SEGMENT. */
export const runtimeRoutes = {
  contactSuccess: routes.contactSuccess(RUNTIME_SEGMENT),
  eventForm: routes.eventForm(RUNTIME_SEGMENT),
  formSuccess: routes.formSuccess(RUNTIME_SEGMENT),
} as const;

/** `getStaticPaths` of a run-time page: one page per language, with `param` set to RUNTIME_SEGMENT. */
export function runtimeStaticPaths(param: string) {
  return localeStaticPaths().map(({ params }) => ({ params: { ...params, [param]: RUNTIME_SEGMENT } }));
}

const segmentsOf = (path: string) =>
  path
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);
const placeholder = `/${RUNTIME_SEGMENT}/`;

/**
 * A run-time route's path (from localizedPath, so with its trailing slash) with
 * the value put in, URL-encoded. The last stand-in is the route's: a base path
 * may hold the same text before it.
 */
export function fillRuntimeSegment(template: string, value: string): string {
  const at = template.lastIndexOf(placeholder);
  if (at < 0) throw new Error(`"${template}" has no ${placeholder} segment to fill`);
  return `${template.slice(0, at)}/${encodeURIComponent(value)}/${template.slice(at + placeholder.length)}`;
}

/**
 * The value in a browser path at the place of RUNTIME_SEGMENT in `template`,
 * decoded; null when the path is not one of the template's.
 */
export function readRuntimeSegment(template: string, pathname: string): string | null {
  const wanted = segmentsOf(template);
  const found = segmentsOf(pathname);
  const at = wanted.lastIndexOf(RUNTIME_SEGMENT);
  if (at < 0 || wanted.length !== found.length) return null;
  if (wanted.some((segment, i) => i !== at && segment !== found[i])) return null;
  try {
    return decodeURIComponent(found[at]!);
  } catch {
    return null;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the paths of a run-time route (after the base and the language), with or without the trailing slash. */
export function runtimeRoutePattern(route: string): RegExp {
  const parts = segmentsOf(route).map((segment) => (segment === RUNTIME_SEGMENT ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^/${parts.join('/')}/?$`);
}

/**
 * Where to send the browser for a run-time route and its value: straight to the
 * pre-rendered page, with the real address in `?from=` for it to show. Any host
 * serves that page at once, so the visitor skips the 404.html hand-off (one
 * round trip less on a slow connection); reloading the real address still works.
 */
export function runtimeNavigationHref(template: string, value: string): string {
  return `${template}?from=${encodeURIComponent(fillRuntimeSegment(template, value))}`;
}
