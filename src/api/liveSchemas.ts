/**
 * Schemas of the answers the browser forms receive (docs/api-contract.md, "Called from
 * the visitor's browser"), with the same leniency as the build-time schemas.
 * Written with zod/mini because they ship to the browser: classic zod, which
 * does not tree-shake, would add about 90 KB (gzip) to each form page, mini
 * about 5 KB. schemas.ts re-exports them with the rest of the contract.
 */
import * as z from 'zod/mini';

const liveId = z.pipe(
  z.union([z.int(), z.string().check(z.trim(), z.minLength(1))]),
  z.transform((value) => String(value)),
);

const liveOptionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => (value && value.trim() ? value : null)),
);

const liveRequiredText = z.string().check(z.trim(), z.minLength(1, 'must be a non-empty text'));

export const contactRequestResponseSchema = z.object({
  contact: z.looseObject({ id: liveId }),
});

/** A valid link answers the event; an invalid one answers `false`. */
export const formLinkSchema = z.union([z.literal(false), z.looseObject({ id: liveId, title: liveRequiredText })]);

export const formFieldTypes = ['text', 'textarea', 'email', 'date', 'time', 'number', 'multiple', 'payment'] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

export const formFieldSchema = z.object({
  id: liveId,
  name: liveOptionalText,
  label: liveRequiredText,
  required: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value === true),
  ),
  // An unknown type is shown as a text input rather than failing the whole form.
  field_type: z.pipe(
    z.string(),
    z.transform((type): FormFieldType =>
      (formFieldTypes as readonly string[]).includes(type) ? (type as FormFieldType) : 'text',
    ),
  ),
  value: z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((value) => (value == null ? '' : String(value))),
  ),
  frontend_id: liveRequiredText,
  options: liveOptionalText,
  importo_da_pagare: z.pipe(
    z.nullish(z.union([z.number(), z.string()])),
    z.transform((value, ctx): number | null => {
      if (value == null || value === '') return null;
      const amount = Number(value);
      if (Number.isFinite(amount)) return amount;
      ctx.issues.push({ code: 'custom', message: 'must be a number', input: value });
      return null;
    }),
  ),
});

export const formFieldListSchema = z.array(formFieldSchema);

export const requiredCheckSchema = z.object({
  required: z.boolean(),
  field_type: z.nullish(z.string()),
});

export const submissionResponseSchema = z.object({ id: liveId });

/** Any answer at all (the confirmation email's answer is ignored). */
export const ignoredAnswerSchema = z.unknown();

export type FormField = z.output<typeof formFieldSchema>;
