/**
 * The offline page's list of the pages saved on the device: the pages of its language that the service
 * worker keeps (its pages cache, src/lib/serviceWorkerCaches.ts), most recently read first, by title.
 * The page says what it must without it: with no cache to read, or nothing saved, there is no list.
 */
import { parseLocalizedPath } from '../i18n/locales.ts';
import { runtimeCacheNames } from '../lib/serviceWorkerCaches.ts';

interface SavedPage {
  href: string;
  title: string;
}

/** The saved HTML pages of `locale` in the cache `name`, newest first. */
async function savedPages(name: string, base: string, locale: string, titlePrefix: string): Promise<SavedPage[]> {
  // caches.open would create the cache: a visitor without one has nothing to list.
  if (!(await caches.has(name))) return [];
  const cache = await caches.open(name);
  const requests = [...(await cache.keys())].reverse();
  const pages: SavedPage[] = [];
  const parser = new DOMParser();
  for (const request of requests) {
    const url = new URL(request.url);
    if (url.origin !== location.origin || parseLocalizedPath(url.pathname, base).locale !== locale) continue;
    const response = await cache.match(request);
    if (!response?.headers.get('content-type')?.startsWith('text/html')) continue;
    // Only the <title> goes through the parser (for its character references): the whole page's inline
    // styles, hashed into that page's own policy, would count as violations of this one.
    const titleElement = /<title>[^<]*<\/title>/.exec(await response.text())?.[0] ?? '';
    const title = parser.parseFromString(titleElement, 'text/html').title.trim();
    if (title) pages.push({ href: url.pathname + url.search, title: title.replace(titlePrefix, '') });
  }
  return pages;
}

/** Adds the list of saved pages to the offline page in `root` (from its <template data-saved-pages>), for the site at `base`. */
export async function showSavedPages(root: Document, base: string): Promise<void> {
  const template = root.querySelector<HTMLTemplateElement>('template[data-saved-pages]');
  if (!template || !('caches' in window)) return;
  const { locale = '', titlePrefix = '' } = template.dataset;
  let pages: SavedPage[];
  try {
    pages = await savedPages(runtimeCacheNames(new URL(base, location.href).href).pages, base, locale, titlePrefix);
  } catch {
    // Storage refused (private modes, strict settings): the page stands without the list.
    return;
  }
  if (!pages.length) return;
  const section = template.content.cloneNode(true) as DocumentFragment;
  section.querySelector('[data-saved-pages-list]')?.replaceChildren(
    ...pages.map(({ href, title }) => {
      const item = root.createElement('li');
      const link = item.appendChild(root.createElement('a'));
      link.href = href;
      link.textContent = title;
      return item;
    }),
  );
  template.replaceWith(section);
}
