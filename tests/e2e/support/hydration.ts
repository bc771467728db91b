import { expect, type Page } from '@playwright/test';

/**
 * Waits until every island that hydrates by itself has hydrated (Astro removes
 * `ssr` from <astro-island> then). `client:intent` islands (the header's
 * switches) wait for the visitor to reach for them, and are not waited for.
 * `client:settled` islands hydrate only once the page has settled *and* they are
 * on screen: on a slow machine a test may have scrolled past one before the page
 * settled, so each waiting island is brought into view, as a reader would.
 */
export async function waitForIslands(page: Page): Promise<void> {
  const waiting = page.locator('astro-island[ssr]:not([client="intent"])');
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          const island = document.querySelector(
            'astro-island[ssr][client="settled"], astro-island[ssr][client="visible"]',
          );
          // An island's own box may be empty (display: contents): look at what it holds.
          const target = island?.firstElementChild ?? island;
          if (!target) return;
          const box = target.getBoundingClientRect();
          if (box.bottom <= 0 || box.top >= innerHeight) target.scrollIntoView({ block: 'center' });
        });
        return waiting.count();
      },
      { timeout: 20_000 },
    )
    .toBe(0);
}
