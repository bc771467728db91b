import { expect, test, type Locator, type Page } from '@playwright/test';
import { LONG_DESCRIPTION_EVENT_IDS, NO_PICTURE_EVENT_ID } from '../../scripts/demo-api/fixtures.ts';
import { apiGet, visibleText } from './support/demoApi.ts';
import { EVENT_LABELS, GATHERING, italianDayFromToday } from './support/demoFacts.ts';
import { ddmmyyyy, hhmm, italianDate } from './support/format.ts';
import { logoPlates } from './support/logoPlate.ts';

interface ApiEvent {
  id: number;
  title: string;
  description: string | null;
  location: string | null;
  start_date: string;
  start_time: string;
  end_date: string | null;
  end_time: string | null;
  created_by: { first_name: string; last_name: string } | null;
  updated_by: { first_name: string; last_name: string } | null;
  updated_at: string;
}

const events = () => apiGet<ApiEvent[]>('/api/eventi/get_eventi_pubblici');
const cards = (page: Page) => page.locator('main .card');
const cardOf = (page: Page, event: ApiEvent) =>
  cards(page).filter({ has: page.getByRole('heading', { name: event.title, exact: true }) });

/** Opens the page of the events list that holds `event` (six a page, in the API's order). */
async function gotoPageOf(page: Page, all: ApiEvent[], event: ApiEvent, prefix = '') {
  const number = Math.floor(all.indexOf(event) / 6) + 1;
  await page.goto(number === 1 ? `${prefix}/eventi/` : `${prefix}/eventi/${number}/`);
}

