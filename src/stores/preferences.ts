/**
 * The visitor's saved preferences (spec.md section 3: locale, default 'it';
 * dark mode, default on), shared by the header islands through nanostores.
 * `preferencesBootScript` applies them before the first paint.
 */
import { atom } from 'nanostores';
import type { Locale } from '../i18n/locales.ts';

export const DARK_MODE_KEY = 'darkMode';
export const LOCALE_KEY = 'locale';

/** Whether the dark theme is on. The boot script has already applied the saved value to <html>. */
export const $darkMode = atom<boolean>(true);

/** Reads the theme the boot script applied, so islands start in step with the page. */
export function syncDarkModeFromDocument(): void {
  $darkMode.set(document.documentElement.dataset.theme !== 'light');
}

/** Switches the theme and remembers the choice. */
export function setDarkMode(on: boolean): void {
  $darkMode.set(on);
  document.documentElement.dataset.theme = on ? 'dark' : 'light';
  try {
    localStorage.setItem(DARK_MODE_KEY, String(on));
  } catch {
    // Storage can be disabled (private mode, strict settings): the theme still switches for this page.
  }
}

/**
 * Switches to the theme the page is not showing. It reads the page rather than
 * the store, which may not have synced yet when a click is replayed right
 * after hydration (src/directives/intent.ts).
 */
export function toggleDarkMode(): void {
  setDarkMode(document.documentElement.dataset.theme === 'light');
}

/** Remembers the visitor's language, so a later visit opens in it. */
export function saveLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // See setDarkMode.
  }
}

/**
 * Runs inline in <head>, before the first paint: marks that JavaScript runs,
 * applies the saved theme (no flash of the wrong one), and sends a visitor whose
 * saved language differs from the page's to the page's other-language version
 * (read from the hreflang link, keeping the current origin). Once the page is
 * parsed it gives the theme switch, rendered "pressed" (dark) at build time and
 * hydrated only when used, the pressed state of the theme in force.
 */
export const preferencesBootScript = `(function(){var d=document.documentElement;d.classList.add('js');try{var s=window.localStorage;if(s.getItem('${DARK_MODE_KEY}')==='false')d.dataset.theme='light';var l=s.getItem('${LOCALE_KEY}');if(l&&l!==d.lang){var a=document.querySelector('link[rel="alternate"][hreflang="'+l+'"]');if(a){var u=new URL(a.href);location.replace(u.pathname+location.search+location.hash)}}}catch(e){}document.addEventListener('DOMContentLoaded',function(){var b=document.querySelector('.theme-toggle');if(b)b.setAttribute('aria-pressed',String(d.dataset.theme!=='light'))})})();`;
