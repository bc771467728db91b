import { expect, test } from '@playwright/test';
import { LONG_DESCRIPTION_MEMBER_ID, PLAIN_TEXT_MEMBER_ID } from '../../scripts/demo-api/fixtures.ts';
import { apiGet, visibleText } from './support/demoApi.ts';
import { LONG_MEMBER, MEMBERS_PAGE, PLAIN_TEXT_MEMBER } from './support/demoFacts.ts';

interface MemberSummary {
  id: number;
  nome: string;
  cognome: string;
}
interface Member extends MemberSummary {
  descrizione_socio: string | null;
}

const members = () => apiGet<MemberSummary[]>('/api/utenti/get_member_blog_posts_from_users');
const member = (id: number) => apiGet<Member>(`/api/utenti/get_member_blog_post/${id}`);
const fullName = (person: MemberSummary) => `${person.nome} ${person.cognome}`;

test.describe('members list', () => {
  for (const locale of ['it', 'en'] as const) {
    test(`shows the page's title and a card per member, thumbnail and full name, linking to the member (${locale})`, async ({
      page,
    }) => {
      const [config, list] = await Promise.all([apiGet('/api/impostazioni/get_chi_siamo_configuration'), members()]);
      const prefix = locale === 'it' ? '' : '/en';
      await page.goto(`${prefix}/chi-siamo/soci/`);
      const description = visibleText(locale === 'it' ? config.descrizione : config.descrizione_eng);
      expect(locale === 'it' ? config.titolo : config.titolo_eng).toBe(MEMBERS_PAGE.title[locale]);
      expect(description.startsWith(MEMBERS_PAGE.descriptionStart[locale]), description).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MEMBERS_PAGE.title[locale]);
      await expect(page.locator('.page-description')).toContainText(MEMBERS_PAGE.descriptionStart[locale]);
      await expect(page.locator('.page-description')).toContainText(description);
      const cards = page.locator('main .card');
      await expect(cards.getByRole('heading').first()).toHaveText(MEMBERS_PAGE.firstMembers[0]!);
      expect(list.slice(0, MEMBERS_PAGE.firstMembers.length).map(fullName)).toEqual(MEMBERS_PAGE.firstMembers);
      await expect(cards).toHaveCount(list.length);
      for (const [index, person] of list.entries()) {
        await expect(cards.nth(index).getByRole('heading')).toHaveText(fullName(person));
        await expect(cards.nth(index).locator('img')).toHaveAttribute('width', /\d+/);
        await expect(cards.nth(index).getByRole('link')).toHaveAttribute(
          'href',
          `${prefix}/chi-siamo/socio/${person.id}/`,
        );
      }
    });
  }
});

test.describe('member detail', () => {
  test('shows the photo over a blurred copy, the full name and a description that scrolls past 20rem', async ({
    page,
  }) => {
    const record = await member(LONG_DESCRIPTION_MEMBER_ID);
    expect(LONG_DESCRIPTION_MEMBER_ID).toBe(LONG_MEMBER.id);
    expect(fullName(record)).toBe(LONG_MEMBER.name);
    await page.goto(`/chi-siamo/socio/${LONG_DESCRIPTION_MEMBER_ID}/`);
    await expect(page).toHaveTitle(`Fly Party | ${LONG_MEMBER.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LONG_MEMBER.name);
    await expect(page.getByRole('img', { name: `Foto di ${LONG_MEMBER.name}` })).toBeVisible();
    const blur = page.locator('.member__blur');
    await expect(blur).toHaveAttribute('aria-hidden', 'true');
    expect(await blur.evaluate((element) => getComputedStyle(element).filter)).toContain('blur');

    const description = page.getByRole('region', { name: fullName(record) });
    const text = visibleText(record.descrizione_socio);
    expect(text.startsWith(LONG_MEMBER.descriptionStart), text).toBe(true);
    await expect(description).toContainText(LONG_MEMBER.descriptionStart);
    await expect(description).toContainText(text.slice(0, 80));
    const box = await description.evaluate((element) => ({
      max: parseFloat(getComputedStyle(element).maxHeight),
      rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
      scrolls: element.scrollHeight > element.clientHeight,
    }));
    expect(box.max).toBe(20 * box.rem);
    expect(box.scrolls).toBe(true);
    // The scrolling text can be reached and scrolled from the keyboard.
    await description.focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => description.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  });

  test('shows a plain-text description as paragraphs, in English too', async ({ page }) => {
    const record = await member(PLAIN_TEXT_MEMBER_ID);
    expect(fullName(record)).toBe(PLAIN_TEXT_MEMBER.name);
    await page.goto(`/en/chi-siamo/socio/${PLAIN_TEXT_MEMBER_ID}/`);
    await expect(page).toHaveTitle(`Fly Party | ${PLAIN_TEXT_MEMBER.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PLAIN_TEXT_MEMBER.name);
    await expect(page.getByRole('img', { name: `Photo of ${PLAIN_TEXT_MEMBER.name}` })).toBeVisible();
    await expect(page.locator('.member__description')).toContainText(PLAIN_TEXT_MEMBER.descriptionStart);
    await expect(page.locator('.member__description p').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/en/chi-siamo/soci/');
  });

  test('"Indietro" goes back in history after coming from the list', async ({ page }) => {
    const [first] = await members();
    await page.goto('/chi-siamo/soci/');
    await page.locator('main .card').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/chi-siamo/socio/${first!.id}/$`));
    const length = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: 'Indietro' }).click();
    await expect(page).toHaveURL(/\/chi-siamo\/soci\/$/);
    // Back in history, not a new visit to the list.
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/chi-siamo/socio/${first!.id}/$`));
  });

  test('"Indietro" opens the list when the visitor arrived straight on the member', async ({ page }) => {
    const [first] = await members();
    await page.goto(`/chi-siamo/socio/${first!.id}/`);
    await page.getByRole('link', { name: 'Indietro' }).click();
    await expect(page).toHaveURL(/\/chi-siamo\/soci\/$/);
  });
});
