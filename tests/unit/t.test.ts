/** The interface strings: it.json and en.json, and t(). */
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json';
import it_ from '../../src/i18n/it.json';
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
