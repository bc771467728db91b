/**
 * Every picture tells the browser the width it is drawn at (its `sizes`), so the browser picks from
 * the srcset a copy that is sharp without being heavier than needed: drawn wider than `sizes` says,
 * a picture comes out blurred (the members' portraits were on a phone: drawn 326 px, said 162 px);
 * drawn much narrower, the visitor downloads pixels never shown (the home fleet strip's thumbnails,
 * two to a row on a phone, said a whole row).
 */
import { expect, test } from '@playwright/test';
import { imagePresets } from '../../src/lib/imagePresets.ts';
import { detailPages, staticPages } from './support/siteRoutes.ts';

/** Drawn at most this much wider than `sizes` says: a few per cent is rounding (rem, scrollbars, gaps). */
const MAX_WIDER = 1.05;
/** Drawn at least this share of what `sizes` says: one `sizes` may cover a few layouts, each close to it. */
const MIN_SHARE = 0.7;

test('every picture is drawn at about the width its sizes attribute gives, on a phone, a tablet and desktops', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const pages = [
    ...staticPages,
    ...(await Promise.all((['member', 'aircraft', 'event'] as const).map(detailPages))).map(([first]) => first!),
  ];
  const wrong: string[] = [];
  let measured = 0;
  for (const width of [360, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      await page.goto(path);
      const pictures = await page.evaluate(
        // The blurred backdrop is drawn large from a tiny copy on purpose; a missing picture's stand-in
        // (the association's logo) is drawn contained, narrower than its box.
        (skipSizes) => {
          const probe = document.body.appendChild(document.createElement('div'));
          const found = [...document.querySelectorAll<HTMLImageElement>('img[sizes]')].flatMap((image) => {
            const drawn = image.getBoundingClientRect().width;
            if (drawn === 0 || image.sizes === skipSizes || image.classList.contains('api-image--fallback')) return [];
            // The browser's own reading of sizes: the first entry whose media condition matches.
            const entry = image.sizes
              .split(/,(?![^(]*\))/)
              .map((part) => part.trim().match(/^(\([^)]*\))?\s*(.+)$/)!)
              .find(([, media]) => !media || matchMedia(media).matches)!;
            probe.style.width = '';
            probe.style.width = entry[2]!;
            // A length the browser does not understand leaves the width unset: NaN, which fails below.
            if (!probe.style.width) return [{ className: image.className, sizes: image.sizes, drawn, said: NaN }];
            return [
              { className: image.className, sizes: image.sizes, drawn, said: probe.getBoundingClientRect().width },
            ];
          });
          probe.remove();
          return found;
        },
        imagePresets.blurred.sizes,
      );
      measured += pictures.length;
      for (const { className, sizes, drawn, said } of pictures) {
        const share = drawn / said;
        if (!(share <= MAX_WIDER && share >= MIN_SHARE)) {
          wrong.push(
            `${path} at ${width} px: .${className.split(' ').at(-1)} drawn ${drawn.toFixed(0)} px, sizes "${sizes}" says ${said.toFixed(0)}`,
          );
        }
      }
    }
  }
  expect(measured).toBeGreaterThan(100);
  expect([...new Set(wrong)]).toEqual([]);
});
