/**
 * A record id as one segment of a page's address and of its folder in the build: the id itself
 * when it holds only letters, digits and `-._` (every id of the demo, every integer id); otherwise
 * its UTF-8 percent-encoding written with `~` for `%` (and `~` itself encoded first, so two ids
 * never share a segment). Astro writes a page's folder with `?`, `#` and `%` in ways a host does not
 * find again from the link (an id with `?` built a page its links answered 404 for); a segment of
 * these characters alone reads the same in the folder name, the link and the address bar.
 */
export function pageSegment(id: string): string {
  const problem = pageIdProblem(id);
  if (problem) throw new RangeError(`The id "${id}" cannot be a page address: ${problem}`);
  return encodeURIComponent(id)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%/g, '~');
}

/**
 * Why an id cannot name a page, or null when it can: empty, `.` or `..` (path steps, even
 * encoded), a `/` or `\\` (which hosts and the API's own record URL read as separators), or a
 * control character.
 */
export function pageIdProblem(id: string): string | null {
  if (id.trim() === '') return 'it is empty';
  if (id === '.' || id === '..') return 'it reads as a path step';
  if (/[/\\]/.test(id)) return 'it holds a slash';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(id)) return 'it holds a control character';
  return null;
}
