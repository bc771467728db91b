import type { Locale } from '../../i18n/locales.ts';
import { saveLocale } from '../../stores/preferences.ts';

export interface LanguageSwitchProps {
  locale: Locale;
  /** This page in each language (from localizedPath). */
  alternates: Record<Locale, string>;
  /** Accessible name of the switch, e.g. "Language". */
  label: string;
  /** Each language's own name, e.g. { it: 'Italiano', en: 'English' }. */
  names: Record<Locale, string>;
}

/**
 * The language switch: links to this page in each language, so it works
 * without JavaScript; once hydrated, following one also saves the choice.
 */
export default function LanguageSwitch({ locale, alternates, label, names }: LanguageSwitchProps) {
  const entries = Object.entries(alternates) as Array<[Locale, string]>;
  return (
    <ul className="language-switch" aria-label={label}>
      {entries.map(([target, href]) => (
        <li key={target}>
          <a
            href={href}
            hrefLang={target}
            lang={target}
            aria-current={target === locale ? 'page' : undefined}
            onClick={() => saveLocale(target)}
          >
            <span aria-hidden="true">{target.toUpperCase()}</span>
            <span className="visually-hidden">{names[target]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
