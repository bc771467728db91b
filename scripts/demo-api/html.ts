const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** HTML-encodes a string once: how the real API stores rich text (`<p>` becomes `&lt;p&gt;`), and safe for HTML/SVG text and attributes. */
export function encodeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
