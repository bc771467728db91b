/**
 * Cuts well-formed HTML (the site's own sanitised output) after a number of
 * visible characters. It never cuts inside a tag or an entity: an entity
 * counts as the one character it shows, tags count nothing, and the tags still
 * open at the cut are closed, so the result is as well-formed as the input.
 */

import { wordBoundaryCut } from './wordBoundaryCut.ts';

type Token =
  | { kind: 'open'; raw: string; name: string }
  | { kind: 'close'; raw: string; name: string }
  | { kind: 'void'; raw: string }
  | { kind: 'char'; raw: string; space: boolean };

const VOID_ELEMENTS = new Set([
  'br',
  'hr',
  'img',
  'wbr',
  'input',
  'source',
  'col',
  'area',
  'embed',
  'meta',
  'link',
  'track',
]);
// A tag, an entity, or one character (a surrogate pair counts as one).
const TOKEN =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>|<!--[\s\S]*?-->|&(?:#\d+|#x[0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);|[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g;
const WHITESPACE_ENTITY = /^&(nbsp|#160|#xa0|#32|#x20);$/i;

function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  for (const match of html.matchAll(TOKEN)) {
    const [raw, slash, tagName, selfClosing] = match;
    if (raw.startsWith('<!--')) continue;
    if (tagName) {
      const name = tagName.toLowerCase();
      if (slash) tokens.push({ kind: 'close', raw, name });
      else if (selfClosing || VOID_ELEMENTS.has(name)) tokens.push({ kind: 'void', raw });
      else tokens.push({ kind: 'open', raw, name });
    } else {
      tokens.push({ kind: 'char', raw, space: /^\s$/.test(raw) || WHITESPACE_ENTITY.test(raw) });
    }
  }
  return tokens;
}

export interface TruncateOptions {
  /** Where the cut would fall inside a word, go back to the word's start if it began at most this many characters earlier. */
  wordBoundaryWithin?: number;
  /** Appended after the closed tags when text was cut. */
  ellipsis?: string;
}

/** `html` cut after at most `maxChars` visible characters, tags closed and an ellipsis added; unchanged when it is short enough. */
export function truncateHtml(
  html: string,
  maxChars: number,
  { wordBoundaryWithin = 20, ellipsis = '…' }: TruncateOptions = {},
): string {
  const tokens = tokenize(html);
  const charIndexes = tokens.flatMap((token, index) => (token.kind === 'char' ? [index] : []));
  if (charIndexes.length <= maxChars) return html;

  // Keep the characters before `cut` (an index into charIndexes).
  const cut = wordBoundaryCut((index) => isSpace(tokens, charIndexes[index]), maxChars, wordBoundaryWithin);

  const end = cut === 0 ? 0 : charIndexes[cut - 1]! + 1;
  const open: string[] = [];
  let out = '';
  for (const token of tokens.slice(0, end)) {
    out += token.raw;
    if (token.kind === 'open') open.push(token.name);
    if (token.kind === 'close') {
      const at = open.lastIndexOf(token.name);
      if (at !== -1) open.splice(at, 1);
    }
  }
  return (
    out +
    open
      .reverse()
      .map((name) => `</${name}>`)
      .join('') +
    ellipsis
  );
}

function isSpace(tokens: Token[], index: number | undefined): boolean {
  const token = index === undefined ? undefined : tokens[index];
  return token?.kind === 'char' && token.space;
}
