import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { createLiveClient } from '../../api/liveClient.ts';
import { contactRequestResponseSchema } from '../../api/liveSchemas.ts';
import { apiPaths } from '../../api/paths.ts';
import type { UiKey } from '../../i18n/t.ts';
import {
  contactProblems,
  contactRequestBody,
  emptyContactForm,
  isMembershipReasonMissing,
  parseContactDraft,
  type CheckedContactField,
  type ContactFormValues,
  type ContactProblem,
} from '../../lib/contactRequest.ts';
import { formDraft } from '../../lib/formDraft.ts';
import { runtimeNavigationHref } from '../../lib/runtimeRoutes.ts';
import { failureOutcome } from '../../lib/sendingGuard.ts';
import { FormField, SendButton } from '../react/FormField.tsx';
import { ResendQuestion, SendingNotice, sendingNoticeKeys } from '../react/SendingNotice.tsx';
import { useSendingGuard } from '../react/useSendingGuard.ts';
import { Toaster, useToast } from '../react/Toast.tsx';
import '../../styles/forms.css';

/** The UI strings the contact form shows (pass them with pickStrings). */
export const contactFormKeys = [
  'contact.firstName',
  'contact.firstNamePlaceholder',
  'contact.lastName',
  'contact.lastNamePlaceholder',
  'contact.organisation',
  'contact.organisationPlaceholder',
  'contact.email',
  'contact.emailPlaceholder',
  'contact.phone',
  'contact.phonePlaceholder',
  'contact.membership',
  'contact.message',
  'contact.messagePlaceholder',
  'contact.reason',
  'contact.reasonPlaceholder',
  'contact.requiredLegend',
  'contact.errorRequired',
  'contact.errorEmail',
  'contact.send',
  'contact.sending',
  'toast.reasonRequired',
  'toast.contactFailed',
  ...sendingNoticeKeys,
] as const satisfies readonly UiKey[];

export interface ContactFormProps {
  /** API base URL (settings.apiUrl). */
  apiUrl: string;
  strings: Record<(typeof contactFormKeys)[number], string>;
  /** The confirmation page's path with the run-time stand-in for the new id (localizedPath of runtimeRoutes.contactSuccess). */
  successPathTemplate: string;
}

/** Contact toasts stay 5 seconds (docs/behaviour.md, "Toasts"). */
const CONTACT_TOAST_MS = 5000;

type TextField = Exclude<keyof ContactFormValues, 'iscrizione'>;

/** The one contact form of the site keeps one draft, whichever language it is shown in. */
const contactDraft = formDraft('contact', parseContactDraft);

/**
 * The contact form (docs/behaviour.md, "Contact form"): sends the contract's request from
 * the browser and opens the confirmation with the new id; on a refusal, no answer or no
 * network it says so and keeps everything typed (lib/sendingGuard.ts decides when to send).
 */
