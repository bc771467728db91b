import { expect, test, type Page } from '@playwright/test';

/** Scrolls so that the fifth card's place (its layout box, before the fade's shift) starts `above` pixels above the bottom of the window. */
async function placeCard(page: Page, above: number) {
  await page.evaluate((distance) => {
    let top = 0;
    for (
      let node = document.querySelectorAll<HTMLElement>('main .card')[4] ?? null;
      node;
      node = node.offsetParent as HTMLElement | null
    )
      top += node.offsetTop;
    window.scrollTo(0, top - window.innerHeight + distance);
  }, above);
}

test.describe('scroll animations', () => {
  test('cards fade in once, 120px after they enter the window, over 600ms', async ({ page }) => {
    await page.goto('/la-flotta/');
    const card = page.locator('main .card').nth(4);
    await expect(card).toHaveClass(/aos-init/);
    await expect(page.locator('body')).toHaveAttribute('data-aos-duration', '600');
    await expect(card).not.toHaveClass(/aos-animate/);
    await expect.poll(() => card.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await expect(page.locator('html')).toHaveClass(/aos-ready/);

    await placeCard(page, 100);
    await page.waitForTimeout(300);
    await expect(card).not.toHaveClass(/aos-animate/);
    await placeCard(page, 140);
    await expect(card).toHaveClass(/aos-animate/);
    await expect.poll(() => card.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');

    // Once: scrolling away does not hide it again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await expect(card).toHaveClass(/aos-animate/);
  });

  test.describe('for visitors who prefer reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('are off: every card is simply there', async ({ page }) => {
      await page.goto('/la-flotta/');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main .card').first()).toBeVisible();
      await expect(page.locator('.aos-init')).toHaveCount(0);
      expect(
        await page
          .locator('main .card')
          .last()
          .evaluate((element) => getComputedStyle(element).opacity),
      ).toBe('1');
    });
  });

  test('are off on phones @phone', async ({ page }) => {
    await page.goto('/la-flotta/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.aos-init')).toHaveCount(0);
    expect(
      await page
        .locator('main .card')
        .last()
        .evaluate((element) => getComputedStyle(element).opacity),
    ).toBe('1');
  });
});
