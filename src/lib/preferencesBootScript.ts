/** The preferences boot script of every page's <head> (src/scripts/boot/preferences.ts), with the store's keys. */
import { locales } from '../i18n/locales.ts';
import { bootPreferences } from '../scripts/boot/preferences.ts';
import { DARK_MODE_KEY, LOCALE_KEY, LOCALE_MOVE_MARK_KEY } from '../stores/preferences.ts';
import { inlineScript } from './inlineScript.ts';

export const preferencesBootScript = inlineScript(bootPreferences, {
  darkModeKey: DARK_MODE_KEY,
  localeKey: LOCALE_KEY,
  moveMarkKey: LOCALE_MOVE_MARK_KEY,
  locales,
});
