/**
 * Accessibility of the live forms: axe finds no WCAG 2.1 A/AA violation on
 * either form, in either language and theme, nor with their messages showing
 * (field errors, toast, required-field dialog), nor on their confirmations.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { FREE_FORM_UUID, PAYMENT_FORM_UUID } from '../../scripts/demo-api/fixtures.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { waitForIslands } from './support/hydration.ts';
import { ui } from './support/strings.ts';

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

async function useTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
}

for (const locale of ['it', 'en'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`the contact form is accessible (${locale}, ${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(`${prefix(locale)}/contact/`);
      await waitForIslands(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoViolations(page);
    });

    test(`the registration form is accessible (${locale}, ${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(`${prefix(locale)}/evento/${PAYMENT_FORM_UUID}/registrazione/`);
      await expect(page.getByRole('button', { name: ui(locale, 'eventForm.send') })).toBeVisible();
      await expectNoViolations(page);
    });
  }
}

test('the contact form stays accessible with its errors and toast showing', async ({ page }) => {
  await useTheme(page, 'light');
  await page.goto('/contact/');
  await waitForIslands(page);
  await page.getByRole('button', { name: ui('it', 'contact.send') }).click();
  await expect(page.getByText(ui('it', 'contact.errorRequired')).first()).toBeVisible();
  await expectNoViolations(page);

  await page.getByLabel(new RegExp(`^${ui('it', 'contact.firstName')}`)).fill('Anna');
  await page.getByLabel(new RegExp(`^${ui('it', 'contact.lastName')}`)).fill('Neri');
  await page.getByLabel(new RegExp(`^${ui('it', 'contact.email')}`)).fill('anna@example.org');
  await page.getByLabel(ui('it', 'contact.membership')).check();
  await page.getByRole('button', { name: ui('it', 'contact.send') }).click();
  await expect(page.getByRole('alert')).toHaveText(ui('it', 'toast.reasonRequired'));
  await expectNoViolations(page);
});

test('the registration form stays accessible with the required-field dialog open', async ({ page }) => {
  await page.goto(`/en/evento/${PAYMENT_FORM_UUID}/registrazione/`);
  await page.getByRole('button', { name: ui('en', 'eventForm.send') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page);
});

test('the confirmations are accessible', async ({ page }) => {
  for (const path of ['/contact-success/17/', `/en/evento/${FREE_FORM_UUID}/success/`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  }
});

for (const theme of ['dark', 'light'] as const) {
  test(`the sending notices and the "send again?" dialog are accessible (${theme})`, async ({ page, context }) => {
    await useTheme(page, theme);
    // The request never leaves the browser: the page sees a network error, the API stores nothing.
    await page.route('**/api/contacts/send_new_contact_request', (route) => route.abort('connectionreset'));
    await page.goto('/en/contact/');
    await waitForIslands(page);
    await page.getByLabel(new RegExp(`^${ui('en', 'contact.firstName')}`)).fill('Anna');
    await page.getByLabel(new RegExp(`^${ui('en', 'contact.lastName')}`)).fill('Neri');
    await page.getByLabel(new RegExp(`^${ui('en', 'contact.email')}`)).fill('anna@example.org');
    await page.getByLabel(new RegExp(`^${ui('en', 'contact.message')}`)).fill('Hello');
    const send = page.getByRole('button', { name: ui('en', 'contact.send') });
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: ui('en', 'sending.unconfirmed') })).toBeVisible();
    await expectNoViolations(page);

    await send.click();
    await expect(page.getByRole('dialog', { name: ui('en', 'sending.resendTitle') })).toBeVisible();
    await expectNoViolations(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: ui('en', 'sending.resend') }).click();
    await expect(page.getByText(ui('en', 'sending.waitingForNetwork'))).toBeVisible();
    await expectNoViolations(page);
  });
}
