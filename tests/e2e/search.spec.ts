/**
 * Site search (Pagefind) as a visitor uses it, in both languages: reached
 * from the header, finds aircraft, events and members in the page's language,
 * keeps the query in the address, shows what the index holds as text only,
 * and costs nothing to the pages that are not the search page.
 */
import { gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { apiGet } from './support/demoApi.ts';
import { ddmmyyyy } from './support/format.ts';
import { watchProblems } from './support/pageProblems.ts';
import { inLocale } from './support/siteRoutes.ts';
import { ui } from './support/strings.ts';

interface Aircraft {
  id: number;
  name: string;
}
interface Member {
  id: number;
  nome: string;
  cognome: string;
}
interface ApiEvent {
  id: number;
  title: string;
  start_date: string;
}

const searchPage = (locale: Locale, query?: string) =>
  inLocale('/cerca/', locale) + (query === undefined ? '' : `?q=${encodeURIComponent(query)}`);

/** The results list, once a search has finished. */
async function results(page: Page) {
  await expect(page.locator('[data-site-search]')).toHaveAttribute('data-state', 'done');
  return page.locator('[data-search-results] > li');
}

/** Types a query into the search box as a visitor would. */
async function type(page: Page, locale: Locale, query: string) {
  const box = page.getByRole('searchbox', { name: ui(locale, 'search.label') });
  await box.fill('');
  await box.pressSequentially(query);
}

/** The result whose title links to `name`. */
const result = (page: Page, name: string) =>
  page.locator('[data-search-results] > li').filter({ has: page.getByRole('link', { name, exact: true }) });

for (const locale of ['it', 'en'] as const) {
  test.describe(`search (${locale})`, () => {
    test('the header leads to the search page, titled as such', async ({ page }) => {
      await page.goto(inLocale('/la-flotta/', locale));
      await page
        .locator('header')
        .getByRole('link', { name: ui(locale, 'nav.search') })
        .click();
      await expect(page).toHaveURL(new RegExp(`${searchPage(locale).replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui(locale, 'route.search'));
      await expect(page).toHaveTitle(new RegExp(`\\| ${ui(locale, 'route.search')}$`));
    });

    test('finds an aircraft by its name', async ({ page }) => {
      const [aircraft] = await apiGet<Aircraft[]>('/api/aircrafts/get_aircrafts');
      await page.goto(searchPage(locale));
      await type(page, locale, aircraft!.name);
      await results(page);
      const found = result(page, aircraft!.name);
      await expect(found).toHaveCount(1);
      await expect(found.getByRole('link')).toHaveAttribute('href', inLocale(`/la-flotta/${aircraft!.id}/`, locale));
      await expect(found.locator('.search-result__kind')).toHaveText(ui(locale, 'search.kind.aircraft'));
      await expect(found.locator('.search-result__excerpt mark').first()).toBeVisible();
    });

    test('finds an event by a word of its title, and shows its date', async ({ page }) => {
      const events = await apiGet<ApiEvent[]>('/api/eventi/get_eventi_pubblici');
      // The longest word of any event's title: a word few other pages share.
      const [event, word] = events
        .flatMap((item) => item.title.split(/[\s:,.]+/).map((w) => [item, w] as const))
        .sort(([, a], [, b]) => b.length - a.length)[0]!;
      await page.goto(searchPage(locale));
      await type(page, locale, word);
      await results(page);
      const found = result(page, event.title);
      await expect(found).toHaveCount(1);
      await expect(found.getByRole('link')).toHaveAttribute('href', inLocale(`/evento/${event.id}/`, locale));
      await expect(found.locator('.search-result__kind')).toHaveText(
        `${ui(locale, 'search.kind.event')} · ${ddmmyyyy(event.start_date)}`,
      );
      await expect(found.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
    });

    test('finds a member by surname', async ({ page }) => {
      const members = await apiGet<Member[]>('/api/utenti/get_member_blog_posts_from_users');
      const member = members.at(-1)!;
      await page.goto(searchPage(locale));
      await type(page, locale, member.cognome);
      await results(page);
      const found = result(page, `${member.nome} ${member.cognome}`);
      await expect(found).toHaveCount(1);
      await expect(found.getByRole('link')).toHaveAttribute('href', inLocale(`/chi-siamo/socio/${member.id}/`, locale));
      await expect(found.locator('.search-result__kind')).toHaveText(ui(locale, 'search.kind.member'));
      // The member's page itself, not the members list that shows the name too.
      await expect(page.locator(`[data-search-results] a[href="${inLocale('/chi-siamo/soci/', locale)}"]`)).toHaveCount(
        0,
      );
    });

    test(`gives ${locale === 'en' ? 'English' : 'Italian'} pages only`, async ({ page }) => {
      await page.goto(searchPage(locale, 'Cub'));
      const list = await results(page);
      expect(await list.count()).toBeGreaterThan(2);
      const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      const english = hrefs.filter((href) => href.startsWith('/en/'));
      expect(english).toHaveLength(locale === 'en' ? hrefs.length : 0);
    });

    test('takes the query from the address, and the back button brings the search back', async ({ page }) => {
      const [aircraft] = await apiGet<Aircraft[]>('/api/aircrafts/get_aircrafts');
      await page.goto(searchPage(locale, aircraft!.name));
      const box = page.getByRole('searchbox', { name: ui(locale, 'search.label') });
      await expect(box).toHaveValue(aircraft!.name);
      await results(page);
      await expect(result(page, aircraft!.name)).toHaveCount(1);

      // A new search: the address follows, and a result can be opened and left again.
      await type(page, locale, 'Ferrari');
      await expect(page).toHaveURL(/\?q=Ferrari$/);
      await box.press('Enter');
      await results(page);
      await page.locator('[data-search-results] a').first().click();
      await expect(page).not.toHaveURL(/cerca/);
      await page.goBack();
      await expect(box).toHaveValue('Ferrari');
      await expect((await results(page)).first()).toBeVisible();
      // And back again to the search the page was opened with.
      await page.goBack();
      await expect(box).toHaveValue(aircraft!.name);
      await expect(result(page, aircraft!.name)).toHaveCount(1);
    });

    test('shows what the index holds as text: hostile markup in a title or excerpt stays inert', async ({ page }) => {
      const problems = await watchProblems(page);
      const [aircraft] = await apiGet<Aircraft[]>('/api/aircrafts/get_aircrafts');
      const hostileTitle = `${aircraft!.name} <img src=x onerror="window.__searchXss=1">`;
      const hostileWord = '<img/src=x/onerror=window.__searchXss=2>';
      // The aircraft's record in the index, as if the API had sent markup as text: Pagefind keeps a
      // page's title as it found it, and its text, markup-like characters and all.
      await page.route('**/pagefind/fragment/*', async (route) => {
        const response = await route.fetch();
        const raw = Buffer.from(await response.body());
        const text = (raw.subarray(0, 12).toString() === 'pagefind_dcd' ? raw : gunzipSync(raw)).toString('utf8');
        const fragment = JSON.parse(text.slice('pagefind_dcd'.length));
        if (fragment.url === inLocale(`/la-flotta/${aircraft!.id}/`, locale)) {
          fragment.meta.title = hostileTitle;
          const words = fragment.content.split(' ');
          words[0] = hostileWord;
          fragment.content = words.join(' ');
        }
        await route.fulfill({ response, body: `pagefind_dcd${JSON.stringify(fragment)}` });
      });
      await page.goto(searchPage(locale, aircraft!.name));
      await results(page);
      const found = result(page, hostileTitle);
      await expect(found).toHaveCount(1);
      await expect(found.locator('.search-result__excerpt')).toContainText(hostileWord);
      await expect(page.locator('[data-search-results] :is(img, script, iframe, [onerror])')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __searchXss?: number }).__searchXss)).toBeUndefined();
      expect(problems).toEqual([]);
    });

    test('shows the sanitised text of a hostile API description, and nothing of its markup', async ({ page }) => {
      // The library's Italian description carries a script, an onerror image and a javascript: link (demo API).
      const problems = await watchProblems(page);
      await page.goto(searchPage(locale, locale === 'it' ? 'catalogo' : 'library'));
      await results(page);
      await expect(result(page, ui(locale, 'nav.library'))).toHaveCount(1);
      await expect(page.locator('[data-search-results] :is(img, script, iframe, [onerror])')).toHaveCount(0);
      await expect(page.locator('[data-search-results] a[href^="javascript:"]')).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    test('no other page downloads anything of the search', async ({ page }) => {
      const searchFiles: string[] = [];
      page.on('response', async (response) => {
        const url = response.url();
        if (url.includes('/pagefind/')) searchFiles.push(url);
        else if (/\.m?js$/.test(new URL(url).pathname)) {
          const code = await response.text().catch(() => '');
          if (code.includes('pagefind')) searchFiles.push(url);
        }
      });
      const [member] = await apiGet<Member[]>('/api/utenti/get_member_blog_posts_from_users');
      for (const route of ['/', '/eventi/', '/la-flotta/1/', `/chi-siamo/socio/${member!.id}/`, '/contact/']) {
        await page.goto(inLocale(route, locale));
        await page
          .locator('header')
          .getByRole('link', { name: ui(locale, 'nav.search') })
          .hover();
        await page.waitForLoadState('networkidle');
      }
      expect(searchFiles).toEqual([]);
      // The check does see the search page's files.
      await page.goto(searchPage(locale, 'Cub'));
      await results(page);
      expect(searchFiles.length).toBeGreaterThan(0);
    });
  });

  test.describe(`search without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('says that search needs JavaScript and links to the events, the fleet and the members', async ({ page }) => {
      await page.goto(searchPage(locale, 'Cub'));
      // Text locators skip <noscript>; its content is ordinary elements when scripting is off.
      const message = page.locator('main noscript');
      await expect(message.locator('p')).toHaveText(ui(locale, 'search.noscript'));
      await expect(message.locator('p')).toBeVisible();
      await expect(page.getByRole('searchbox')).toBeHidden();
      const links = await message
        .locator('a')
        .evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
      expect(links).toEqual([
        [ui(locale, 'nav.events'), inLocale('/eventi/', locale)],
        [ui(locale, 'nav.fleet'), inLocale('/la-flotta/', locale)],
        [ui(locale, 'nav.members'), inLocale('/chi-siamo/soci/', locale)],
      ]);
    });
  });
}

test.describe('search in the mobile menu @phone', () => {
  test('the slide-in menu has the search', async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.locator('#site-menu').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/cerca\/$/);
  });
});
