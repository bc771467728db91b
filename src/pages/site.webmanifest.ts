/** /site.webmanifest: the site's name, colours and icons for "add to home screen", under the base path. */
import type { APIRoute } from 'astro';
import { defaultLocale, localizedPath } from '../i18n/locales.ts';
import { t } from '../i18n/t.ts';
import { webManifest } from '../lib/webManifest.ts';
import { getSettings } from '../settings.ts';

export const GET: APIRoute = () => {
  const { productName } = getSettings();
  const manifest = webManifest({
    name: productName,
    description: t(defaultLocale, 'meta.description', { name: productName }),
    lang: defaultLocale,
    startUrl: localizedPath('/', defaultLocale),
    base: import.meta.env.BASE_URL,
  });
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
};
