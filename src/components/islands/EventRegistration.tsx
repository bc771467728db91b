import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { ApiClient } from '../../api/client.ts';
import { ApiRequestError } from '../../api/errors.ts';
import { createLiveClient } from '../../api/liveClient.ts';
import {
  formFieldListSchema,
  formLinkSchema,
  ignoredAnswerSchema,
  requiredCheckSchema,
  submissionResponseSchema,
  type FormField,
} from '../../api/liveSchemas.ts';
import { apiPaths } from '../../api/paths.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { UiKey } from '../../i18n/t.ts';
import { firstMissingRequired, needsPayment, submissionBody, type Answers } from '../../lib/eventSubmission.ts';
import { formDraft, parseTextRecord, type DraftStore } from '../../lib/formDraft.ts';
import { readRuntimeSegment, runtimeNavigationHref } from '../../lib/runtimeRoutes.ts';
import { failureOutcome, type SendOutcome, type SendStep } from '../../lib/sendingGuard.ts';
import { EventFieldControl, type EventFieldStrings } from '../react/EventFieldControl.tsx';
import { SendButton } from '../react/FormField.tsx';
import { ResendQuestion, SendingNotice, sendingNoticeKeys } from '../react/SendingNotice.tsx';
import { useSendingGuard } from '../react/useSendingGuard.ts';
import { LoadingOverlay } from '../react/LoadingOverlay.tsx';
import { RequiredFieldDialog } from '../react/RequiredFieldDialog.tsx';
import { Toaster, useToast } from '../react/Toast.tsx';
import '../../styles/forms.css';

/** The UI strings the registration form shows (pass them with pickStrings). */
export const eventRegistrationKeys = [
  'route.eventForm',
  'eventForm.heading',
  'eventForm.requiredLegend',
  'eventForm.selectPlaceholder',
  'eventForm.costPerPerson',
  'eventForm.total',
  'eventForm.paymentNotice',
  'eventForm.paymentWaiting',
  'eventForm.paymentLink',
  'eventForm.requiredTitle',
  'eventForm.requiredText',
  'eventForm.close',
  'eventForm.send',
  'eventForm.sending',
  'toast.eventFormSent',
  'toast.eventFormFailed',
  'toast.requiredCheckFailed',
  'loading.title',
  'loading.text',
  'loading.failed',
  'loading.retry',
  ...sendingNoticeKeys,
] as const satisfies readonly UiKey[];

export interface EventRegistrationProps {
  locale: Locale;
  /** API base URL (settings.apiUrl). */
  apiUrl: string;
  /** Shown before the page title in the document title. */
  productName: string;
  strings: Record<(typeof eventRegistrationKeys)[number], string>;
  /** This page's path with the run-time stand-in for the link's uuid (localizedPath of runtimeRoutes.eventForm). */
  formPathTemplate: string;
  /** The "form sent" page's path, with the same stand-in. */
  successPathTemplate: string;
  /** Where an invalid or expired link goes. */
  linkExpiredHref: string;
}

/** Event form toasts stay 3 seconds (docs/behaviour.md, "Toasts"). */
const EVENT_TOAST_MS = 3000;

interface FormEventInfo {
  id: string;
  title: string;
}

type Loaded =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; event: FormEventInfo; fields: FormField[] };

/** Resolves the link and its fields; null when the link is invalid or has expired. Throws when the API cannot be reached. */
async function loadForm(
  client: ApiClient,
  uuid: string,
): Promise<{ event: FormEventInfo; fields: FormField[] } | null> {
  try {
    const link = await client.get(apiPaths.confirmFormLink(uuid), formLinkSchema);
    if (link === false) return null;
    const fields = await client.get(apiPaths.formFields(link.id), formFieldListSchema);
    return { event: { id: link.id, title: link.title }, fields };
  } catch (error) {
    // The contract: a 404 for the link also means "not valid".
    if (
      error instanceof ApiRequestError &&
      error.status === 404 &&
      error.url === client.url(apiPaths.confirmFormLink(uuid))
    )
      return null;
    throw error;
  }
}

