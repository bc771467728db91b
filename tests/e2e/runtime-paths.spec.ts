/**
 * The three paths that carry a run-time value (a contact id, a form link's
 * uuid) open directly and survive a reload on every kind of host: astro
 * preview, a plain static host that answers unknown paths with 404.html (as
 * GitHub Pages does), and a host that applies the build's `_redirects`. Every
 * other unknown path still gets the not-found page, in its language.
 */
import { expect, test, type Page } from '@playwright/test';
import { FREE_FORM_UUID, PAYMENT_FORM_UUID } from '../../scripts/demo-api/fixtures.ts';
import { apiGet } from './support/demoApi.ts';
import { waitForIslands } from './support/hydration.ts';
import { startStaticHost, type StaticHost } from '../../scripts/lib/staticHost.ts';
import { ui } from './support/strings.ts';

// `status`: what the host answers for a run-time path; 404 means 404.html handed it on.
const hosts = [
  { name: 'astro preview', start: async () => undefined, status: 404 },
  { name: 'a static host serving 404.html', start: () => startStaticHost(), status: 404 },
  { name: 'a static host applying _redirects', start: () => startStaticHost({ rewrites: true }), status: 200 },
] as const;

const eventTitle = async (uuid: string) =>
  (await apiGet<{ title: string }>(`/api/eventi/confirm_valid_form_url/${uuid}`)).title;

/** Opens `url`, checks the page, reloads it, checks again: the address never changes. */
async function openAndReload(page: Page, url: string, status: number, check: () => Promise<void>) {
  for (const load of [() => page.goto(url), () => page.reload()]) {
    const response = await load();
    expect(response?.status()).toBe(status);
    await check();
    await expect(page).toHaveURL(url);
  }
}

for (const host of hosts) {
  test.describe(`run-time paths on ${host.name}`, () => {
    let server: StaticHost | undefined;
    let origin = '';
    test.beforeAll(async ({ baseURL }) => {
      server = await host.start();
      origin = server?.url ?? baseURL!;
    });
    test.afterAll(() => server?.close());

    test('the contact confirmation shows the request number from its address', async ({ page }) => {
      await openAndReload(page, `${origin}/contact-success/17/`, host.status, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('it', 'contact.successHeading'));
        await expect(page.getByText(ui('it', 'contact.successNumber', { id: 17 }))).toBeVisible();
      });
      await openAndReload(page, `${origin}/en/contact-success/4711`, host.status, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('en', 'contact.successHeading'));
        await expect(page.getByText(ui('en', 'contact.successNumber', { id: 4711 }))).toBeVisible();
      });
    });

    test('the contact confirmation prints no text from its address that is not a request number', async ({ page }) => {
      const planted = 'CHIAMA IL +39 333 0000000';
      await openAndReload(page, `${origin}/contact-success/${encodeURIComponent(planted)}/`, host.status, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('it', 'contact.successHeading'));
        await expect(page.getByText(ui('it', 'contact.successText'))).toBeVisible();
        await expect(page.locator('main')).not.toContainText('CHIAMA');
        await expect(page.locator('[data-request-number]')).toBeHidden();
      });
    });

    test('the registration form opens from its link and keeps the uuid across languages', async ({ page }) => {
      const title = await eventTitle(PAYMENT_FORM_UUID);
      await openAndReload(page, `${origin}/en/evento/${PAYMENT_FORM_UUID}/registrazione/`, host.status, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('en', 'eventForm.heading', { title }));
      });
      await waitForIslands(page);
      const italian = page.getByRole('link', { name: 'Italiano' });
      await expect(italian).toHaveAttribute('href', `/evento/${PAYMENT_FORM_UUID}/registrazione/`);
      await italian.click();
      await expect(page).toHaveURL(`${origin}/evento/${PAYMENT_FORM_UUID}/registrazione/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('it', 'eventForm.heading', { title }));
    });

    test('a visitor who chose English is taken to the English form, uuid included', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('locale', 'en'));
      const title = await eventTitle(PAYMENT_FORM_UUID);
      await page.goto(`${origin}/evento/${PAYMENT_FORM_UUID}/registrazione/`);
      await expect(page).toHaveURL(`${origin}/en/evento/${PAYMENT_FORM_UUID}/registrazione/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('en', 'eventForm.heading', { title }));
    });

    test('the form-sent page opens directly, with or without the final slash', async ({ page }) => {
      for (const url of [
        `${origin}/evento/${FREE_FORM_UUID}/success`,
        `${origin}/en/evento/${FREE_FORM_UUID}/success/`,
      ]) {
        const locale = url.includes('/en/') ? 'en' : 'it';
        await openAndReload(page, url, host.status, async () => {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui(locale, 'eventForm.successHeading'));
          await expect(page.getByRole('main').getByRole('link', { name: ui(locale, 'common.backHome') })).toBeVisible();
        });
      }
    });

    test('any other unknown path gets the not-found page, in its language', async ({ page }) => {
      for (const [path, locale] of [
        [`/evento/${PAYMENT_FORM_UUID}/registrazione/extra/`, 'it'],
        ['/contact-success/', 'it'],
        ['/pagina-che-non-esiste/', 'it'],
        [`/en/evento/${PAYMENT_FORM_UUID}/altro/`, 'en'],
      ] as const) {
        const response = await page.goto(`${origin}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui(locale, 'notFound.text'));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
      }
    });
  });
}

test('the build writes rewrite rules for the three run-time paths in both languages', async ({ request, baseURL }) => {
  // astro preview serves dist/ as it is, _redirects included.
  const rules = await (await request.get(`${baseURL}/_redirects`)).text();
  for (const line of [
    '/contact-success/:value/ /contact-success/_/ 200',
    '/en/evento/:value/registrazione/ /en/evento/_/registrazione/ 200',
    '/evento/:value/success /evento/_/success/ 200',
  ]) {
    expect(rules.split('\n')).toContain(line);
  }
});
