/**
 * The search page (`[data-site-search]`): Pagefind's own browser code (brought
 * by the page's loader, lib/pagefindLoader.ts) starts, and loads the index of
 * the page's language (it reads `<html lang>`) from the build's `pagefind/`
 * folder, when the visitor first reaches for the search box or arrives with a
 * query. No other page downloads any of it.
 *
 * The query lives in the address (`?q=`): typing replaces the current history
 * entry, Enter settles it (the next search gets an entry of its own), and the
 * back button or a shared link brings a search back.
 *
 * Everything from the index is treated as text: titles and dates go in with
 * textContent, and of an excerpt only the text and Pagefind's <mark> survive,
 * so markup in the API's content can never become markup in this page.
 */
import { interpolate } from '../i18n/interpolate.ts';
import { formatDate } from '../lib/formatDate.ts';
import { PAGEFIND_READY_EVENT } from '../lib/pagefindLoader.ts';

/** The strings the page hands over in `data-strings` (see pages/[...locale]/cerca.astro). */
export interface SearchStrings {
  none: string;
  one: string;
  many: string;
  error: string;
  kinds: Record<string, string>;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Partial<Record<string, string>>;
  sub_results?: PagefindSubResult[];
}

interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(term: string, options?: object, wait?: number): Promise<{ results: PagefindResult[] } | null>;
}

/** Results shown at once; "Show more results" brings the next ones (each costs a download). */
export const RESULTS_PER_PAGE = 10;
/** How long typing pauses before a search starts, in ms. */
const TYPING_PAUSE = 120;

/** One result as the page shows it. */
export interface SearchHit {
  url: string;
  title: string;
  kind: string;
  /** 'YYYY-MM-DD' for an event. */
  date: string | null;
  excerpt: string;
}

/**
 * A Pagefind result as the page shows it. An article has no page of its own:
 * its result is the card on its list page (the heading Pagefind found it under).
 * Null when the URL is not a path of this site.
 */
export function toHit(data: PagefindResultData): SearchHit | null {
  const kind = data.meta.kind ?? 'page';
  const section =
    kind === 'article'
      ? [...(data.sub_results ?? [])]
          .filter((sub) => sub.url.includes('#'))
          .sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0))[0]
      : undefined;
  const url = section?.url ?? data.url;
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const date = data.meta.date && /^\d{4}-\d{2}-\d{2}/.test(data.meta.date) ? data.meta.date : null;
  return {
    url,
    title: section?.title ?? data.meta.title ?? url,
    kind,
    date,
    excerpt: section?.excerpt ?? data.excerpt,
  };
}

/**
 * The text of a Pagefind excerpt as nodes: text, and <mark> around the matches.
 * The excerpt is parsed in an inert <template> (nothing in it loads or runs) and
 * only its text is copied out; any other element keeps just its text.
 */
export function excerptNodes(doc: Document, html: string): Node[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const copy = (node: Node): Node[] => {
    if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
    if (node.nodeType !== Node.ELEMENT_NODE) return [];
    if ((node as Element).tagName === 'MARK') {
      const mark = doc.createElement('mark');
      mark.textContent = node.textContent;
      return [mark];
    }
    return [...node.childNodes].flatMap(copy);
  };
  return [...template.content.childNodes].flatMap(copy);
}

let loading: Promise<Pagefind> | undefined;

/** Pagefind's browser code as the page's loader (lib/pagefindLoader.ts) brings it; rejects if it cannot. */
function pagefindArrival(win: Window & { pagefind?: Pagefind }, loader: HTMLScriptElement | null): Promise<Pagefind> {
  return new Promise<Pagefind>((resolve, reject) => {
    if (win.pagefind) return resolve(win.pagefind);
    win.addEventListener(PAGEFIND_READY_EVENT, () => resolve(win.pagefind!), { once: true });
    loader?.addEventListener('error', () => reject(new Error('Pagefind could not be loaded')), { once: true });
  });
}

