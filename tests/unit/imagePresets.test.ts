/**
 * The picture variants the build encodes (lib/imagePresets.ts), against the
 * screens visitors read the site on: every width is the one some screen picks,
 * none is wider than what a visitor can tell apart, and every screen gets a
 * picture about as sharp as its visitor sees. A variant back that no screen
 * picks (a 320 card for 1x phones, a 1600 event photo for 2x laptops) costs the
 * archive megabytes (GitHub Pages' 1 GB) for nothing, and fails here.
 */
import { describe, expect, it } from 'vitest';
import { imagePresets, type ImagePresetName } from '../../src/lib/imagePresets.ts';
import { chosenWidth, slotWidth, type Chooser } from './support/srcsetChoice.ts';

interface Screen {
  name: string;
  /** Viewport width in CSS pixels. */
  viewport: number;
  /** Device pixels per CSS pixel. */
  dpr: number;
  /**
   * The most image pixels per CSS pixel its visitor can tell apart: with normal sight (one
   * minute of arc) about 2 for a phone at 30 cm, about 1.5 for a laptop, tablet or monitor at
   * arm's length, whatever the screen's own density.
   */
  seen: number;
}

const phone = (viewport: number, dpr: number): Screen => ({
  name: `phone ${viewport} @${dpr}x`,
  viewport,
  dpr,
  seen: 2,
});
const armsLength = (kind: string, viewport: number, dpr: number): Screen => ({
  name: `${kind} ${viewport} @${dpr}x`,
  viewport,
  dpr,
  seen: 1.5,
});

const SCREENS: Screen[] = [
  phone(360, 2),
  phone(360, 3),
  phone(375, 2),
  phone(375, 3),
  phone(390, 3),
  phone(393, 2.75),
  phone(412, 1.75), // Lighthouse's mobile screen
  phone(412, 2.625),
  phone(412, 3.5),
  phone(430, 3),
  armsLength('tablet', 768, 2),
  armsLength('tablet', 820, 2),
  armsLength('tablet', 1024, 2),
  armsLength('desktop', 1280, 1),
  armsLength('desktop', 1366, 1),
  armsLength('desktop', 1920, 1),
  armsLength('laptop', 1280, 1.25),
  armsLength('laptop', 1536, 1.25),
  armsLength('laptop', 1280, 1.5),
  armsLength('laptop', 1440, 2),
  armsLength('laptop', 1728, 2),
  armsLength('desktop', 2560, 2),
];

const CHOOSERS: Chooser[] = ['simplest', 'chromium'];

/** Pictures the visitor looks at; not the logos (line art, sharper on any screen, a few files) nor the blurred backdrop. */
const PICTURES = [
  'background',
  'photo',
  'memberPhoto',
  'card',
  'portrait',
  'slide',
] as const satisfies ImagePresetName[];

/** The widths a browser picks for a preset on a screen, with the screen's density capped at what its visitor sees. */
function picks(preset: ImagePresetName, screen: Screen, chooser: Chooser): { width: number; needed: number } {
  const { widths, sizes } = imagePresets[preset];
  const slot = slotWidth(sizes, screen.viewport);
  const density = Math.min(screen.dpr, screen.seen);
  return { width: chosenWidth(widths, slot, density, chooser), needed: slot * density };
}

describe('picture variants', () => {
  it.each(PICTURES)('%s: every width is the one some screen picks', (preset) => {
    const picked = new Set(
      SCREENS.flatMap((screen) => CHOOSERS.map((chooser) => picks(preset, screen, chooser).width)),
    );
    const unpicked = imagePresets[preset].widths.filter((width) => !picked.has(width));
    expect(unpicked, `widths no screen picks in ${preset}`).toEqual([]);
  });

  // Backdrops under text are darkened and at quality 50: a 2x laptop gets the 1920 copy (1.33 per CSS pixel).
  it.each(PICTURES.filter((preset) => preset !== 'background'))(
    '%s: every screen gets about as many pixels as its visitor sees',
    (preset) => {
      const short = SCREENS.flatMap((screen) => {
        const { width, needed } = picks(preset, screen, 'simplest');
        return width < 0.9 * needed ? [`${screen.name}: ${width} for ${Math.round(needed)}`] : [];
      });
      expect(short).toEqual([]);
    },
  );
});

describe('how a browser chooses from a srcset', () => {
  it('reads the drawn width from sizes', () => {
    const sizes = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw';
    expect(slotWidth(sizes, 1440)).toBe(352);
    expect(slotWidth(sizes, 800)).toBe(360);
    expect(slotWidth(sizes, 400)).toBe(368);
    expect(slotWidth('(min-width: 58rem) 56rem, calc(100vw - 2rem)', 412)).toBe(380);
    expect(() => slotWidth('50%', 400)).toThrow('not understood');
  });

  it('takes the narrowest wide enough, and Chromium the narrower neighbour below their geometric mean', () => {
    // 896 CSS px: 1080 is 1.21 per CSS pixel, 1600 is 1.79; their geometric mean 1.47.
    expect(chosenWidth([720, 1080, 1600], 896, 1, 'simplest')).toBe(1080);
    expect(chosenWidth([720, 1080, 1600], 896, 1.25, 'simplest')).toBe(1600);
    expect(chosenWidth([720, 1080, 1600], 896, 1.25, 'chromium')).toBe(1080);
    expect(chosenWidth([720, 1080, 1600], 896, 1.5, 'chromium')).toBe(1600);
    expect(chosenWidth([720, 1080, 1600], 896, 3, 'simplest')).toBe(1600);
  });
});
