/**
 * The search page's inline module that loads Pagefind's browser code from the
 * build's `pagefind/` folder and hands it to scripts/siteSearch.ts. An inline
 * module rather than a dynamic import() in that script: the bundler wraps every
 * dynamic import in a helper that it then shares with the other pages' scripts
 * as a chunk of its own, which would cost those pages one more request.
 */

/** The event the loader fires on window once Pagefind's module is there (as `window.pagefind`). */
export const PAGEFIND_READY_EVENT = 'pagefind-ready';

/** The loader's code for a site under `base` (its CSP hash goes into the search page's policy). */
export function pagefindLoaderScript(base: string): string {
  const url = `${base.replace(/\/?$/, '/')}pagefind/pagefind.js`;
  return `import*as p from${JSON.stringify(url)};window.pagefind=p;dispatchEvent(new Event(${JSON.stringify(PAGEFIND_READY_EVENT)}));`;
}
