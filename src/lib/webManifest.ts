/** The web app manifest (name, colours, icons), with every URL under the site's base path. */
import { ICON_BACKGROUND, siteIcons } from './siteIcons.ts';

export interface ManifestFacts {
  name: string;
  description: string;
  lang: string;
  /** The home page's path (localizedPath), base included. */
  startUrl: string;
  /** The site's base path. */
  base: string;
}

/** Where the site's icons and files live under the base path. */
export function siteFileUrls(base: string) {
  const root = base.replace(/\/?$/, '/');
  return {
    favicon: `${root}favicon.svg`,
    faviconIco: `${root}favicon.ico`,
    appleTouchIcon: `${root}icons/apple-touch-icon.png`,
    manifest: `${root}site.webmanifest`,
    icon: (name: keyof typeof siteIcons) => `${root}icons/${name}.png`,
  };
}

/** The manifest's JSON object. */
export function webManifest({ name, description, lang, startUrl, base }: ManifestFacts) {
  const urls = siteFileUrls(base);
  const square = (size: number) => `${size}x${size}`;
  return {
    name,
    short_name: name,
    description,
    lang,
    dir: 'ltr',
    start_url: startUrl,
    scope: base.replace(/\/?$/, '/'),
    display: 'minimal-ui',
    background_color: ICON_BACKGROUND,
    theme_color: ICON_BACKGROUND,
    icons: [
      { src: urls.favicon, sizes: 'any', type: 'image/svg+xml' },
      { src: urls.icon('icon-192'), sizes: square(siteIcons['icon-192'].size), type: 'image/png' },
      { src: urls.icon('icon-512'), sizes: square(siteIcons['icon-512'].size), type: 'image/png' },
      {
        src: urls.icon('icon-maskable-512'),
        sizes: square(siteIcons['icon-maskable-512'].size),
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
