import { describe, expect, it } from 'vitest';
import { localeFromParam, localeStaticPaths, localizedPath, parseLocalizedPath } from '../../src/i18n/locales.ts';

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
