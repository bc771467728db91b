// Validation of contact requests (POST /api/contacts/send_new_contact_request).

import { HttpError } from './http.ts';
import type { NewContact } from './store.ts';

/** Loose email check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks a contact request body; throws a 400 HttpError naming the first bad field. */
export function parseContact(body: Record<string, unknown>): NewContact {
  const required = (name: 'nome' | 'cognome' | 'email'): string => {
    const value = body[name];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new HttpError(400, `Field "${name}" is required and must be a non-empty string`);
    }
    return value.trim();
  };
  const optional = (name: 'organizzazione' | 'telefono' | 'message' | 'motivo_iscrizione'): string | null => {
    const value = body[name];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') throw new HttpError(400, `Field "${name}" must be a string`);
    return value;
  };

  const nome = required('nome');
  const cognome = required('cognome');
  const email = required('email');
  if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, `Field "email" must be a valid email address`);
  const iscrizione = body.iscrizione;
  if (iscrizione !== undefined && iscrizione !== null && typeof iscrizione !== 'boolean') {
    throw new HttpError(400, 'Field "iscrizione" must be a boolean');
  }
  return {
    nome,
    cognome,
    organizzazione: optional('organizzazione'),
    email,
    telefono: optional('telefono'),
    message: optional('message'),
    iscrizione: iscrizione ?? null,
    motivo_iscrizione: optional('motivo_iscrizione'),
  };
}
