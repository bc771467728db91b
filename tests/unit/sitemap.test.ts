/** sitemap.xml, robots.txt and what they read off each built page. */
import { describe, expect, it } from 'vitest';
import { readPageIndexing, robotsTxt, sitemapXml } from '../../src/lib/sitemap.ts';

const page = (canonical: string, extra = '') => `<!doctype html><html><head>
<link rel="canonical" href="${canonical}">
<link rel="alternate" hreflang="it" href="https://example.org/eventi/">
<link rel="alternate" hreflang="en" href="https://example.org/en/eventi/">
<link rel="alternate" hreflang="x-default" href="https://example.org/eventi/">${extra}
</head><body><link rel="canonical" href="https://wrong.example/"></body></html>`;

describe('readPageIndexing', () => {
  it("reads a page's canonical URL, its language alternates and its robots rule, from the head only", () => {
    expect(readPageIndexing(page('https://example.org/en/eventi/'))).toEqual({
      canonical: 'https://example.org/en/eventi/',
      noindex: false,
      alternates: [
        { hreflang: 'it', href: 'https://example.org/eventi/' },
        { hreflang: 'en', href: 'https://example.org/en/eventi/' },
        { hreflang: 'x-default', href: 'https://example.org/eventi/' },
      ],
    });
    expect(
      readPageIndexing(page('https://example.org/eventi/', '<meta name="robots" content="noindex">')).noindex,
    ).toBe(true);
  });
});

describe('sitemapXml', () => {
  it('lists indexable pages with their alternates, sorted, escaped, and leaves out noindex pages and pages without a canonical URL', () => {
    const xml = sitemapXml([
      readPageIndexing(page('https://example.org/en/eventi/')),
      readPageIndexing(page('https://example.org/eventi/?a=1&b=2')),
      readPageIndexing(page('https://example.org/evento/_/registrazione/', '<meta name="robots" content="noindex">')),
      readPageIndexing('<html><head><meta name="robots" content="noindex"></head></html>'),
    ]);
    expect(xml.match(/<loc>[^<]*<\/loc>/g)).toEqual([
      '<loc>https://example.org/en/eventi/</loc>',
      '<loc>https://example.org/eventi/?a=1&amp;b=2</loc>',
    ]);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://example.org/eventi/"/>');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).not.toContain('registrazione');
  });
});

describe('robotsTxt', () => {
  it('lets everything be crawled and says where the sitemap is', () => {
    expect(robotsTxt('https://example.github.io/flyparty/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.github.io/flyparty/sitemap.xml\n',
    );
  });
});
