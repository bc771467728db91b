/**
 * Building blocks of the collections' schemas: what the pages receive, after
 * the loaders have resolved media URLs and made API text safe.
 */
import { z } from 'astro/zod';

/** An absolute image or file URL, or null for none. */
export const mediaUrlSchema = z.url().nullable();

/** A plain text in Italian and English (either may be missing). */
export const localizedTextSchema = z.object({ it: z.string().nullable(), en: z.string().nullable() });

/** Sanitised HTML in Italian and English (either may be missing). */
export const localizedHtmlSchema = localizedTextSchema;
