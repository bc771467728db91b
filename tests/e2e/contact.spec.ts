/**
 * The contact form against the demo API: what a visitor types is what the API
 * stores, field by field; a missing reason or a failing API leaves the visitor
 * with a toast and everything typed.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import type { UiKey } from '../../src/i18n/t.ts';
import { ui as t } from './support/strings.ts';
import { apiGet } from './support/demoApi.ts';
import { addFault, removeFaults } from './support/faults.ts';
import {
  expectStillSendingNotice,
  colourOf,
  expectToastLasted,
  fieldByLabel,
  isRed,
  pauseClock,
  tabTo,
  uniqueTag,
} from './support/forms.ts';
import { waitForIslands } from './support/hydration.ts';
import type { ContactRecord } from '../../scripts/demo-api/store.ts';

const CONTACT_PATH = '/api/contacts/send_new_contact_request';

// One test at a time: the fault switches below act on the whole demo API, and
// only this file sends contact requests.
test.describe.configure({ mode: 'default' });
test.afterEach(() => removeFaults([CONTACT_PATH]));

const storedContacts = () => apiGet<ContactRecord[]>('/__demo/contacts');
/** The stored requests of one visitor. */
const storedFor = async (email: string) => (await storedContacts()).filter((contact) => contact.email === email).length;

function visitor() {
  const tag = uniqueTag();
  return {
    nome: 'Anna',
    cognome: `Neri ${tag}`,
    organizzazione: 'Aeroclub di Casale',
    email: `anna.${tag}@example.org`,
    telefono: '+39 333 123 4567',
    message: `Vorrei visitare l'hangar (${tag})`,
    reason: `Volo su un Piper J-3 dal 1998 (${tag})`,
  };
}

/** The form's controls, found by their labels in `locale`. */
function contactForm(page: Page, locale: Locale) {
  const field = (key: UiKey) => fieldByLabel(page, t(locale, key));
  return {
    nome: field('contact.firstName'),
    cognome: field('contact.lastName'),
    organizzazione: field('contact.organisation'),
    email: field('contact.email'),
    telefono: field('contact.phone'),
    membership: field('contact.membership'),
    message: field('contact.message'),
    reason: field('contact.reason'),
    send: page.getByRole('button', { name: t(locale, 'contact.send') }),
  };
}

async function openContact(page: Page, locale: Locale) {
  await page.goto(locale === 'it' ? '/contact/' : '/en/contact/');
  await waitForIslands(page);
  return contactForm(page, locale);
}

type Visitor = ReturnType<typeof visitor>;
type ContactForm = ReturnType<typeof contactForm>;

async function fillVisitor(form: ContactForm, person: Visitor) {
  await form.nome.fill(person.nome);
  await form.cognome.fill(person.cognome);
  await form.organizzazione.fill(person.organizzazione);
  await form.email.fill(person.email);
  await form.telefono.fill(person.telefono);
  await form.message.fill(person.message);
}

/** The contact page in `locale`, filled in by a new visitor (message included, membership not ticked). */
async function filledContact(page: Page, locale: Locale) {
  const person = visitor();
  const form = await openContact(page, locale);
  await fillVisitor(form, person);
  return { person, form };
}

/** The visitor's details as the API stores them (the request's other fields depend on the membership box). */
const detailsOf = ({ nome, cognome, organizzazione, email, telefono }: Visitor) => ({
  nome,
  cognome,
  organizzazione,
  email,
  telefono,
});

/** Checks that the form still shows the visitor's details as typed. */
async function expectDetailsKept(form: ContactForm, person: Visitor) {
  await expect(form.nome).toHaveValue(person.nome);
  await expect(form.cognome).toHaveValue(person.cognome);
  await expect(form.organizzazione).toHaveValue(person.organizzazione);
  await expect(form.email).toHaveValue(person.email);
  await expect(form.telefono).toHaveValue(person.telefono);
}

