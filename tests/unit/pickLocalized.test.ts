import { describe, expect, it } from 'vitest';
import { italianOnlyLang, pickLocalized } from '../../src/i18n/pickLocalized.ts';

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
