import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import {
  aircraftSchema,
  currentFlyPartySchema,
  eventSchema,
  formFieldSchema,
  formLinkSchema,
  memberSummarySchema,
  pageConfigSchema,
  pastFlyPartySchema,
} from '../../src/api/schemas.ts';
import { describeIssue, type ResponseSchema } from '../../src/api/client.ts';

const contractEvent = {
  id: 7,
  title: 'Raduno di primavera',
  description: '&lt;p&gt;Voli e hangar aperti&lt;/p&gt;',
  picture: '/media/eventi/raduno.jpg',
  location: 'Aviosuperficie di Casale',
  start_date: '2027-04-18',
  start_time: '09:30:00',
  end_date: null,
  end_time: null,
  created_by: { first_name: 'Giulia', last_name: 'Bianchi' },
  updated_by: null,
  updated_at: '2027-03-02T18:04:11+01:00',
};

/** The first issue of a failed parse, as the client reports it. */
function issueOf(schema: ResponseSchema, data: unknown): string {
  const result = schema.safeParse(data);
  if (result.success) throw new Error('expected the payload to be rejected');
  return describeIssue(result.error);
}

describe('contract schemas on good payloads', () => {
  it('reads the contract event, with ids as strings and nulls kept', () => {
    const event = eventSchema.parse(contractEvent);
    expect(event.id).toBe('7');
    expect(event.end_date).toBeNull();
    expect(event.updated_by).toBeNull();
    expect(event.start_time).toBe('09:30:00');
  });

  it('tolerates missing optional event fields', () => {
    const event = eventSchema.parse({ id: '8', title: 'Hangar aperto', start_date: '2027-05-01' });
    expect(event).toMatchObject({ id: '8', description: null, picture: null, end_time: null, created_by: null });
  });

  it('reads a configuration with every field missing or null', () => {
    expect(pageConfigSchema.parse({ descrizione: '&lt;p&gt;Solo testo&lt;/p&gt;', titolo: null })).toEqual({
      sfondo: null,
      titolo: null,
      titolo_eng: null,
      descrizione: '&lt;p&gt;Solo testo&lt;/p&gt;',
      descrizione_eng: null,
    });
  });

  it('treats a blank text as missing', () => {
    expect(pageConfigSchema.parse({ titolo_eng: '   ' }).titolo_eng).toBeNull();
  });

  it('accepts specs_end for specs_eng, and prefers specs_eng when both arrive', () => {
    const base = { id: 1, name: 'Piper J-3 Cub', registration: 'I-CUBB' };
    expect(aircraftSchema.parse({ ...base, specs_end: 'Engine: 65 hp' }).specs_eng).toBe('Engine: 65 hp');
    expect(aircraftSchema.parse({ ...base, specs_eng: 'A', specs_end: 'B' }).specs_eng).toBe('A');
    expect(aircraftSchema.parse(base)).not.toHaveProperty('specs_end');
  });

  it('reads "no edition scheduled" as null in both of its forms', () => {
    expect(currentFlyPartySchema.parse(null)).toBeNull();
    expect(currentFlyPartySchema.parse({})).toBeNull();
    expect(
      currentFlyPartySchema.parse({ nome: 'Fly Party 2027', data_ora_inizio: '2027-06-12T10:00:00', immagine: null }),
    ).toMatchObject({
      nome: 'Fly Party 2027',
    });
  });

  it('defaults a past edition without participants to an empty list', () => {
    expect(pastFlyPartySchema.parse({ id: 3, immagine: 'media/fp/2024.jpg', partecipanti: null }).partecipanti).toEqual(
      [],
    );
  });

  it('reads a form field, with a numeric-string cost as a number', () => {
    const field = formFieldSchema.parse({
      id: 12,
      name: 'quota',
      label: 'Partecipanti',
      required: true,
      field_type: 'payment',
      value: '',
      frontend_id: 'field_12',
      options: null,
      importo_da_pagare: '25.50',
    });
    expect(field).toMatchObject({ id: '12', field_type: 'payment', importo_da_pagare: 25.5, required: true });
  });

  it('shows an unknown field type as text instead of failing the form', () => {
    expect(formFieldSchema.parse({ id: 1, label: 'X', field_type: 'colour', frontend_id: 'f1' }).field_type).toBe(
      'text',
    );
  });

  it('reads a form link as the event or false', () => {
    expect(formLinkSchema.parse(false)).toBe(false);
    expect(formLinkSchema.parse({ id: 4, title: 'Raduno', extra: 1 })).toMatchObject({ id: '4', title: 'Raduno' });
  });
});

describe('contract schemas on broken payloads', () => {
  it('names an event without a title', () => {
    expect(issueOf(z.array(eventSchema), [{ ...contractEvent, title: '' }])).toBe(
      'field "0.title": must be a non-empty text',
    );
  });

  it('names a malformed start date', () => {
    expect(issueOf(eventSchema, { ...contractEvent, start_date: '18/04/2027' })).toBe(
      'field "start_date": must be a date YYYY-MM-DD',
    );
  });

  it('names a malformed time', () => {
    expect(issueOf(eventSchema, { ...contractEvent, end_time: '9.30' })).toBe(
      'field "end_time": must be a time HH:MM or HH:MM:SS',
    );
  });

  it('names a member without an id', () => {
    expect(issueOf(z.array(memberSummarySchema), [{ nome: 'Mario', cognome: 'Rossi' }])).toMatch(/^field "0\.id": /);
  });

  it('rejects an object where a list is promised', () => {
    expect(issueOf(z.array(memberSummarySchema), { results: [] })).toMatch(
      /^field "\(body\)": Invalid input: expected array/,
    );
  });

  it('rejects a non-numeric cost', () => {
    const field = { id: 1, label: 'Quota', field_type: 'payment', frontend_id: 'f1', importo_da_pagare: 'gratis' };
    expect(issueOf(formFieldSchema, field)).toBe('field "importo_da_pagare": must be a number');
  });
});
