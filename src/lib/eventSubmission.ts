/**
 * The event registration's rules (docs/behaviour.md, "Event registration"): which required
 * field is still empty, the submission body of the contract, and whether the
 * visitor goes on to pay.
 */
import type { FormField } from '../api/liveSchemas.ts';

/** The visitor's answers, by field id, as the inputs hold them. */
export type Answers = Readonly<Record<string, string>>;

/** The server's answer to check_required_field for one field. */
export interface RequiredCheck {
  required: boolean;
}

/** One answered field of the submission body. */
export interface SubmittedAnswer {
  label: string;
  value: string | number;
  frontend_id: string;
}

/** True when the visitor gave no answer (spaces count as none; 0 is an answer). */
export function isBlank(value: string | undefined): boolean {
  return !value?.trim();
}

/** The first field, in form order, that the server says is required and the visitor left empty. */
export function firstMissingRequired(
  fields: readonly FormField[],
  checks: readonly RequiredCheck[],
  answers: Answers,
): FormField | undefined {
  return fields.find((field, i) => checks[i]?.required && isBlank(answers[field.id]));
}

const isNumeric = (field: FormField) => field.field_type === 'number' || field.field_type === 'payment';

/** The answer as sent: numbers for number and payment fields, trimmed text otherwise, '' when empty. */
export function answerValue(field: FormField, raw: string | undefined): string | number {
  const text = raw?.trim() ?? '';
  if (text && isNumeric(field) && Number.isFinite(Number(text))) return Number(text);
  return text;
}

/** The body of create_event_form_submission: `{form: {<field id>: {label, value, frontend_id}}}`. */
export function submissionBody(
  fields: readonly FormField[],
  answers: Answers,
): { form: Record<string, SubmittedAnswer> } {
  return {
    form: Object.fromEntries(
      fields.map((field) => [
        field.id,
        { label: field.label, value: answerValue(field, answers[field.id]), frontend_id: field.frontend_id },
      ]),
    ),
  };
}

/** Participants entered in a payment field; 0 when empty or not a number. */
export function participants(raw: string | undefined): number {
  const count = Number(raw?.trim() || 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** True when any payment field holds more than 0: the visitor is then sent to pay. */
export function needsPayment(fields: readonly FormField[], answers: Answers): boolean {
  return fields.some((field) => field.field_type === 'payment' && participants(answers[field.id]) > 0);
}

/** The amount due for one payment field: participants times the per-person cost, to the cent. */
export function paymentTotal(field: FormField, raw: string | undefined): number {
  return Math.round(participants(raw) * (field.importo_da_pagare ?? 0) * 100) / 100;
}
