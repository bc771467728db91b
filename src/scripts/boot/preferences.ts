/**
 * The preferences boot script, inlined in every page's <head> (see src/stores/preferences.ts): it runs
 * before the first paint, marks that JavaScript runs, applies the saved theme (no flash of the wrong
 * one) and sends a visitor whose saved language differs from the page's to the page's other-language
 * version, read from the hreflang link. Once the page is parsed it gives the theme switch, rendered
 * "pressed" (dark) at build time and hydrated only when used, the pressed state of the theme in force.
 *
 * It must never loop. On a GitHub project page every repository of the owner shares the origin, so
 * any of them can write `localStorage.locale`: a stored value counts only when it is one of our
 * languages (`EN` reads as `en`; `x-default`, junk or nothing count as no choice), a move only
 * happens to another address, and a page reached by this script's own move never moves again in
 * that load, whatever is stored.
 */
export interface PreferencesBootOptions {
  darkModeKey: string;
  localeKey: string;
  /** sessionStorage key that marks the address this script has just moved to. */
  moveMarkKey: string;
  locales: readonly string[];
}

/** Runs in the browser as an inline script: uses nothing outside its body (see src/lib/inlineScript.ts). */
export function bootPreferences({ darkModeKey, localeKey, moveMarkKey, locales }: PreferencesBootOptions): void {
  const root = document.documentElement;
  root.classList.add('js');
  // Storage may be disabled or throw on access (private modes, strict settings): then nothing is saved.
  const read = (storage: () => Storage, key: string): string | null => {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  };
  const session = () => window.sessionStorage;
  const local = () => window.localStorage;

  if (read(local, darkModeKey) === 'false') root.dataset.theme = 'light';

  const stored = read(local, localeKey)?.trim().toLowerCase();
  const wanted = stored && locales.includes(stored) ? stored : null;
  const arrivedByMove = read(session, moveMarkKey) === location.pathname;
  try {
    session().removeItem(moveMarkKey);
  } catch {
    // Nothing was marked.
  }
  if (wanted && wanted !== root.lang && !arrivedByMove) {
    const alternate = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${wanted}"]`);
    const target = alternate ? new URL(alternate.href).pathname : null;
    if (target && target !== location.pathname) {
      try {
        session().setItem(moveMarkKey, target);
      } catch {
        // Unmarked: the checks above still keep a page from moving to itself.
      }
      location.replace(target + location.search + location.hash);
    }
  }

  document.addEventListener('DOMContentLoaded', () => {
    document.querySelector('.theme-toggle')?.setAttribute('aria-pressed', String(root.dataset.theme !== 'light'));
  });
}
