/**
 * What search engines and link previews read, over the whole built site:
 * <html lang>, reciprocal hreflang links, canonical URLs, noindex where a page
 * is private, the sitemap and robots.txt, Open Graph and Twitter metadata with
 * the page's own image, JSON-LD (Organization, Event, the Fly Party as an
 * Event), icons and manifest, and the calendar files. Expected content comes from the demo API.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { runtimeRoutes } from '../../src/lib/runtimeRoutes.ts';
import { routes } from '../../src/routes.ts';
import { SETTING_DEFAULTS } from '../../src/settings.ts';
import { readCalendarFile } from './support/calendarFile.ts';
import { apiGet, plainText } from './support/demoApi.ts';
import { builtFiles, metaOf, readPages, servedPath, type PageHead } from './support/builtSite.ts';
import { CUB, GATHERING, LONG_MEMBER } from './support/demoFacts.ts';
import { inLocale } from './support/siteRoutes.ts';
import { ui } from './support/strings.ts';

interface ApiEvent {
  id: number;
  title: string;
  description: string | null;
  location: string | null;
  picture: string | null;
  start_date: string;
  start_time: string | null;
  end_date: string | null;
  end_time: string | null;
  updated_at: string | null;
}

interface ApiFlyParty {
  nome: string;
  data_ora_inizio: string;
}

const PRODUCT_NAME = SETTING_DEFAULTS.PRODUCT_NAME;
const NOT_FOUND_FILES = ['404.html', 'en/404/index.html'];
/** The service worker shows these at the address of a page never read: like not-found, they have no address of their own. */
const OFFLINE_FILES = ['offline/index.html', 'en/offline/index.html'];
const PAGES_SHOWN_AT_ANOTHER_ADDRESS = [...NOT_FOUND_FILES, ...OFFLINE_FILES];

let heads: PageHead[];
let byUrl: Map<string, PageHead>;

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage();
  heads = await readPages(page, await builtFiles('.html'), baseURL!);
  byUrl = new Map(heads.map((head) => [new URL(servedPath(head.file), baseURL).href, head]));
  await page.close();
});

/** Pages that the sweeps below must have read: both homes and a detail page of each kind. */
const KNOWN_PAGES = [
  '/',
  '/en/',
  `/evento/${GATHERING.id}/`,
  `/en/la-flotta/${CUB.id}/`,
  `/chi-siamo/socio/${LONG_MEMBER.id}/`,
];

/**
 * Every built page, once it is clear that the whole site was read: a check
 * over every page passes on an empty list, so an empty or partial read fails here.
 */
function everyPage(baseURL: string | undefined): PageHead[] {
  expect(heads.length).toBeGreaterThan(100);
  for (const path of KNOWN_PAGES) expect(byUrl.has(new URL(path, baseURL).href), `${path} was read`).toBe(true);
  return heads;
}

const headAt = (baseURL: string | undefined, path: string) => {
  const head = byUrl.get(new URL(path, baseURL).href);
  if (!head) throw new Error(`No built page at ${path}`);
  return head;
};

/** The public events, as the demo API lists them. */
const publicEvents = () => apiGet<ApiEvent[]>('/api/eventi/get_eventi_pubblici');

/** Italy's wall clock at an instant: 'YYYY-MM-DD HH:MM'. */
function romeClock(instant: Date): string {
  // Swedish writes a date and time the ISO 8601 way: '2027-06-12 10:00:00'.
  return instant.toLocaleString('sv-SE', { timeZone: 'Europe/Rome' }).slice(0, 16);
}

/** The day after an ISO date. */
const nextDay = (date: string) =>
  new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10) + 1)).toISOString().slice(0, 10);

/**
 * When an event ends, as a visitor would read its card: at the end time (on the
 * end day, or the start day); at the end of a later end day when only that is
 * known; otherwise not said.
 */
