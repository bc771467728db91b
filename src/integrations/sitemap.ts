/**
 * Writes sitemap.xml and robots.txt after the build, from the built pages
 * (see lib/sitemap.ts), at the site's base path.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { readPageIndexing, robotsTxt, sitemapXml } from '../lib/sitemap.ts';
import { afterBuild, builtPages } from './afterBuild.ts';

/** The sitemap's file name, at the root of the build (the site's base path). */
export const SITEMAP_FILE = 'sitemap.xml';

/** Lists every indexable page in sitemap.xml and points robots.txt to it. */
export function sitemap(): AstroIntegration {
  return afterBuild('sitemap', async ({ root, base, site, logger }) => {
    const sitemapUrl = new URL(`${base}${SITEMAP_FILE}`, site).href;
    const pages = [];
    // Only each page's head is kept: a large site has thousands.
    for await (const { html } of builtPages(root)) pages.push(readPageIndexing(html));
    const xml = sitemapXml(pages);
    await writeFile(join(root, SITEMAP_FILE), xml);
    await writeFile(join(root, 'robots.txt'), robotsTxt(sitemapUrl));
    logger.info(
      `${SITEMAP_FILE}: ${xml.split('<url>').length - 1} of ${pages.length} pages (the others say noindex or have no canonical URL)`,
    );
  });
}
