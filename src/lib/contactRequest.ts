/**
 * The contact form's rules (docs/behaviour.md, "Contact form"): what must be filled in,
 * and the request body of the contract, built from what the visitor typed.
 */

/** What the contact form holds. */
export interface ContactFormValues {
  nome: string;
  cognome: string;
  organizzazione: string;
  email: string;
  telefono: string;
  message: string;
  iscrizione: boolean;
  motivo_iscrizione: string;
}

/** POST /api/contacts/send_new_contact_request, exactly the contract's fields. */
export type ContactRequestBody = ContactFormValues;

export const emptyContactForm: ContactFormValues = {
  nome: '',
  cognome: '',
  organizzazione: '',
  email: '',
  telefono: '',
  message: '',
  iscrizione: false,
  motivo_iscrizione: '',
};

/** Something to fix in a field before sending. */
export type ContactProblem = 'required' | 'email';
export type CheckedContactField = 'nome' | 'cognome' | 'email' | 'message';

/** Loose email check: something@something.tld, no spaces (what the API accepts). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The fields to fix before sending, in form order. The message is required
 * like the reason that replaces it (docs/behaviour.md marks both); the reason is checked
 * apart, as it has its own toast.
 */
export function contactProblems(values: ContactFormValues): Array<[CheckedContactField, ContactProblem]> {
  const problems: Array<[CheckedContactField, ContactProblem]> = [];
  if (!values.nome.trim()) problems.push(['nome', 'required']);
  if (!values.cognome.trim()) problems.push(['cognome', 'required']);
  if (!values.email.trim()) problems.push(['email', 'required']);
  else if (!EMAIL_PATTERN.test(values.email.trim())) problems.push(['email', 'email']);
  if (!values.iscrizione && !values.message.trim()) problems.push(['message', 'required']);
  return problems;
}

/** True when the membership box is ticked and its reason left empty: nothing may be sent. */
export function isMembershipReasonMissing(values: ContactFormValues): boolean {
  return values.iscrizione && !values.motivo_iscrizione.trim();
}

/**
 * The request body. Texts are trimmed; the field the checkbox hides is sent
 * empty (the message while asking for membership, the reason otherwise), and
 * empty texts go as '' rather than null, as a plain HTML form would send them.
 */
export function contactRequestBody(values: ContactFormValues): ContactRequestBody {
  return {
    nome: values.nome.trim(),
    cognome: values.cognome.trim(),
    organizzazione: values.organizzazione.trim(),
    email: values.email.trim(),
    telefono: values.telefono.trim(),
    message: values.iscrizione ? '' : values.message.trim(),
    iscrizione: values.iscrizione,
    motivo_iscrizione: values.iscrizione ? values.motivo_iscrizione.trim() : '',
  };
}

/** The contact form's values from a kept draft, field by field; null when it is not one. */
export function parseContactDraft(raw: unknown): ContactFormValues | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const text = (name: keyof ContactFormValues) => {
    const value = record[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    nome: text('nome'),
    cognome: text('cognome'),
    organizzazione: text('organizzazione'),
    email: text('email'),
    telefono: text('telefono'),
    message: text('message'),
    iscrizione: record.iscrizione === true,
    motivo_iscrizione: text('motivo_iscrizione'),
  };
}
