import { expect, test, type Page } from '@playwright/test';

/** aos's default scroll throttle (the site keeps it). */
const AOS_THROTTLE_MS = 99;

/**
 * Scrolls so that the fifth card's place (its layout box, before the fade's shift) starts `above` pixels above the
 * bottom of the window, and returns once the page has handled that scroll. aos reads the position in a throttled
 * scroll handler whose last call waits on a timer: running the page's clock past the throttle delay makes that call
 * happen, so what aos decides for this position is settled without waiting on the wall clock.
 */
async function placeCard(page: Page, above: number) {
  await page.evaluate(
    (distance) =>
      new Promise<void>((resolve) => {
        let top = 0;
        for (
          let node = document.querySelectorAll<HTMLElement>('main .card')[4] ?? null;
          node;
          node = node.offsetParent as HTMLElement | null
        )
          top += node.offsetTop;
        // aos registered its listener first, so it has run (or set its timer) when this one does.
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top: top - window.innerHeight + distance, behavior: 'instant' });
      }),
    above,
  );
  await page.clock.runFor(AOS_THROTTLE_MS + 1);
}

test.describe('scroll animations', () => {
  test('cards fade in once, 120px after they enter the window, over 600ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/la-flotta/');
    const card = page.locator('main .card').nth(4);
    await expect(card).toHaveClass(/aos-init/);
    await expect(page.locator('body')).toHaveAttribute('data-aos-duration', '600');
    await expect(card).not.toHaveClass(/aos-animate/);
    await expect.poll(() => card.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await expect(page.locator('html')).toHaveClass(/aos-ready/);

    await placeCard(page, 100);
    await expect(card).not.toHaveClass(/aos-animate/);
    await placeCard(page, 140);
    await expect(card).toHaveClass(/aos-animate/);
    await expect.poll(() => card.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');

    // Once: scrolling away does not hide it again.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), { once: true });
          window.scrollTo({ top: 0, behavior: 'instant' });
        }),
    );
    await page.clock.runFor(AOS_THROTTLE_MS + 1);
    await expect(card).toHaveClass(/aos-animate/);
  });

  test.describe('for visitors who prefer reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('are off: every card is simply there', async ({ page }) => {
      await page.goto('/la-flotta/');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main .card').first()).toBeVisible();
      await expectCardsWithoutAnimation(page);
    });
  });

  test('are off on phones @phone', async ({ page }) => {
    await page.goto('/la-flotta/');
    await page.waitForLoadState('networkidle');
    await expectCardsWithoutAnimation(page);
  });
});

/** No card is prepared for the fade-in, and the last one, far below the fold, is fully shown. */
async function expectCardsWithoutAnimation(page: Page): Promise<void> {
  await expect(page.locator('.aos-init')).toHaveCount(0);
  expect(
    await page
      .locator('main .card')
      .last()
      .evaluate((element) => getComputedStyle(element).opacity),
  ).toBe('1');
}
