import type { Page } from '@playwright/test';

/**
 * Waits until every island that hydrates by itself has hydrated (Astro removes
 * `ssr` from <astro-island> then). `client:intent` islands (the header's
 * switches) wait for the visitor to reach for them, and are not waited for.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]:not([client="intent"])').length === 0);
}