/** A card's schedule: the value shown after a label ("Inizio", "Fine"…). */
function scheduleValue(card: Locator, label: string) {
  return card.locator('.event-schedule dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

test.describe('events list', () => {
  test('shows six cards, and "Vedi eventi precedenti" adds six more per click until all are shown', async ({
    page,
  }) => {
    const all = await events();
    expect(all.length).toBeGreaterThan(12);
    await page.goto('/eventi/');
    const more = page.getByRole('link', { name: 'Vedi eventi precedenti' });
    await expect(more).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).getByRole('heading')).toHaveText(all.slice(0, 6).map((event) => event.title));

    let shown = 6;
    while (shown < all.length) {
      await more.click();
      const firstNew = all[shown]!;
      shown = Math.min(shown + 6, all.length);
      await expect(cards(page)).toHaveCount(shown);
      // The cards join the list in place: same page, in the API's order.
      expect(new URL(page.url()).pathname).toBe('/eventi/');
      await expect(cards(page).getByRole('heading')).toHaveText(all.slice(0, shown).map((event) => event.title));
      // Focus moves to the first card the click brought, which shows fully (no scroll animation left pending).
      await expect(cardOf(page, firstNew).getByRole('link')).toBeFocused();
      await expect.poll(() => cardOf(page, firstNew).evaluate((card) => getComputedStyle(card).opacity)).toBe('1');
    }
    await expect(more).toHaveCount(0);
  });

  test('follows "Vedi eventi precedenti" to the next page when it cannot fetch it, so nothing is lost', async ({
    page,
  }) => {
    await page.goto('/en/eventi/');
    // The fetch fails once (a dropped connection); the page itself then loads.
    let failed = false;
    await page.route('**/en/eventi/2/', (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort();
    });
    await page.getByRole('link', { name: 'See previous events' }).click();
    await expect(page).toHaveURL(/\/en\/eventi\/2\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events, page 2');
    await expect(cards(page)).toHaveCount(6);
  });

  test('replaces a picture that fails to load in the browser with the logo', async ({ page }) => {
    const [first] = await events();
    // Every optimised size of the first event's picture fails.
    await page.route(/\/_astro\/evento-\d+_[^/]*\.webp$/, (route) =>
      route.request().url().includes(`evento-${first!.id}_`) ? route.abort() : route.continue(),
    );
    await page.goto('/eventi/');
    const image = cardOf(page, first!).locator('img');
    // The logo every card would fall back to (the failing card may already have used its own).
    const fallback = await page.locator('main .card img[data-fallback]').first().getAttribute('data-fallback');
    expect(fallback).toMatch(/logo/);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', fallback!);
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('events list, as HTML (JavaScript off: every card a link away)', () => {
  test.use({ javaScriptEnabled: false });

  test('shows six events a page, and "Vedi eventi precedenti" leads from page to page through every event', async ({
    page,
  }) => {
    const all = await events();
    const seen: string[] = [];
    await page.goto('/eventi/');
    for (;;) {
      await expect(cards(page).locator('visible=true')).toHaveCount(Math.min(6, all.length - seen.length));
      seen.push(...(await cards(page).getByRole('heading').allTextContents()).map((title) => title.trim()));
      const more = page.getByRole('link', { name: 'Vedi eventi precedenti' });
      if (!(await more.count())) break;
      await more.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Eventi, pagina ${seen.length / 6 + 1}`);
    }
    expect(seen).toEqual(all.map((event) => event.title));
    expect(new URL(page.url()).pathname).toBe(`/eventi/${Math.ceil(all.length / 6)}/`);
  });

  test('shows each card\'s title, start date and time, and end or "Da definire"', async ({ page }) => {
    const all = await events();
    for (const event of all) {
      await gotoPageOf(page, all, event);
      const card = cardOf(page, event);
      await expect(card.getByRole('link')).toHaveAttribute('href', `/evento/${event.id}/`);
      await expect(scheduleValue(card, 'Inizio')).toHaveText(`${ddmmyyyy(event.start_date)} ${hhmm(event.start_time)}`);
      const end = scheduleValue(card, 'Fine');
      if (event.end_time) {
        await expect(end).toHaveText(
          [event.end_date && ddmmyyyy(event.end_date), hhmm(event.end_time)].filter(Boolean).join(' '),
        );
      } else {
        await expect(end).toContainText('Da definire');
        if (event.end_date) await expect(end).toContainText(ddmmyyyy(event.end_date));
      }
    }
  });

  test('says "To be defined" in English and links to the English event', async ({ page }) => {
    const all = await events();
    const event = all.find((candidate) => !candidate.end_time)!;
    await gotoPageOf(page, all, event, '/en');
    const card = cardOf(page, event);
    await expect(scheduleValue(card, 'End')).toContainText('To be defined');
    await expect(card.getByRole('link')).toHaveAttribute('href', `/en/evento/${event.id}/`);
    // Events exist in Italian only: marked so, for screen readers, on the English page.
    await expect(card.getByRole('heading').locator('[lang="it"]')).toHaveText(event.title);
  });

  test('cuts long descriptions at 100 characters of text, never inside a tag or an entity', async ({ page }) => {
    const all = await events();
    for (const id of LONG_DESCRIPTION_EVENT_IDS) {
      const event = all.find((candidate) => candidate.id === id)!;
      await gotoPageOf(page, all, event);
      const full = visibleText(event.description);
      expect(full.length).toBeGreaterThan(100);
      const excerpt = ((await cardOf(page, event).locator('.events__excerpt').textContent()) ?? '').trim();
      expect(excerpt.endsWith('…')).toBe(true);
      const kept = excerpt.slice(0, -1);
      expect(kept.length).toBeLessThanOrEqual(100);
      expect(kept.length).toBeGreaterThan(60);
      expect(full.startsWith(kept)).toBe(true);
    }
  });

  test("shows the association's logo for an event without a picture", async ({ page }) => {
    const all = await events();
    const event = all.find((candidate) => candidate.id === NO_PICTURE_EVENT_ID)!;
    await gotoPageOf(page, all, event);
    const image = cardOf(page, event).locator('img');
    await expect(image).toHaveClass(/api-image--fallback/);
    await expect(image).toHaveAttribute('src', /logo/);
    // In the dark theme (the default) too, on a light plate as in the header: its lettering is dark.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const [plate] = await logoPlates(image);
    expect(plate!.luminance, 'luminance behind the logo').toBeGreaterThan(0.85);
  });
});

test.describe('event detail', () => {
  for (const locale of ['it', 'en'] as const) {
    test(`shows picture, title, place, dates, author, update date and description (${locale})`, async ({ page }) => {
      const all = await events();
      // One event whose author is its last updater, one whose author is its creator.
      const samples = [all.find((event) => event.updated_by), all.find((event) => !event.updated_by)];
      const labels =
        locale === 'it'
          ? { start: 'Inizio', author: 'Autore', updated: 'Aggiornato il' }
          : { start: 'Start', author: 'Author', updated: 'Updated on' };
      for (const event of samples) {
        await page.goto(`${locale === 'it' ? '' : '/en'}/evento/${event!.id}/`);
        const main = page.locator('main');
        await expect(page).toHaveTitle(`Fly Party | ${event!.title}`);
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(event!.title);
        await expect(main.getByRole('img', { name: event!.title })).toBeVisible();
        await expect(main).toContainText(event!.location!);
        await expect(scheduleValue(main, labels.start)).toHaveText(
          `${ddmmyyyy(event!.start_date)} ${hhmm(event!.start_time)}`,
        );
        const author = event!.updated_by ?? event!.created_by;
        await expect(main).toContainText(`${labels.author}: ${author!.first_name} ${author!.last_name}`);
        await expect(main).toContainText(`${labels.updated} ${italianDate(event!.updated_at)}`);
        await expect(main.locator('.event__description')).toContainText(visibleText(event!.description).slice(0, 60));
        await expect(main.getByRole('link', { name: locale === 'it' ? 'Indietro' : 'Back' })).toHaveAttribute(
          'href',
          `${locale === 'it' ? '' : '/en'}/eventi/`,
        );
      }
    });
  }

  for (const locale of ['it', 'en'] as const) {
    test(`shows the gathering as the association wrote it: title, place, dates, author (${locale})`, async ({
      page,
    }) => {
      const labels = EVENT_LABELS[locale];
      const prefix = locale === 'it' ? '' : '/en';
      const event = (await events()).find((candidate) => candidate.id === GATHERING.id)!;
      // The demo dates its events from the day it started: today, or yesterday for a run that crossed
      // midnight in Italy. Any other start date is wrong, and fails below.
      const now = new Date();
      const startedOn =
        [now, new Date(now.getTime() - 86_400_000)].find(
          (day) => italianDayFromToday(GATHERING.start.days, day) === ddmmyyyy(event.start_date),
        ) ?? now;
      const day = (days: number) => italianDayFromToday(days, startedOn);
      const start = `${day(GATHERING.start.days)} ${GATHERING.start.time}`;
      const end = `${day(GATHERING.end.days)} ${GATHERING.end.time}`;
      // The API says the same, read the way the derived test above reads it.
      expect(`${ddmmyyyy(event.start_date)} ${hhmm(event.start_time)}`).toBe(start);
      expect(`${ddmmyyyy(event.end_date!)} ${hhmm(event.end_time!)}`).toBe(end);

      await page.goto(`${prefix}/evento/${GATHERING.id}/`);
      const main = page.locator('main');
      await expect(page).toHaveTitle(`Fly Party | ${GATHERING.title}`);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(GATHERING.title);
      await expect(main).toContainText(GATHERING.location);
      await expect(scheduleValue(main, labels.start)).toHaveText(start);
      await expect(scheduleValue(main, labels.end)).toHaveText(end);
      await expect(main).toContainText(`${labels.author}: ${GATHERING.author}`);
      await expect(main).toContainText(`${labels.updated} ${day(GATHERING.updated.days)}`);
      await expect(main.locator('.event__description')).toContainText(GATHERING.descriptionStart);
      await expect(main.getByRole('link', { name: labels.back })).toHaveAttribute('href', `${prefix}/eventi/`);
    });
  }

  test('goes back to the list from the back button', async ({ page }) => {
    const [first] = await events();
    await page.goto('/eventi/');
    await cardOf(page, first!).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/evento/${first!.id}/$`));
    await page.getByRole('link', { name: 'Indietro' }).click();
    await expect(page).toHaveURL(/\/eventi\/$/);
  });
});
