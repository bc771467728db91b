/**
 * The site's build settings, read from environment variables in one place.
 * astro.config.mjs, the loaders and the pages all go through `readSettings`,
 * so a missing or malformed value fails the same way everywhere.
 */

export interface SocialLinks {
  facebook: string;
  instagram: string;
  youtube: string;
}

export interface SiteSettings {
  /** Base URL of the association's API, without a trailing slash. Seen by the browser (forms). */
  apiUrl: string;
  /** Public origin of the site, e.g. https://example.github.io (used for canonical URLs). */
  siteUrl: string;
  /** Path the site lives under: '/' at a domain's root, '/<repo>/' on a GitHub project page. */
  basePath: string;
  /** Product name, shown before every page title. */
  productName: string;
  /** External members-area site (/area_riservata sends visitors there). */
  membersAreaUrl: string;
  /** External shop site (/shop sends visitors there). */
  shopUrl: string;
  social: SocialLinks;
  /** Terms and privacy pages; the contact page until the association publishes them. */
  termsUrl: string | null;
  privacyUrl: string | null;
  /**
   * Whether the pages register the offline-reading service worker (SERVICE_WORKER=on, the default).
   * Off, the build ships a worker that unregisters itself and clears its caches instead (README, "Offline reading").
   */
  serviceWorker: boolean;
}

/** Thrown when a setting is missing or malformed; its message says which and how to fix it. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

export const SETTING_DEFAULTS = {
  SITE_URL: 'http://localhost:4321',
  BASE_PATH: '/',
  PRODUCT_NAME: 'Fly Party',
  MEMBERS_AREA_URL: 'https://soci.flyparty.example.org/',
  SHOP_URL: 'https://shop.flyparty.example.org/',
  SOCIAL_FACEBOOK: 'https://www.facebook.com/',
  SOCIAL_INSTAGRAM: 'https://www.instagram.com/',
  SOCIAL_YOUTUBE: 'https://www.youtube.com/',
} as const;

type Env = Record<string, string | undefined>;

function absoluteUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(`${name} must be an absolute http(s) URL, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SettingsError(`${name} must be an http(s) URL, got "${value}".`);
  }
  return url;
}

function setting(env: Env, name: keyof typeof SETTING_DEFAULTS): string {
  const value = env[name]?.trim();
  return value ? value : SETTING_DEFAULTS[name];
}

function urlSetting(env: Env, name: keyof typeof SETTING_DEFAULTS): string {
  return absoluteUrl(name, setting(env, name)).href;
}

/** SERVICE_WORKER: `on` (or unset) or `off`, in any case; anything else is a mistake worth stopping the build for. */
function serviceWorkerSetting(env: Env): boolean {
  const value = env.SERVICE_WORKER?.trim().toLowerCase() || 'on';
  if (value !== 'on' && value !== 'off')
    throw new SettingsError(`SERVICE_WORKER must be "on" or "off", got "${env.SERVICE_WORKER}".`);
  return value === 'on';
}

function optionalUrlSetting(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? absoluteUrl(name, value).href : null;
}

/** Normalises a base path to '/' or '/segment/…/' (leading and trailing slash). */
export function normaliseBasePath(value: string): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export const MISSING_API_URL_MESSAGE =
  'API_URL is not set. Set it to the association API base URL (for example API_URL=https://api.example.org), ' +
  'or run `npm start` to build and serve the site on the bundled demo API.';

/**
 * Reads and validates every setting. API_URL has no default on purpose: a build
 * must never publish the demo content by accident. Commands that read no
 * content (preview, check) pass `{ apiUrlRequired: false }` and get an empty apiUrl.
 */
export function readSettings(env: Env = process.env, { apiUrlRequired = true } = {}): SiteSettings {
  const rawApiUrl = env.API_URL?.trim();
  if (!rawApiUrl && apiUrlRequired) throw new SettingsError(MISSING_API_URL_MESSAGE);
  const apiUrl = rawApiUrl ? absoluteUrl('API_URL', rawApiUrl).href.replace(/\/+$/, '') : '';
  const site = absoluteUrl('SITE_URL', setting(env, 'SITE_URL'));
  return {
    apiUrl,
    siteUrl: site.origin,
    basePath: normaliseBasePath(setting(env, 'BASE_PATH')),
    productName: setting(env, 'PRODUCT_NAME'),
    membersAreaUrl: urlSetting(env, 'MEMBERS_AREA_URL'),
    shopUrl: urlSetting(env, 'SHOP_URL'),
    social: {
      facebook: urlSetting(env, 'SOCIAL_FACEBOOK'),
      instagram: urlSetting(env, 'SOCIAL_INSTAGRAM'),
      youtube: urlSetting(env, 'SOCIAL_YOUTUBE'),
    },
    termsUrl: optionalUrlSetting(env, 'TERMS_URL'),
    privacyUrl: optionalUrlSetting(env, 'PRIVACY_URL'),
    serviceWorker: serviceWorkerSetting(env),
  };
}

let cached: SiteSettings | undefined;

/** The settings of this build, read once from process.env. */
export function getSettings(): SiteSettings {
  cached ??= readSettings(process.env);
  return cached;
}

/**
 * The association's own social profiles: the footer links that were set. The
 * defaults are the networks' home pages, which the footer may show but which
 * are nobody's profile, so structured data leaves them out.
 */
export function ownSocialProfiles(settings: SiteSettings): string[] {
  const defaults: Record<keyof SocialLinks, string> = {
    facebook: SETTING_DEFAULTS.SOCIAL_FACEBOOK,
    instagram: SETTING_DEFAULTS.SOCIAL_INSTAGRAM,
    youtube: SETTING_DEFAULTS.SOCIAL_YOUTUBE,
  };
  return (Object.keys(defaults) as Array<keyof SocialLinks>).flatMap((network) =>
    settings.social[network] !== new URL(defaults[network]).href ? [settings.social[network]] : [],
  );
}
