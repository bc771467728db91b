/**
 * Which tabs an aircraft page shows (docs/behaviour.md, "Fleet"). Italian pages show
 * Descrizione, Storia and Specifiche for the texts that are not empty; English
 * pages show the English tabs for the English texts that are present. The
 * description comes first and is the one selected.
 *
 * Unlike `pickLocalized`, a missing English text does not borrow the Italian
 * one tab by tab: the spec hides that tab. Only an aircraft with no English
 * text at all shows its Italian texts (marked `lang="it"`), because the API
 * contract says a page shows Italian rather than nothing.
 */
import { defaultLocale, type Locale } from '../i18n/locales.ts';
import type { LocalizedText } from '../i18n/pickLocalized.ts';

export const aircraftTabKeys = ['description', 'history', 'specs'] as const;
export type AircraftTabKey = (typeof aircraftTabKeys)[number];

export interface AircraftTab<T extends string = string> {
  key: AircraftTabKey;
  html: T;
  /** Set when the text is not in the page's language. */
  lang: Locale | undefined;
}

/** The tabs of an aircraft in a language, in order; the first is selected. */
export function aircraftTabs<T extends string>(
  texts: Record<AircraftTabKey, LocalizedText<T>>,
  locale: Locale,
): AircraftTab<T>[] {
  const inLanguage = (language: Locale, lang: Locale | undefined) =>
    aircraftTabKeys.flatMap((key) => {
      const html = texts[key][language];
      return html && html.trim() ? [{ key, html, lang }] : [];
    });
  const own = inLanguage(locale, undefined);
  if (own.length > 0 || locale === defaultLocale) return own;
  return inLanguage(defaultLocale, defaultLocale);
}
