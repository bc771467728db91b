import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json';
import it_ from '../../src/i18n/it.json';
import { localeFromParam, localeStaticPaths, localizedPath, parseLocalizedPath } from '../../src/i18n/locales.ts';
import { italianOnlyLang, pickLocalized } from '../../src/i18n/pickLocalized.ts';
import { t } from '../../src/i18n/t.ts';

describe('UI strings', () => {
  it('have the same keys in Italian and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(it_).sort());
  });

  it('have no empty English string where the Italian one has text', () => {
    const emptyInEnglish = Object.entries(it_).filter(([key, value]) => value && !en[key as keyof typeof en]);
    expect(emptyInEnglish).toEqual([]);
  });

  it('fill placeholders and keep unknown ones visible', () => {
    expect(t('it', 'footer.copyright', { year: 2026, name: 'Fly Party' })).toBe(
      '© 2026 Fly Party. Tutti i diritti riservati.',
    );
    expect(t('en', 'footer.copyright', { year: 2026 })).toBe('© 2026 {name}. All rights reserved.');
  });
});

describe('localizedPath', () => {
  it('leaves Italian at the spec route, with a trailing slash', () => {
    expect(localizedPath('/', 'it', '/')).toBe('/');
    expect(localizedPath('/chi-siamo/soci', 'it', '/')).toBe('/chi-siamo/soci/');
  });

  it('puts English under /en', () => {
    expect(localizedPath('/', 'en', '/')).toBe('/en/');
    expect(localizedPath('/la-flotta/3', 'en', '/')).toBe('/en/la-flotta/3/');
  });

  it('keeps the base path of a GitHub project page', () => {
    expect(localizedPath('/', 'it', '/flyparty/')).toBe('/flyparty/');
    expect(localizedPath('/eventi', 'en', '/flyparty')).toBe('/flyparty/en/eventi/');
  });

  it('keeps a query and a hash', () => {
    expect(localizedPath('/eventi?page=2#list', 'en', '/')).toBe('/en/eventi/?page=2#list');
  });
});

describe('parseLocalizedPath', () => {
  it('inverts localizedPath', () => {
    expect(parseLocalizedPath('/flyparty/en/la-flotta/3/', '/flyparty/')).toEqual({
      locale: 'en',
      route: '/la-flotta/3',
    });
    expect(parseLocalizedPath('/la-flotta/3', '/')).toEqual({ locale: 'it', route: '/la-flotta/3' });
    expect(parseLocalizedPath('/en', '/')).toEqual({ locale: 'en', route: '/' });
    expect(parseLocalizedPath('/', '/')).toEqual({ locale: 'it', route: '/' });
  });

  it('does not take a route that starts with "en" for English', () => {
    expect(parseLocalizedPath('/eventi/', '/')).toEqual({ locale: 'it', route: '/eventi' });
  });
});

describe('locale params', () => {
  it('yields Italian without a prefix and English as "en"', () => {
    expect(localeStaticPaths()).toEqual([{ params: { locale: undefined } }, { params: { locale: 'en' } }]);
    expect(localeFromParam(undefined)).toBe('it');
    expect(localeFromParam('en')).toBe('en');
    expect(() => localeFromParam('fr')).toThrow('Unknown locale "fr"');
  });
});

describe('pickLocalized', () => {
  it('picks the page language', () => {
    expect(pickLocalized({ it: 'Ciao', en: 'Hello' }, 'en')).toEqual({ text: 'Hello', lang: undefined });
    expect(pickLocalized({ it: 'Ciao', en: 'Hello' }, 'it')).toEqual({ text: 'Ciao', lang: undefined });
  });

  it('falls back to Italian, marked as Italian, when English is missing', () => {
    expect(pickLocalized({ it: 'Ciao', en: null }, 'en')).toEqual({ text: 'Ciao', lang: 'it' });
  });

  it('gives null when neither language has the text', () => {
    expect(pickLocalized({ it: null, en: null }, 'en')).toBeNull();
  });
});

describe('italianOnlyLang', () => {
  it('marks Italian-only API text as Italian on English pages only', () => {
    expect(italianOnlyLang('en')).toBe('it');
    expect(italianOnlyLang('it')).toBeUndefined();
  });
});
