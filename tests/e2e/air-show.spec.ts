import { expect, test, type Page } from '@playwright/test';
import { parseItalianDateTime } from '../../src/lib/italianTime.ts';
import { apiGet, visibleText } from './support/demoApi.ts';
import { waitForIslands } from './support/hydration.ts';

interface FlyParty {
  nome: string;
  data_ora_inizio: string;
  immagine: string;
}

const second = 1000;
const day = 86_400 * second;
const minute = 60 * second;

async function currentFlyParty() {
  const flyParty = await apiGet<FlyParty>('/api/fly_party/get_current_fly_party_info');
  return { ...flyParty, start: parseItalianDateTime(flyParty.data_ora_inizio).getTime() };
}

/** The four numbers of the countdown, as shown. */
async function countdown(page: Page) {
  return page.locator('.countdown__value').allTextContents();
}

test.describe('air show', () => {
  for (const locale of ['it', 'en'] as const) {
    test(`shows the Fly Party's name, its start in Italian time, its image and the description under FLY PARTY (${locale})`, async ({
      page,
    }) => {
      const [flyParty, config] = await Promise.all([
        currentFlyParty(),
        apiGet('/api/impostazioni/get_air_show_configuration'),
      ]);
      const italian = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Rome',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(flyParty.start)
        .split(', ');
      await page.goto(`${locale === 'it' ? '' : '/en'}/air_show/`);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 2, name: flyParty.nome })).toBeVisible();
      await expect(main.locator('.air-show__start')).toHaveText(
        locale === 'it'
          ? `Inizia il ${italian[0]} alle ${italian[1]} (ora italiana)`
          : `Starts on ${italian[0]} at ${italian[1]} (Italian time)`,
      );
      await expect(main.getByRole('heading', { level: 2, name: 'FLY PARTY', exact: true })).toBeVisible();
      await expect(main.getByRole('img', { name: flyParty.nome })).toBeVisible();
      await expect(main.locator('.page-description')).toContainText(
        visibleText(locale === 'it' ? config.descrizione : config.descrizione_eng).slice(0, 50),
      );
      await expect(main.getByRole('timer')).toBeVisible();
    });
  }

  for (const timezoneId of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/Rome']) {
    test.describe(`for a visitor in ${timezoneId}`, () => {
      test.use({ timezoneId });

      test('counts down days, hrs, min and sec to the start, ticking every second', async ({ page }) => {
        const { start } = await currentFlyParty();
        const left = 2 * day + 3 * 3_600 * second + 4 * 60 * second + 5 * second;
        // Far enough ahead of the pause below for the page to load and hydrate on a busy machine.
        await page.clock.install({ time: start - left - 10 * minute });
        await page.goto('/en/air_show/');
        await waitForIslands(page);
        await page.clock.pauseAt(start - left);
        await expect.poll(() => countdown(page)).toEqual(['02', '03', '04', '05']);
        await expect(page.locator('.countdown__label')).toHaveText(['days', 'hrs', 'min', 'sec']);
        await page.clock.runFor(second);
        await expect.poll(() => countdown(page)).toEqual(['02', '03', '04', '04']);
        await page.clock.runFor(5 * second);
        await expect.poll(() => countdown(page)).toEqual(['02', '03', '03', '59']);
      });
    });
  }

  test('stops at zero when the start is reached', async ({ page }) => {
    const { start } = await currentFlyParty();
    await page.clock.install({ time: start - 10 * minute });
    await page.goto('/air_show/');
    await waitForIslands(page);
    await page.clock.pauseAt(start - 2 * second);
    await expect.poll(() => countdown(page)).toEqual(['00', '00', '00', '02']);
    await page.clock.runFor(3 * second);
    await expect.poll(() => countdown(page)).toEqual(['00', '00', '00', '00']);
    await expect(page.getByText('La Fly Party è cominciata!')).toBeVisible();
    await page.clock.runFor(10 * second);
    expect(await countdown(page)).toEqual(['00', '00', '00', '00']);
  });

  test('shows the start date and time without JavaScript, and no empty countdown', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/air_show/');
    await expect(page.locator('.air-show__start time')).toBeVisible();
    await expect(page.getByRole('timer')).toBeHidden();
    await context.close();
  });
});
