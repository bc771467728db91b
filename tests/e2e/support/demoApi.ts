/**
 * Reads what the demo API serves and stores, so tests assert against the
 * real content rather than copies of it.
 */
import { decode } from 'he';
import { apiUrl } from './ports.ts';

/** GET a path of the demo API as JSON. */
export async function apiGet<T = any>(path: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The text content of an API text as a page renders it: decoded, tags removed, spaces collapsed. */
export function visibleText(text: string | null | undefined): string {
  return decode(decode(text ?? '').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text of an API text as plain-text readers show it (a search result, a
 * calendar): like `visibleText`, with a space where a paragraph, list item or
 * line ends.
 */
export function plainText(text: string | null | undefined): string {
  const blocksApart = decode(text ?? '').replace(/<\/(p|li|h[1-6]|div|blockquote|td|th)>|<br\s*\/?>/gi, ' ');
  return decode(blocksApart.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}
