/**
 * axe (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every page, in both
 * languages and both themes, once its islands have hydrated. Motion is reduced
 * so scroll animations never leave content mid-fade while axe reads colours.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './support/hydration.ts';
import { detailPages, inLocale, staticPages, type DetailKind } from './support/siteRoutes.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

test.use({ reducedMotion: 'reduce' });

/** The violations axe finds on a page in each theme, as readable lines (empty when there are none). */
async function violations(page: Page, path: string, ready?: (page: Page) => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await page.goto(path);
    await page.evaluate((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await waitForIslands(page);
    await ready?.(page);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    for (const violation of results.violations) {
      found.push(
        `${path} [${theme}] ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    }
  }
  return found;
}

for (const locale of ['it', 'en'] as const) {
  test.describe(`accessibility (${locale})`, () => {
    for (const route of staticPages) {
      test(`${inLocale(route, locale)} has no WCAG A/AA violation in either theme`, async ({ page }) => {
        expect(await violations(page, inLocale(route, locale))).toEqual([]);
      });
    }

    for (const kind of ['member', 'aircraft', 'event'] as DetailKind[]) {
      test(`${kind} pages have no WCAG A/AA violation in either theme`, async ({ page }) => {
        test.slow();
        const found: string[] = [];
        for (const route of await detailPages(kind)) found.push(...(await violations(page, inLocale(route, locale))));
        expect(found).toEqual([]);
      });
    }

    test('the search page with its results has no WCAG A/AA violation in either theme', async ({ page }) => {
      const showsResults = async (searching: Page) => {
        await expect(searching.locator('[data-site-search]')).toHaveAttribute('data-state', 'done');
        await expect(searching.locator('[data-search-results] mark').first()).toBeVisible();
      };
      expect(await violations(page, inLocale('/cerca/?q=Cub', locale), showsResults)).toEqual([]);
    });

    test('the not-found page has no WCAG A/AA violation in either theme', async ({ page }) => {
      expect(await violations(page, inLocale('/no-such-page/', locale))).toEqual([]);
    });
  });
}
