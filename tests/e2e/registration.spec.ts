/**
 * Event registration through a private link, against the demo API: the link is
 * checked live, every field type is offered, required fields are checked
 * through the API, and what the visitor answered is what the API stores.
 */
import { expect, test, type Page } from '@playwright/test';
import { parseOptions as demoParseOptions } from '../../src/lib/parseOptions.ts';
import {
  EXPIRED_FORM_UUID,
  FREE_FORM_EVENT_ID,
  FREE_FORM_UUID,
  PAYMENT_FORM_EVENT_ID,
  PAYMENT_FORM_UUID,
} from '../../scripts/demo-api/fixtures.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { apiGet } from './support/demoApi.ts';
import { addFault, removeFaults } from './support/faults.ts';
import {
  expectStillSendingNotice,
  colourOf,
  expectToastLasted,
  fieldByLabel,
  isGreen,
  isRed,
  labelPattern,
  tabTo,
  uniqueTag,
  pauseClock,
  settle,
} from './support/forms.ts';
import { waitForIslands } from './support/hydration.ts';
import { apiUrl } from './support/ports.ts';
import { ui } from './support/strings.ts';

// The free form's API paths are faulted below, and only this file calls them:
// its tests run one after another.
const FREE_PATHS = {
  link: `/api/eventi/confirm_valid_form_url/${FREE_FORM_UUID}`,
  fields: `/api/eventi/get_event_form_fields/${FREE_FORM_EVENT_ID}`,
  check: `/api/eventi/check_required_field/${FREE_FORM_EVENT_ID}`,
  create: `/api/eventi/create_event_form_submission/${FREE_FORM_EVENT_ID}`,
};
// The payment form's submission is faulted too: the other specs that open it never get that far.
const PAYMENT_CREATE_PATH = `/api/eventi/create_event_form_submission/${PAYMENT_FORM_EVENT_ID}`;
test.describe.configure({ mode: 'default' });
test.afterEach(() => removeFaults([...Object.values(FREE_PATHS), PAYMENT_CREATE_PATH]));

interface ApiField {
  id: number;
  label: string;
  required: boolean;
  field_type: string;
  frontend_id: string;
  options: string | null;
  importo_da_pagare: string | number | null;
}

interface StoredSubmission {
  id: number;
  event_id: string;
  form: Record<string, { label: string; value: unknown; frontend_id: string }>;
  total_due: number;
}

const formFields = (eventId: number) => apiGet<ApiField[]>(`/api/eventi/get_event_form_fields/${eventId}`);
const formEvent = (uuid: string) => apiGet<{ id: number; title: string }>(`/api/eventi/confirm_valid_form_url/${uuid}`);
const storedSubmissions = () => apiGet<StoredSubmission[]>('/__demo/submissions');
const emailRequests = () => apiGet<Array<{ submission_id: number }>>('/__demo/email-requests');

const FREE_FORM = { id: FREE_FORM_EVENT_ID, uuid: FREE_FORM_UUID };
const PAYMENT_FORM = { id: PAYMENT_FORM_EVENT_ID, uuid: PAYMENT_FORM_UUID };

const formPath = (uuid: string, locale: Locale) => `${locale === 'en' ? '/en' : ''}/evento/${uuid}/registrazione/`;

async function openForm(page: Page, uuid: string, locale: Locale) {
  await page.goto(formPath(uuid, locale));
  await waitForIslands(page);
  const { title } = await formEvent(uuid);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui(locale, 'eventForm.heading', { title }));
  return page.getByRole('button', { name: ui(locale, 'eventForm.send') });
}

