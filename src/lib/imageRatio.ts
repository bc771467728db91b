/**
 * An image's proportions (width / height) as classes, for a layout that sizes
 * it from a width limit and a height limit together (the member photo), so its
 * box is right before the picture arrives. Like the placeholder colour, classes
 * rather than a style attribute, which the Content-Security-Policy refuses:
 * the ratio in hundredths, one class per digit, and styles/imageRatio.css
 * turns them back into `--image-ratio` (0.01 precision: under 3px at 34rem).
 */
export function imageRatioClasses(width: number, height: number): string | undefined {
  if (!(width > 0 && height > 0)) return undefined;
  const hundredths = Math.min(999, Math.max(1, Math.round((width / height) * 100)));
  const [units, tenths, rest] = String(hundredths).padStart(3, '0');
  return `ir ir-a${units} ir-b${tenths} ir-c${rest}`;
}
