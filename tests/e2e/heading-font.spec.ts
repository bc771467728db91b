/**
 * The headings' typeface (issue 12): Jost Bold, one small file from the site itself, and headings
 * that do not move when it replaces the sized fallback they are first drawn in (font-display: swap).
 */
import { expect, test, type Page } from '@playwright/test';
import { PAYMENT_FORM_UUID } from '../../scripts/demo-api/fixtures.ts';
import { CUB } from './support/demoFacts.ts';

const FONT_BUDGET_BYTES = 25 * 1024;

/** The drawn width of the text of every heading on the first screen (a hidden one draws no text). */
const headingWidths = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3')].flatMap((heading) => {
      const box = heading.getBoundingClientRect();
      if (box.width < 10 || box.bottom < 0 || box.top > innerHeight) return [];
      const text = document.createRange();
      text.selectNodeContents(heading);
      return [{ heading: (heading.textContent ?? '').trim(), width: text.getBoundingClientRect().width }];
    }),
  );

/** Two animation frames: whatever the page was laying out has been painted. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test('the headings come in Jost, one small file from the site itself, no other font', async ({
  page,
  request,
  baseURL,
}) => {
  const fonts = new Set<string>();
  page.on('request', (fontRequest) => {
    if (fontRequest.resourceType() === 'font') fonts.add(fontRequest.url());
  });
  for (const path of ['/', '/en/', `/la-flotta/${CUB.id}/`, '/air_show/']) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const family = await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily);
    expect(family.startsWith('Jost,'), family).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('700 1rem Jost'))).toBe(true);
  }
  expect(fonts.size).toBe(1);
  const [font] = fonts;
  expect(new URL(font!).origin).toBe(new URL(baseURL!).origin);
  const file = await request.get(font!);
  expect(file.headers()['content-type']).toMatch(/font\/woff2/);
  expect((await file.body()).length).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
});

test.describe('nothing moves when Jost replaces its fallback', () => {
  const pages = ['/', '/en/', '/eventi/', `/la-flotta/${CUB.id}/`, '/en/air_show/'];
  const cases = [
    ...[360, 1440].flatMap((width) => pages.map((path) => ({ path, width }))),
    // The registration form while it loads (its fields held back below): on Lighthouse's 412 px phone
    // "Modulo di partecipazione" once sat right at a line's end, one line in the fallback, two in Jost.
    { path: `/evento/${PAYMENT_FORM_UUID}/registrazione/`, width: 412 },
  ];
  for (const { path, width } of cases) {
    test(`${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
      await page.route('**/api/eventi/**', () => undefined);
      // The font is held back until the page has been painted in the fallback, then let through.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.woff2', async (route) => {
        await released;
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: Array<{ at: number; value: number; what: string }> = [];
        const record = (entries: PerformanceEntryList) => {
          for (const entry of entries as Array<PerformanceEntry & { value: number; sources?: [] }>) {
            const what = (entry.sources ?? [])
              .map(({ node }: { node?: Node }) =>
                node instanceof Element ? node.outerHTML.slice(0, 60) : node?.nodeName,
              )
              .join(', ');
            shifts.push({ at: entry.startTime, value: entry.value, what });
          }
        };
        const observer = new PerformanceObserver((list) => record(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // The observer's callback is a low-priority task, late on a busy machine: the entries it has not
        // been handed yet are taken at once when the test reads them.
        (window as unknown as { shiftsSoFar: () => typeof shifts }).shiftsSoFar = () => {
          record(observer.takeRecords());
          return shifts;
        };
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await painted(page);
      expect(await page.evaluate(() => document.fonts.check('700 1rem Jost'))).toBe(false);
      const inFallback = await headingWidths(page);
      const swapStarted = await page.evaluate(() => performance.now());
      release();
      await page.waitForFunction(() => document.fonts.check('700 1rem Jost'));
      await painted(page);
      const shifts = await page.evaluate(
        (since) =>
          (window as unknown as { shiftsSoFar: () => Array<{ at: number; value: number; what: string }> })
            .shiftsSoFar()
            .filter(({ at }) => at >= since),
        swapStarted,
      );
      const total = shifts.reduce((sum, { value }) => sum + value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
      // The fallback is sized to Jost: each heading keeps its width within a few per cent (unsized,
      // the system's sans differs by up to a fifth, and a long title would break its lines elsewhere).
      const inJost = await headingWidths(page);
      expect(inJost.map(({ heading }) => heading)).toEqual(inFallback.map(({ heading }) => heading));
      expect(inFallback.length).toBeGreaterThan(0);
      for (const [i, { heading, width }] of inJost.entries()) {
        const change = width / inFallback[i]!.width;
        expect(Math.abs(change - 1), `${heading}: ${inFallback[i]!.width} → ${width} px`).toBeLessThan(0.08);
      }
    });
  }
});
