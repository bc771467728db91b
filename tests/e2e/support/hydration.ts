import type { Page } from '@playwright/test';

/** Waits until every island on the page has hydrated (Astro removes `ssr` from <astro-island> then). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}
