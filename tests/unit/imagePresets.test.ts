/**
 * The picture variants the build encodes (lib/imagePresets.ts), against the
 * screens visitors read the site on: every width is the one some screen picks,
 * counting no screen as denser than 2 pixels per CSS pixel (beyond that no
 * visitor sees a difference). A variant back that no screen picks (a 320 card
 * for 1x phones, a 1600 member photo wider than 2x anywhere) costs the archive
 * megabytes (GitHub Pages' 1 GB) for nothing, and fails here.
 */
import { describe, expect, it } from 'vitest';
import { imagePresets, type ImagePresetName } from '../../src/lib/imagePresets.ts';
import { chosenWidth, slotWidth } from './support/srcsetChoice.ts';

/** The densest screen whose extra pixels a visitor can tell apart (normal sight, a phone at 30 cm). */
const MAX_SEEN_DENSITY = 2;

/** Screens visitors use: viewport width in CSS pixels and device pixels per CSS pixel. */
const SCREENS: Array<{ viewport: number; dpr: number }> = [
  // Phones (412 at 1.75x is Lighthouse's mobile screen).
  ...[
    [360, 2],
    [360, 3],
    [375, 2],
    [375, 3],
    [390, 3],
    [393, 2.75],
    [412, 1.75],
    [412, 2.625],
    [412, 3.5],
    [430, 3],
  ],
  // Tablets.
  ...[
    [768, 2],
    [820, 2],
    [1024, 2],
  ],
  // Desktops and laptops.
  ...[
    [1280, 1],
    [1366, 1],
    [1920, 1],
    [1280, 1.25],
    [1536, 1.25],
    [1280, 1.5],
    [1440, 2],
    [1728, 2],
    [2560, 2],
  ],
].map(([viewport, dpr]) => ({ viewport: viewport!, dpr: dpr! }));

/** Pictures the visitor looks at; not the logos (line art, sharper at 3x, a few files) nor the blurred backdrop. */
const PICTURES = [
  'background',
  'photo',
  'memberPhoto',
  'card',
  'fleetStrip',
  'videoPreview',
  'portrait',
  'slide',
] as const satisfies ImagePresetName[];

describe('picture variants', () => {
  it.each(PICTURES)('%s: every width is the one some screen picks', (preset) => {
    const { widths, sizes } = imagePresets[preset];
    const picked = new Set(
      SCREENS.map(({ viewport, dpr }) =>
        chosenWidth(widths, slotWidth(sizes, viewport), Math.min(dpr, MAX_SEEN_DENSITY)),
      ),
    );
    expect(
      widths.filter((width) => !picked.has(width)),
      `widths no screen picks in ${preset}`,
    ).toEqual([]);
  });
});

describe('how a browser chooses from a srcset', () => {
  it('reads the drawn width from sizes', () => {
    const sizes = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw';
    expect(slotWidth(sizes, 1440)).toBe(352);
    expect(slotWidth(sizes, 800)).toBe(360);
    expect(slotWidth(sizes, 400)).toBe(368);
    expect(slotWidth('(min-width: 58rem) 56rem, calc(100vw - 2rem)', 412)).toBe(380);
    expect(slotWidth('(min-width: 49.5rem) calc((100vw - 4.5rem) / 3), 92vw', 960)).toBe(296);
    expect(() => slotWidth('50%', 400)).toThrow('not understood');
  });

  it('takes the narrowest candidate at least as dense as the screen, else the widest', () => {
    // 896 CSS px: 1080 is 1.21 image pixels per CSS pixel, 1600 is 1.79.
    expect(chosenWidth([720, 1080, 1600], 896, 1)).toBe(1080);
    expect(chosenWidth([720, 1080, 1600], 896, 1.25)).toBe(1600);
    expect(chosenWidth([720, 1080, 1600], 896, 3)).toBe(1600);
    expect(chosenWidth([720, 1080, 1600], 328, 2)).toBe(720);
  });
});
