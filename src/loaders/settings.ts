/**
 * The configuration endpoints: the site's logos and organisation chart, the
 * home page, and the shared page shape (background, title, description) of
 * every other configured page.
 */
import { z } from 'astro/zod';
import { apiPaths, pageConfigKeys } from '../api/paths.ts';
import { homeConfigSchema, pageConfigSchema, siteConfigSchema } from '../api/schemas.ts';
import { toSafeHtml } from '../lib/richText.ts';
import type { ResponseSchema } from '../api/client.ts';
import { apiLoader } from './apiLoader.ts';
import { mediaUrl } from './buildClient.ts';
import { localizedHtmlSchema, localizedTextSchema, mediaUrlSchema } from './entrySchemas.ts';

export const siteSchema = z.object({
  logo: mediaUrlSchema,
  logoAsi: mediaUrlSchema,
  logoAopa: mediaUrlSchema,
  orgChart: mediaUrlSchema,
});

/**
 * A loader of one entry, whose id is the collection's name: the configuration at `path`, read
 * whole and turned into the entry by `toEntry`.
 */
const configLoader = <S extends ResponseSchema>(
  name: string,
  path: string,
  schema: S,
  toEntry: (config: z.output<S>) => Record<string, unknown>,
) => apiLoader(name, async (client) => [{ id: name, data: toEntry(await client.get(path, schema)) }]);

/** The title and description a configured page (the home page too) has in both languages. */
const pageText = (
  config: Pick<z.output<typeof pageConfigSchema>, 'titolo' | 'titolo_eng' | 'descrizione' | 'descrizione_eng'>,
) => ({
  title: { it: config.titolo, en: config.titolo_eng },
  description: { it: toSafeHtml(config.descrizione), en: toSafeHtml(config.descrizione_eng) },
});

export const siteLoader = configLoader('site', apiPaths.siteConfig, siteConfigSchema, (config) => ({
  logo: mediaUrl(config.logo),
  logoAsi: mediaUrl(config.logo_asi),
  logoAopa: mediaUrl(config.logo_aopa),
  orgChart: mediaUrl(config.organigramma),
}));

export const homeSchema = z.object({
  background: mediaUrlSchema,
  preview: mediaUrlSchema,
  video: mediaUrlSchema,
  title: localizedTextSchema,
  description: localizedHtmlSchema,
});

export const homeLoader = configLoader('home', apiPaths.homeConfig, homeConfigSchema, (home) => ({
  background: mediaUrl(home.sfondo_home),
  preview: mediaUrl(home.immagine_preview),
  video: mediaUrl(home.video),
  ...pageText(home),
}));

export const pageSchema = z.object({
  background: mediaUrlSchema,
  title: localizedTextSchema,
  description: localizedHtmlSchema,
});

/** One entry per configured page, keyed like the endpoint (e.g. 'la_nostra_storia'). */
export const pagesLoader = apiLoader('pages', (client) =>
  Promise.all(
    pageConfigKeys.map(async (key) => {
      const page = await client.get(apiPaths.pageConfig(key), pageConfigSchema);
      return { id: key, data: { background: mediaUrl(page.sfondo), ...pageText(page) } };
    }),
  ),
);