export default function ContactForm({ apiUrl, strings, successPathTemplate }: ContactFormProps) {
  const id = useId();
  const [client] = useState(() => createLiveClient(apiUrl));
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [problems, setProblems] = useState<Partial<Record<CheckedContactField, ContactProblem>>>({});
  const [reasonInvalid, setReasonInvalid] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const { state: sending, guard } = useSendingGuard(contactDraft, values, hydrated);
  // A send that waited for the network goes out with what the form holds then.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  const { toast, show, dismiss } = useToast();
  useEffect(() => {
    // Restored after hydration, so the server's empty form and the first render agree.
    const kept = contactDraft.read();
    if (kept) {
      setValues(kept.values);
      guard.restoreUnconfirmed(kept.unconfirmed);
    }
    setHydrated(true);
  }, [guard]);

  const controlId = (name: keyof ContactFormValues) => `${id}-${name}`;
  const focusControl = (name: keyof ContactFormValues) => document.getElementById(controlId(name))?.focus();

  const update = useCallback((name: TextField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems((current) => (name in current ? { ...current, [name]: undefined } : current));
    if (name === 'motivo_iscrizione') setReasonInvalid(false);
  }, []);

  /** Points out what to fix before anything is sent; true when there is nothing. */
  function readyToSend(current: ContactFormValues): boolean {
    const found = contactProblems(current);
    setProblems(Object.fromEntries(found));
    if (found.length) {
      focusControl(found[0]![0]);
      return false;
    }
    if (isMembershipReasonMissing(current)) {
      setReasonInvalid(true);
      show(strings['toast.reasonRequired'], 'error', CONTACT_TOAST_MS);
      focusControl('motivo_iscrizione');
      return false;
    }
    return true;
  }

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.busy || !readyToSend(values)) return;
    guard.press(async ({ storing }) => {
      const current = latest.current;
      if (!readyToSend(current)) return 'stopped';
      const body = contactRequestBody(current);
      try {
        storing();
        const answer = await client.post(apiPaths.contactRequest, body, contactRequestResponseSchema);
        window.location.assign(runtimeNavigationHref(successPathTemplate, answer.contact.id));
        return 'confirmed';
      } catch (error) {
        console.error(error);
        const outcome = failureOutcome(error, { mayHaveStored: true, online: navigator.onLine });
        if (outcome === 'refused') show(strings['toast.contactFailed'], 'error', CONTACT_TOAST_MS);
        return outcome;
      }
    });
  }

  /** The message shown under a field the visitor must fix, if any. */
  const problemOf = (name: TextField) => {
    const problem = problems[name as CheckedContactField];
    return problem === 'required'
      ? strings['contact.errorRequired']
      : problem === 'email'
        ? strings['contact.errorEmail']
        : undefined;
  };

  const text = (
    name: TextField,
    label: string,
    placeholder: string,
    options: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => {
    const error = problemOf(name);
    const errorId = `${controlId(name)}-error`;
    return (
      <FormField controlId={controlId(name)} label={label} required={options.required} error={error} errorId={errorId}>
        <input
          id={controlId(name)}
          name={name}
          type={options.type ?? 'text'}
          value={values[name]}
          placeholder={placeholder}
          required={options.required}
          autoComplete={options.autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => update(name, e.target.value)}
        />
      </FormField>
    );
  };

  // The membership box swaps the message for the reason; both are required.
  const longText = values.iscrizione
    ? {
        name: 'motivo_iscrizione' as const,
        label: strings['contact.reason'],
        placeholder: strings['contact.reasonPlaceholder'],
      }
    : {
        name: 'message' as const,
        label: strings['contact.message'],
        placeholder: strings['contact.messagePlaceholder'],
      };
  const longTextError = problemOf(longText.name);
  const longTextErrorId = `${controlId(longText.name)}-error`;

  return (
    <>
      <form className="live-form needs-js" noValidate onSubmit={send}>
        <p className="live-form__legend">{strings['contact.requiredLegend']}</p>
        <div className="live-form__grid">
          {text('nome', strings['contact.firstName'], strings['contact.firstNamePlaceholder'], {
            required: true,
            autoComplete: 'given-name',
          })}
          {text('cognome', strings['contact.lastName'], strings['contact.lastNamePlaceholder'], {
            required: true,
            autoComplete: 'family-name',
          })}
          {text('organizzazione', strings['contact.organisation'], strings['contact.organisationPlaceholder'], {
            autoComplete: 'organization',
          })}
          {text('email', strings['contact.email'], strings['contact.emailPlaceholder'], {
            required: true,
            type: 'email',
            autoComplete: 'email',
          })}
          {text('telefono', strings['contact.phone'], strings['contact.phonePlaceholder'], {
            type: 'tel',
            autoComplete: 'tel',
          })}
          <div className="form-field form-field--wide form-field--check">
            <input
              id={controlId('iscrizione')}
              name="iscrizione"
              type="checkbox"
              checked={values.iscrizione}
              onChange={(e) => {
                const ticked = e.target.checked;
                setValues((current) => ({ ...current, iscrizione: ticked }));
                setReasonInvalid(false);
              }}
            />
            <label htmlFor={controlId('iscrizione')}>{strings['contact.membership']}</label>
          </div>
          <FormField
            controlId={controlId(longText.name)}
            label={longText.label}
            required
            error={longTextError}
            errorId={longTextErrorId}
            wide
          >
            <textarea
              key={longText.name}
              id={controlId(longText.name)}
              name={longText.name}
              rows={6}
              value={values[longText.name]}
              placeholder={longText.placeholder}
              required
              aria-invalid={
                longTextError || (longText.name === 'motivo_iscrizione' && reasonInvalid) ? true : undefined
              }
              aria-describedby={longTextError ? longTextErrorId : undefined}
              onChange={(e) => update(longText.name, e.target.value)}
            />
          </FormField>
        </div>
        <SendButton
          label={strings['contact.send']}
          busyLabel={strings['contact.sending']}
          busy={sending.busy}
          ready={hydrated}
        />
        <SendingNotice state={sending} strings={strings} />
      </form>
      <ResendQuestion state={sending} strings={strings} onAnswer={guard.answerResend} />
      <Toaster toast={toast} onDone={dismiss} />
    </>
  );
}