/** True when a control's value is malformed (a bad email, a negative number…); emptiness is the server's call. */
function hasFormatProblem(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): boolean {
  return !control.validity.valid && !control.validity.valueMissing;
}

/**
 * The event registration form reached by a private link (docs/behaviour.md, "Event
 * registration"): checks the link live, shows the event's fields,
 * checks required fields through the API, creates the submission, then sends
 * the visitor to pay or to the confirmation.
 */
export default function EventRegistration(props: EventRegistrationProps) {
  const { locale, apiUrl, productName, strings, formPathTemplate, successPathTemplate, linkExpiredHref } = props;
  const id = useId();
  const [client] = useState(() => createLiveClient(apiUrl));
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [answers, setAnswers] = useState<Answers>({});
  const [missing, setMissing] = useState<FormField | null>(null);
  /** The payment page of a stored registration, while the browser is offline. */
  const [paymentWaiting, setPaymentWaiting] = useState<string | null>(null);
  // One draft per private link: two events' forms never mix.
  const [draft, setDraft] = useState<DraftStore<Answers> | null>(null);
  const { state: sending, guard } = useSendingGuard(draft, answers, draft !== null && loaded.state === 'ready');
  // A send that waited for the network goes out with what the form holds then.
  const latest = useRef({ loaded, answers });
  useEffect(() => {
    latest.current = { loaded, answers };
  }, [loaded, answers]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { toast, show, dismiss } = useToast();
  const uuid = useRef<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setLoaded({ state: 'loading' });
    uuid.current = readRuntimeSegment(formPathTemplate, window.location.pathname);
    const goExpired = () => window.location.replace(linkExpiredHref);
    if (!uuid.current) return goExpired();
    loadForm(client, uuid.current).then(
      (form) => {
        if (cancelled) return;
        if (!form) return goExpired();
        const linkDraft = formDraft(`event-form:${uuid.current}`, parseTextRecord);
        const kept = linkDraft.read();
        // A kept answer wins over the field's preset value; answers to fields gone since are dropped.
        setAnswers(Object.fromEntries(form.fields.map((field) => [field.id, kept?.values[field.id] ?? field.value])));
        if (kept) guard.restoreUnconfirmed(kept.unconfirmed);
        setDraft(linkDraft);
        setLoaded({ state: 'ready', ...form });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(error);
        setLoaded({ state: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, client, formPathTemplate, linkExpiredHref, guard]);

  const heading =
    loaded.state === 'ready'
      ? interpolate(strings['eventForm.heading'], { title: loaded.event.title })
      : strings['route.eventForm'];

  useEffect(() => {
    if (loaded.state !== 'ready') return;
    document.title = `${productName} | ${heading}`;
    // After a retry the retry button is gone: give focus a sensible place.
    if (attempt > 0) headingRef.current?.focus();
  }, [loaded, heading, productName, attempt]);

  const setAnswer = useCallback(
    (fieldId: string, value: string) => setAnswers((current) => ({ ...current, [fieldId]: value })),
    [],
  );
  const controlId = (index: number) => `${id}-field-${index}`;

  /**
   * One press, every step under the sending guard: the required checks (they store nothing), the
   * submission (the step that may store), then payment or the confirmation email. Only a
   * submission the API confirmed leads on: never to pay for one the visitor was told had failed.
   */
  async function sendSteps({ storing, stored }: SendStep): Promise<SendOutcome> {
    const { loaded: current, answers: typed } = latest.current;
    if (current.state !== 'ready') return 'stopped';
    const { fields, event: formEvent } = current;
    let checks;
    try {
      checks = await Promise.all(
        fields.map((field) =>
          client.post(
            apiPaths.checkRequiredField(formEvent.id),
            { frontend_id: field.frontend_id },
            requiredCheckSchema,
            { storesNothing: true },
          ),
        ),
      );
    } catch (error) {
      console.error(error);
      const outcome = failureOutcome(error, { mayHaveStored: false, online: navigator.onLine });
      if (outcome === 'refused') show(strings['toast.requiredCheckFailed'], 'error', EVENT_TOAST_MS);
      return outcome;
    }
    const firstMissing = firstMissingRequired(fields, checks, typed);
    if (firstMissing) {
      setMissing(firstMissing);
      return 'stopped';
    }
    const malformed = [...(formRef.current?.elements ?? [])].find(
      (element): element is HTMLInputElement => element instanceof HTMLInputElement && hasFormatProblem(element),
    );
    if (malformed) {
      malformed.reportValidity();
      return 'stopped';
    }

    let submission;
    try {
      storing();
      submission = await client.post(
        apiPaths.createSubmission(formEvent.id),
        submissionBody(fields, typed),
        submissionResponseSchema,
      );
    } catch (error) {
      console.error(error);
      const outcome = failureOutcome(error, { mayHaveStored: true, online: navigator.onLine });
      if (outcome === 'refused') show(strings['toast.eventFormFailed'], 'error', EVENT_TOAST_MS);
      return outcome;
    }
    // Stored and confirmed: whatever follows, this registration is never sent again.
    stored();

    if (needsPayment(fields, typed)) {
      const paymentUrl = client.url(apiPaths.payment(submission.id));
      if (navigator.onLine) window.location.assign(paymentUrl);
      else {
        // Offline, the browser would show its error page and the way back would lose the payment link.
        setPaymentWaiting(paymentUrl);
        window.addEventListener('online', () => window.location.assign(paymentUrl), { once: true });
      }
      return 'confirmed';
    }
    try {
      await client.post(apiPaths.sendSubmissionEmail(submission.id), undefined, ignoredAnswerSchema);
    } catch (error) {
      // The registration is stored: a lost confirmation email must not make the visitor send it twice.
      console.error(error);
    }
    show(strings['toast.eventFormSent'], 'success', EVENT_TOAST_MS);
    const successUrl = runtimeNavigationHref(successPathTemplate, uuid.current ?? '');
    setTimeout(() => window.location.assign(successUrl), EVENT_TOAST_MS);
    return 'confirmed';
  }

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loaded.state === 'ready') guard.press(sendSteps);
  }

  const fieldStrings: EventFieldStrings = {
    selectPlaceholder: strings['eventForm.selectPlaceholder'],
    costPerPerson: strings['eventForm.costPerPerson'],
    total: strings['eventForm.total'],
    paymentNotice: strings['eventForm.paymentNotice'],
  };

  return (
    <div className="event-registration">
      <h1 ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      {loaded.state === 'loading' && <LoadingOverlay title={strings['loading.title']} text={strings['loading.text']} />}
      {loaded.state === 'failed' && (
        <div className="load-failed" role="alert">
          <p>{strings['loading.failed']}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {strings['loading.retry']}
          </button>
        </div>
      )}
      {loaded.state === 'ready' && (
        <form ref={formRef} className="live-form" noValidate onSubmit={send}>
          <p className="live-form__legend">{strings['eventForm.requiredLegend']}</p>
          <div className="live-form__grid">
            {loaded.fields.map((field, index) => (
              <EventFieldControl
                key={field.id}
                field={field}
                controlId={controlId(index)}
                value={answers[field.id] ?? ''}
                locale={locale}
                strings={fieldStrings}
                onChange={(value) => setAnswer(field.id, value)}
              />
            ))}
          </div>
          <SendButton label={strings['eventForm.send']} busyLabel={strings['eventForm.sending']} busy={sending.busy} />
          <SendingNotice state={sending} strings={strings} />
          {paymentWaiting && (
            <p className="send-notice" role="alert">
              {strings['eventForm.paymentWaiting']} <a href={paymentWaiting}>{strings['eventForm.paymentLink']}</a>
            </p>
          )}
        </form>
      )}
      {missing && loaded.state === 'ready' && (
        <RequiredFieldDialog
          title={strings['eventForm.requiredTitle']}
          text={interpolate(strings['eventForm.requiredText'], { label: missing.label })}
          closeLabel={strings['eventForm.close']}
          onClose={() => {
            const index = loaded.fields.indexOf(missing);
            setMissing(null);
            document.getElementById(controlId(index))?.focus();
          }}
        />
      )}
      <ResendQuestion state={sending} strings={strings} onAnswer={guard.answerResend} />
      <Toaster toast={toast} onDone={dismiss} />
    </div>
  );
}
