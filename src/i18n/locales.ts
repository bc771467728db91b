/**
 * The site's two languages and the one place that builds their URLs.
 * Italian lives at the routes of docs/behaviour.md, English at the same paths under /en.
 * Canonical URLs end with a slash (each page is a folder with index.html), so a
 * static host never answers a link of ours with a redirect.
 */
export const locales = ['it', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'it';

/** BCP 47 tags for <html lang>, hreflang and Open Graph. */
export const localeTags: Record<Locale, { lang: string; ogLocale: string }> = {
  it: { lang: 'it', ogLocale: 'it_IT' },
  en: { lang: 'en', ogLocale: 'en_GB' },
};

/** The `locale` param of every `[...locale]` route: undefined for Italian, 'en' for English. */
export function localeStaticPaths() {
  return locales.map((locale) => ({ params: { locale: locale === defaultLocale ? undefined : locale } }));
}

/** Reads the locale from a route's `locale` param (never from Astro.currentLocale). */
export function localeFromParam(param: string | undefined): Locale {
  if (param === undefined || param === defaultLocale) return defaultLocale;
  if ((locales as readonly string[]).includes(param)) return param as Locale;
  throw new Error(`Unknown locale "${param}"`);
}

function joinBase(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The URL of a site route in a language, with the site's base path.
 * `route` is the Italian path of docs/behaviour.md ('/', '/la-flotta/3'); a query or hash is kept.
 */
export function localizedPath(route: string, locale: Locale, base: string = import.meta.env.BASE_URL ?? '/'): string {
  const match = /^([^?#]*)(.*)$/.exec(route)!;
  const pathname = match[1]!.replace(/^\/+|\/+$/g, '');
  const rest = match[2] ?? '';
  const segments = [locale === defaultLocale ? '' : locale, pathname].filter(Boolean).join('/');
  const withSlash = segments ? `${segments}/` : '';
  return `${joinBase(base, withSlash)}${rest}`;
}

/**
 * Splits a browser path (base included) into its locale and Italian route,
 * the inverse of `localizedPath`: '/repo/en/la-flotta/3/' → { locale: 'en', route: '/la-flotta/3' }.
 */
export function parseLocalizedPath(
  pathname: string,
  base: string = import.meta.env.BASE_URL ?? '/',
): { locale: Locale; route: string } {
  const trimmedBase = base.replace(/\/+$/, '');
  let path = pathname.startsWith(trimmedBase) ? pathname.slice(trimmedBase.length) : pathname;
  path = `/${path.replace(/^\/+/, '')}`;
  const [, first, ...rest] = path.split('/');
  if (first && first !== defaultLocale && (locales as readonly string[]).includes(first)) {
    return { locale: first as Locale, route: `/${rest.join('/')}`.replace(/\/+$/, '') || '/' };
  }
  return { locale: defaultLocale, route: path.replace(/\/+$/, '') || '/' };
}
