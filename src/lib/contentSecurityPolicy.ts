/**
 * The site's Content-Security-Policy, beyond the `script-src` and `style-src`
 * directives Astro writes itself (its own hashes of every script and style it
 * emits, see `security.csp` in astro.config.mjs; integrations/pagePolicies.ts then
 * cuts each page's hashes down to its own). It travels in a <meta> tag,
 * so `frame-ancestors`, `report-uri` and `sandbox` cannot be part of it: the
 * browser ignores them there (and says so in the console). Forbidding other
 * sites to frame the pages needs an HTTP header, which GitHub Pages cannot send.
 */
import { createHash } from 'node:crypto';
import type { AstroUserConfig } from 'astro';

/** Astro's type of `security.csp.directives` (not exported by name). */
type CspDirectives = NonNullable<
  Extract<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, object>['directives']
>;

/**
 * The directives for a site whose API lives at `apiUrl` (empty when a command
 * reads no content): everything from the site itself, except the live form
 * calls, form posts and the home video, which may also go to the API.
 */
export function cspDirectives(apiUrl: string): CspDirectives {
  const api = apiUrl ? new URL(apiUrl).origin : '';
  const selfAndApi = ["'self'", api].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `connect-src ${selfAndApi}`,
    `form-action ${selfAndApi}`,
    // Every picture is optimised at build time and served by the site; only the home video streams from the API.
    "img-src 'self'",
    `media-src ${selfAndApi}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-src 'none'",
    // The offline-reading service worker, served by the site itself (src/integrations/serviceWorker.ts).
    "worker-src 'self'",
  ];
}

/** The CSP hash source of an inline script's or <style> element's text ('sha256-…'), as Astro writes its own. */
export function inlineHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

/**
 * What the search page adds to its own `script-src` (Astro.csp): Pagefind compiles
 * its WebAssembly search engine in the browser, which a policy allows only with
 * 'wasm-unsafe-eval' (it allows no JavaScript eval). Astro replaces its default
 * 'self' when a page adds a source, so 'self' is named again. No other page has them.
 */
export const SEARCH_PAGE_SCRIPT_SOURCES = ["'self'", "'wasm-unsafe-eval'"] as const;
