/** The pure pieces behind search and link previews: sitemap, preview image, manifest, icons, social profiles. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pickSocialCandidate } from '../../src/lib/socialImage.ts';
import { icoFromPng, pngIcon, siteIcons } from '../../src/lib/siteIcons.ts';
import { readPageIndexing, robotsTxt, sitemapXml } from '../../src/lib/sitemap.ts';
import { webManifest } from '../../src/lib/webManifest.ts';
import { imageRatioClasses } from '../../src/lib/imageRatio.ts';
import { placeholderClasses } from '../../src/lib/placeholderColour.ts';
import { ownSocialProfiles, readSettings } from '../../src/settings.ts';
import { readFileSync } from 'node:fs';

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

describe('pickSocialCandidate', () => {
  const image = {
    src: '/_astro/a-1600.webp',
    srcset: '/_astro/a-480.webp 480w, /_astro/a-1600.webp 1600w, /_astro/a-1200.webp 1200w, /_astro/a-800.webp 800w',
    sizes: '100vw',
    width: 1600,
    height: 1000,
    placeholder: '#000000',
  };

  it('takes the smallest size at least 1200 wide, with its height', () => {
    expect(pickSocialCandidate(image)).toEqual({ src: '/_astro/a-1200.webp', width: 1200, height: 750 });
  });

  it('takes the widest when none is that wide (a logo)', () => {
    expect(
      pickSocialCandidate({
        ...image,
        srcset: '/l-96.webp 96w, /l-288.webp 288w',
        src: '/l-288.webp',
        width: 288,
        height: 288,
      }),
    ).toEqual({ src: '/l-288.webp', width: 288, height: 288 });
  });
});

describe('placeholderClasses', () => {
  it('rounds each channel to one hex digit', () => {
    expect(placeholderClasses('#2e4a6f')).toBe('ph ph-r3 ph-g4 ph-b7');
    expect(placeholderClasses('#000000')).toBe('ph ph-r0 ph-g0 ph-b0');
    expect(placeholderClasses('#FFFFFF')).toBe('ph ph-rf ph-gf ph-bf');
  });

  it('has a rule for every class it gives, turning the digit back into the channel', () => {
    const css = readFileSync(new URL('../../src/styles/placeholders.css', import.meta.url), 'utf8');
    for (const channel of ['r', 'g', 'b']) {
      for (let digit = 0; digit < 16; digit++)
        expect(css).toContain(`.ph-${channel}${digit.toString(16)} { --ph-${channel}: ${digit}; }`);
    }
    expect(css).toContain('rgb(calc(var(--ph-r) * 17) calc(var(--ph-g) * 17) calc(var(--ph-b) * 17))');
  });

  it('leaves images with transparency clear, and ignores anything else', () => {
    expect(placeholderClasses('transparent')).toBe('ph-clear');
    expect(placeholderClasses('red')).toBeUndefined();
    expect(placeholderClasses(undefined)).toBeUndefined();
  });
});

describe('imageRatioClasses', () => {
  it('gives the proportions in hundredths, a class per digit', () => {
    expect(imageRatioClasses(1600, 1067)).toBe('ir ir-a1 ir-b5 ir-c0');
    expect(imageRatioClasses(800, 1000)).toBe('ir ir-a0 ir-b8 ir-c0');
    expect(imageRatioClasses(333, 1000)).toBe('ir ir-a0 ir-b3 ir-c3');
  });

  it('keeps extreme proportions within what the classes can say, and ignores empty sizes', () => {
    expect(imageRatioClasses(100_000, 10)).toBe('ir ir-a9 ir-b9 ir-c9');
    expect(imageRatioClasses(1, 100_000)).toBe('ir ir-a0 ir-b0 ir-c1');
    expect(imageRatioClasses(0, 10)).toBeUndefined();
  });

  it('has a rule for every class it gives, turning the digits back into the ratio', () => {
    const css = readFileSync(new URL('../../src/styles/imageRatio.css', import.meta.url), 'utf8');
    for (const place of ['a', 'b', 'c']) {
      for (let digit = 0; digit < 10; digit++)
        expect(css).toContain(`.ir-${place}${digit} { --ir-${place}: ${digit}; }`);
    }
    expect(css).toContain('--image-ratio: calc(var(--ir-a) + var(--ir-b) / 10 + var(--ir-c) / 100);');
  });
});

describe('webManifest', () => {
  it('keeps every URL under the base path', () => {
    const manifest = webManifest({
      name: 'Fly Party',
      description: 'x',
      lang: 'it',
      startUrl: '/flyparty/',
      base: '/flyparty/',
    });
    expect(manifest).toMatchObject({
      name: 'Fly Party',
      start_url: '/flyparty/',
      scope: '/flyparty/',
      display: 'minimal-ui',
    });
    expect(manifest.icons.map((icon) => icon.src)).toEqual([
      '/flyparty/favicon.svg',
      '/flyparty/icons/icon-192.png',
      '/flyparty/icons/icon-512.png',
      '/flyparty/icons/icon-maskable-512.png',
    ]);
    expect(manifest.icons.find((icon) => 'purpose' in icon)?.purpose).toBe('maskable');
  });
});

describe('site icons', () => {
  const svg = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');

  it('are drawn from favicon.svg at their size; the maskable one on a full background', async () => {
    for (const icon of Object.values(siteIcons)) {
      const { width, height, format } = await sharp(await pngIcon(svg, icon)).metadata();
      expect([width, height, format]).toEqual([icon.size, icon.size, 'png']);
    }
    const maskable = await sharp(await pngIcon(svg, siteIcons['icon-maskable-512']))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The corner pixel is the icon's background, opaque: adaptive icons can crop anywhere outside the safe zone.
    expect([...maskable.data.subarray(0, maskable.info.channels)]).toEqual([
      0x0f,
      0x15,
      0x1c,
      ...(maskable.info.channels === 4 ? [255] : []),
    ]);
  });

  it('favicon.ico holds one 32-pixel PNG behind a valid ICO header', async () => {
    const png = await pngIcon(svg, { size: 32 });
    const ico = icoFromPng(png, 32);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt32LE(14), ico.readUInt32LE(18)]).toEqual([32, 32, png.length, 22]);
    expect(ico.subarray(22).equals(png)).toBe(true);
  });
});

describe('ownSocialProfiles', () => {
  it("lists the profiles that were set, not the networks' home pages the footer falls back to", () => {
    expect(ownSocialProfiles(readSettings({ API_URL: 'https://api.example.org' }))).toEqual([]);
    expect(
      ownSocialProfiles(
        readSettings({ API_URL: 'https://api.example.org', SOCIAL_INSTAGRAM: 'https://www.instagram.com/flyparty' }),
      ),
    ).toEqual(['https://www.instagram.com/flyparty']);
  });
});
