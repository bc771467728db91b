/**
 * The colour an image's box shows while the image loads, as classes rather
 * than a style attribute: the Content-Security-Policy allows no inline style.
 * Each channel is rounded to one hex digit (16 levels, #abc precision), and
 * styles/placeholders.css turns the three digits back into the colour.
 */

/** The classes that paint `colour` ('#rrggbb', or 'transparent' for images with transparency); none for anything else. */
export function placeholderClasses(colour: string | undefined): string | undefined {
  if (colour === 'transparent') return 'ph-clear';
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour ?? '');
  if (!match) return undefined;
  const [red, green, blue] = match
    .slice(1)
    .map((channel) => Math.round(Number.parseInt(channel, 16) / 17).toString(16));
  return `ph ph-r${red} ph-g${green} ph-b${blue}`;
}
