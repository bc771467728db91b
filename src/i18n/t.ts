/**
 * UI strings: one flat JSON per language with the same dotted keys (a unit test
 * checks parity). `t` interpolates `{name}` placeholders and falls back to
 * Italian, the default language, for a key English does not have.
 */
import it from './it.json';
import en from './en.json';
import { interpolate } from './interpolate.ts';
import { defaultLocale, type Locale } from './locales.ts';

export type UiKey = keyof typeof it;

export const dictionaries: Record<Locale, Partial<Record<UiKey, string>>> = { it, en };

/** The UI string `key` in `locale`, with `{placeholders}` filled from `params`. */
export function t(locale: Locale, key: UiKey, params: Record<string, string | number> = {}): string {
  const template = dictionaries[locale][key] ?? dictionaries[defaultLocale][key] ?? key;
  return interpolate(template, params);
}

/** The UI strings `keys` in `locale`, as the plain object an island takes as a prop. */
export function pickStrings<K extends UiKey>(locale: Locale, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(locale, key)])) as Record<K, string>;
}
