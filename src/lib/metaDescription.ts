/**
 * A page's meta description (also its Open Graph and Twitter description): a
 * plain text cut where search results and link previews cut it, between words.
 */

import { wordBoundaryCut } from './wordBoundaryCut.ts';

/** About what search results show of a description before cutting it. */
export const META_DESCRIPTION_LENGTH = 160;

// Where the cut falls inside a word, go back to the word's start if it began at most this many characters earlier.
const WORD_BOUNDARY_WITHIN = 30;

/**
 * `text` with its whitespace collapsed, cut to at most `maxChars` characters
 * (ellipsis included) at a word boundary, without a dangling comma or dash
 * before the ellipsis; unchanged when it is short enough.
 */
export function metaDescription(text: string, maxChars: number = META_DESCRIPTION_LENGTH): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  // Count characters, not UTF-16 units, so an emoji or accented capital is never split.
  const chars = Array.from(collapsed);
  if (chars.length <= maxChars) return collapsed;
  // One character is kept for the ellipsis.
  const cut = wordBoundaryCut((index) => chars[index] === ' ', maxChars - 1, WORD_BOUNDARY_WITHIN);
  const kept = chars
    .slice(0, cut)
    .join('')
    .replace(/[\s,;:.\-–—(]+$/u, '');
  return `${kept}…`;
}
