/**
 * The one place API text becomes HTML for a page. API texts may arrive
 * HTML-encoded (`&lt;p&gt;…`): they are decoded once with `he`, then treated as
 * untrusted and passed through an explicit allowlist, so no script, event
 * handler, `javascript:` URL, style or iframe from the API reaches a page.
 */
import { decode, encode } from 'he';
import sanitizeHtml from 'sanitize-html';
import { truncateHtml } from './truncate.ts';

/** HTML the site has sanitised: the only kind a page may render with set:html. */
export type SafeHtml = string & { readonly __safeHtml: true };

const allowlist: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'lang', 'target', 'rel'],
    span: ['lang'],
    p: ['lang'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A page has one h1 (its title): headings in API text start at h2.
  transformTags: {
    h1: 'h2',
    // Links to other sites open in a new tab without handing them this page.
    a: (tagName, { target: _target, rel: _rel, ...attribs }) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
  allowedSchemesAppliedToAttributes: ['href'],
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
};

const MARKUP = /<[a-z!/][^>]*>/i;

// Block ends become spaces, so "<p>a</p><p>b</p>" reads "a b", not "ab".
const BLOCK_END = /<(br|hr|\/(p|li|h\d|div|td|th|blockquote))\b[^>]*>/gi;

/** Plain text (no tags) with line breaks becomes paragraphs, so it reads as written. */
function paragraphsFromPlainText(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Decodes an API text once and sanitises it; null for a missing or blank text. */
export function toSafeHtml(text: string | null | undefined): SafeHtml | null {
  if (!text || !text.trim()) return null;
  const decoded = decode(text);
  const hasMarkup = MARKUP.test(decoded);
  const html = sanitizeHtml(
    hasMarkup ? decoded : paragraphsFromPlainText(encode(decoded, { useNamedReferences: false })),
    allowlist,
  ).trim();
  return html ? (html as SafeHtml) : null;
}

/** The visible text of an API text: decoded, tags removed, whitespace collapsed. */
export function toPlainText(text: string | null | undefined): string {
  if (!text) return '';
  const spaced = decode(text).replace(BLOCK_END, ' ');
  const stripped = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: allowlist.nonTextTags });
  return decode(stripped).replace(/\s+/g, ' ').trim();
}

/**
 * The visible text of HTML the site has already made safe (a loader's output):
 * tags removed, entities decoded once, whitespace collapsed. Unlike
 * `toPlainText` it does not decode first, so an escaped "&lt;b&gt;" stays text.
 */
export function textOfSafeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const stripped = sanitizeHtml(html.replace(BLOCK_END, ' '), { allowedTags: [], allowedAttributes: {} });
  return decode(stripped).replace(/\s+/g, ' ').trim();
}

// Inline formatting only: an excerpt sits inside a card that is itself a link.
const inlineAllowlist: sanitizeHtml.IOptions = {
  ...allowlist,
  allowedTags: ['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'span'],
  allowedAttributes: { span: ['lang'] },
  transformTags: {},
};

/**
 * The first `maxChars` visible characters of an API text as inline HTML (bold,
 * italics… kept; blocks, links and line breaks flattened to spaces), cut
 * between words with an ellipsis; null when there is no text.
 */
export function toExcerptHtml(text: string | null | undefined, maxChars: number): SafeHtml | null {
  if (!text || !text.trim()) return null;
  const decoded = decode(text);
  const html = MARKUP.test(decoded) ? decoded.replace(BLOCK_END, ' ') : encode(decoded, { useNamedReferences: false });
  const inline = sanitizeHtml(html, inlineAllowlist).replace(/\s+/g, ' ').trim();
  return inline ? (truncateHtml(inline, maxChars) as SafeHtml) : null;
}
