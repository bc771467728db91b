import { defaultLocale, type Locale } from './locales.ts';

/** A text the API gives in Italian and (maybe) English. */
export interface LocalizedText<T extends string = string> {
  it: T | null;
  en: T | null;
}

export interface PickedText<T extends string = string> {
  text: T;
  /** Set when the text is not in the page's language, for a `lang` attribute. */
  lang: Locale | undefined;
}

/**
 * The one place that picks API content for a language: the English value on an
 * English page, else the Italian one marked `lang="it"`; null when neither exists.
 */
export function pickLocalized<T extends string>(value: LocalizedText<T>, locale: Locale): PickedText<T> | null {
  const own = value[locale];
  if (own) return { text: own, lang: undefined };
  const fallback = value[defaultLocale];
  return fallback ? { text: fallback, lang: defaultLocale } : null;
}

/**
 * The `lang` attribute for API text the API only has in Italian (events,
 * member descriptions, article titles): 'it' on a page in another language,
 * so screen readers pronounce it as Italian; nothing on Italian pages.
 */
export function italianOnlyLang(locale: Locale): Locale | undefined {
  return locale === defaultLocale ? undefined : defaultLocale;
}
