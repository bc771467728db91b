/**
 * Reading without a network, through the service worker (src/scripts/serviceWorker.ts), on the real
 * build: a page read before opens offline, the first page read too (it came before the worker); a page
 * never read shows the offline page in the language of its address, with links to the pages saved on
 * the device in that language. The worker is registered only once the page has loaded, keeps nothing
 * from another origin (the API), and breaks no policy. Every wait is on a condition: the worker in
 * control of the page, a page in its cache.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/locales.ts';
import { routes } from '../../src/routes.ts';
import { watchProblems } from './support/pageProblems.ts';
import { ui } from './support/strings.ts';

// The rest of the suite blocks the worker (playwright.config.ts); these journeys are about it.
test.use({ serviceWorkers: 'allow' });

const path = (route: string, locale: Locale) => localizedPath(route, locale, '/');

/** Waits until the worker controls the page (it claims the page that registered it as soon as it is active). */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Waits until the worker has kept a page in its cache. */
async function waitUntilSaved(page: Page, address: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, address), { message: address })
    .toBe(true);
}

/** Every address in the site's caches. */
function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) addresses.push(request.url);
    return addresses;
  });
}

/** Problems that no page may have, online or not: a policy violation or an uncaught exception. (Offline, a picture never loaded fails to load, which the console reports as an error.) */
const policyAndScriptProblems = (problems: string[]) =>
  problems.filter((problem) => problem.startsWith('CSP') || problem.startsWith('uncaught'));

for (const locale of ['it', 'en'] as const) {
  const other: Locale = locale === 'it' ? 'en' : 'it';

  test(`offline (${locale}): pages read before open, a page never read shows the offline page with the saved pages`, async ({
    page,
    context,
  }) => {
    const problems = await watchProblems(page);
    const home = path(routes.home, locale);
    const library = path(routes.library, locale);
    const neverRead = path(routes.fleet, locale);

    const titleOf = async () => (await page.title()).split(' | ').slice(1).join(' | ');
    await page.goto(home);
    const homeTitle = await titleOf();
    await waitForWorker(page);
    // The first page came before the worker: the registration hands it over to be kept.
    await waitUntilSaved(page, home);
    await page.goto(library);
    const libraryTitle = await titleOf();
    const libraryHeading = await page.getByRole('heading', { level: 1 }).textContent();
    const hero = page.locator('main img').first();
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await waitUntilSaved(page, library);
    // A page of the other language, read too: the offline page lists only its own language's.
    await page.goto(path(routes.ourStory, other));
    await waitUntilSaved(page, path(routes.ourStory, other));

    await context.setOffline(true);

    await page.goto(library);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(libraryHeading!);
    // Its picture, read online, comes from the worker's cache.
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(libraryHeading!);
    await page.goto(home);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('main')).not.toContainText(ui(locale, 'offline.title'));

    await page.goto(neverRead);
    // At the address asked for, so that "Try again" opens it once the network is back.
    expect(new URL(page.url()).pathname).toBe(neverRead);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui(locale, 'offline.title'));
    const retry = page.getByRole('link', { name: ui(locale, 'offline.retry') });
    expect(await retry.evaluate((link: HTMLAnchorElement) => new URL(link.href).pathname)).toBe(neverRead);
    await expect(page.locator('main').getByRole('link', { name: ui(locale, 'common.backHome') })).toHaveAttribute(
      'href',
      home,
    );
    const saved = page.getByRole('region', { name: ui(locale, 'offline.savedTitle') });
    // Most recently read first, by title.
    await expect(saved.getByRole('link')).toHaveText([libraryTitle, homeTitle]);
    await expect(saved.getByRole('link', { name: libraryTitle })).toHaveAttribute('href', library);
    await saved.getByRole('link', { name: libraryTitle }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(libraryHeading!);
    expect(new URL(page.url()).pathname).toBe(library);

    // Back online, the live page: network first.
    await context.setOffline(false);
    await page.goto(neverRead);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ui(locale, 'offline.title'));

    const origin = new URL(page.url()).origin;
    const cached = await cachedAddresses(page);
    expect(cached.length).toBeGreaterThan(0);
    // Nothing from the API (another origin) or anywhere else.
    expect(cached.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(policyAndScriptProblems(problems)).toEqual([]);
  });
}

test('the worker is registered once the page has loaded, for the site’s base path, and breaks no policy', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const register = Reflect.get<ServiceWorkerContainer, 'register'>(ServiceWorkerContainer.prototype, 'register');
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
      (window as unknown as { registeredWhen: string }).registeredWhen = document.readyState;
      return register.apply(this, args);
    };
  });
  const problems = await watchProblems(page);
  await page.goto(path(routes.events, 'en'));
  await waitForWorker(page);
  expect(await page.evaluate(() => (window as unknown as { registeredWhen: string }).registeredWhen)).toBe('complete');
  const registration = await page.evaluate(async () => {
    const { scope, active } = await navigator.serviceWorker.ready;
    return { scope, script: active?.scriptURL };
  });
  const origin = new URL(page.url()).origin;
  expect(registration).toEqual({ scope: `${origin}/`, script: `${origin}/sw.js` });
  expect(problems).toEqual([]);
});
