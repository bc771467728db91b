/**
 * The boot scripts of the not-found hand-off (see src/lib/notFoundRouting.ts), inlined in <head>.
 * Each runs in the browser as an inline script and uses nothing outside its body (src/lib/inlineScript.ts).
 */

/** One run-time route: its path pattern (after the base and the language) and its handling page in each language. */
export type HandOffRoute = [pattern: string, italianPage: string, englishPage: string];

/**
 * 404.html: sends the browser to the pre-rendered page that handles the path, passing the address in
 * `?from=`; an unknown English path goes to the English not-found page. It moves at most once per
 * load and never to the address it is on: were a handling page missing, the host would serve
 * 404.html there, and that must not start a loop.
 */
export function bootNotFound({
  base,
  routes,
  english404,
}: {
  base: string;
  routes: HandOffRoute[];
  english404: string;
}): void {
  const path = location.pathname;
  if (!path.startsWith(base)) return;
  let rest = path.slice(base.length);
  const english = /^\/en(\/|$)/.test(rest);
  if (english) rest = rest.slice(3) || '/';
  const handOff = (target: string) => {
    if (target !== path)
      location.replace(`${target}?from=${encodeURIComponent(path + location.search)}${location.hash}`);
  };
  const route = routes.find(([pattern]) => new RegExp(pattern).test(rest));
  if (route) handOff(english ? route[2] : route[1]);
  else if (english) handOff(english404);
}

/** A page reached through 404.html: shows the address the visitor asked for (a same-site path only). */
export function restoreAddress(): void {
  const from = new URLSearchParams(location.search).get('from');
  if (from?.startsWith('/') && !from.startsWith('//')) history.replaceState(null, '', from + location.hash);
}

/**
 * A run-time page (`template`: its own path, with the stand-in segment): puts the value from the
 * address into the page's language links (hreflang alternates, canonical, the language switch), so
 * that following the saved language, or switching it, keeps the id or uuid. It must run before the
 * preferences boot script, which follows the hreflang links.
 */
export function bootRuntimePage({ standIn, template }: { standIn: string; template: string }): void {
  const marker = `/${standIn}/`;
  const templateParts = template.split('/');
  const pathParts = location.pathname.split('/');
  const at = templateParts.lastIndexOf(standIn);
  if (pathParts[pathParts.length - 1] !== '') pathParts.push('');
  if (at < 0 || pathParts.length !== templateParts.length) return;
  if (templateParts.some((part, index) => index !== at && part !== pathParts[index])) return;
  const value = pathParts[at];
  if (!value || value === standIn) return;
  const fill = () => {
    for (const link of document.querySelectorAll('link[rel="alternate"],link[rel="canonical"],a[hreflang]')) {
      const href = link.getAttribute('href') ?? '';
      const found = href.lastIndexOf(marker);
      if (found >= 0)
        link.setAttribute('href', `${href.slice(0, found)}/${value}/${href.slice(found + marker.length)}`);
    }
  };
  fill();
  document.addEventListener('DOMContentLoaded', fill);
}
