import type { Locale } from '../i18n/locales.ts';

const formats: Record<Locale, Intl.NumberFormat> = {
  it: new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** A euro amount without its symbol, as the language writes it: 1.234,50 (it), 1,234.50 (en). */
export function formatAmount(amount: number, locale: Locale): string {
  return formats[locale].format(amount);
}
