import { describe, expect, it } from 'vitest';
import { aircraftTabs } from '../../src/lib/aircraftTabs.ts';

const complete = {
  description: { it: '<p>Descrizione</p>', en: '<p>Description</p>' },
  history: { it: '<p>Storia</p>', en: '<p>History</p>' },
  specs: { it: '<ul><li>Motore</li></ul>', en: '<ul><li>Engine</li></ul>' },
};

describe('aircraftTabs', () => {
  it('shows the Italian tabs on Italian pages and the English tabs on English pages, description first', () => {
    expect(aircraftTabs(complete, 'it')).toEqual([
      { key: 'description', html: '<p>Descrizione</p>', lang: undefined },
      { key: 'history', html: '<p>Storia</p>', lang: undefined },
      { key: 'specs', html: '<ul><li>Motore</li></ul>', lang: undefined },
    ]);
    expect(aircraftTabs(complete, 'en').map((tab) => tab.html)).toEqual([
      '<p>Description</p>',
      '<p>History</p>',
      '<ul><li>Engine</li></ul>',
    ]);
  });

  it('hides a tab whose text is empty in the page language', () => {
    const noHistory = { ...complete, history: { it: '', en: null } };
    expect(aircraftTabs(noHistory, 'it').map((tab) => tab.key)).toEqual(['description', 'specs']);
    expect(aircraftTabs(noHistory, 'en').map((tab) => tab.key)).toEqual(['description', 'specs']);
  });

  it('does not fill one missing English text with the Italian one', () => {
    const noEnglishHistory = { ...complete, history: { it: '<p>Storia</p>', en: null } };
    expect(aircraftTabs(noEnglishHistory, 'en').map((tab) => [tab.key, tab.lang])).toEqual([
      ['description', undefined],
      ['specs', undefined],
    ]);
  });

  it('shows the Italian texts, marked as Italian, on an English page when there is no English text at all', () => {
    const italianOnly = {
      description: { it: '<p>Descrizione</p>', en: null },
      history: { it: '<p>Storia</p>', en: '' },
      specs: { it: '<ul><li>Motore</li></ul>', en: null },
    };
    expect(aircraftTabs(italianOnly, 'en')).toEqual([
      { key: 'description', html: '<p>Descrizione</p>', lang: 'it' },
      { key: 'history', html: '<p>Storia</p>', lang: 'it' },
      { key: 'specs', html: '<ul><li>Motore</li></ul>', lang: 'it' },
    ]);
  });

  it('shows no tab when there is no text in either language', () => {
    const empty = { description: { it: null, en: null }, history: { it: null, en: null }, specs: { it: '', en: '' } };
    expect(aircraftTabs(empty, 'it')).toEqual([]);
    expect(aircraftTabs(empty, 'en')).toEqual([]);
  });
});
