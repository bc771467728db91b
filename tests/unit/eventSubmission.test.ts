import { describe, expect, it } from 'vitest';
import { formFieldListSchema } from '../../src/api/liveSchemas.ts';
import {
  answerValue,
  firstMissingRequired,
  isBlank,
  needsPayment,
  paymentTotal,
  submissionBody,
} from '../../src/lib/eventSubmission.ts';
import { formatAmount } from '../../src/lib/formatAmount.ts';

const fields = formFieldListSchema.parse([
  { id: 12, name: 'nome', label: 'Nome', required: true, field_type: 'text', value: '', frontend_id: 'field_12' },
  {
    id: 18,
    name: 'ospiti',
    label: 'Ospiti',
    required: false,
    field_type: 'number',
    value: '',
    frontend_id: 'field_18',
  },
  {
    id: 19,
    name: 'pasto',
    label: 'Menu',
    required: true,
    field_type: 'multiple',
    value: '',
    frontend_id: 'field_19',
    options: "[{'text': 'Carne'}]",
  },
  {
    id: 21,
    name: 'cena',
    label: 'Partecipanti',
    required: true,
    field_type: 'payment',
    value: '',
    frontend_id: 'field_21',
    importo_da_pagare: '25.50',
  },
]);
const [nome, ospiti, pasto, cena] = fields as [
  (typeof fields)[number],
  (typeof fields)[number],
  (typeof fields)[number],
  (typeof fields)[number],
];

describe('required fields', () => {
  it('counts spaces as no answer and 0 as an answer', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('  ')).toBe(true);
    expect(isBlank('0')).toBe(false);
  });

  it('finds the first empty field the server calls required, in form order', () => {
    const checks = [{ required: true }, { required: false }, { required: true }, { required: true }];
    expect(firstMissingRequired(fields, checks, { 12: 'Anna', 21: '0' })).toBe(pasto);
    expect(firstMissingRequired(fields, checks, { 12: 'Anna', 19: 'Carne', 21: '0' })).toBeUndefined();
  });

  it('follows the server, not the field list, on what is required', () => {
    const checks = [{ required: false }, { required: true }, { required: false }, { required: false }];
    expect(firstMissingRequired(fields, checks, {})).toBe(ospiti);
  });
});

describe('submission body', () => {
  it('maps every field id to its label, value and frontend id, numbers as numbers', () => {
    expect(submissionBody(fields, { 12: ' Anna ', 18: '2', 19: 'Carne', 21: '3' })).toEqual({
      form: {
        12: { label: 'Nome', value: 'Anna', frontend_id: 'field_12' },
        18: { label: 'Ospiti', value: 2, frontend_id: 'field_18' },
        19: { label: 'Menu', value: 'Carne', frontend_id: 'field_19' },
        21: { label: 'Partecipanti', value: 3, frontend_id: 'field_21' },
      },
    });
  });

  it('sends an unanswered field as ""', () => {
    expect(answerValue(ospiti, undefined)).toBe('');
    expect(answerValue(nome, '')).toBe('');
  });
});

describe('payment', () => {
  it('is due when a payment field holds more than 0', () => {
    expect(needsPayment(fields, { 21: '2' })).toBe(true);
    expect(needsPayment(fields, { 21: '0' })).toBe(false);
    expect(needsPayment(fields, { 21: '' })).toBe(false);
    expect(needsPayment(fields, { 18: '4' })).toBe(false);
  });

  it('totals participants times the per-person cost, to the cent, written as each language writes it', () => {
    expect(paymentTotal(cena, '3')).toBe(76.5);
    expect(paymentTotal(cena, '-1')).toBe(0);
    expect(formatAmount(paymentTotal(cena, '3'), 'it')).toBe('76,50');
    expect(formatAmount(1234.5, 'en')).toBe('1,234.50');
  });
});

describe('live form field schema', () => {
  it('fills what the API leaves out', () => {
    const [field] = formFieldListSchema.parse([{ id: 'x', label: 'Note', field_type: 'textarea', frontend_id: 'f' }]);
    expect(field).toEqual({
      id: 'x',
      name: null,
      label: 'Note',
      required: false,
      field_type: 'textarea',
      value: '',
      frontend_id: 'f',
      options: null,
      importo_da_pagare: null,
    });
  });

  it('rejects a field without a label', () => {
    expect(formFieldListSchema.safeParse([{ id: 1, label: ' ', field_type: 'text', frontend_id: 'f' }]).success).toBe(
      false,
    );
  });
});
