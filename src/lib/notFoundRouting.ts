/**
 * What a static host's 404.html does before it shows "page not found". The
 * host serves it, with status 404, for every path it has no file for; the boot
 * script sends the browser to the pre-rendered page that handles the path,
 * passing the address in `?from=`, and that page puts the address back with
 * history.replaceState, so the visitor sees (and can reload) what they asked for.
 */
import { localizedPath } from '../i18n/locales.ts';
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

/**
 * The inline script of 404.html, for a site under `base`. It never sends the
 * browser to the address it is on: were a handling page missing, that would loop.
 */
export function notFoundBootScript(base: string): string {
  const english404 = `${base.replace(/\/+$/, '')}/en/404/`;
  const routes = fallbackRoutes.map(({ pattern, route }) => [
    pattern.source,
    localizedPath(route, 'it', base),
    localizedPath(route, 'en', base),
  ]);
  return `(function(){var b=${JSON.stringify(base.replace(/\/+$/, ''))},p=location.pathname,r=${JSON.stringify(routes)};if(p.indexOf(b)!==0)return;var rest=p.slice(b.length),en=/^\\/en(\\/|$)/.test(rest);if(en)rest=rest.slice(3)||'/';var go=function(t){if(t!==p)location.replace(t+'?from='+encodeURIComponent(p+location.search)+location.hash)};for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(rest))return go(en?r[i][2]:r[i][1])}if(en)go(${JSON.stringify(english404)})})();`;
}

/** Inline script of a page reached through 404.html: shows the address the visitor asked for. */
export const restoreAddressScript = `(function(){var f=new URLSearchParams(location.search).get('from');if(f&&f.charAt(0)==='/'&&f.charAt(1)!=='/')history.replaceState(null,'',f+location.hash)})();`;

/**
 * Inline script of a run-time page (`template`: its own path, from localizedPath,
 * with the run-time stand-in). It restores the address when 404.html handed the
 * visitor over, then puts the run-time value into the page's language links
 * (hreflang alternates, canonical, the language switch), so that following the
 * saved language, or switching it, keeps the id or uuid. It must run before the
 * preferences boot script, which follows the hreflang links.
 */
export function runtimePageScript(template: string): string {
  const stand = JSON.stringify(RUNTIME_SEGMENT);
  return `${restoreAddressScript}(function(){var s=${stand},n='/'+s+'/',t=${JSON.stringify(template)}.split('/'),p=location.pathname.split('/'),i=t.lastIndexOf(s);if(p[p.length-1]!=='')p.push('');if(i<0||p.length!==t.length)return;for(var k=0;k<t.length;k++)if(k!==i&&t[k]!==p[k])return;var v=p[i];if(!v||v===s)return;var fix=function(){var l=document.querySelectorAll('link[rel="alternate"],link[rel="canonical"],a[hreflang]');for(var j=0;j<l.length;j++){var h=l[j].getAttribute('href')||'',a=h.lastIndexOf(n);if(a>=0)l[j].setAttribute('href',h.slice(0,a)+'/'+v+'/'+h.slice(a+n.length))}};fix();document.addEventListener('DOMContentLoaded',fix)})();`;
}
