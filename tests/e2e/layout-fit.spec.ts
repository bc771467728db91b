/**
 * Layout a visitor noticed slipping (issue 12): tabs that wrapped on a phone, event rows with two
 * orphans, a heading out of line with its text, forms hugging the left of a desktop, an odd gap on
 * the contact confirmation, a phone footer that repeated the whole menu, and dark logos lost on the
 * dark theme.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PAYMENT_FORM_UUID } from '../../scripts/demo-api/fixtures.ts';
import { CUB } from './support/demoFacts.ts';
import { waitForIslands } from './support/hydration.ts';
import { logoPlates } from './support/logoPlate.ts';

/** Left edge of an element in the page, in CSS pixels. */
async function leftOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().left);
}

test.describe('aircraft page', () => {
  for (const locale of ['it', 'en'] as const) {
    test(`the three tabs share one row from 320 px (${locale})`, async ({ page }) => {
      await page.goto(`${locale === 'en' ? '/en' : ''}/la-flotta/${CUB.id}/`);
      const tabs = page.locator('[data-tab]');
      await expect(tabs).toHaveText(CUB.tabs[locale]);
      for (const width of [320, 360, 390]) {
        await page.setViewportSize({ width, height: 800 });
        const boxes = await tabs.evaluateAll((elements) =>
          elements.map((element) => {
            const { top, right } = element.getBoundingClientRect();
            return { top: Math.round(top), right };
          }),
        );
        expect(new Set(boxes.map(({ top }) => top)).size, `rows of tabs at ${width} px`).toBe(1);
        // Within the page, not pushed out to the side.
        expect(boxes.at(-1)!.right, `last tab's right edge at ${width} px`).toBeLessThanOrEqual(width - 16 + 0.5);
      }
    });
  }

  test('the heading and the back button start where the tabs and their text start', async ({ page }) => {
    for (const width of [1440, 1920, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/la-flotta/${CUB.id}/`);
      const column = await leftOf(page.locator('[data-tabs]'));
      expect(Math.abs((await leftOf(page.getByRole('heading', { level: 1 }))) - column), `${width} px`).toBeLessThan(1);
      const back = page.getByRole('link', { name: 'Indietro' });
      expect(Math.abs((await leftOf(back)) - column), `${width} px`).toBeLessThan(1);
      expect(Math.abs((await leftOf(page.locator('[data-tabs] .rich-text').first())) - column)).toBeLessThan(1);
    }
  });
});

test('six events fill whole rows at every desktop width', async ({ page }) => {
  await page.goto('/eventi/');
  const cards = page.getByRole('list', { name: 'Eventi' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  for (let width = 1024; width <= 1920; width += 32) {
    await page.setViewportSize({ width, height: 900 });
    // offsetTop: the cards' fade-in moves them with a transform, which the layout does not see.
    const tops = await cards.evaluateAll((elements) => elements.map((element) => (element as HTMLElement).offsetTop));
    const perRow = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
    expect(new Set(perRow).size, `cards per row at ${width} px: ${perRow.join(', ')}`).toBe(1);
    expect(perRow[0], `columns at ${width} px`).toBeGreaterThan(1);
  }
});

/** The empty space left and right of an element: balanced when they match. */
async function sideMargins(page: Page, locator: Locator): Promise<[number, number]> {
  const { left, right } = await locator.evaluate((element) => element.getBoundingClientRect().toJSON());
  const width = page.viewportSize()!.width;
  return [left, width - right];
}

test.describe('forms on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the contact form stands in the middle, its heading above its left edge', async ({ page }) => {
    await page.goto('/contact/');
    await waitForIslands(page);
    const form = page.locator('form.live-form');
    const [left, right] = await sideMargins(page, form);
    expect(Math.abs(left - right), `left ${left} px, right ${right} px`).toBeLessThan(2);
    expect(Math.abs((await leftOf(page.getByRole('heading', { level: 1 }))) - left)).toBeLessThan(1);
  });

  test('the registration form stands in the middle', async ({ page }) => {
    await page.goto(`/en/evento/${PAYMENT_FORM_UUID}/registrazione/`);
    const form = page.locator('form.live-form');
    await expect(form).toBeVisible();
    const [left, right] = await sideMargins(page, form);
    expect(Math.abs(left - right), `left ${left} px, right ${right} px`).toBeLessThan(2);
  });
});

test('the contact confirmation spaces its lines evenly, without a gap above its text', async ({ page }) => {
  for (const path of ['/contact-success/123/', '/en/contact-success/123/']) {
    await page.goto(path);
    const lines = page.locator('main h1, main p:visible');
    await expect(lines).toHaveCount(3);
    const gaps = await lines.evaluateAll((elements) =>
      elements.slice(1).map((element, index) => {
        const above = elements[index]!.getBoundingClientRect();
        return Math.round(element.getBoundingClientRect().top - above.bottom);
      }),
    );
    expect(new Set(gaps).size, `${path}: gaps ${gaps.join(', ')}`).toBe(1);
    expect(gaps[0]).toBeLessThanOrEqual(24);
  }
});

test.describe('footer', () => {
  test('the home page ends without a strip of page background between a shaded band and the footer', async ({
    page,
  }) => {
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const lastBand = page.locator('main > .home-section').last();
      const band = (await lastBand.boundingBox())!;
      const footer = (await page.locator('footer').boundingBox())!;
      const gap = Math.round(footer.y - (band.y + band.height));
      const shaded = await lastBand.evaluate(
        (element) => getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)',
      );
      expect(
        gap === 0 || !shaded,
        `at ${width} px: a ${shaded ? 'shaded' : 'plain'} last band, ${gap} px above the footer`,
      ).toBe(true);
    }
  });

  test('a phone footer is a short block, not a second menu @phone', async ({ page }) => {
    for (const [path, essentials] of [
      ['/', ['Eventi', 'Air show', 'La flotta', 'Contatti']],
      ['/en/', ['Events', 'Air show', 'Fleet', 'Contacts']],
    ] as const) {
      for (const width of [360, 412]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const footer = page.locator('footer');
        const height = (await footer.boundingBox())!.height;
        expect(height, `footer height at ${width} px`).toBeLessThan(400);
        await expect(footer.getByRole('navigation')).toHaveCount(1);
        await expect(footer.getByRole('navigation').getByRole('link')).toHaveText([...essentials]);
        await expect(footer.getByRole('img')).toHaveCount(3);
        await expect(footer.getByRole('link', { name: /Facebook|Instagram|YouTube/ })).toHaveCount(3);
        await expect(footer.getByRole('list', { name: /Note legali|Legal/ }).getByRole('link')).toHaveCount(2);
      }
    }
  });

  test('a desktop footer shows the link columns', async ({ page }) => {
    await page.goto('/en/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('navigation')).toHaveCount(3);
    await expect(footer.getByRole('navigation', { name: 'Fly Party' }).getByRole('link')).toHaveCount(6);
  });
});

test.describe('logos', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`every logo sits on a light plate in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', dark), String(theme === 'dark'));
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const logos = page.locator('header img, footer img');
      await expect(logos).toHaveCount(4);
      const plates = await logoPlates(logos);
      for (const plate of plates) {
        expect(plate.luminance, `${plate.alt}: luminance behind it`).toBeGreaterThan(0.85);
        expect(plate.inside, `${plate.alt}: within its plate`).toBe(true);
      }
    });
  }
});