/** An answer for each field, by type, as typed and as the API should store it. */
function answersFor(fields: ApiField[], tag: string, participants = '2') {
  return fields.map((field) => {
    const options = demoParseOptions(field.options);
    const typed: Record<string, string> = {
      text: `${field.label} ${tag}`,
      textarea: `Arriviamo in due.\nGrazie! ${tag}`,
      email: `pilota.${tag}@example.org`,
      date: '2027-06-12',
      time: '09:45',
      number: '3',
      multiple: options.at(-1) ?? '',
      payment: participants,
    };
    const value = typed[field.field_type]!;
    const stored = field.field_type === 'number' || field.field_type === 'payment' ? Number(value) : value.trim();
    return { field, typed: value, stored };
  });
}

async function fillAnswers(page: Page, answers: Answers) {
  for (const { field, typed } of answers) {
    const control = fieldByLabel(page, field.label);
    if (field.field_type === 'multiple') {
      if (typed) await control.selectOption(typed);
    } else {
      await control.fill(typed);
    }
  }
}

type Answers = ReturnType<typeof answersFor>;

/** The email address among the answers, as stored: it tells one visitor's submissions apart. */
const emailOf = (answers: Answers) => answers.find(({ field }) => field.field_type === 'email')!.stored;

/** The stored submissions holding `email`, the tag of one visitor. */
const submissionsWith = async (email: unknown) =>
  (await storedSubmissions()).filter((candidate) =>
    Object.values(candidate.form).some((answer) => answer.value === email),
  );

/** An event's registration form, opened in `locale` and filled in by a new visitor for `participants`. */
async function filledForm(page: Page, event: { id: number; uuid: string }, locale: Locale, participants = '2') {
  const fields = await formFields(event.id);
  const send = await openForm(page, event.uuid, locale);
  const answers = answersFor(fields, uniqueTag(), participants);
  await fillAnswers(page, answers);
  return { send, answers, email: emailOf(answers) };
}

/** Checks that the form still shows every answer as typed. */
async function expectAnswersKept(page: Page, answers: Answers) {
  for (const { field, typed } of answers) await expect(fieldByLabel(page, field.label)).toHaveValue(typed);
}

/**
 * With the page's clock paused before the send: the toast says `text` in the live region of `role`,
 * in the colour `colour` accepts, for exactly 3 seconds.
 */
async function expectToast(
  page: Page,
  role: 'status' | 'alert',
  text: string,
  colour: (rgb: [number, number, number]) => boolean,
) {
  const toast = page.getByRole(role).filter({ hasText: text });
  await expect(toast).toBeVisible();
  expect(colour(await colourOf(toast.locator('.toast'), 'background-color'))).toBe(true);
  await expectToastLasted(page, 3000);
}

function expectStored(submission: StoredSubmission | undefined, answers: Answers) {
  expect(submission).toBeDefined();
  for (const { field, stored } of answers) {
    expect(submission!.form[String(field.id)], field.label).toEqual({
      label: field.label,
      value: stored,
      frontend_id: field.frontend_id,
    });
  }
}

