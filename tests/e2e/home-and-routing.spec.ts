import { expect, test } from '@playwright/test';
import { apiGet } from './support/demoApi.ts';

test.describe('home video', () => {
  test('opens in a dialog and plays, pauses on Escape, and returns focus to the button; the file loads only on request', async ({
    page,
  }) => {
    const home = await apiGet('/api/impostazioni/get_home_configuration');
    const videoFile = String(home.video).split('/').pop()!;
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(videoFile)) videoRequests.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);

    const play = page.getByRole('link', { name: 'Guarda il video' });
    const dialog = page.getByRole('dialog', { name: 'Video di presentazione' });
    await expect(dialog).toBeHidden();
    await play.click();
    await expect(dialog).toBeVisible();
    // Located without its role: a closed dialog has none.
    const video = page.locator('[data-video-dialog] video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
      .toBe(true);
    expect(videoRequests.length).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The dialog's close event, which pauses the video, is a task of its own: poll rather than read once.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(play).toBeFocused();
  });

  test('closes on a click outside the video and with its close button (English)', async ({ page }) => {
    await page.goto('/en/');
    const play = page.getByRole('link', { name: 'Watch the video' });
    const dialog = page.getByRole('dialog', { name: 'Presentation video' });
    await play.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => page.locator('[data-video-dialog] video').evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(true);
    await expect(play).toBeFocused();

    await play.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the video' }).click();
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
  });

  test('loads the background at once, with high priority, sized so nothing shifts', async ({ page }) => {
    await page.goto('/');
    const background = page.locator('.home-hero__background');
    await expect(background).toHaveAttribute('loading', 'eager');
    await expect(background).toHaveAttribute('fetchpriority', 'high');
    await expect(background).toHaveAttribute('width', /^\d+$/);
    await expect(background).toHaveAttribute('height', /^\d+$/);
    await expect(background).toHaveAttribute('srcset', /\.webp \d+w/);
  });
});

test.describe('not found', () => {
  test('answers an unknown path with the Italian not-found page and a link home', async ({ page }) => {
    const response = await page.goto('/questa-pagina-non-esiste/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questa pagina non esiste');
    await expect(page.getByRole('img', { name: /biplano/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna alla home', exact: true })).toHaveAttribute('href', '/');
  });

  test('answers an unknown English path in English, keeping the address', async ({ page }) => {
    await page.goto('/en/no-such-page/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/en\/no-such-page\/$/);
    await expect(page.getByRole('link', { name: 'Back to home', exact: true })).toHaveAttribute('href', '/en/');
  });

  test('answers an unknown member or aircraft with the not-found page', async ({ page }) => {
    expect((await page.goto('/chi-siamo/socio/99999/'))?.status()).toBe(404);
    expect((await page.goto('/la-flotta/99999/'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questa pagina non esiste');
  });
});

test.describe('external sites', () => {
  for (const { path, host, label } of [
    { path: '/area_riservata/', host: 'https://soci.flyparty.example.org/', label: 'Area riservata' },
    { path: '/shop/', host: 'https://shop.flyparty.example.org/', label: 'Shop' },
  ]) {
    for (const prefix of ['', '/en']) {
      test(`${prefix}${path} sends the browser to ${host}`, async ({ page }) => {
        await page.route(`${host}**`, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>external</title>' }),
        );
        await page.goto(`${prefix}${path}`);
        await page.waitForURL(host);
        await expect(page).toHaveTitle('external');
      });
    }

    test(`the header and menu link to ${label}'s site directly`, async ({ page }) => {
      await page.goto('/');
      // The shop link is in the phone menu only, so it is found whether shown or not.
      const link = page.locator('#site-menu a', { hasText: new RegExp(`^${label}$`) });
      await expect(link).toHaveAttribute('href', host);
    });
  }
});
