/**
 * The home page below the hero (docs/behaviour.md, "Home"): the next events, the current Fly Party
 * and the fleet, pre-rendered in both languages and complete without JavaScript; the hero still the
 * largest paint.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet } from './support/demoApi.ts';

interface ApiEvent {
  id: number;
  title: string;
  location: string | null;
  start_date: string;
  start_time: string | null;
}

/** Now on the Italian wall clock, as 'YYYY-MM-DDTHH:MM' (sv-SE prints ISO-like dates). */
function italianNow(): string {
  return new Date().toLocaleString('sv-SE', { timeZone: 'Europe/Rome' }).slice(0, 16).replace(' ', 'T');
}

/** The demo API's next three events, soonest first, worked out here from the API rather than the site's code. */
async function nextThreeEvents(): Promise<ApiEvent[]> {
  const events = await apiGet<ApiEvent[]>('/api/eventi/get_eventi_pubblici');
  const now = italianNow();
  const start = (event: ApiEvent) => `${event.start_date.slice(0, 10)}T${(event.start_time ?? '00:00').slice(0, 5)}`;
  return events
    .filter((event) => (event.start_time ? start(event) >= now : event.start_date.slice(0, 10) >= now.slice(0, 10)))
    .sort((a, b) => start(a).localeCompare(start(b)))
    .slice(0, 3);
}

const languages = [
  {
    locale: 'it',
    home: '/',
    events: 'Prossimi eventi',
    allEvents: 'Tutti gli eventi',
    fleet: 'La nostra flotta',
    allFleet: 'Tutta la flotta',
    airShow: "Scopri l'air show",
    prefix: '',
  },
  {
    locale: 'en',
    home: '/en/',
    events: 'Upcoming events',
    allEvents: 'All events',
    fleet: 'Our fleet',
    allFleet: 'The whole fleet',
    airShow: 'Discover the air show',
    prefix: '/en',
  },
] as const;

/** A section shows a card per item, in order, each as `check` expects. */
async function expectCards<T>(section: Locator, items: readonly T[], check: (card: Locator, item: T) => Promise<void>) {
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(items.length);
  for (const [index, item] of items.entries()) await check(cards.nth(index), item);
}

async function checkSections(page: Page, lang: (typeof languages)[number]) {
  const upcoming = await nextThreeEvents();
  expect(upcoming.length, 'the demo API has upcoming events').toBeGreaterThan(0);
  const events = page.getByRole('region', { name: lang.events });
  await expectCards(events, upcoming, async (card, event) => {
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(event.title);
    await expect(card.getByRole('link')).toHaveAttribute('href', `${lang.prefix}/evento/${event.id}/`);
    await expect(card.locator('img')).toHaveCount(1);
    await expect(card.locator('time').first()).toHaveAttribute(
      'datetime',
      new RegExp(`^${event.start_date.slice(0, 10)}`),
    );
    if (event.location) await expect(card).toContainText(event.location);
  });
  await expect(events.getByRole('link', { name: lang.allEvents })).toHaveAttribute('href', `${lang.prefix}/eventi/`);

  const flyParty = await apiGet<{ nome: string; data_ora_inizio: string }>('/api/fly_party/get_current_fly_party_info');
  const party = page.getByRole('region', { name: 'Fly Party' });
  await expect(party.getByRole('heading', { name: flyParty.nome })).toBeVisible();
  await expect(party.locator('time')).toHaveAttribute('datetime', new Date(flyParty.data_ora_inizio).toISOString());
  await expect(party.getByRole('link', { name: lang.airShow })).toHaveAttribute('href', `${lang.prefix}/air_show/`);

  const aircraft = (
    await apiGet<{ id: number; name: string; registration: string }[]>('/api/aircrafts/get_aircrafts')
  ).slice(0, 4);
  const fleet = page.getByRole('region', { name: lang.fleet });
  await expectCards(fleet, aircraft, async (card, plane) => {
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(plane.name);
    await expect(card).toContainText(plane.registration);
    await expect(card.getByRole('link')).toHaveAttribute('href', `${lang.prefix}/la-flotta/${plane.id}/`);
  });
  await expect(fleet.getByRole('link', { name: lang.allFleet })).toHaveAttribute('href', `${lang.prefix}/la-flotta/`);
}

for (const lang of languages) {
  test.describe(`home below the hero (${lang.locale})`, () => {
    test('without JavaScript: the next events, the Fly Party and the fleet are all there', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(lang.home);
      await checkSections(page, lang);
      await context.close();
    });

    test('with JavaScript: the same, and the Fly Party counts down', async ({ page }) => {
      await page.goto(lang.home);
      await checkSections(page, lang);
      await expect(page.getByRole('region', { name: 'Fly Party' }).locator('.countdown__value').first()).toBeVisible();
    });
  });
}

// The hero's background, or on a wide screen its title if the background is too plain for Chrome to count
// (it skips low-content images): what matters is that nothing below the hero takes over the largest paint.
// Chrome reports a candidate only once its frame is presented, which on a busy machine can come well after
// `load` (the header's logo alone had been reported in one CI run): the check waits for the fonts and the
// first screen's pictures, then for frames until ten pass with no new candidate, and reads the last one.
test('the hero is still the largest paint, on a phone and a desktop', async ({ page }) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto('/');
    const inHero = await page.evaluate(async () => {
      await document.fonts.ready;
      const firstScreen = [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight);
      await Promise.all(firstScreen.map((image) => image.decode().catch(() => undefined)));
      const candidates: (PerformanceEntry & { element?: Element | null })[] = [];
      new PerformanceObserver((list) => candidates.push(...list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let quietFrames = 0, seen = -1; quietFrames < 10;) {
        await nextFrame();
        quietFrames = candidates.length === seen ? quietFrames + 1 : 0;
        seen = candidates.length;
      }
      const element = candidates.at(-1)?.element;
      return element?.closest('.home-hero') ? 'in the hero' : `outside it: ${element?.outerHTML.slice(0, 80)}`;
    });
    expect(inHero, `at ${width} px`).toBe('in the hero');
  }
});
