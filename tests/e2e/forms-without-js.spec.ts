/** Without JavaScript the form pages still show their content and say what the form needs, with no dead form or endless spinner. */
import { expect, test } from '@playwright/test';
import { PAYMENT_FORM_UUID } from '../../scripts/demo-api/fixtures.ts';
import { ui } from './support/strings.ts';

test.use({ javaScriptEnabled: false });

test('the contact page shows its heading and says the form needs JavaScript', async ({ page }) => {
  await page.goto('/en/contact/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('en', 'contact.heading'));
  await expect(page.getByText(ui('en', 'contact.subtext'))).toBeVisible();
  // Text locators skip <noscript>; its paragraph is an ordinary element when scripting is off.
  await expect(page.locator('main noscript p')).toHaveText(ui('en', 'contact.noscript'));
  await expect(page.locator('main noscript p')).toBeVisible();
  await expect(page.getByRole('button', { name: ui('en', 'contact.send') })).toBeHidden();
});

test('the registration page says the form needs JavaScript instead of loading forever', async ({ page }) => {
  await page.goto(`/evento/_/registrazione/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('it', 'route.eventForm'));
  await expect(page.locator('main noscript p')).toHaveText(ui('it', 'eventForm.noscript'));
  await expect(page.locator('main noscript p')).toBeVisible();
  await expect(page.getByText(ui('it', 'loading.title'))).toBeHidden();
  // A real link needs the 404.html hand-off, which is JavaScript too: the not-found page answers.
  await page.goto(`/evento/${PAYMENT_FORM_UUID}/registrazione/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('it', 'notFound.text'));
});
