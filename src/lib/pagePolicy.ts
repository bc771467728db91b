/**
 * Narrows a built page's Content-Security-Policy to the page itself. Astro
 * writes into every page's `script-src` and `style-src` the hashes of every
 * inline script and style of the whole build (each page type's inlined style
 * sheet, every client directive, its islands' development runtime…): on the
 * home page 48 hashes, 11 of them its own, some 2 KB of random characters that
 * no compression shrinks, in the HTML every first visit downloads. Keeping only
 * the hashes of the inline elements the page really has allows exactly what
 * the page runs, and nothing another page does.
 * Astro: "the hashes of scripts and styles aren't grouped by page"
 * (https://github.com/withastro/astro/pull/13675).
 */
import { inlineHash } from './contentSecurityPolicy.ts';

const POLICY_META = /(<meta\s+http-equiv="content-security-policy"\s+content=")([^"]*)(")/i;
/** Inline elements as the HTML parser reads them: their text ends at the first closing tag (raw text). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+=*'$/;

/** Whether a <script>'s attributes make it a script the browser runs (not a data block such as JSON-LD) with inline text. */
function runsInlineCode(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || type.includes('javascript');
}

/** The hash sources ('sha256-…') of a page's inline scripts and styles. */
function inlineHashes(html: string): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(INLINE_SCRIPT))
    if (runsInlineCode(attributes)) scripts.add(`'${inlineHash(code)}'`);
  for (const [, css = ''] of html.matchAll(INLINE_STYLE)) styles.add(`'${inlineHash(css)}'`);
  return { scripts, styles };
}

/**
 * The page with its policy's `script-src` and `style-src` hashes cut down to
 * those of its own inline scripts and styles; every other source and directive
 * as it was. A page without a policy comes back unchanged.
 */
export function narrowPolicyToPage(html: string): string {
  const policy = POLICY_META.exec(html);
  if (!policy) return html;
  const own = inlineHashes(html);
  const kept = { 'script-src': own.scripts, 'style-src': own.styles } as Record<string, Set<string>>;
  const narrowed = policy[2]!
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      const allowed = kept[name.toLowerCase()];
      if (!allowed) return directive;
      const leading = /^\s*/.exec(directive)![0];
      return (
        leading + [name, ...sources.filter((source) => !HASH_SOURCE.test(source) || allowed.has(source))].join(' ')
      );
    })
    .join(';');
  return html.replace(POLICY_META, (_, start: string, _content: string, end: string) => start + narrowed + end);
}
