/**
 * The visitor's saved preferences (docs/behaviour.md, "Preferences": language, default Italian;
 * dark theme, default on), kept in localStorage through nanostores' persistent atoms and shared by
 * the header's islands. The boot script (src/scripts/boot/preferences.ts) applies them before the first paint, from the same keys.
 */
import { persistentAtom } from '@nanostores/persistent';
import { locales, type Locale } from '../i18n/locales.ts';

export const DARK_MODE_KEY = 'darkMode';
export const LOCALE_KEY = 'locale';
/** sessionStorage: the address the boot script has just moved the visitor to (so it never moves twice). */
export const LOCALE_MOVE_MARK_KEY = 'localeMove';

/**
 * A stored language as one of ours, or undefined. Another site on the same origin (github.io) can
 * write the key, so `EN` reads as `en` and anything else (`x-default`, junk, empty) as no choice.
 */
export function parseStoredLocale(value: string | null | undefined): Locale | undefined {
  const normalised = value?.trim().toLowerCase();
  return (locales as readonly string[]).includes(normalised ?? '') ? (normalised as Locale) : undefined;
}

/** Whether the dark theme is on: anything but a stored 'false' keeps the default, dark. */
export const $darkMode = persistentAtom<boolean>(DARK_MODE_KEY, true, {
  encode: String,
  decode: (stored) => stored !== 'false',
});

/** The language the visitor chose with the switch; undefined until they do. */
export const $locale = persistentAtom<Locale | undefined>(LOCALE_KEY, undefined, {
  encode: (locale) => locale,
  decode: parseStoredLocale,
});

/** Switches the theme, on the page and in storage. */
export function setDarkMode(on: boolean): void {
  document.documentElement.dataset.theme = on ? 'dark' : 'light';
  try {
    $darkMode.set(on);
  } catch {
    // Storage can refuse the write (quota, strict settings): the theme still switches for this page.
  }
}

/** Switches to the theme the visitor is not seeing (the page is the truth, even where storage refused a write). */
export function toggleDarkMode(): void {
  setDarkMode(document.documentElement.dataset.theme === 'light');
}

/** Remembers the visitor's language, so a later visit opens in it. */
export function saveLocale(locale: Locale): void {
  try {
    $locale.set(locale);
  } catch {
    // See setDarkMode.
  }
}
