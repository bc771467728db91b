/**
 * The site's UI strings, read from src/i18n (Playwright's loader cannot import
 * JSON modules without an import attribute, which t.ts does not use).
 */
import { readFileSync } from 'node:fs';
import { interpolate } from '../../../src/i18n/interpolate.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { UiKey } from '../../../src/i18n/t.ts';

const dictionaries = Object.fromEntries(
  (['it', 'en'] as const).map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`../../../src/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >,
  ]),
) as Record<Locale, Record<string, string>>;

/** A UI string as the page shows it, placeholders filled. */
export function ui(locale: Locale, key: UiKey, params: Record<string, string | number> = {}): string {
  const template = dictionaries[locale][key];
  if (template === undefined) throw new Error(`No UI string "${key}" in ${locale}.json`);
  return interpolate(template, params);
}