function expectedEnd(event: ApiEvent): string | null {
  if (event.end_time) return `${event.end_date ?? event.start_date} ${event.end_time.slice(0, 5)}`;
  if (event.end_date && event.end_date > event.start_date) return `${nextDay(event.end_date)} 00:00`;
  return null;
}

/** The instant of an API date-time (Italian time when it has no offset), to the second. */
function lastChange(updatedAt: string): number {
  const [, local, zone] = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.exec(updatedAt)!;
  if (zone) return new Date(`${local}${zone}`).getTime();
  // Without an offset: the instant whose Italian wall clock reads `local` (one of UTC+1, UTC+2).
  const candidates = [1, 2].map((hours) => new Date(`${local}+0${hours}:00`));
  return candidates.find((instant) => romeClock(instant) === local!.slice(0, 16).replace('T', ' '))!.getTime();
}

/**
 * The one schema.org Event of a built page, checked for what every Event of the site says: its
 * name, its page's canonical URL, a start as an ISO date-time with an offset, and the association
 * as organiser. Returns it with the page's head, and a `where` to name them in a failure.
 */
function eventJsonLdAt(baseURL: string | undefined, path: string, name: string, locale: Locale) {
  const head = headAt(baseURL, path);
  const data = head.jsonLd.filter((item) => (item as { '@type': string })['@type'] === 'Event');
  expect(data, head.file).toHaveLength(1);
  const jsonLd = data[0] as Record<string, any>;
  const where = `${head.file} ${JSON.stringify(jsonLd)}`;
  expect(jsonLd['@context'], where).toBe('https://schema.org');
  expect(jsonLd.name, where).toBe(name);
  expect(jsonLd.url, where).toBe(head.canonical);
  expect(jsonLd.startDate, where).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  expect(jsonLd.organizer, where).toEqual({
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: new URL(inLocale('/', locale), baseURL).href,
  });
  return { head, jsonLd, where };
}

