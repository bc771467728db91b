/**
 * What a page downloads and when (issue 6): pages that are read, not used,
 * load no script file; the header's switches load theirs only when the
 * visitor reaches for them, and a click that comes first is not lost; islands
 * that run by themselves wait until the page has loaded; nothing visible moves
 * while a page comes alive.
 */
import { expect, test, type Page } from '@playwright/test';
import { PAYMENT_FORM_UUID } from '../../scripts/demo-api/fixtures.ts';
import { apiGet } from './support/demoApi.ts';
import { waitForIslands } from './support/hydration.ts';
import { ui } from './support/strings.ts';

/** Records the script files (not inline scripts) the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Holds back the island scripts until `release` is called, as a slow connection would. */
async function holdIslandScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const firstId = async (path: string) => String((await apiGet<Array<{ id: number }>>(path))[0]!.id);

test.describe('pages that are read, not used', () => {
  test('load no script file until the visitor reaches for a switch', async ({ page }) => {
    const pages = [
      '/',
      '/chi-siamo/la-nostra-storia/',
      `/evento/${await firstId('/api/eventi/get_eventi_pubblici')}/`,
      `/en/chi-siamo/socio/${await firstId('/api/utenti/get_member_blog_posts_from_users')}/`,
      '/en/sede_operativa/',
    ];
    for (const path of pages) {
      const scripts = recordScripts(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(scripts, path).toEqual([]);
    }
  });

  test('with cards, on a phone, load only the small scroll-animation starter, not aos @phone', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/eventi/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeLessThanOrEqual(1);
    expect(scripts.join()).not.toMatch(/aos|client|react/i);
  });
});

test.describe('header switches', () => {
  test('download their JavaScript when the pointer reaches them', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/la-flotta/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /ThemeToggle|LanguageSwitch/.test(path))).toEqual([]);
    await page.getByRole('button', { name: ui('it', 'theme.toggle') }).hover();
    await expect(page.locator('astro-island[client="intent"][ssr]')).toHaveCount(0);
    expect(scripts.some((path) => path.includes('ThemeToggle'))).toBe(true);
  });

  test('a click on the theme switch before its script arrives still switches the theme', async ({ page }) => {
    await page.goto('/chi-siamo/la-nostra-storia/');
    const release = await holdIslandScripts(page);
    const toggle = page.getByRole('button', { name: ui('it', 'theme.toggle') });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('a click on the language switch before its script arrives still remembers the language', async ({ page }) => {
    await page.goto('/chi-siamo/la-nostra-storia/');
    const release = await holdIslandScripts(page);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/chi-siamo\/la-nostra-storia\/$/);
    release();
    await expect(page).toHaveURL(/\/en\/chi-siamo\/la-nostra-storia\/$/);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
  });

  test('the theme switch says the light theme is on before it has hydrated', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('darkMode', 'false'));
    await page.goto('/en/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('astro-island[client="intent"][ssr]')).toHaveCount(2);
    const toggle = page.getByRole('button', { name: ui('en', 'theme.toggle') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle.locator('.theme-toggle__icon--light')).toBeVisible();
    await expect(toggle.locator('.theme-toggle__icon--dark')).toBeHidden();
  });
});

test('the countdown starts only once the page has loaded', async ({ page }) => {
  const order: string[] = [];
  page.on('load', () => order.push('load'));
  page.on('request', (request) => {
    if (/Countdown/.test(request.url())) order.push('countdown');
  });
  await page.goto('/air_show/');
  await waitForIslands(page);
  await expect(page.locator('.countdown__value[data-unit="seconds"]')).not.toHaveText('--');
  expect(order).toEqual(['load', 'countdown']);
});

/** The layout shifts the page has had so far that the visitor could see (as CLS counts them). */
function visibleShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

test.describe('nothing moves while a page comes alive @phone', () => {
  test('aircraft, member and registration pages', async ({ page }) => {
    const pages: Array<[string, () => Promise<void>]> = [
      [`/la-flotta/${await firstId('/api/aircrafts/get_aircrafts')}/`, () => expect(page.getByRole('tab').first()).toBeVisible()],
      [`/chi-siamo/socio/${await firstId('/api/utenti/get_member_blog_posts_from_users')}/`, () => expect(page.locator('.member__photo')).toBeVisible()],
      // Reached through the 404.html hand-off, then the fields arrive from the API.
      [`/evento/${PAYMENT_FORM_UUID}/registrazione/`, () => expect(page.locator('form.live-form')).toBeVisible()],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await ready();
      await page.waitForLoadState('networkidle');
      await waitForIslands(page);
      expect(await visibleShift(page), path).toBeLessThan(0.01);
    }
  });
});
