// Validation of contact requests (POST /api/contacts/send_new_contact_request).

import { HttpError } from './http.ts';
import type { NewContact } from './store.ts';

/** Loose email check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The longest value the demo API takes per field, in characters: a name or an address is a line,
 * a message or a reason a few paragraphs. Longer is refused, as the association's API would.
 */
export const CONTACT_FIELD_LIMITS = {
  nome: 200,
  cognome: 200,
  organizzazione: 200,
  email: 254,
  telefono: 50,
  message: 5000,
  motivo_iscrizione: 5000,
} as const;

function checkLength(name: keyof typeof CONTACT_FIELD_LIMITS, value: string): string {
  const limit = CONTACT_FIELD_LIMITS[name];
  if ([...value].length > limit) throw new HttpError(400, `Field "${name}" is longer than ${limit} characters`);
  return value;
}

/** Checks a contact request body; throws a 400 HttpError naming the first bad field. */
export function parseContact(body: Record<string, unknown>): NewContact {
  const required = (name: 'nome' | 'cognome' | 'email'): string => {
    const value = body[name];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new HttpError(400, `Field "${name}" is required and must be a non-empty string`);
    }
    return checkLength(name, value.trim());
  };
  const optional = (name: 'organizzazione' | 'telefono' | 'message' | 'motivo_iscrizione'): string | null => {
    const value = body[name];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') throw new HttpError(400, `Field "${name}" must be a string`);
    return checkLength(name, value);
  };

  const nome = required('nome');
  const cognome = required('cognome');
  const email = required('email');
  if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, `Field "email" must be a valid email address`);
  const iscrizione = body.iscrizione;
  if (iscrizione !== undefined && iscrizione !== null && typeof iscrizione !== 'boolean') {
    throw new HttpError(400, 'Field "iscrizione" must be a boolean');
  }
  const motivo = optional('motivo_iscrizione');
  // The site sends nothing when the box is ticked and the reason empty (spec.md section 5).
  if (iscrizione === true && !motivo?.trim()) {
    throw new HttpError(400, 'Field "motivo_iscrizione" is required when "iscrizione" is true');
  }
  return {
    nome,
    cognome,
    organizzazione: optional('organizzazione'),
    email,
    telefono: optional('telefono'),
    message: optional('message'),
    iscrizione: iscrizione ?? null,
    motivo_iscrizione: motivo,
  };
}
