// Event registration forms: option lists, validation of submissions, amount due.

// The site's own reader of option lists, so the demo accepts exactly what the form offers ("Dell'Aquila" included).
import { parseOptions } from '../../src/lib/parseOptions.ts';
import type { FormField } from './catalog/forms.ts';
import { EMAIL_PATTERN } from './contacts.ts';
import { HttpError } from './http.ts';
import type { SubmittedField } from './store.ts';

const isEmpty = (value: SubmittedField['value']): boolean => value === null || value === '' || value === false;

/** Checks one answered value against its field's type; returns an error message or undefined. */
function typeProblem(field: FormField, value: SubmittedField['value']): string | undefined {
  const text = String(value).trim();
  switch (field.field_type) {
    case 'email':
      return EMAIL_PATTERN.test(text) ? undefined : 'must be a valid email address';
    case 'number':
      return text !== '' && Number.isFinite(Number(text)) && Number(text) >= 0
        ? undefined
        : 'must be a number, 0 or more';
    case 'payment':
      return /^\d+$/.test(text) ? undefined : 'must be a whole number of participants, 0 or more';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text))
        ? undefined
        : 'must be a date (YYYY-MM-DD)';
    case 'time':
      return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text) ? undefined : 'must be a time (HH:MM)';
    case 'multiple': {
      const options = parseOptions(field.options);
      return options.length === 0 || options.includes(text) ? undefined : `must be one of: ${options.join(', ')}`;
    }
    default:
      return undefined;
  }
}

/** Checks a submission body `{form: {<field id>: {label, value, frontend_id}}}`; throws a 400 HttpError. */
export function parseSubmission(
  fields: readonly FormField[],
  body: Record<string, unknown>,
): Record<string, SubmittedField> {
  const form = body.form;
  if (typeof form !== 'object' || form === null || Array.isArray(form)) {
    throw new HttpError(400, 'Field "form" is required: an object mapping field ids to {label, value, frontend_id}');
  }
  const byId = new Map(fields.map((field) => [String(field.id), field]));
  const answers: Record<string, SubmittedField> = {};
  for (const [key, entry] of Object.entries(form as Record<string, unknown>)) {
    const field = byId.get(key);
    if (!field) throw new HttpError(400, `Unknown field id "${key}": keys of "form" must be field ids of this event`);
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new HttpError(400, `form["${key}"] must be an object {label, value, frontend_id}`);
    }
    const { label, value, frontend_id } = entry as Record<string, unknown>;
    if (typeof label !== 'string') throw new HttpError(400, `form["${key}"].label must be a string`);
    if (frontend_id !== field.frontend_id) {
      throw new HttpError(400, `form["${key}"].frontend_id must be "${field.frontend_id}"`);
    }
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
      throw new HttpError(400, `form["${key}"].value must be a string, a number, a boolean or null`);
    }
    const answer: SubmittedField = { label, value: value as SubmittedField['value'], frontend_id };
    if (!isEmpty(answer.value)) {
      const problem = typeProblem(field, answer.value);
      if (problem) throw new HttpError(400, `Field "${key}" (${field.label}) ${problem}`);
    }
    answers[key] = answer;
  }
  for (const field of fields) {
    const answer = answers[String(field.id)];
    if (field.required && (!answer || isEmpty(answer.value))) {
      throw new HttpError(400, `Field "${field.id}" (${field.label}) is required`);
    }
  }
  return answers;
}

/** The amount due for a submission: participants of each payment field times its per-person cost. */
export function amountDue(fields: readonly FormField[], form: Record<string, SubmittedField>): number {
  let cents = 0;
  for (const field of fields) {
    if (field.field_type !== 'payment') continue;
    const participants = Number(form[String(field.id)]?.value ?? 0);
    const cost = Number(field.importo_da_pagare ?? 0);
    if (Number.isFinite(participants) && Number.isFinite(cost)) cents += Math.round(participants * cost * 100);
  }
  return cents / 100;
}
