import { expect, test } from '@playwright/test';
import { apiGet, visibleText } from './support/demoApi.ts';
import { waitForIslands } from './support/hydration.ts';

test.describe('home page', () => {
  test('shows the Italian home content at /', async ({ page }) => {
    const home = await apiGet('/api/impostazioni/get_home_configuration');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page).toHaveTitle('Fly Party | Home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visibleText(home.titolo));
    await expect(page.locator('.home-hero__description')).toContainText(visibleText(home.descrizione).slice(0, 40));
  });

  test('shows the English home content at /en/', async ({ page }) => {
    const home = await apiGet('/api/impostazioni/get_home_configuration');
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visibleText(home.titolo_eng));
    await expect(page.locator('.home-hero__description')).toContainText(visibleText(home.descrizione_eng).slice(0, 40));
    await expect(page.getByRole('link', { name: 'Events' }).first()).toHaveAttribute('href', '/en/eventi/');
  });
});

test.describe('language switch', () => {
  test('switches to English, and a later visit to an Italian page opens in English', async ({ page }) => {
    await page.goto('/la-flotta/');
    await waitForIslands(page);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/la-flotta\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(page).toHaveURL(/\/en\/la-flotta\/$/);

    await page.goto('/chi-siamo/soci/');
    await expect(page).toHaveURL(/\/en\/chi-siamo\/soci\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await waitForIslands(page);
    await page.getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/\/chi-siamo\/soci\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.goto('/en/');
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test.describe('theme', () => {
  test('is dark by default, and the light choice survives a reload without a flash', async ({ page }) => {
    await page.addInitScript(() => {
      // Record the theme at the moment <body> first exists, i.e. before the first paint.
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { themeAtFirstBody: string }).themeAtFirstBody =
            document.documentElement.dataset.theme ?? '';
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await waitForIslands(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const toggle = page.getByRole('button', { name: 'Tema scuro' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtFirstBody: string }).themeAtFirstBody)).toBe(
      'light',
    );
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Tema scuro' })).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(lightBackground);

    await page.goto('/en/eventi/');
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('header navigation', () => {
  test('opens a dropdown by keyboard and closes it with Escape', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    const aboutUs = header.locator('summary', { hasText: 'Chi siamo' });
    await aboutUs.focus();
    await page.keyboard.press('Enter');
    const ourStory = header.getByRole('link', { name: 'La nostra storia' });
    await expect(ourStory).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(ourStory).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ourStory).toBeHidden();
    await expect(aboutUs).toBeFocused();
  });

  test('closes an open dropdown on a click outside, and keeps one open at a time', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    await header.locator('summary', { hasText: 'Informazioni' }).click();
    await expect(header.getByRole('link', { name: 'Biblioteca' })).toBeVisible();
    await header.locator('summary', { hasText: 'Fly Party' }).click();
    await expect(header.getByRole('link', { name: 'Biblioteca' })).toBeHidden();
    const schedule = header.getByRole('link', { name: 'Programma di volo' });
    await expect(schedule).toHaveAttribute('href', '/fly_party/programma_volo_fly_party/');
    await page.locator('main').click({ position: { x: 5, y: 300 } });
    await expect(schedule).toBeHidden();
  });

  test('links the members area and the organisation chart directly', async ({ page }) => {
    const site = await apiGet('/api/impostazioni/get_site_configuration');
    await page.goto('/');
    await expect(page.locator('header').getByRole('link', { name: 'Area riservata' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await page.locator('summary', { hasText: 'Chi siamo' }).click();
    const orgChart = page.locator('header').getByRole('link', { name: /Organigramma/ });
    await expect(orgChart).toHaveAttribute('target', '_blank');
    expect(await orgChart.getAttribute('href')).toContain(String(site.organigramma).replace(/^\/?/, ''));
  });
});

test.describe('mobile menu @phone', () => {
  test('opens, closes with Escape and with a click outside', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Shop' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
  });

  test('sends the flight schedule entry to the flight schedule', async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.locator('#site-menu');
    await menu.locator('summary', { hasText: 'Fly Party' }).click();
    await menu.getByRole('link', { name: 'Flight schedule' }).click();
    await expect(page).toHaveURL(/\/en\/fly_party\/programma_volo_fly_party\/$/);
  });
});

test.describe('footer', () => {
  test('shows the three logos, the link columns, the social links and the legal links', async ({ page }) => {
    await page.goto('/en/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('img')).toHaveCount(3);
    await expect(footer.getByRole('link', { name: /Facebook|Instagram|YouTube/ })).toHaveCount(3);
    await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Fly Party`);
  });
});
