/**
 * What another site on the same origin can leave in localStorage (every repository of a GitHub
 * project page shares `<owner>.github.io`): whatever is stored, a page moves to its other-language
 * version at most once, and only for one of our languages.
 */
import { expect, test, type Page } from '@playwright/test';

/** Stores `value` as the saved language before the first page of the test runs (once: later loads see what the site did). */
async function storeLocaleOnce(page: Page, value: string): Promise<void> {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('test:seeded')) return;
    sessionStorage.setItem('test:seeded', '1');
    localStorage.setItem('locale', stored);
  }, value);
}

/** Counts the documents the tab loads from now on. */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}

const cases: Array<{ stored: string; open: string; lands: string }> = [
  { stored: 'EN', open: '/la-flotta/', lands: '/en/la-flotta/' },
  { stored: 'EN', open: '/en/la-flotta/', lands: '/en/la-flotta/' },
  { stored: 'En', open: '/', lands: '/en/' },
  { stored: 'IT', open: '/en/eventi/', lands: '/eventi/' },
  { stored: 'IT', open: '/eventi/', lands: '/eventi/' },
  { stored: 'x-default', open: '/', lands: '/' },
  { stored: 'x-default', open: '/en/', lands: '/en/' },
  { stored: '', open: '/en/contact/', lands: '/en/contact/' },
  { stored: 'fr', open: '/en/contact/', lands: '/en/contact/' },
];

for (const { stored, open, lands } of cases) {
  test(`a stored language ${JSON.stringify(stored)} on ${open}: the visitor reads ${lands}, after at most one move`, async ({
    page,
  }) => {
    await storeLocaleOnce(page, stored);
    const documents = countDocuments(page);
    await page.goto(open);
    await expect(page).toHaveURL((url) => url.pathname === lands);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // A page that moved to itself would have loaded hundreds of documents by now.
    expect(documents()).toBe(open === lands ? 1 : 2);
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === lands);
    expect(documents()).toBe(open === lands ? 2 : 3);
  });
}

test('with storage throwing on access, pages open where asked, in the dark theme', async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  const documents = countDocuments(page);
  await page.goto('/en/la-flotta/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(documents()).toBe(1);
});
