/**
 * Content pages are whole in their HTML: with JavaScript off every page shows
 * its title and text, and nothing waits hidden for a script (scroll
 * animations, the events' "load more", tabs).
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, visibleText } from './support/demoApi.ts';
import { HOME, LONG_MEMBER } from './support/demoFacts.ts';
import { detailPages, inLocale, staticPages, type DetailKind } from './support/siteRoutes.ts';

test.use({ javaScriptEnabled: false });

async function expectWholePage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.ok(), path).toBe(true);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect((await main.innerText()).trim().length, path).toBeGreaterThan(0);
  // Nothing in the page is left transparent or hidden for a script to reveal.
  const waiting = await main.evaluate(
    (element) =>
      Array.from(
        element.querySelectorAll<HTMLElement>('[data-aos], .card, .rich-text, [role="tabpanel"], section'),
      ).filter((node) => {
        const style = getComputedStyle(node);
        return node.hidden || style.opacity !== '1' || style.visibility === 'hidden' || style.display === 'none';
      }).length,
  );
  expect(waiting, path).toBe(0);
}

for (const locale of ['it', 'en'] as const) {
  test.describe(`without JavaScript (${locale})`, () => {
    test('every static page shows its title and text', async ({ page }) => {
      for (const route of staticPages) await expectWholePage(page, inLocale(route, locale));
    });

    for (const kind of ['member', 'aircraft', 'event'] as DetailKind[]) {
      test(`${kind} pages show their title and text`, async ({ page }) => {
        for (const route of await detailPages(kind)) await expectWholePage(page, inLocale(route, locale));
      });
    }

    test('the home page shows its title and description', async ({ page }) => {
      const home = await apiGet('/api/impostazioni/get_home_configuration');
      const title: string = locale === 'it' ? home.titolo : home.titolo_eng;
      const description = visibleText(locale === 'it' ? home.descrizione : home.descrizione_eng);
      expect(title).toBe(HOME.title[locale]);
      expect(description.startsWith(HOME.descriptionStart[locale]), description).toBe(true);
      await page.goto(inLocale('/', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME.title[locale]);
      await expect(page.locator('.home-hero__description')).toContainText(HOME.descriptionStart[locale]);
      await expect(page.locator('.home-hero__description')).toContainText(description.slice(0, 40));
    });

    test('a member page shows the whole description', async ({ page }) => {
      // The member with the longest description, whose end is out of view until scrolled.
      const member = await apiGet(`/api/utenti/get_member_blog_post/${LONG_MEMBER.id}`);
      const text = visibleText(member.descrizione_socio);
      expect(text.endsWith(LONG_MEMBER.descriptionEnd), text).toBe(true);
      await page.goto(inLocale(`/chi-siamo/socio/${LONG_MEMBER.id}/`, locale));
      await expect(page.locator('.member__description')).toContainText(LONG_MEMBER.descriptionStart);
      await expect(page.locator('.member__description')).toContainText(LONG_MEMBER.descriptionEnd);
      await expect(page.locator('.member__description')).toContainText(text.slice(-40));
    });
  });
}

test('an unknown English path gets the not-found page in English as well as in Italian', async ({ page }) => {
  // The host serves the one 404.html for every unknown path; only a script could tell the languages apart.
  for (const path of ['/en/unknown/', '/en/evento/42/altro']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle('Fly Party | Pagina non trovata · Page not found');
    const english = page.locator('main [lang="en"]');
    await expect(english.getByRole('heading', { level: 2 })).toHaveText('This page does not exist');
    await expect(english.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en/');
    const italian = page.locator('main [lang="it"]');
    await expect(italian.getByRole('heading', { level: 1 })).toHaveText('Questa pagina non esiste');
    await expect(italian.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  }
});
