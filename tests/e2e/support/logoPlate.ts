/**
 * What a logo is seen against: the nearest box behind it with a painted background (its plate), how
 * light that is and whether the logo stays within it. The association's artwork is dark lettering,
 * which only a light plate keeps legible on the dark theme.
 */
import type { Locator } from '@playwright/test';

export interface LogoPlate {
  alt: string | null;
  /** The plate's relative luminance (WCAG), 0 for black to 1 for white. */
  luminance: number;
  /** The logo lies within its plate. */
  inside: boolean;
}

/** The plate of each image `images` matches. */
export function logoPlates(images: Locator): Promise<LogoPlate[]> {
  return images.evaluateAll((found) =>
    found.map((image) => {
      let plate: Element | null = image;
      while (plate && getComputedStyle(plate).backgroundColor === 'rgba(0, 0, 0, 0)') plate = plate.parentElement;
      const [r, g, b] = (getComputedStyle(plate!).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
      const inner = image.getBoundingClientRect();
      const outer = plate!.getBoundingClientRect();
      return {
        alt: image.getAttribute('alt'),
        luminance: [r!, g!, b!]
          .map((c) => c / 255)
          .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0),
        inside:
          inner.left >= outer.left &&
          inner.right <= outer.right &&
          inner.top >= outer.top &&
          inner.bottom <= outer.bottom,
      };
    }),
  );
}
