import { expect, test } from '@playwright/test';
import { decode } from 'he';
import { HOSTILE_CONFIGURATION, NULL_ENGLISH_CONFIGURATION } from '../../scripts/demo-api/fixtures.ts';
import { apiGet, visibleText } from './support/demoApi.ts';
import { PAGES } from './support/demoFacts.ts';

/** The configured pages that show background, title and description, by their configuration endpoint. */
const configuredPages = (
  [
    // Path, configuration (`get_<name>_configuration`), then the route's own title in Italian and English.
    ['/chi-siamo/la-nostra-storia/', 'la_nostra_storia', 'La nostra storia', 'Our story'],
    ['/sede_operativa/', 'sede_operativa', 'Sede operativa', 'Operational headquarters'],
    ['/biblioteca/', 'biblioteca', 'Biblioteca', 'Library'],
    ['/asi/', 'asi', 'ASI', 'ASI'],
    ['/fly_party/programma_volo_fly_party/', 'programma_volo_fly_party', 'Programma di volo', 'Flight schedule'],
    [
      '/fly_party/informazioni_operative_fly_party/',
      'informazioni_operative_fly_party',
      'Informazioni operative',
      'Operational info',
    ],
    [
      '/fly_party/edizioni_precedenti_fly_party/',
      'edizioni_precedenti_fly_party',
      'Edizioni precedenti',
      'Previous editions',
    ],
  ] as const
).map(([path, name, it, en]) => ({ path, endpoint: `get_${name}_configuration`, routeTitle: { it, en } }));

interface PageConfig {
  sfondo?: string | null;
  titolo?: string | null;
  titolo_eng?: string | null;
  descrizione?: string | null;
  descrizione_eng?: string | null;
}

