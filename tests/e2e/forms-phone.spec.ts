/** The live forms at phone width: one column, nothing wider than the screen, the send button in reach. */
import { expect, test } from '@playwright/test';
import { PAYMENT_FORM_UUID } from '../../scripts/demo-api/fixtures.ts';
import { waitForIslands } from './support/hydration.ts';
import { ui } from './support/strings.ts';

for (const [name, path, sendKey] of [
  ['contact form', '/contact/', 'contact.send'],
  ['registration form', `/en/evento/${PAYMENT_FORM_UUID}/registrazione/`, 'eventForm.send'],
] as const) {
  test(`the ${name} fits a phone screen @phone`, async ({ page }) => {
    await page.goto(path);
    await waitForIslands(page);
    const locale = path.startsWith('/en/') ? 'en' : 'it';
    const send = page.getByRole('button', { name: ui(locale, sendKey) });
    await expect(send).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    const lefts = await page
      .locator('.live-form__grid > .form-field')
      .evaluateAll((fields) => fields.map((field) => field.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBe(1);
    await send.scrollIntoViewIfNeeded();
    await expect(send).toBeInViewport();
  });
}
