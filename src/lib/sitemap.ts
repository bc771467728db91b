/**
 * sitemap.xml, read off the built pages themselves: a page is listed when it
 * has a canonical URL and no `noindex`, with the language alternates its own
 * hreflang links declare. What a page says about itself and what the sitemap
 * says about it cannot disagree.
 */
import { decode } from 'he';

/** What a built page's <head> says about its indexing. */
export interface PageIndexing {
  canonical: string | null;
  noindex: boolean;
  /** hreflang → absolute URL, in the page's order (x-default included). */
  alternates: Array<{ hreflang: string; href: string }>;
}

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decode(match[1]!) : null;
};

/** Reads canonical, robots and hreflang links from a page's <head>. */
export function readPageIndexing(html: string): PageIndexing {
  const head = html.slice(0, Math.max(0, html.search(/<\/head>/i)));
  const result: PageIndexing = { canonical: null, noindex: false, alternates: [] };
  for (const [tag] of head.matchAll(/<(?:link|meta)\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel');
    if (rel === 'canonical') result.canonical = attribute(tag, 'href');
    else if (rel === 'alternate' && attribute(tag, 'hreflang')) {
      result.alternates.push({ hreflang: attribute(tag, 'hreflang')!, href: attribute(tag, 'href')! });
    } else if (attribute(tag, 'name')?.toLowerCase() === 'robots' && /noindex/i.test(attribute(tag, 'content') ?? '')) {
      result.noindex = true;
    }
  }
  return result;
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The sitemap of the indexable pages, sorted by URL (so builds of the same content match byte for byte). */
export function sitemapXml(pages: PageIndexing[]): string {
  const listed = pages
    .filter((page) => page.canonical && !page.noindex)
    .sort((a, b) => (a.canonical! < b.canonical! ? -1 : 1));
  const urls = listed.map((page) =>
    [
      '  <url>',
      `    <loc>${escapeXml(page.canonical!)}</loc>`,
      ...page.alternates.map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled (private pages say noindex themselves), and where the sitemap is. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
