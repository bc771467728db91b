/**
 * Resolves a file or image path from the API into an absolute URL, following
 * the three forms of the contract: host-relative (`/media/x.jpg`), relative
 * without a leading slash (`media/x.jpg`) and absolute (`https://…`).
 * Returns null for a missing or empty path, which means "no image".
 */
export function resolveMediaUrl(path: string | null | undefined, apiUrl: string): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  const base = apiUrl.replace(/\/+$/, '');
  return value.startsWith('/') ? `${base}${value}` : `${base}/${value}`;
}