/** Waits for the confirmation page (`timeout` ms at most, by default the assertions' own) and returns the contact id in its address. */
async function confirmationId(page: Page, locale: Locale, timeout?: number): Promise<number> {
  await expect(page).toHaveURL(locale === 'it' ? /\/contact-success\/\d+\/$/ : /\/en\/contact-success\/\d+\/$/, {
    timeout,
  });
  const id = Number(/contact-success\/(\d+)\//.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'contact.successHeading'));
  await expect(page.getByText(t(locale, 'contact.successNumber', { id }))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: t(locale, 'common.backHome') })).toHaveAttribute(
    'href',
    locale === 'it' ? '/' : '/en/',
  );
  return id;
}

/** Waits for the confirmation page; then, how many requests the API holds from the visitor. */
async function confirmedCount(page: Page, locale: Locale, person: Visitor, timeout?: number): Promise<number> {
  await confirmationId(page, locale, timeout);
  return storedFor(person.email);
}

test('a contact request reaches the API exactly as typed, and the visitor sees its number', async ({ page }) => {
  const person = visitor();
  const form = await openContact(page, 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('it', 'contact.heading'));
  await expect(form.nome).toHaveAttribute('placeholder', t('it', 'contact.firstNamePlaceholder'));
  await expect(form.send).toHaveText('Invia');
  await fillVisitor(form, person);
  const notFoundHops: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFoundHops.push(response.url());
  });
  await form.send.click();

  const id = await confirmationId(page, 'it');
  // The form goes straight to the pre-rendered confirmation, not through the host's 404.html.
  expect(notFoundHops).toEqual([]);
  const stored = (await storedContacts()).find((contact) => contact.id === id);
  expect(stored).toMatchObject({
    ...detailsOf(person),
    message: person.message,
    iscrizione: false,
    motivo_iscrizione: '',
  });
});

test('ticking the membership box swaps the message for a required reason, which is what gets sent', async ({
  page,
}) => {
  const { person, form } = await filledContact(page, 'en');
  await form.membership.check();
  await expect(form.message).toHaveCount(0);
  await expect(form.reason).toBeVisible();
  await expect(form.reason).toHaveAttribute('required', '');
  await expect(page.locator('label', { hasText: t('en', 'contact.reason') }).locator('.required-mark')).toBeVisible();
  await form.reason.fill(person.reason);
  await form.send.click();

  const id = await confirmationId(page, 'en');
  const stored = (await storedContacts()).find((contact) => contact.id === id);
  expect(stored).toMatchObject({
    ...detailsOf(person),
    message: '',
    iscrizione: true,
    motivo_iscrizione: person.reason,
  });
});

