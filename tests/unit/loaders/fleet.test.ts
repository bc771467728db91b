import { describe, expect, it } from 'vitest';
import { answers, runLoader, withFakeApi } from '../support/fakeApiClient.ts';

const { aircraftEntrySchema, fleetLoader } = await withFakeApi(() => import('../../../src/loaders/fleet.ts'));

describe('fleetLoader', () => {
  it("joins the list with each aircraft's record and media, texts by language, English specs under either name", async () => {
    answers.set('/api/aircrafts/get_aircrafts', [
      { id: 1, name: 'Piper J-3C-65 Cub', registration: 'I-GIAL', thumbnail: '/media/flotta/cub-mini.jpg' },
      { id: 2, name: 'SIAI-Marchetti SF.260', registration: null, thumbnail: null },
    ]);
    answers.set('/api/aircrafts/get_aircraft_info/1', {
      id: 1,
      name: 'Piper J-3C-65 Cub',
      registration: 'I-GIAL',
      foto: 'media/flotta/cub.jpg',
      description: '&lt;p&gt;Il &lt;strong&gt;Cub&lt;/strong&gt; giallo&lt;/p&gt;',
      history: '',
      specs: '&lt;ul&gt;&lt;li&gt;Motore: Continental A-65&lt;/li&gt;&lt;/ul&gt;',
      description_eng: '&lt;p&gt;The yellow &lt;strong&gt;Cub&lt;/strong&gt;&lt;/p&gt;',
      history_eng: null,
      specs_eng: '&lt;ul&gt;&lt;li&gt;Engine: Continental A-65&lt;/li&gt;&lt;/ul&gt;',
    });
    answers.set('/api/aircrafts/get_aircraft_info/2', {
      id: 2,
      name: 'SIAI-Marchetti SF.260',
      registration: 'I-SIAM',
      foto: null,
      description: 'Addestratore acrobatico.',
      history: null,
      specs: null,
      description_eng: null,
      history_eng: null,
      // The misspelt name some API versions send.
      specs_end: '&lt;p&gt;Top speed: 347 km/h&lt;/p&gt;',
    });
    answers.set('/api/aircrafts/get_aircraft_media/1', [
      { id: 10, file: '/media/flotta/cub-1.jpg' },
      { id: 11, file: 'https://cdn.example.org/cub-2.jpg' },
    ]);
    answers.set('/api/aircrafts/get_aircraft_media/2', []);
    expect(await runLoader(fleetLoader, aircraftEntrySchema)).toEqual({
      '1': {
        position: 0,
        name: 'Piper J-3C-65 Cub',
        registration: 'I-GIAL',
        thumbnail: 'https://api.example.org/media/flotta/cub-mini.jpg',
        photo: 'https://api.example.org/media/flotta/cub.jpg',
        description: { it: '<p>Il <strong>Cub</strong> giallo</p>', en: '<p>The yellow <strong>Cub</strong></p>' },
        history: { it: null, en: null },
        specs: { it: '<ul><li>Motore: Continental A-65</li></ul>', en: '<ul><li>Engine: Continental A-65</li></ul>' },
        media: [
          { id: '10', url: 'https://api.example.org/media/flotta/cub-1.jpg' },
          { id: '11', url: 'https://cdn.example.org/cub-2.jpg' },
        ],
      },
      '2': {
        position: 1,
        name: 'SIAI-Marchetti SF.260',
        // The aircraft's own record wins over the list.
        registration: 'I-SIAM',
        thumbnail: null,
        photo: null,
        description: { it: '<p>Addestratore acrobatico.</p>', en: null },
        history: { it: null, en: null },
        specs: { it: null, en: '<p>Top speed: 347 km/h</p>' },
        media: [],
      },
    });
  });
});
