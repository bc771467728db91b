/**
 * Building blocks of the collections' schemas: what the pages receive, after
 * the loaders have resolved media URLs and made API text safe.
 */
import { z } from 'astro/zod';
import type { SafeHtml } from '../lib/richText.ts';

/** An absolute image or file URL, or null for none. */
export const mediaUrlSchema = z.url().nullable();

/** A plain text in Italian and English (either may be missing). */
export const localizedTextSchema = z.object({ it: z.string().nullable(), en: z.string().nullable() });

/**
 * HTML the loaders made safe (richText.ts toSafeHtml). The data store keeps it as a string; typed
 * as SafeHtml, a page can hand it to `set:html` and a plain API string cannot take its place.
 */
export const safeHtmlSchema = z.custom<SafeHtml>((value) => typeof value === 'string');

/** Sanitised HTML in Italian and English (either may be missing). */
export const localizedHtmlSchema = z.object({ it: safeHtmlSchema.nullable(), en: safeHtmlSchema.nullable() });