test('a missing membership reason shows a red toast for 5 seconds at the bottom right and sends nothing', async ({
  page,
}) => {
  const before = (await storedContacts()).length;
  await page.clock.install();
  const { person, form } = await filledContact(page, 'it');
  await form.membership.check();
  await pauseClock(page);
  await form.send.click();

  const toast = page.getByRole('alert').filter({ hasText: 'Il motivo della richiesta di iscrizione è obbligatorio' });
  await expect(toast).toBeVisible();
  expect(isRed(await colourOf(toast.locator('.toast'), 'background-color'))).toBe(true);
  const box = (await toast.locator('.toast').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
  await expect(form.reason).toBeFocused();
  await expectToastLasted(page, 5000);
  await expect(page).toHaveURL(/\/contact\/$/);
  expect((await storedContacts()).length).toBe(before);

  // The same form in English: the tab's draft brings back what was typed, the ticked box included.
  await page.goto('/en/contact/');
  await waitForIslands(page);
  const english = contactForm(page, 'en');
  await expect(english.nome).toHaveValue(person.nome);
  await expect(english.membership).toBeChecked();
  await english.send.click();
  await expect(page.getByRole('alert')).toHaveText('The reason for the request for membership is mandatory');
});

test('empty required fields and a malformed email are pointed out before anything is sent', async ({ page }) => {
  const before = (await storedContacts()).length;
  const form = await openContact(page, 'en');
  for (const control of [form.nome, form.cognome, form.email, form.message]) {
    await expect(
      page
        .locator('label', { has: page.locator('.required-mark') })
        .and(page.locator(`[for="${await control.getAttribute('id')}"]`)),
    ).toHaveCount(1);
  }
  await expect(page.locator('.required-mark')).toHaveCount(4);
  expect(isRed(await colourOf(page.locator('.required-mark').first(), 'color'))).toBe(true);
  await form.send.click();
  await expect(form.nome).toBeFocused();
  for (const control of [form.nome, form.cognome, form.email, form.message]) {
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(t('en', 'contact.errorRequired'));
  }
  await form.nome.fill('Anna');
  await form.cognome.fill('Neri');
  await form.email.fill('anna@example');
  await form.message.fill('Ciao');
  await form.send.click();
  await expect(form.email).toBeFocused();
  await expect(form.email).toHaveAccessibleDescription(t('en', 'contact.errorEmail'));
  await expect(form.nome).not.toHaveAttribute('aria-invalid', 'true');
  expect((await storedContacts()).length).toBe(before);
});

test('when the API refuses, a red toast says so for 5 seconds and everything typed stays', async ({ page }) => {
  await page.clock.install();
  const { person, form } = await filledContact(page, 'en');
  await addFault({ path: CONTACT_PATH, mode: 'status', status: 500, times: 1 });
  await pauseClock(page);
  await form.send.click();

  await expect(page.getByRole('alert')).toHaveText('Contact request not successful');
  await expect(page).toHaveURL(/\/en\/contact\/$/);
  await expectDetailsKept(form, person);
  await expect(form.message).toHaveValue(person.message);
  await expect(form.send).toHaveText('Send');
  await expectToastLasted(page, 5000);
  expect((await storedContacts()).some((contact) => contact.email === person.email)).toBe(false);

  // A refusal is not a doubt: the next press sends at once, without retyping or a question.
  await form.send.click();
  const id = await confirmationId(page, 'en');
  expect((await storedContacts()).find((contact) => contact.id === id)).toMatchObject({
    email: person.email,
    message: person.message,
  });
});

test('the Italian failure toast, on a 503', async ({ page }) => {
  const { person, form } = await filledContact(page, 'it');
  await addFault({ path: CONTACT_PATH, mode: 'status', status: 503, times: 1 });
  await form.send.click();
  await expect(page.getByRole('alert')).toHaveText(t('it', 'toast.contactFailed'));
  await expect(form.email).toHaveValue(person.email);
});

test('while sending, the button shows progress and a second press sends nothing more', async ({ page }) => {
  const { person, form } = await filledContact(page, 'it');
  await addFault({ path: CONTACT_PATH, mode: 'delay', delayMs: 1500, times: 1 });
  await form.send.click();
  const busy = page.getByRole('button', { name: t('it', 'contact.sending') });
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  // A visitor pressing again: the button only looks disabled (aria-disabled), so the click does reach it.
  await busy.click({ force: true });
  await page.keyboard.press('Enter');
  expect(await confirmedCount(page, 'it', person)).toBe(1);
});

for (const locale of ['it', 'en'] as const) {
  test(`right below the send button, a line in ${locale} says what the details are for and links to the privacy notice`, async ({
    page,
  }) => {
    const form = await openContact(page, locale);
    const line = page.getByText(t(locale, 'contact.privacyNote'));
    await expect(line).toHaveText(`${t(locale, 'contact.privacyNote')} ${t(locale, 'contact.privacyLink')}`);
    await expect(line.getByRole('link', { name: t(locale, 'contact.privacyLink') })).toHaveAttribute(
      'href',
      'https://example.org/privacy/',
    );
    const button = (await form.send.boundingBox())!;
    const note = (await line.boundingBox())!;
    expect(note.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(note.y - (button.y + button.height)).toBeLessThan(48);
  });
}

test('a keyboard alone fills in and sends the form, membership included', async ({ page }) => {
  const person = visitor();
  const form = await openContact(page, 'it');
  await tabTo(page, form.nome);
  for (const value of [person.nome, person.cognome, person.organizzazione, person.email, person.telefono]) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(form.membership).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(form.reason).toBeFocused();
  await page.keyboard.type(person.reason);
  await page.keyboard.press('Tab');
  await expect(form.send).toBeFocused();
  await page.keyboard.press('Enter');

  const id = await confirmationId(page, 'it');
  expect((await storedContacts()).find((contact) => contact.id === id)).toMatchObject({
    ...detailsOf(person),
    iscrizione: true,
    motivo_iscrizione: person.reason,
  });
});

test.describe('on a slow, broken or absent link', () => {
  test('a late answer: "still sending" after 10 s, never "failed", and one request stored however often the visitor presses', async ({
    page,
  }) => {
    await page.clock.install();
    const { person, form } = await filledContact(page, 'it');
    // The API stores at once and answers 5 s later (real time); the page's own clock is the test's.
    await addFault({ path: CONTACT_PATH, mode: 'late', delayMs: 5000, times: 1 });
    await pauseClock(page);
    await form.send.click();
    await expect.poll(() => storedFor(person.email)).toBe(1);

    const busy = page.getByRole('button', { name: t('it', 'contact.sending') });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    // Still sending well past the 20 s the form used to give up at: no failure, the button still busy.
    await expectStillSendingNotice(page, t('it', 'sending.slow'), t('it', 'toast.contactFailed'));
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await busy.click({ force: true });
    await page.keyboard.press('Enter');

    // The answer leaves the API 5 s (real time) after the send, which began only moments before these
    // presses: as long as an assertion waits by default, so the confirmation gets the time the answer takes.
    expect(await confirmedCount(page, 'it', person, 15_000)).toBe(1);
  });

  test('an answer without CORS headers: "could not confirm", everything kept, and a second send is confirmed first', async ({
    page,
  }) => {
    const { person, form } = await filledContact(page, 'en');
    await addFault({ path: CONTACT_PATH, mode: 'no-cors', times: 1 });
    await form.send.click();

    const unconfirmed = page.getByRole('alert').filter({ hasText: t('en', 'sending.unconfirmed') });
    await expect(unconfirmed).toBeVisible();
    await expect(page.getByText(t('en', 'toast.contactFailed'))).toHaveCount(0);
    await expect(form.send).toHaveText(t('en', 'contact.send'));
    await expect(form.email).toHaveValue(person.email);
    await expect(form.message).toHaveValue(person.message);
    expect(await storedFor(person.email)).toBe(1);

    // The doubt survives a reload, with the draft.
    await page.reload();
    await waitForIslands(page);
    await expect(unconfirmed).toBeVisible();
    await expect(form.message).toHaveValue(person.message);

    const dialog = page.getByRole('dialog', { name: t('en', 'sending.resendTitle') });
    await form.send.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(t('en', 'sending.resendText'));
    await expect(dialog.getByRole('button', { name: t('en', 'sending.dontResend') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await form.send.click();
    await dialog.getByRole('button', { name: t('en', 'sending.dontResend') }).click();
    await expect(dialog).toBeHidden();
    expect(await storedFor(person.email)).toBe(1);

    // The visitor chooses to send again, knowing it may arrive twice.
    await form.send.click();
    await dialog.getByRole('button', { name: t('en', 'sending.resend') }).click();
    expect(await confirmedCount(page, 'en', person)).toBe(2);
  });

  test('offline: the form says the connection is missing, keeps everything, and sends exactly once when it is back', async ({
    page,
    context,
  }) => {
    const { person, form } = await filledContact(page, 'it');
    await context.setOffline(true);
    await form.send.click();
    await expect(page.getByText(t('it', 'sending.waitingForNetwork'))).toBeVisible();
    await form.send.click();
    await expect(form.nome).toHaveValue(person.nome);
    await expect(form.message).toHaveValue(person.message);
    expect(await storedFor(person.email)).toBe(0);

    await context.setOffline(false);
    expect(await confirmedCount(page, 'it', person)).toBe(1);
  });

  test('what was typed survives a reload, stays in its tab, and goes once the send is confirmed', async ({
    page,
    context,
  }) => {
    const { person, form } = await filledContact(page, 'en');
    await form.membership.check();
    await form.reason.fill(person.reason);
    await page.reload();
    await waitForIslands(page);
    await expectDetailsKept(form, person);
    await expect(form.membership).toBeChecked();
    await expect(form.reason).toHaveValue(person.reason);

    // Another tab starts empty: the draft lives in this tab's session only.
    const other = await context.newPage();
    await openContact(other, 'en');
    await expect(contactForm(other, 'en').nome).toHaveValue('');
    await other.close();

    await form.send.click();
    await confirmationId(page, 'en');
    await openContact(page, 'en');
    await expect(form.nome).toHaveValue('');
    await expect(form.membership).not.toBeChecked();
    await expect(form.message).toHaveValue('');
  });
});
