/**
 * The choices of a `multiple` form field. The API sends them as text holding a
 * list of `{text}` objects, in JSON or in Python's spelling with single quotes
 * (`[{'text': 'Carne'}, {'text': "Dell'Aquila"}]`). Text that cannot be read
 * gives no choices: the field then offers only its placeholder.
 */

/** The option texts of a field's `options`; never throws. */
export function parseOptions(options: string | null | undefined): string[] {
  if (!options?.trim()) return [];
  const parsed = parseJson(options) ?? parseJson(singleQuotesToJson(options));
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    const text = typeof item === 'object' && item !== null ? (item as { text?: unknown }).text : undefined;
    if (typeof text === 'number' && Number.isFinite(text)) return [String(text)];
    return typeof text === 'string' && text.trim() ? [text.trim()] : [];
  });
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Rewrites single-quoted strings as JSON strings, leaving double-quoted ones as
 * they are, so an apostrophe inside either kind survives. Null when a string
 * is left open.
 */
function singleQuotesToJson(text: string): string | null {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char !== "'" && char !== '"') {
      out += char;
      i++;
      continue;
    }
    let value = '';
    let closed = false;
    for (i++; i < text.length; i++) {
      const inner = text[i]!;
      if (inner === '\\' && i + 1 < text.length) {
        const next = text[++i]!;
        value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
        continue;
      }
      if (inner === char) {
        closed = true;
        i++;
        break;
      }
      value += inner;
    }
    if (!closed) return null;
    out += JSON.stringify(value);
  }
  return out;
}