/** Pagefind, started once (again after a failure). */
function startPagefind(arrival: Promise<Pagefind>): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = await arrival;
    const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
    await pagefind.options({
      // Result URLs are stored from the build's root: the base path goes in front of them.
      baseUrl: base,
      excerptLength: 24,
      // Pagefind searches on the page itself, as bench:search measured it. Its web worker (pagefind-worker.js)
      // was forbidden by worker-src 'none'; the policy's 'self', there for the service worker, would now allow it.
      noWorker: true,
    });
    await pagefind.init();
    return pagefind;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function renderHit(doc: Document, hit: SearchHit, strings: SearchStrings): HTMLLIElement {
  const item = doc.createElement('li');
  item.className = 'search-result';
  const about = doc.createElement('p');
  about.className = 'search-result__kind';
  about.textContent = strings.kinds[hit.kind] ?? strings.kinds.page ?? '';
  if (hit.date) {
    const time = doc.createElement('time');
    time.dateTime = hit.date.slice(0, 10);
    time.textContent = formatDate(hit.date);
    about.append(' · ', time);
  }
  const heading = doc.createElement('h2');
  heading.className = 'search-result__title';
  const link = doc.createElement('a');
  link.href = hit.url;
  link.textContent = hit.title;
  heading.append(link);
  const excerpt = doc.createElement('p');
  excerpt.className = 'search-result__excerpt';
  excerpt.append(...excerptNodes(doc, hit.excerpt));
  item.append(heading, about, excerpt);
  return item;
}

/** Wires the search page's form to Pagefind. */
export function enhanceSearch(doc: Document): void {
  const root = doc.querySelector<HTMLElement>('[data-site-search]');
  const form = root?.querySelector<HTMLFormElement>('form[data-search-form]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const status = root?.querySelector<HTMLElement>('[data-search-status]');
  const list = root?.querySelector<HTMLOListElement>('[data-search-results]');
  const more = root?.querySelector<HTMLButtonElement>('[data-search-more]');
  if (!root || !form || !input || !status || !list || !more) return;
  const strings = JSON.parse(root.dataset.strings ?? '{}') as SearchStrings;
  const win = doc.defaultView!;
  const arrival = pagefindArrival(win, doc.querySelector<HTMLScriptElement>('script[data-pagefind-loader]'));
  // Handled where it is awaited; this only keeps an early failure from being reported as unhandled.
  arrival.catch(() => undefined);
  const pagefindReady = () => startPagefind(arrival);

  let run = 0;
  let pending: PagefindResult[] = [];
  // Whether typing may rewrite the current history entry (false once a search is settled).
  let entryOpen = !queryInAddress();

  function queryInAddress(): string {
    return new URLSearchParams(win.location.search).get('q')?.trim() ?? '';
  }

  function setAddress(query: string, push: boolean): void {
    const url = new URL(win.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href === win.location.href) return;
    if (push) win.history.pushState(null, '', url);
    else win.history.replaceState(null, '', url);
  }

  async function showNext(current: number): Promise<void> {
    const batch = pending.slice(0, RESULTS_PER_PAGE);
    pending = pending.slice(RESULTS_PER_PAGE);
    const hits = (await Promise.all(batch.map(async (result) => toHit(await result.data())))).filter(
      (hit): hit is SearchHit => hit !== null,
    );
    if (current !== run) return;
    list!.append(...hits.map((hit) => renderHit(doc, hit, strings)));
    more!.hidden = pending.length === 0;
  }

  async function search(query: string, wait: number): Promise<void> {
    const current = ++run;
    if (!query) {
      list!.replaceChildren();
      status!.textContent = '';
      more!.hidden = true;
      root!.dataset.state = 'idle';
      return;
    }
    root!.dataset.state = 'searching';
    list!.setAttribute('aria-busy', 'true');
    try {
      const pagefind = await pagefindReady();
      const found = await pagefind.debouncedSearch(query, {}, wait);
      // A later keystroke has taken over.
      if (!found || current !== run) return;
      pending = found.results;
      list!.replaceChildren();
      const count = found.results.length;
      await showNext(current);
      if (current !== run) return;
      const message = count === 0 ? strings.none : count === 1 ? strings.one : strings.many;
      status!.textContent = interpolate(message, { count, query });
      root!.dataset.state = 'done';
    } catch {
      if (current !== run) return;
      list!.replaceChildren();
      more!.hidden = true;
      status!.textContent = strings.error;
      root!.dataset.state = 'error';
    } finally {
      if (current === run) list!.removeAttribute('aria-busy');
    }
  }

  input.addEventListener('input', () => {
    const query = input.value.trim();
    setAddress(query, !entryOpen);
    entryOpen = true;
    void search(query, TYPING_PAUSE);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const query = input.value.trim();
    setAddress(query, !entryOpen);
    entryOpen = false;
    void search(query, 0);
  });
  more.addEventListener('click', () => {
    const first = list.children.length;
    void showNext(run).then(() => list.children[first]?.querySelector('a')?.focus());
  });
  win.addEventListener('popstate', () => {
    input.value = queryInAddress();
    entryOpen = false;
    void search(input.value, 0);
  });
  // Start loading while the visitor is on the way to typing.
  form.addEventListener('focusin', () => void pagefindReady().catch(() => undefined), { once: true });

  input.value = queryInAddress();
  if (input.value) void search(input.value, 0);
}
