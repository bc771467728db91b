/**
 * What a page downloads and when (issue 6): pages that are read, not used,
 * load no script file; the header's switches load theirs only when the
 * visitor reaches for them, and a click that comes first is not lost; the
 * forms' scripts wait for the first paint; islands that run by themselves wait
 * until the page has loaded; nothing visible moves while a page comes alive.
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
    const toggle = page.getByRole('button', { name: ui('it', 'theme.toggle') });
    await toggle.hover();
    // That island wakes up, the language switch (not reached for) stays as it is.
    await expect(page.locator('astro-island:not([ssr])', { has: toggle })).toHaveCount(1);
    await expect(page.locator('astro-island[client="intent"][ssr]')).toHaveCount(1);
    expect(scripts.some((path) => path.includes('ThemeToggle'))).toBe(true);
    expect(scripts.some((path) => path.includes('LanguageSwitch'))).toBe(false);
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

test.describe('the forms', () => {
  for (const [name, path, script] of [
    ['contact', '/en/contact/', /ContactForm/],
    ['registration', `/en/evento/${PAYMENT_FORM_UUID}/registrazione/`, /EventRegistration/],
  ] as const) {
    test(`${name}: its script starts downloading only after the first paint`, async ({ page }) => {
      await page.goto(path);
      await waitForIslands(page);
      const timing = await page.evaluate((source) => {
        const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime;
        const island = performance.getEntriesByType('resource').find((entry) => new RegExp(source).test(entry.name));
        return { firstPaint, scriptStart: island?.startTime };
      }, script.source);
      expect(timing.firstPaint).toBeGreaterThan(0);
      expect(timing.scriptStart).toBeGreaterThan(timing.firstPaint!);
    });
  }
});

/** The layout shifts the page has had so far that the visitor could see (as CLS counts them). */
function visibleShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

/** Delays the requests matching `pattern`, as a slow connection or server would. */
async function delay(page: Page, pattern: string, ms: number) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('nothing moves while a page comes alive @phone', () => {
  test('the registration form: the fields arrive from the API after the first paint', async ({ page }) => {
    await delay(page, '**/api/eventi/**', 700);
    await page.goto(`/evento/${PAYMENT_FORM_UUID}/registrazione/`);
    await expect(page.locator('form.live-form')).toBeVisible();
    expect(await visibleShift(page)).toBeLessThan(0.01);
  });

  test('a member: the photo arrives after the first paint', async ({ page }) => {
    await delay(page, '**/_astro/*.webp', 700);
    await page.goto(`/chi-siamo/socio/${await firstId('/api/utenti/get_member_blog_posts_from_users')}/`);
    await expect
      .poll(() =>
        page.locator('.member__photo').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    expect(await visibleShift(page)).toBeLessThan(0.01);
  });

  test('an aircraft: the tabs are in place before their script runs', async ({ page }) => {
    // Where the first panel and the gallery are once the HTML is parsed, before any module script has run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top;
        (window as unknown as { parsedAt: unknown }).parsedAt = [top('.tabs__panel'), top('.gallery')];
      });
    });
    await page.goto(`/la-flotta/${await firstId('/api/aircrafts/get_aircrafts')}/`);
    await waitForIslands(page);
    await expect(page.getByRole('tab').first()).toBeVisible();
    const parsedAt = await page.evaluate(() => (window as unknown as { parsedAt: number[] }).parsedAt);
    const now = await page.evaluate(() =>
      ['.tabs__panel', '.gallery'].map((selector) => document.querySelector(selector)!.getBoundingClientRect().top),
    );
    expect(parsedAt).toEqual(now);
    expect(await visibleShift(page)).toBeLessThan(0.01);
  });
});
