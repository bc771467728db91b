import { describe, expect, it } from 'vitest';
import { answers, runLoader, withFakeApi } from '../support/fakeApiClient.ts';

const { articleEntrySchema, contestArticlesLoader, safetyArticlesLoader } = await withFakeApi(
  () => import('../../../src/loaders/articles.ts'),
);

describe('article loaders', () => {
  it('store the flight-safety articles in order, image and file as absolute URLs', async () => {
    answers.set('/api/safety/get_safety_articles', [
      {
        id: 3,
        title: 'Il briefing pre-volo',
        image: 'media/sicurezza/briefing.jpg',
        file: '/media/sicurezza/briefing.pdf',
      },
      { id: 1, title: 'Carburante e riserve', image: null, file: 'https://cdn.example.org/carburante.pdf' },
    ]);
    expect(await runLoader(safetyArticlesLoader, articleEntrySchema)).toEqual({
      '3': {
        position: 0,
        title: 'Il briefing pre-volo',
        image: 'https://api.example.org/media/sicurezza/briefing.jpg',
        file: 'https://api.example.org/media/sicurezza/briefing.pdf',
      },
      '1': { position: 1, title: 'Carburante e riserve', image: null, file: 'https://cdn.example.org/carburante.pdf' },
    });
  });

  it("store the literary contest's articles from their own endpoint", async () => {
    answers.set('/api/concorso_letterario/get_concorso_articles', [
      { id: 9, title: 'Penne e ali', image: null, file: 'media/concorso/penne.pdf' },
    ]);
    expect(await runLoader(contestArticlesLoader, articleEntrySchema)).toEqual({
      '9': { position: 0, title: 'Penne e ali', image: null, file: 'https://api.example.org/media/concorso/penne.pdf' },
    });
  });

  it('fail the build on an article without a file, rather than show a card that leads nowhere', async () => {
    answers.set('/api/safety/get_safety_articles', [{ id: 4, title: 'Senza file', image: null, file: '' }]);
    await expect(runLoader(safetyArticlesLoader, articleEntrySchema)).rejects.toThrow();
  });
});
