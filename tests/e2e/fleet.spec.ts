import { expect, test, type Page } from '@playwright/test';
import {
  EMPTY_HISTORY_AIRCRAFT_ID,
  ITALIAN_ONLY_AIRCRAFT_ID,
  SPECS_END_AIRCRAFT_ID,
} from '../../scripts/demo-api/fixtures.ts';
import { apiGet, visibleText } from './support/demoApi.ts';
import { CUB } from './support/demoFacts.ts';
import { pauseClock, settle } from './support/forms.ts';
import { waitForIslands } from './support/hydration.ts';

interface AircraftSummary {
  id: number;
  name: string;
  registration: string;
}

type Aircraft = AircraftSummary &
  Record<
    'description' | 'history' | 'specs' | 'description_eng' | 'history_eng' | 'specs_eng' | 'specs_end',
    string | null | undefined
  >;

const aircraftList = () => apiGet<AircraftSummary[]>('/api/aircrafts/get_aircrafts');
const aircraft = (id: number) => apiGet<Aircraft>(`/api/aircrafts/get_aircraft_info/${id}`);
const tabNames = (page: Page) =>
  page
    .getByRole('tab')
    .allTextContents()
    .then((names) => names.map((name) => name.trim()));

test.describe('fleet list', () => {
  for (const locale of ['it', 'en'] as const) {
    test(`shows a card per aircraft with name and registration, linking to it (${locale})`, async ({ page }) => {
      const list = await aircraftList();
      const prefix = locale === 'it' ? '' : '/en';
      await page.goto(`${prefix}/la-flotta/`);
      const cards = page.locator('main .card');
      await expect(cards).toHaveCount(list.length);
      for (const [index, item] of list.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading')).toHaveText(item.name);
        await expect(card).toContainText(item.registration);
        await expect(card.getByRole('link')).toHaveAttribute('href', `${prefix}/la-flotta/${item.id}/`);
      }
    });
  }
});

