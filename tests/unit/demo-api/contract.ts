// The API contract (docs/api-contract.md) as zod schemas, for the demo API tests.

import { z } from 'zod';

const id = z.number().int();
const path = z.string().min(1);
const text = z.string().nullable();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/);
const dateTime = z.iso.datetime({ offset: true, local: true });
const person = z.strictObject({ first_name: z.string().min(1), last_name: z.string().min(1) });

export const siteConfiguration = z.object({ logo: path, logo_asi: path, logo_aopa: path, organigramma: path });
export const homeConfiguration = z.object({
  sfondo_home: path,
  immagine_preview: path,
  video: path,
  titolo: z.string(),
  titolo_eng: text,
  descrizione: text,
  descrizione_eng: text,
});
export const pageConfiguration = z.object({
  sfondo: path.nullable().optional(),
  titolo: text.optional(),
  titolo_eng: text.optional(),
  descrizione: text.optional(),
  descrizione_eng: text.optional(),
});
export const memberSummary = z.strictObject({ id, nome: z.string(), cognome: z.string(), thumbnail: path });
export const member = z.strictObject({
  id,
  nome: z.string(),
  cognome: z.string(),
  foto: path,
  descrizione_socio: text,
});
export const aircraftSummary = z.strictObject({ id, name: z.string(), registration: z.string(), thumbnail: path });
export const aircraft = z
  .strictObject({
    id,
    name: z.string(),
    registration: z.string(),
    foto: path,
    description: text,
    history: text,
    specs: text,
    description_eng: text,
    history_eng: text,
    specs_eng: text.optional(),
    specs_end: text.optional(),
  })
  .refine((value) => 'specs_eng' in value !== 'specs_end' in value, 'exactly one of specs_eng / specs_end');
export const aircraftMedia = z.array(z.strictObject({ id, file: path }));
export const event = z.strictObject({
  id,
  title: z.string().min(1),
  description: text,
  picture: path.nullable(),
  location: z.string(),
  start_date: date,
  start_time: time,
  end_date: date.nullable(),
  end_time: time.nullable(),
  created_by: person,
  updated_by: person.nullable(),
  updated_at: dateTime,
});
export const article = z.strictObject({ id, title: z.string().min(1), image: path, file: path });
export const currentFlyParty = z.strictObject({
  nome: z.string(),
  data_ora_inizio: z.iso.datetime({ offset: true }),
  immagine: path,
});
export const participant = z.strictObject({ id, nome: z.string(), nome_proprietario: z.string(), foto: path });
export const pastFlyParty = z.strictObject({
  id,
  nome: z.string().optional(),
  immagine: path,
  partecipanti: z.array(participant),
});
export const formField = z.strictObject({
  id,
  name: z.string(),
  label: z.string(),
  required: z.boolean(),
  field_type: z.enum(['text', 'textarea', 'email', 'date', 'time', 'number', 'multiple', 'payment']),
  value: z.string(),
  frontend_id: z.string(),
  options: z.string().nullable(),
  importo_da_pagare: z.union([z.string().regex(/^\d+(\.\d+)?$/), z.number()]).nullable(),
});
