import { describe, expect, it } from 'vitest';
import { pageConfigKeys } from '../../../src/api/paths.ts';
import { answers, runLoader, withFakeApi } from '../support/fakeApiClient.ts';

const { homeLoader, homeSchema, pageSchema, pagesLoader, siteLoader, siteSchema } = await withFakeApi(
  () => import('../../../src/loaders/settings.ts'),
);

const configuration = (key: string) => `/api/impostazioni/get_${key}_configuration`;

describe('siteLoader', () => {
  it('stores the logos and the organisation chart as absolute URLs, whatever form of path the API sends', async () => {
    answers.set('/api/impostazioni/get_site_configuration', {
      logo: '/media/logos/logo.png',
      logo_asi: 'media/logos/logo-asi.png',
      logo_aopa: 'https://cdn.example.org/aopa.png',
      organigramma: '  ',
    });
    expect(await runLoader(siteLoader, siteSchema)).toEqual({
      site: {
        logo: 'https://api.example.org/media/logos/logo.png',
        logoAsi: 'https://api.example.org/media/logos/logo-asi.png',
        logoAopa: 'https://cdn.example.org/aopa.png',
        orgChart: null,
      },
    });
  });
});

describe('homeLoader', () => {
  it('stores the media, and title and description in both languages, the description made safe', async () => {
    answers.set('/api/impostazioni/get_home_configuration', {
      sfondo_home: '/media/sfondi/home.jpg',
      immagine_preview: 'media/home/anteprima.jpg',
      video: null,
      titolo: 'Ali Storiche',
      titolo_eng: 'Historic Wings',
      descrizione: '&lt;p&gt;Dal 1987 l&amp;rsquo;&lt;strong&gt;Associazione&lt;/strong&gt;&lt;/p&gt;',
      descrizione_eng: '   ',
    });
    expect(await runLoader(homeLoader, homeSchema)).toEqual({
      home: {
        background: 'https://api.example.org/media/sfondi/home.jpg',
        preview: 'https://api.example.org/media/home/anteprima.jpg',
        video: null,
        title: { it: 'Ali Storiche', en: 'Historic Wings' },
        description: { it: '<p>Dal 1987 l’<strong>Associazione</strong></p>', en: null },
      },
    });
  });
});

describe('pagesLoader', () => {
  it('stores one entry per configured page, keyed like its endpoint, a missing key read as no text', async () => {
    for (const key of pageConfigKeys) answers.set(configuration(key), { sfondo: null, titolo: key });
    answers.set(configuration('sede_operativa'), {
      sfondo: 'media/sfondi/sede.jpg',
      titolo: 'La sede operativa',
      titolo_eng: 'Operating base',
      descrizione: '&lt;p&gt;A 6 km da Lodi&lt;/p&gt;&lt;iframe src="https://example.org"&gt;&lt;/iframe&gt;',
      descrizione_eng: null,
    });
    const stored = await runLoader(pagesLoader, pageSchema);
    expect(Object.keys(stored).sort()).toEqual([...pageConfigKeys].sort());
    expect(stored.sede_operativa).toEqual({
      background: 'https://api.example.org/media/sfondi/sede.jpg',
      title: { it: 'La sede operativa', en: 'Operating base' },
      description: { it: '<p>A 6 km da Lodi</p>', en: null },
    });
    expect(stored.asi).toEqual({
      background: null,
      title: { it: 'asi', en: null },
      description: { it: null, en: null },
    });
  });
});