test.describe('content pages', () => {
  for (const { path, endpoint, routeTitle } of configuredPages) {
    for (const locale of ['it', 'en'] as const) {
      test(`${path} shows its background, title and description (${locale})`, async ({ page }) => {
        const config = await apiGet<PageConfig>(`/api/impostazioni/${endpoint}`);
        const title = (locale === 'en' && config.titolo_eng) || config.titolo;
        const description = visibleText((locale === 'en' && config.descrizione_eng) || config.descrizione);
        // As the association wrote it, so that a mistake made in the site and in the lines above both fails.
        const facts = PAGES[path]!;
        expect(title ?? null).toBe(facts.title?.[locale] ?? null);
        expect(description.startsWith(facts.descriptionStart[locale]), description).toBe(true);
        await page.goto(`${locale === 'it' ? '' : '/en'}${path}`);
        const h1 = page.getByRole('heading', { level: 1 });
        if (title) {
          await expect(h1).toHaveText(title);
          await expect(h1).toBeVisible();
          await expect(page).toHaveTitle(`Fly Party | ${title}`);
        } else {
          // Only the description is configured: the page shows just that, named for screen readers.
          await expect(h1).toHaveText(routeTitle[locale]);
          await expect(h1).toHaveClass(/visually-hidden/);
        }
        await expect(page.locator('.photo-hero__image')).toHaveCount(config.sfondo ? 1 : 0);
        if (config.sfondo) await expect(page.locator('.photo-hero__image')).toHaveAttribute('fetchpriority', 'high');
        await expect(page.locator('.page-description')).toContainText(facts.descriptionStart[locale]);
        await expect(page.locator('.page-description')).toContainText(description.slice(0, 60));
      });
    }
  }

  test('an English page without an English description shows the Italian one, marked as Italian', async ({ page }) => {
    const config = await apiGet<PageConfig>(`/api/impostazioni/${NULL_ENGLISH_CONFIGURATION}`);
    expect(config.descrizione_eng).toBeNull();
    const { path } = configuredPages.find((candidate) => candidate.endpoint === NULL_ENGLISH_CONFIGURATION)!;
    const italian = visibleText(config.descrizione);
    expect(italian.startsWith(PAGES[path]!.descriptionStart.it), italian).toBe(true);
    await page.goto(`/en${path}`);
    await expect(page.locator('.page-description')).toHaveAttribute('lang', 'it');
    await expect(page.locator('.page-description')).toContainText(PAGES[path]!.descriptionStart.it);
    await expect(page.locator('.page-description')).toContainText(italian.slice(0, 60));
  });

  test('a hostile description is shown without its script, handlers, javascript: links or frames', async ({ page }) => {
    // The demo description does carry each hostile part, so that their absence below means something.
    const config = await apiGet<PageConfig>(`/api/impostazioni/${HOSTILE_CONFIGURATION}`);
    const hostile = decode(config.descrizione ?? '');
    for (const part of ['<script', 'onerror=', 'href="javascript:', '<iframe'])
      expect(hostile, `the demo's hostile description has ${part}`).toContain(part);
    const { path } = configuredPages.find((candidate) => candidate.endpoint === HOSTILE_CONFIGURATION)!;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(path);
    const description = page.locator('.page-description');
    // The harmless text around the hostile parts is still shown.
    await expect(description).toContainText(PAGES[path]!.descriptionStart.it);
    await expect(description).toContainText('Catalogo importato dal vecchio sito.');
    await expect(description).toContainText('Apri il catalogo');
    await expect(description.locator('script, iframe, [onerror], [onclick], [style]')).toHaveCount(0);
    await expect(description.locator('a[href^="javascript:"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

interface Article {
  id: number;
  title: string;
  file: string;
}

test.describe('article grids', () => {
  const grids = [
    {
      path: '/sicurezza_volo/',
      endpoint: '/api/safety/get_safety_articles',
      config: 'get_sicurezza_volo_configuration',
    },
    {
      path: '/concorso_letterario/',
      endpoint: '/api/concorso_letterario/get_concorso_articles',
      config: 'get_concorso_letterario_configuration',
    },
  ];
  for (const { path, endpoint, config } of grids) {
    for (const locale of ['it', 'en'] as const) {
      test(`${path} shows a card per article, image and title, opening its file in a new tab (${locale})`, async ({
        page,
      }) => {
        const [articles, settings] = await Promise.all([
          apiGet<Article[]>(endpoint),
          apiGet<PageConfig>(`/api/impostazioni/${config}`),
        ]);
        await page.goto(`${locale === 'it' ? '' : '/en'}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          ((locale === 'en' && settings.titolo_eng) || settings.titolo)!,
        );
        const cards = page.locator('main .card');
        await expect(cards).toHaveCount(articles.length);
        for (const [index, article] of articles.entries()) {
          const link = cards.nth(index).getByRole('link');
          await expect(link).toHaveAccessibleName(
            new RegExp(`^${article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `),
          );
          await expect(link).toHaveAttribute('target', '_blank');
          expect(await link.getAttribute('href')).toContain(article.file.replace(/^\/?/, ''));
          await expect(cards.nth(index).locator('img')).toHaveAttribute('src', /\/_astro\/.*\.webp$/);
        }
      });
    }
  }
});

interface Participant {
  id: number;
  nome: string;
  nome_proprietario: string | null;
}

test.describe('fly party pages', () => {
  for (const locale of ['it', 'en'] as const) {
    test(`participants: photo, name and owner under the configured heading (${locale})`, async ({ page }) => {
      const [participants, config] = await Promise.all([
        apiGet<Participant[]>('/api/fly_party/lista_partecipanti_edizione_corrente'),
        apiGet<PageConfig>('/api/impostazioni/get_partecipanti_page_configuration'),
      ]);
      await page.goto(`${locale === 'it' ? '' : '/en'}/fly_party/partecipanti_fly_party/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        ((locale === 'en' && config.titolo_eng) || config.titolo)!,
      );
      const cards = page.locator('main .card');
      await expect(cards).toHaveCount(participants.length);
      for (const [index, participant] of participants.entries()) {
        await expect(cards.nth(index).getByRole('heading')).toHaveText(participant.nome);
        if (participant.nome_proprietario) await expect(cards.nth(index)).toContainText(participant.nome_proprietario);
        await expect(cards.nth(index).locator('img')).toHaveCount(1);
      }
    });

    test(`previous editions: image and participants as "name - owner name" (${locale})`, async ({ page }) => {
      const editions = await apiGet<Array<{ id: number; nome?: string | null; partecipanti: Participant[] }>>(
        '/api/fly_party/get_past_fly_parties',
      );
      await page.goto(`${locale === 'it' ? '' : '/en'}/fly_party/edizioni_precedenti_fly_party/`);
      const cards = page.locator('.edition');
      await expect(cards).toHaveCount(editions.length);
      for (const [index, edition] of editions.entries()) {
        const card = cards.nth(index);
        if (edition.nome) await expect(card.getByRole('heading')).toHaveText(edition.nome);
        await expect(card.locator('img')).toHaveCount(1);
        await expect(card.locator('.edition__participants li')).toHaveText(
          edition.partecipanti.map((participant) =>
            participant.nome_proprietario ? `${participant.nome} - ${participant.nome_proprietario}` : participant.nome,
          ),
        );
      }
    });
  }
});
