/**
 * Writes sitemap.xml and robots.txt after the build, from the built pages
 * (see lib/sitemap.ts), at the site's base path.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { readPageIndexing, robotsTxt, sitemapXml } from '../lib/sitemap.ts';
import { afterBuild } from './afterBuild.ts';

/** The sitemap's file name, at the root of the build (the site's base path). */
export const SITEMAP_FILE = 'sitemap.xml';

/** Lists every indexable page in sitemap.xml and points robots.txt to it. */
export function sitemap(): AstroIntegration {
  return afterBuild('sitemap', async ({ root, base, site, logger }) => {
    const sitemapUrl = new URL(`${base}${SITEMAP_FILE}`, site).href;
    const entries = await readdir(root, { withFileTypes: true, recursive: true });
    const pages = [];
    // One page at a time: a large site has thousands, and only their heads are kept.
    for (const entry of entries) {
      if (entry.isFile() && entry.name.endsWith('.html'))
        pages.push(readPageIndexing(await readFile(join(entry.parentPath, entry.name), 'utf8')));
    }
    const xml = sitemapXml(pages);
    await writeFile(join(root, SITEMAP_FILE), xml);
    await writeFile(join(root, 'robots.txt'), robotsTxt(sitemapUrl));
    logger.info(
      `${SITEMAP_FILE}: ${xml.split('<url>').length - 1} of ${pages.length} pages (the others say noindex or have no canonical URL)`,
    );
  });
}
