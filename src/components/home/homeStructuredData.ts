/** The home page's JSON-LD: the association as an Organization (its name, address, logo and own profiles). */
import { getSiteConfig } from '../../data/queries.ts';
import { localizedPath, type Locale } from '../../i18n/locales.ts';
import { socialImage } from '../../lib/socialImage.ts';
import { organizationJsonLd } from '../../lib/structuredData.ts';
import { routes } from '../../routes.ts';
import { getSettings, ownSocialProfiles } from '../../settings.ts';

export async function homeStructuredData(locale: Locale) {
  const settings = getSettings();
  const { logo } = await getSiteConfig();
  return organizationJsonLd({
    name: settings.productName,
    url: new URL(localizedPath(routes.home, locale), settings.siteUrl).href,
    logo: (await socialImage(logo, 'logo', { logoUrl: logo, siteUrl: settings.siteUrl }))?.url,
    sameAs: ownSocialProfiles(settings),
  });
}