test('every field type is offered, and a paid registration goes to the payment page of its submission', async ({
  page,
}) => {
  const fields = await formFields(PAYMENT_FORM_EVENT_ID);
  const send = await openForm(page, PAYMENT_FORM_UUID, 'en');
  expect(new Set(fields.map((field) => field.field_type))).toEqual(
    new Set(['text', 'textarea', 'email', 'date', 'time', 'number', 'multiple', 'payment']),
  );
  const inputTypes: Record<string, string> = {
    text: 'text',
    email: 'email',
    date: 'date',
    time: 'time',
    number: 'number',
    payment: 'number',
  };
  for (const field of fields) {
    const control = fieldByLabel(page, field.label);
    if (field.field_type === 'textarea') await expect(control).toHaveJSProperty('tagName', 'TEXTAREA');
    else if (field.field_type === 'multiple') {
      await expect(control.locator('option')).toHaveText([
        ui('en', 'eventForm.selectPlaceholder'),
        ...demoParseOptions(field.options),
      ]);
    } else await expect(control).toHaveAttribute('type', inputTypes[field.field_type]!);
    if (field.field_type === 'number' || field.field_type === 'payment')
      await expect(control).toHaveAttribute('min', '0');
    const label = page.locator('label', { hasText: labelPattern(field.label) });
    await expect(label.locator('.required-mark')).toHaveCount(field.required ? 1 : 0);
    if (field.required) expect(isRed(await colourOf(label.locator('.required-mark'), 'color'))).toBe(true);
  }

  const payment = fields.find((field) => field.field_type === 'payment')!;
  const cost = Number(payment.importo_da_pagare);
  const amount = (value: number) => new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(value);
  await expect(page.getByText(ui('en', 'eventForm.costPerPerson', { amount: amount(cost) }))).toBeVisible();
  await expect(page.getByText(ui('en', 'eventForm.paymentNotice'))).toBeVisible();

  const answers = answersFor(fields, uniqueTag(), '2');
  await fillAnswers(page, answers);
  await expect(page.getByText(ui('en', 'eventForm.total', { amount: amount(cost * 2) }))).toBeVisible();
  await send.click();

  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/api/eventi/paga_evento/\\d+$`));
  const submissionId = Number(/paga_evento\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId('submission-id')).toHaveText(String(submissionId));
  const submission = (await storedSubmissions()).find((candidate) => candidate.id === submissionId);
  expectStored(submission, answers);
  expect(submission!.event_id).toBe(String(PAYMENT_FORM_EVENT_ID));
  expect(submission!.total_due).toBe(cost * 2);
  expect((await emailRequests()).some((request) => request.submission_id === submissionId)).toBe(false);
});

test('without payment, the confirmation email is requested, a green toast shows for 3 seconds, then the form-sent page', async ({
  page,
}) => {
  const fields = await formFields(FREE_FORM_EVENT_ID);
  await page.clock.install();
  const send = await openForm(page, FREE_FORM_UUID, 'it');
  const unreadable = fields.find(
    (field) => field.field_type === 'multiple' && demoParseOptions(field.options).length === 0,
  )!;
  await expect(fieldByLabel(page, unreadable.label).locator('option')).toHaveText(['Seleziona una risposta']);

  const tag = uniqueTag();
  const answers = answersFor(fields, tag);
  await fillAnswers(page, answers);
  await pauseClock(page);
  await send.click();

  await expectToast(page, 'status', 'Form di partecipazione inviato con successo', isGreen);
  await expect(page).toHaveURL(new RegExp(`/evento/${FREE_FORM_UUID}/success/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form inviato con successo!');
  await expect(page.getByRole('main').getByRole('link', { name: ui('it', 'common.backHome') })).toHaveAttribute(
    'href',
    '/',
  );

  const [submission] = await submissionsWith(emailOf(answers));
  expectStored(submission, answers);
  expect(submission!.event_id).toBe(String(FREE_FORM_EVENT_ID));
  expect((await emailRequests()).filter((request) => request.submission_id === submission!.id)).toHaveLength(1);
});

test('a required field left empty opens the "Campo obbligatorio" dialog naming it, and nothing is created', async ({
  page,
}) => {
  const fields = await formFields(PAYMENT_FORM_EVENT_ID);
  const before = (await storedSubmissions()).length;
  const send = await openForm(page, PAYMENT_FORM_UUID, 'it');
  const payment = fields.find((field) => field.field_type === 'payment')!;
  const cost = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2 }).format(Number(payment.importo_da_pagare));
  await expect(page.getByText(`Il costo procapite è: ${cost} €`)).toBeVisible();

  await send.click();
  const firstRequired = fields.find((field) => field.required)!;
  const dialog = page.getByRole('dialog', { name: 'Campo obbligatorio' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(`Il campo "${firstRequired.label}" è obbligatorio`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(fieldByLabel(page, firstRequired.label)).toBeFocused();

  // Everything but the required menu: the dialog now names the menu, and its button closes it.
  const menu = fields.find((field) => field.required && field.field_type === 'multiple')!;
  await fillAnswers(
    page,
    answersFor(fields, uniqueTag(), '0').filter(({ field }) => field !== menu),
  );
  await send.click();
  await expect(dialog).toHaveAccessibleDescription(`Il campo "${menu.label}" è obbligatorio`);
  await dialog.getByRole('button', { name: ui('it', 'eventForm.close') }).click();
  await expect(fieldByLabel(page, menu.label)).toBeFocused();
  expect((await storedSubmissions()).length).toBe(before);
});

test('the required checks of all fields go to the API together, not one after another', async ({ page }) => {
  const fields = await formFields(PAYMENT_FORM_EVENT_ID);
  let inFlight = 0;
  let mostInFlight = 0;
  await page.route('**/api/eventi/check_required_field/**', async (route) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 500));
    inFlight -= 1;
    await route.continue();
  });
  const send = await openForm(page, PAYMENT_FORM_UUID, 'it');
  await send.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // One after another would never hold more than one; browsers open up to 6 connections per host.
  expect(mostInFlight).toBeGreaterThanOrEqual(Math.min(fields.length, 6));
});

