/**
 * How a browser chooses from a srcset with `w` descriptors: the width the
 * `sizes` attribute gives for the viewport, then a candidate for the screen's
 * density. Only the `sizes` syntax the site writes: `(min-width: Nrem)`
 * conditions, and lengths in vw, rem, px, `calc(100vw - Nrem)` or `calc((100vw - Nrem) / K)`
 * (one of K columns).
 */

const REM_PX = 16;

/** The length of one `sizes` value, in CSS pixels, at a viewport `viewport` CSS pixels wide. */
function cssLength(value: string, viewport: number): number {
  const calc = /^calc\(100vw - ([\d.]+)rem\)$/.exec(value);
  if (calc) return viewport - Number(calc[1]) * REM_PX;
  const column = /^calc\(\(100vw - ([\d.]+)rem\) \/ (\d+)\)$/.exec(value);
  if (column) return (viewport - Number(column[1]) * REM_PX) / Number(column[2]);
  const plain = /^([\d.]+)(vw|rem|px)$/.exec(value);
  if (!plain) throw new Error(`sizes length not understood: ${value}`);
  const amount = Number(plain[1]);
  return plain[2] === 'vw' ? (amount * viewport) / 100 : plain[2] === 'rem' ? amount * REM_PX : amount;
}

/** The width in CSS pixels a `sizes` attribute gives for a viewport `viewport` CSS pixels wide. */
export function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const condition = /^\(min-width: ([\d.]+)rem\)\s+(.+)$/.exec(entry);
    if (!condition) return cssLength(entry, viewport);
    if (viewport >= Number(condition[1]) * REM_PX) return cssLength(condition[2]!, viewport);
  }
  throw new Error(`sizes without a default: ${sizes}`);
}

/**
 * The candidate a browser picks for a picture drawn `slot` CSS pixels wide on a screen of
 * density `density`: the narrowest at least as dense as the screen, else the widest. Chromium 150
 * does so as Firefox and Safari do (checked with currentSrc: 1080w and 1600w for 896 CSS px at
 * 1.25x gives 1600).
 */
export function chosenWidth(widths: number[], slot: number, density: number): number {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((width) => width / slot >= density) ?? sorted.at(-1)!;
}