test.describe('aircraft tabs', () => {
  test('Italian: Descrizione, Storia, Specifiche; the description selected; one selected at a time', async ({
    page,
  }) => {
    const [first] = await aircraftList();
    const record = await aircraft(first!.id);
    expect([first!.id, record.name, record.registration]).toEqual([CUB.id, CUB.name, CUB.registration]);
    await page.goto(`/la-flotta/${first!.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CUB.name);
    await expect(page.locator('main')).toContainText(CUB.registration);
    expect(await tabNames(page)).toEqual(CUB.tabs.it);
    await expect(page.getByRole('tabpanel')).toContainText(CUB.descriptionStart.it);

    const description = page.getByRole('tab', { name: 'Descrizione' });
    const history = page.getByRole('tab', { name: 'Storia' });
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toContainText(visibleText(record.description));

    await history.click();
    await expect(history).toHaveAttribute('aria-selected', 'true');
    await expect(description).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: 'Storia' })).toContainText(visibleText(record.history));
    await expect(page.getByText(visibleText(record.description))).toBeHidden();
  });

  test('works from the keyboard as a tab list', async ({ page }) => {
    const [first] = await aircraftList();
    await page.goto(`/la-flotta/${first!.id}/`);
    const tab = (name: string) => page.getByRole('tab', { name });
    await tab('Descrizione').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Storia')).toBeFocused();
    await expect(tab('Storia')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab('Specifiche')).toBeFocused();
    await expect(tab('Specifiche')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Descrizione')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Specifiche')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('Descrizione')).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order; Tab moves on to its panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Descrizione' })).toBeFocused();
  });

  test('English: the English tabs, the English description selected', async ({ page }) => {
    const [first] = await aircraftList();
    const record = await aircraft(first!.id);
    expect(first!.id).toBe(CUB.id);
    await page.goto(`/en/la-flotta/${first!.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CUB.name);
    expect(await tabNames(page)).toEqual(CUB.tabs.en);
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(CUB.descriptionStart.en);
    await expect(page.getByRole('tabpanel')).toContainText(visibleText(record.description_eng));
    await page.getByRole('tab', { name: 'Specs' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(CUB.specsStart.en);
    await expect(page.getByRole('tabpanel')).toContainText(visibleText(record.specs_eng).slice(0, 30));
  });

  test('English specifications sent as specs_end still show', async ({ page }) => {
    const record = await aircraft(SPECS_END_AIRCRAFT_ID);
    expect(record.specs_end).toBeTruthy();
    await page.goto(`/en/la-flotta/${SPECS_END_AIRCRAFT_ID}/`);
    await page.getByRole('tab', { name: 'Specs' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(visibleText(record.specs_end).slice(0, 30));
  });

  test('a text that is empty has no tab, in either language', async ({ page }) => {
    await page.goto(`/la-flotta/${EMPTY_HISTORY_AIRCRAFT_ID}/`);
    expect(await tabNames(page)).toEqual(['Descrizione', 'Specifiche']);
    await page.goto(`/en/la-flotta/${EMPTY_HISTORY_AIRCRAFT_ID}/`);
    expect(await tabNames(page)).toEqual(['Description', 'Specs']);
  });

  test('an aircraft with no English text shows its Italian texts, marked as Italian, on the English page', async ({
    page,
  }) => {
    const record = await aircraft(ITALIAN_ONLY_AIRCRAFT_ID);
    await page.goto(`/en/la-flotta/${ITALIAN_ONLY_AIRCRAFT_ID}/`);
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    const text = page.getByRole('tabpanel').locator('[lang="it"]');
    await expect(text).toContainText(visibleText(record.description));
  });
});

test.describe('aircraft carousel', () => {
  const activeSlide = (page: Page) => page.locator('.swiper-slide-active');
  /** Whether the carousel's slide is still moving (Swiper keeps its instance on its element). */
  const swiperMoving = (page: Page) =>
    page
      .locator('.swiper')
      .evaluate((element) => (element as HTMLElement & { swiper: { animating: boolean } }).swiper.animating);

  test('starts on the second photo, loops with the previous and next buttons', async ({ page }) => {
    const [first] = await aircraftList();
    const media = await apiGet<unknown[]>(`/api/aircrafts/get_aircraft_media/${first!.id}`);
    await page.goto(`/la-flotta/${first!.id}/`);
    await page.locator('.media-carousel').scrollIntoViewIfNeeded();
    await waitForIslands(page);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', `2 di ${media.length}`);
    await expect(activeSlide(page).getByRole('img')).toHaveAttribute('alt', `${first!.name}, foto 2`);

    await page.getByRole('button', { name: 'Foto successiva' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', `3 di ${media.length}`);
    await page.getByRole('button', { name: 'Foto precedente' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', `2 di ${media.length}`);
    await page.getByRole('button', { name: 'Foto precedente' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', `1 di ${media.length}`);
    await page.getByRole('button', { name: 'Foto precedente' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', `${media.length} di ${media.length}`);
  });

  test('advances by itself every 7 seconds, and stops when paused', async ({ page }) => {
    const [first] = await aircraftList();
    const media = await apiGet<unknown[]>(`/api/aircrafts/get_aircraft_media/${first!.id}`);
    const shown = (photo: number) => `${photo} of ${media.length}`;
    const following = (photo: number) => (photo % media.length) + 1;
    await page.clock.install();
    await page.goto(`/en/la-flotta/${first!.id}/`);
    await page.locator('.media-carousel').scrollIntoViewIfNeeded();
    await waitForIslands(page);
    // The first delay began while the page's time still flowed, for as long as loading took on this
    // machine: pausing jumps the page's time far enough for it to have run out, whatever was shown.
    await pauseClock(page);
    // Each delay starts once the slide has finished moving (a CSS transition, on real time), so from
    // here the next one is a whole 7 s of the paused clock.
    await expect.poll(() => swiperMoving(page)).toBe(false);
    const label = await activeSlide(page).getAttribute('aria-label');
    const start = Number(label?.split(' ')[0]);
    expect(label).toBe(shown(start));

    await page.clock.runFor(6_999);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', shown(start));
    await page.clock.runFor(1);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', shown(following(start)));
    await expect.poll(() => swiperMoving(page)).toBe(false);
    await page.clock.runFor(6_999);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', shown(following(start)));
    await page.clock.runFor(1);
    const stopped = following(following(start));
    await expect(activeSlide(page)).toHaveAttribute('aria-label', shown(stopped));
    await expect.poll(() => swiperMoving(page)).toBe(false);

    await page.getByRole('button', { name: 'Stop automatic sliding' }).click();
    await expect(page.getByRole('button', { name: 'Resume automatic sliding' })).toBeVisible();
    await page.clock.runFor(15_000);
    await settle(page);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', shown(stopped));
  });

  test('keeps every photo on the page without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const [first] = await aircraftList();
    const media = await apiGet<unknown[]>(`/api/aircrafts/get_aircraft_media/${first!.id}`);
    await page.goto(`/la-flotta/${first!.id}/`);
    await expect(page.locator('.media-carousel img')).toHaveCount(media.length);
    await expect(page.getByRole('heading', { name: 'Descrizione' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Storia' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specifiche' })).toBeVisible();
    await context.close();
  });
});

test.describe('aircraft page @phone', () => {
  test('fits the phone screen, tabs and carousel included', async ({ page }) => {
    const [first] = await aircraftList();
    await page.goto(`/la-flotta/${first!.id}/`);
    await waitForIslands(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    await page.getByRole('tab', { name: 'Storia' }).tap();
    await expect(page.getByRole('tab', { name: 'Storia' })).toHaveAttribute('aria-selected', 'true');
  });
});
