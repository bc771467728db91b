/**
 * Schemas of the API's responses, following docs/api-contract.md.
 * Lenient where the contract is (optional and null fields, numeric or string
 * ids, `specs_end` for `specs_eng`), strict on what a page cannot do without.
 * They only validate and normalise shapes; HTML decoding, sanitising and media
 * URLs are decided later, in one place each (lib/richText.ts, api/media.ts).
 */
import { z } from 'astro/zod';

/** An id, numeric or string in the API, always a string for the site. */
export const idSchema = z.union([z.number().int(), z.string().trim().min(1)]).transform((value) => String(value));

/** An optional text: missing, null and blank all become null. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() ? value : null));

/** A required, non-blank text. */
export const requiredText = z.string().trim().min(1, 'must be a non-empty text');

/** A file or image path in any of the contract's three forms, or null for "none". */
export const mediaPath = optionalText;

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
export const wallTime = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'must be a time HH:MM or HH:MM:SS');
export const isoDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/, 'must be an ISO 8601 date-time');

const optional = <S extends z.ZodType>(schema: S) => schema.nullish().transform((value) => value ?? null);

// ---------------------------------------------------------------- configuration

export const siteConfigSchema = z.object({
  logo: mediaPath,
  logo_asi: mediaPath,
  logo_aopa: mediaPath,
  organigramma: mediaPath,
});

export const homeConfigSchema = z.object({
  sfondo_home: mediaPath,
  immagine_preview: mediaPath,
  video: mediaPath,
  titolo: optionalText,
  titolo_eng: optionalText,
  descrizione: optionalText,
  descrizione_eng: optionalText,
});

export const pageConfigSchema = z.object({
  sfondo: mediaPath,
  titolo: optionalText,
  titolo_eng: optionalText,
  descrizione: optionalText,
  descrizione_eng: optionalText,
});

// ---------------------------------------------------------------- members

export const memberSummarySchema = z.object({
  id: idSchema,
  nome: requiredText,
  cognome: optionalText,
  thumbnail: mediaPath,
});

export const memberSchema = z.object({
  id: idSchema,
  nome: requiredText,
  cognome: optionalText,
  foto: mediaPath,
  descrizione_socio: optionalText,
});

// ---------------------------------------------------------------- fleet

export const aircraftSummarySchema = z.object({
  id: idSchema,
  name: requiredText,
  registration: optionalText,
  thumbnail: mediaPath,
});

export const aircraftSchema = z
  .object({
    id: idSchema,
    name: requiredText,
    registration: optionalText,
    foto: mediaPath,
    description: optionalText,
    history: optionalText,
    specs: optionalText,
    description_eng: optionalText,
    history_eng: optionalText,
    specs_eng: optionalText,
    // Some API versions misspell the English specs field; both are accepted.
    specs_end: optionalText,
  })
  .transform(({ specs_end, ...aircraft }) => ({ ...aircraft, specs_eng: aircraft.specs_eng ?? specs_end }));

export const aircraftMediaSchema = z.object({
  id: idSchema,
  file: requiredText,
});

// ---------------------------------------------------------------- events

const personSchema = optional(
  z.object({
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
  }),
);

export const eventSchema = z.object({
  id: idSchema,
  title: requiredText,
  description: optionalText,
  picture: mediaPath,
  location: optionalText,
  start_date: isoDate,
  start_time: optional(wallTime),
  end_date: optional(isoDate),
  end_time: optional(wallTime),
  created_by: personSchema,
  updated_by: personSchema,
  updated_at: optional(isoDateTime),
});

// ---------------------------------------------------------------- articles

export const articleSchema = z.object({
  id: idSchema,
  title: requiredText,
  image: mediaPath,
  file: requiredText,
});

// ---------------------------------------------------------------- fly party

export const participantSchema = z.object({
  id: idSchema,
  nome: requiredText,
  nome_proprietario: optionalText,
  foto: mediaPath,
});

const scheduledFlyParty = z.object({
  nome: requiredText,
  data_ora_inizio: isoDateTime,
  immagine: mediaPath,
});

/** The current edition, or null when none is scheduled (`null` or `{}` in the API). */
export const currentFlyPartySchema = z
  .union([z.null(), z.object({}).strict(), scheduledFlyParty])
  .transform((value) => (value && 'nome' in value ? value : null));

export const pastFlyPartySchema = z.object({
  id: idSchema,
  nome: optionalText,
  immagine: mediaPath,
  partecipanti: z
    .array(participantSchema)
    .nullish()
    .transform((list) => list ?? []),
});

// ---------------------------------------------------------------- live calls (browser)

// Kept in their own zod/mini module so the form islands do not ship classic zod.
export {
  contactRequestResponseSchema,
  formFieldListSchema,
  formFieldSchema,
  formFieldTypes,
  formLinkSchema,
  requiredCheckSchema,
  submissionResponseSchema,
  ignoredAnswerSchema,
  type FormField,
  type FormFieldType,
} from './liveSchemas.ts';

export type PageConfig = z.output<typeof pageConfigSchema>;
export type MemberSummary = z.output<typeof memberSummarySchema>;
export type Member = z.output<typeof memberSchema>;
export type AircraftSummary = z.output<typeof aircraftSummarySchema>;
export type Aircraft = z.output<typeof aircraftSchema>;
export type ApiEvent = z.output<typeof eventSchema>;
export type Article = z.output<typeof articleSchema>;
export type Participant = z.output<typeof participantSchema>;