/** Fetches an image URL of the site and returns its real size. */
async function imageSize(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(/^image\//);
  const { width, height } = await sharp(await response.body()).metadata();
  return { width, height, type: response.headers()['content-type'] };
}

test.describe('language and alternates', () => {
  test('every page says its language in <html lang>: Italian at the spec routes, English under /en', ({ baseURL }) => {
    const wrong = everyPage(baseURL)
      .filter((head) => head.lang !== (head.file.startsWith('en/') ? 'en' : 'it'))
      .map((head) => `${head.file}: lang="${head.lang}"`);
    expect(wrong).toEqual([]);
  });

  test('every page but the not-found and offline pages links its Italian, English and x-default versions, and each of them links back the same', ({
    baseURL,
  }) => {
    const problems: string[] = [];
    for (const head of everyPage(baseURL).filter(
      (candidate) => !PAGES_SHOWN_AT_ANOTHER_ADDRESS.includes(candidate.file),
    )) {
      const own = new URL(servedPath(head.file), baseURL).href;
      if (Object.keys(head.alternates).sort().join() !== 'en,it,x-default')
        problems.push(`${head.file}: hreflang ${Object.keys(head.alternates).join()}`);
      if (head.canonical !== own) problems.push(`${head.file}: canonical ${head.canonical}, expected ${own}`);
      if (head.alternates[head.lang] !== own)
        problems.push(`${head.file}: its own hreflang="${head.lang}" is ${head.alternates[head.lang]}`);
      if (head.alternates['x-default'] !== head.alternates.it)
        problems.push(`${head.file}: x-default is not the Italian page`);
      for (const locale of locales) {
        const target = byUrl.get(head.alternates[locale] ?? '');
        if (!target)
          problems.push(
            `${head.file}: hreflang="${locale}" points to ${head.alternates[locale]}, which is not a built page`,
          );
        else if (JSON.stringify(target.alternates) !== JSON.stringify(head.alternates))
          problems.push(`${head.file}: ${target.file} does not link back the same`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the not-found and offline pages have no canonical URL or alternates, and are not indexed', () => {
    for (const file of PAGES_SHOWN_AT_ANOTHER_ADDRESS) {
      const head = heads.find((candidate) => candidate.file === file)!;
      expect(head, file).toMatchObject({ canonical: null, alternates: {}, robots: 'noindex' });
    }
  });

  test('exactly the private and passing pages say noindex: run-time pages, the expired link, the redirects, offline, not found', ({
    baseURL,
  }) => {
    const privateRoutes = [
      ...Object.values(runtimeRoutes),
      routes.linkExpired,
      routes.membersArea,
      routes.shop,
      routes.offline,
    ];
    const expected = [
      ...privateRoutes.flatMap((route) => locales.map((locale) => `${inLocale(route, locale)}/`)),
      '/404.html',
      '/en/404/',
    ].sort();
    const noindex = heads
      .filter((head) => head.robots?.includes('noindex'))
      .map((head) => new URL(servedPath(head.file), baseURL).pathname);
    expect(noindex.sort()).toEqual(expected);
  });
});

test.describe('sitemap and robots.txt', () => {
  test('the sitemap lists every indexable page once, with the alternates the page itself declares', async ({
    request,
    browser,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const page = await browser.newPage();
    const entries = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed XML');
        const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
        const xhtmlNs = 'http://www.w3.org/1999/xhtml';
        return [...doc.getElementsByTagNameNS(sitemapNs, 'url')].map((url) => ({
          loc: url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent ?? '',
          alternates: Object.fromEntries(
            [...url.getElementsByTagNameNS(xhtmlNs, 'link')].map((link) => [
              link.getAttribute('hreflang'),
              link.getAttribute('href'),
            ]),
          ),
        }));
      },
      await response.text(),
    );
    await page.close();

    const indexable = everyPage(baseURL).filter((head) => head.canonical && !head.robots?.includes('noindex'));
    expect(entries.map((entry) => entry.loc).sort()).toEqual(indexable.map((head) => head.canonical!).sort());
    for (const entry of entries) expect(entry.alternates, entry.loc).toEqual(byUrl.get(entry.loc)!.alternates);
    // Both languages, and the detail pages.
    const events = await publicEvents();
    const locs = entries.map((entry) => new URL(entry.loc).pathname);
    expect(locs).toEqual(expect.arrayContaining(KNOWN_PAGES));
    expect(events.map((event) => event.id)).toContain(GATHERING.id);
    for (const event of events)
      expect(locs).toEqual(expect.arrayContaining([`/evento/${event.id}/`, `/en/evento/${event.id}/`]));
  });

  test('robots.txt lets crawlers in and points to the sitemap', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  });
});

test.describe('link previews', () => {
  const pagesWithPhotos = async () => {
    const [member] = await apiGet<Array<{ id: number }>>('/api/utenti/get_member_blog_posts_from_users');
    const [aircraft] = await apiGet<Array<{ id: number }>>('/api/aircrafts/get_aircrafts');
    const [event] = await publicEvents();
    return [
      routes.home,
      routes.ourStory,
      routes.fleet,
      routes.member(String(member!.id)),
      routes.aircraft(String(aircraft!.id)),
      routes.event(String(event!.id)),
    ];
  };

  test('every page has a title and a description of at most 160 characters, the same for previews', ({ baseURL }) => {
    const problems: string[] = [];
    for (const head of everyPage(baseURL)) {
      const description = metaOf(head, 'description') ?? '';
      if (!description || Array.from(description).length > 160)
        problems.push(`${head.file}: description "${description}"`);
      if (metaOf(head, 'og:description') !== description || metaOf(head, 'twitter:description') !== description)
        problems.push(`${head.file}: preview description differs`);
      const title = head.title.replace(`${PRODUCT_NAME} | `, '');
      if (metaOf(head, 'og:title') !== title || metaOf(head, 'twitter:title') !== title)
        problems.push(`${head.file}: preview title is not "${title}"`);
      if (metaOf(head, 'og:site_name') !== PRODUCT_NAME) problems.push(`${head.file}: og:site_name`);
    }
    expect(problems).toEqual([]);
  });

  test("pages with a photo show it in previews: one of the page's own image sizes, at its real size", async ({
    request,
    baseURL,
  }) => {
    for (const route of await pagesWithPhotos()) {
      for (const locale of locales) {
        const path = `${inLocale(route, locale).replace(/\/$/, '')}/`;
        const head = headAt(baseURL, path);
        const image = metaOf(head, 'og:image')!;
        expect(image, path).toMatch(new RegExp(`^${baseURL}/_astro/`));
        expect(metaOf(head, 'twitter:image'), path).toBe(image);
        expect(metaOf(head, 'twitter:card'), path).toBe('summary_large_image');
        expect(metaOf(head, 'og:url'), path).toBe(head.canonical);
        expect(metaOf(head, 'og:locale'), path).toBe(locale === 'it' ? 'it_IT' : 'en_GB');
        expect(head.meta['og:locale:alternate'], path).toEqual([locale === 'it' ? 'en_GB' : 'it_IT']);
        expect(metaOf(head, 'og:image:alt'), path).toBeTruthy();
        // The picture is drawn on the page itself, in one of its sizes.
        const html = await (await request.get(path)).text();
        expect(html, path).toMatch(new RegExp(`srcset="[^"]*${new URL(image).pathname.replace(/[.]/g, '\\.')} \\d+w`));
        const { width, height, type } = await imageSize(request, image);
        expect([width, height, type], path).toEqual([
          Number(metaOf(head, 'og:image:width')),
          Number(metaOf(head, 'og:image:height')),
          metaOf(head, 'og:image:type'),
        ]);
        expect(width, path).toBeGreaterThanOrEqual(600);
      }
    }
  });

  test('pages without a photo of their own show the logo, as a small card', async ({ request, baseURL }) => {
    for (const route of [routes.contact, routes.linkExpired]) {
      const head = headAt(baseURL, `${route}/`);
      expect(metaOf(head, 'twitter:card')).toBe('summary');
      const { width, height } = await imageSize(request, metaOf(head, 'og:image')!);
      expect([width, height]).toEqual([
        Number(metaOf(head, 'og:image:width')),
        Number(metaOf(head, 'og:image:height')),
      ]);
      expect(metaOf(head, 'og:image:alt')).toBe(ui('it', 'meta.logoAlt', { name: PRODUCT_NAME }));
    }
  });
});

test.describe('structured data', () => {
  test('the home page describes the association as an Organization, with its logo', async ({ request, baseURL }) => {
    for (const locale of locales) {
      const head = headAt(baseURL, inLocale('/', locale));
      const organization = head.jsonLd.find(
        (data) => (data as { '@type': string })['@type'] === 'Organization',
      ) as Record<string, string>;
      expect(organization).toMatchObject({ '@context': 'https://schema.org', name: PRODUCT_NAME, url: head.canonical });
      await imageSize(request, organization.logo!);
    }
    const elsewhere = heads.filter(
      (head) =>
        !['index.html', 'en/index.html'].includes(head.file) &&
        head.jsonLd.some((data) => (data as { '@type': string })['@type'] === 'Organization'),
    );
    expect(elsewhere.map((head) => head.file)).toEqual([]);
  });

  test('every event page describes its event: name, start and end in Italian time, place, image, description, organiser', async ({
    request,
    baseURL,
  }) => {
    const events = await publicEvents();
    for (const event of events) {
      for (const locale of locales) {
        const { head, jsonLd, where } = eventJsonLdAt(
          baseURL,
          `${inLocale(routes.event(String(event.id)), locale)}/`,
          event.title,
          locale,
        );
        // The start names the API's Italian wall-clock start.
        expect(romeClock(new Date(jsonLd.startDate)), where).toBe(
          `${event.start_date} ${event.start_time!.slice(0, 5)}`,
        );
        const end = expectedEnd(event);
        if (event.end_time) expect(romeClock(new Date(jsonLd.endDate)), where).toBe(end);
        else if (end) expect(jsonLd.endDate, where).toBe(event.end_date);
        else expect(jsonLd.endDate, where).toBeUndefined();
        expect(jsonLd.location, where).toEqual({ '@type': 'Place', name: event.location, address: event.location });
        expect(jsonLd.description, where).toBe(plainText(event.description));
        expect(jsonLd.image, where).toEqual([metaOf(head, 'og:image')]);
        expect(jsonLd.eventStatus, where).toBe('https://schema.org/EventScheduled');
      }
    }
    const [first] = events;
    const image = (headAt(baseURL, `/evento/${first!.id}/`).jsonLd[0] as { image: string[] }).image[0]!;
    await imageSize(request, image);
  });

  test('the air show page describes the Fly Party as an Event: name, start in Italian time, place, picture, organiser, URL', async ({
    request,
    baseURL,
  }) => {
    const flyParty = await apiGet<ApiFlyParty>('/api/fly_party/get_current_fly_party_info');
    const base = await apiGet<{ titolo: string; titolo_eng: string | null }>(
      '/api/impostazioni/get_sede_operativa_configuration',
    );
    for (const locale of locales) {
      const { jsonLd, where } = eventJsonLdAt(baseURL, `${inLocale(routes.airShow, locale)}/`, flyParty.nome, locale);
      expect(new Date(jsonLd.startDate).getTime(), where).toBe(new Date(flyParty.data_ora_inizio).getTime());
      const place = locale === 'en' ? (base.titolo_eng ?? base.titolo) : base.titolo;
      expect(jsonLd.location, where).toEqual({ '@type': 'Place', name: place, address: place });
      expect(jsonLd.image, where).toHaveLength(1);
      await imageSize(request, jsonLd.image[0]);
    }
  });
});

test.describe('icons and manifest', () => {
  test('every page links an icon, a touch icon and the manifest, and they load', async ({ request, baseURL }) => {
    const wanted = ['icon', 'apple-touch-icon', 'manifest'];
    const linked = new Set<string>();
    for (const head of everyPage(baseURL)) {
      for (const rel of wanted)
        expect(
          head.links.some((link) => link.rel === rel),
          `${head.file} ${rel}`,
        ).toBe(true);
      for (const link of head.links.filter((candidate) => wanted.includes(candidate.rel))) linked.add(link.href);
    }
    for (const href of linked) {
      const response = await request.get(new URL(href, baseURL).href);
      expect(response.status(), href).toBe(200);
    }
  });

  test('the manifest names the site, starts at its home, and its icons have the sizes it declares', async ({
    request,
  }) => {
    const response = await request.get('/site.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: PRODUCT_NAME, start_url: '/', scope: '/', lang: 'it' });
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
      const { width, height, type } = await imageSize(request, icon.src);
      expect(type, icon.src).toContain(icon.type);
      if (icon.sizes !== 'any') expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });
});

test.describe('calendar files', () => {
  /** Fetches and parses a calendar file of the site. */
  async function calendarAt(request: APIRequestContext, path: string) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/calendar');
    return readCalendarFile(await response.text());
  }

  test("each event's .ics file adds that event, in Italian time, with a link to its page in the file's language", async ({
    request,
    baseURL,
  }) => {
    const events = await publicEvents();
    for (const event of events) {
      const uids = new Set<string>();
      for (const locale of locales) {
        const path = `${inLocale(routes.event(String(event.id)), locale)}.ics`;
        const file = await calendarAt(request, path);
        expect(file.events, path).toHaveLength(1);
        const parsed = file.events[0]!;
        expect(parsed, path).toMatchObject({
          summary: event.title,
          location: event.location,
          description: plainText(event.description),
          url: new URL(`${inLocale(routes.event(String(event.id)), locale)}/`, baseURL).href,
          allDay: false,
          timeZone: 'Europe/Rome',
        });
        expect(romeClock(parsed.start), path).toBe(`${event.start_date} ${event.start_time!.slice(0, 5)}`);
        expect(parsed.end ? romeClock(parsed.end) : null, path).toBe(expectedEnd(event));
        if (event.updated_at) expect(parsed.stamp.getTime(), path).toBe(lastChange(event.updated_at));
        uids.add(parsed.uid);
      }
      // The same event keeps the same UID in both languages: importing both never duplicates it.
      expect(uids.size).toBe(1);
    }
  });

  test('the events feed holds every public event once, in the order of the events page, then the Fly Party, named in its language', async ({
    request,
  }) => {
    const events = await publicEvents();
    const flyParty = await apiGet<ApiFlyParty>('/api/fly_party/get_current_fly_party_info');
    for (const locale of locales) {
      const feed = await calendarAt(request, `${inLocale(routes.events, locale)}.ics`);
      expect(feed.name).toBe(ui(locale, 'events.calendarName', { name: PRODUCT_NAME }));
      expect(feed.events.map((event) => event.summary)).toEqual([...events.map((event) => event.title), flyParty.nome]);
      expect(new Set(feed.events.map((event) => event.uid)).size).toBe(events.length + 1);
      const single = await calendarAt(request, `${inLocale(routes.event(String(events[0]!.id)), locale)}.ics`);
      expect(feed.events[0]).toEqual(single.events[0]);
      const edition = await calendarAt(request, `${inLocale(routes.airShow, locale)}.ics`);
      expect(feed.events.at(-1)).toEqual(edition.events[0]);
    }
  });

  test('the air show page offers the Fly Party’s .ics: the edition at its start, linking back to the page', async ({
    page,
    request,
    baseURL,
  }) => {
    const flyParty = await apiGet<ApiFlyParty>('/api/fly_party/get_current_fly_party_info');
    const uids = new Set<string>();
    for (const locale of locales) {
      await page.goto(`${inLocale(routes.airShow, locale)}/`);
      const link = page.getByRole('link', { name: ui(locale, 'events.addToCalendar') });
      await expect(link).toBeVisible();
      const file = await calendarAt(request, (await link.getAttribute('href'))!);
      expect(file.events).toHaveLength(1);
      const [edition] = file.events;
      expect(edition).toMatchObject({
        summary: flyParty.nome,
        url: new URL(`${inLocale(routes.airShow, locale)}/`, baseURL).href,
        timeZone: 'Europe/Rome',
        allDay: false,
      });
      expect(edition!.start.getTime()).toBe(new Date(flyParty.data_ora_inizio).getTime());
      expect(edition!.location).toBeTruthy();
      uids.add(edition!.uid);
    }
    expect(uids.size).toBe(1);
  });

  test('the event page offers its .ics and the events page the feed, both as links a visitor sees', async ({
    page,
    request,
  }) => {
    const [event] = await publicEvents();
    for (const locale of locales) {
      await page.goto(`${inLocale(routes.event(String(event!.id)), locale)}/`);
      const single = page.getByRole('link', { name: ui(locale, 'events.addToCalendar') });
      await expect(single).toBeVisible();
      expect((await calendarAt(request, (await single.getAttribute('href'))!)).events[0]!.summary).toBe(event!.title);

      await page.goto(`${inLocale(routes.events, locale)}/`);
      const feed = page.getByRole('link', { name: ui(locale, 'events.calendarFeed') });
      await expect(feed).toBeVisible();
      const href = (await feed.getAttribute('href'))!;
      expect((await calendarAt(request, href)).name).toBe(ui(locale, 'events.calendarName', { name: PRODUCT_NAME }));
      // Feed readers and browsers find it from the page's head too.
      await expect(page.locator(`head link[rel="alternate"][type="text/calendar"][href="${href}"]`)).toHaveCount(1);
    }
  });
});