test('a failed required check blocks the send with a message', async ({ page }) => {
  const { send } = await filledForm(page, FREE_FORM, 'en');
  await addFault({ path: FREE_PATHS.check, mode: 'status', status: 503, times: 1 });
  const before = (await storedSubmissions()).length;
  await send.click();
  await expect(page.getByRole('alert')).toHaveText(ui('en', 'toast.requiredCheckFailed'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(send).toHaveText(ui('en', 'eventForm.send'));
  expect((await storedSubmissions()).length).toBe(before);
});

test('a failed send shows a red toast for 3 seconds and keeps the answers', async ({ page }) => {
  await page.clock.install();
  const { send, answers } = await filledForm(page, FREE_FORM, 'it');
  await addFault({ path: FREE_PATHS.create, mode: 'status', status: 503, times: 1 });
  await pauseClock(page);
  await send.click();

  await expectToast(page, 'alert', "Errore nell'invio del form di partecipazione", isRed);
  await expect(page).toHaveURL(new RegExp(`/evento/${FREE_FORM_UUID}/registrazione/$`));
  await expectAnswersKept(page, answers);

  await send.click();
  await expect(page.getByRole('status')).toHaveText(ui('it', 'toast.eventFormSent'));
  await settle(page);
  await page.clock.runFor(3000);
  await expect(page).toHaveURL(new RegExp(`/evento/${FREE_FORM_UUID}/success/$`));
});

test('an expired or unknown link goes to the "link expired" page', async ({ page }) => {
  await page.goto(formPath(EXPIRED_FORM_UUID, 'it'));
  await expect(page).toHaveURL(/\/link_expired\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link scaduto o non valido');
  await expect(page.getByRole('main').getByRole('link', { name: ui('it', 'common.backHome') })).toHaveAttribute(
    'href',
    '/',
  );

  await page.goto(formPath('00000000-0000-4000-8000-000000000000', 'en'));
  await expect(page).toHaveURL(/\/en\/link_expired\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('en', 'route.linkExpired'));
  await page.goBack();
  await expect(page).not.toHaveURL(/registrazione/);
});

test('the loading overlay shows while the form loads', async ({ page }) => {
  await addFault({ path: FREE_PATHS.link, mode: 'delay', delayMs: 2000, times: 1 });
  await page.goto(formPath(FREE_FORM_UUID, 'en'));
  const overlay = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Wait, data is loading');
  const { title } = await formEvent(FREE_FORM_UUID);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('en', 'eventForm.heading', { title }));
  await expect(overlay).toHaveCount(0);
});

test('when the form cannot load, a message offers to try again instead of an endless spinner', async ({ page }) => {
  // Every attempt of the first load fails (the first try and the client's two retries).
  await addFault({ path: FREE_PATHS.fields, mode: 'status', status: 503, times: 3 });
  await page.goto(formPath(FREE_FORM_UUID, 'it'));
  const failure = page.getByRole('alert').filter({ hasText: ui('it', 'loading.failed') });
  await expect(failure).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.spinner')).toHaveCount(0);
  await failure.getByRole('button', { name: ui('it', 'loading.retry') }).click();
  const { title } = await formEvent(FREE_FORM_UUID);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(ui('it', 'eventForm.heading', { title }));
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`Fly Party | ${ui('it', 'eventForm.heading', { title })}`);
});

test('a keyboard alone completes the registration, the required dialog included', async ({ page }) => {
  const fields = await formFields(FREE_FORM_EVENT_ID);
  const send = await openForm(page, FREE_FORM_UUID, 'en');
  const first = fieldByLabel(page, fields[0]!.label);
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(first).toBeFocused();

  const answers = answersFor(fields, uniqueTag());
  for (const { field, typed } of answers) {
    await expect(fieldByLabel(page, field.label)).toBeFocused();
    if (field.field_type === 'multiple') {
      // A closed select takes arrow keys: each moves to the next option.
      const position = demoParseOptions(field.options).indexOf(typed) + 1;
      for (let i = 0; i < position; i++) await page.keyboard.press('ArrowDown');
    } else {
      await page.keyboard.type(typed);
    }
    await page.keyboard.press('Tab');
  }
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/evento/${FREE_FORM_UUID}/success/$`), { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('en', 'eventForm.successHeading'));

  const [submission] = await submissionsWith(emailOf(answers));
  expectStored(submission, answers);
});

test.describe('on a slow, broken or absent link', () => {
  test('a late answer: "still sending" after 10 s, never "failed", one submission however often the visitor presses', async ({
    page,
  }) => {
    await page.clock.install();
    const { send, email } = await filledForm(page, FREE_FORM, 'en');
    await addFault({ path: FREE_PATHS.create, mode: 'late', delayMs: 5000, times: 1 });
    await pauseClock(page);
    await send.click();
    await expect.poll(async () => (await submissionsWith(email)).length).toBe(1);

    await expectStillSendingNotice(page, ui('en', 'sending.slow'), ui('en', 'toast.eventFormFailed'));
    const busy = page.getByRole('button', { name: ui('en', 'eventForm.sending') });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await busy.click({ force: true });
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: ui('en', 'toast.eventFormSent') })).toBeVisible({
      timeout: 15_000,
    });
    await settle(page);
    await page.clock.runFor(3000);
    await expect(page).toHaveURL(new RegExp(`/en/evento/${FREE_FORM_UUID}/success/$`));
    const stored = await submissionsWith(email);
    expect(stored).toHaveLength(1);
    expect((await emailRequests()).filter((request) => request.submission_id === stored[0]!.id)).toHaveLength(1);
  });

  test('a paid registration whose answer cannot be read is never sent to pay, and a second send is confirmed first', async ({
    page,
  }) => {
    const { send, answers, email } = await filledForm(page, PAYMENT_FORM, 'it', '2');
    await addFault({ path: PAYMENT_CREATE_PATH, mode: 'no-cors', times: 1 });
    await send.click();

    await expect(page.getByRole('alert').filter({ hasText: ui('it', 'sending.unconfirmed') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/evento/${PAYMENT_FORM_UUID}/registrazione/$`));
    await expectAnswersKept(page, answers);
    expect(await submissionsWith(email)).toHaveLength(1);

    const dialog = page.getByRole('dialog', { name: ui('it', 'sending.resendTitle') });
    await send.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: ui('it', 'sending.dontResend') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/evento/${PAYMENT_FORM_UUID}/registrazione/$`));
    expect(await submissionsWith(email)).toHaveLength(1);

    await send.click();
    await dialog.getByRole('button', { name: ui('it', 'sending.resend') }).click();
    await expect(page).toHaveURL(new RegExp(`^${apiUrl}/api/eventi/paga_evento/\\d+$`));
    const paid = Number(/paga_evento\/(\d+)$/.exec(page.url())![1]);
    const stored = await submissionsWith(email);
    expect(stored).toHaveLength(2);
    expect(paid).toBe(Math.max(...stored.map((submission) => submission.id)));
  });

  test('a paid registration stored while the connection drops goes to pay once it is back, not to an error page', async ({
    page,
    context,
  }) => {
    const { send, email } = await filledForm(page, PAYMENT_FORM, 'en', '2');
    // The API stores the registration and answers; the connection goes before the page can move on.
    await page.route(`**${PAYMENT_CREATE_PATH}`, async (route) => {
      const response = await route.fetch();
      await context.setOffline(true);
      await route.fulfill({ response });
    });
    await send.click();
    const waiting = page.getByRole('alert').filter({ hasText: ui('en', 'eventForm.paymentWaiting') });
    await expect(waiting).toBeVisible();
    const [stored] = await submissionsWith(email);
    await expect(waiting.getByRole('link', { name: ui('en', 'eventForm.paymentLink') })).toHaveAttribute(
      'href',
      `${apiUrl}/api/eventi/paga_evento/${stored!.id}`,
    );
    await expect(page).toHaveURL(new RegExp(`/en/evento/${PAYMENT_FORM_UUID}/registrazione/$`));

    await context.setOffline(false);
    await expect(page).toHaveURL(`${apiUrl}/api/eventi/paga_evento/${stored!.id}`);
    expect(await submissionsWith(email)).toHaveLength(1);
  });

  test('a paid registration the API refuses stays on the form with the failure toast, and nothing to pay', async ({
    page,
  }) => {
    const { send, email } = await filledForm(page, PAYMENT_FORM, 'en', '3');
    await addFault({ path: PAYMENT_CREATE_PATH, mode: 'status', status: 500, times: 1 });
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: ui('en', 'toast.eventFormFailed') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/en/evento/${PAYMENT_FORM_UUID}/registrazione/$`));
    await expect(page.getByRole('alert').filter({ hasText: ui('en', 'sending.unconfirmed') })).toHaveCount(0);
    expect(await submissionsWith(email)).toHaveLength(0);
  });

  test('offline: the form says the connection is missing, keeps the answers, and sends exactly once when it is back', async ({
    page,
    context,
  }) => {
    const { send, answers, email } = await filledForm(page, FREE_FORM, 'it');
    await context.setOffline(true);
    await send.click();
    await expect(page.getByText(ui('it', 'sending.waitingForNetwork'))).toBeVisible();
    await send.click();
    await expectAnswersKept(page, answers);
    expect(await submissionsWith(email)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page).toHaveURL(new RegExp(`/evento/${FREE_FORM_UUID}/success/$`), { timeout: 10_000 });
    expect(await submissionsWith(email)).toHaveLength(1);
  });

  test('answers survive a reload, per private link, and go once the registration is confirmed', async ({ page }) => {
    const { send, answers } = await filledForm(page, FREE_FORM, 'en');
    await page.reload();
    await waitForIslands(page);
    await expectAnswersKept(page, answers);

    // The other event's form, in the same tab, starts from its own (empty) draft.
    const paymentFields = await formFields(PAYMENT_FORM_EVENT_ID);
    await openForm(page, PAYMENT_FORM_UUID, 'en');
    const text = paymentFields.find((field) => field.field_type === 'text')!;
    await expect(fieldByLabel(page, text.label)).toHaveValue('');

    await openForm(page, FREE_FORM_UUID, 'en');
    await expectAnswersKept(page, answers);
    await send.click();
    await expect(page).toHaveURL(new RegExp(`/en/evento/${FREE_FORM_UUID}/success/$`), { timeout: 10_000 });
    await openForm(page, FREE_FORM_UUID, 'en');
    const first = answers.find(({ field }) => field.field_type === 'text')!;
    await expect(fieldByLabel(page, first.field.label)).toHaveValue('');
  });
});
