import { describe, expect, it, vi } from 'vitest';
import { preferencesBootScript } from '../../src/lib/preferencesBootScript.ts';

/** A page of a two-language site: its language and its hreflang alternates (as absolute URLs, as built). */
const pages: Record<string, { lang: string; alternates: Record<string, string> }> = {
  '/la-flotta/': {
    lang: 'it',
    alternates: {
      it: 'https://example.org/la-flotta/',
      en: 'https://example.org/en/la-flotta/',
      'x-default': 'https://example.org/la-flotta/',
    },
  },
  '/en/la-flotta/': {
    lang: 'en',
    alternates: {
      it: 'https://example.org/la-flotta/',
      en: 'https://example.org/en/la-flotta/',
      'x-default': 'https://example.org/la-flotta/',
    },
  },
};

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

const throwingStorage = new Proxy({} as Storage, {
  get() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
});

/** Loads `path` with the shipped script, following its moves as a browser would; returns every address loaded. */
function visit(path: string, local: Storage, session: Storage = memoryStorage(), maxLoads = 20) {
  const loads: string[] = [];
  const root = { lang: '', dataset: {} as Record<string, string>, classList: { add: vi.fn() } };
  let next: string | null = path;
  while (next && loads.length < maxLoads) {
    const here: string = next;
    next = null;
    loads.push(here);
    const page = pages[here]!;
    root.lang = page.lang;
    const document = {
      documentElement: root,
      querySelector: (selector: string) => {
        const hreflang = /hreflang="([^"]*)"/.exec(selector)?.[1];
        const href = hreflang === undefined ? undefined : page.alternates[hreflang.toLowerCase()];
        return href ? { href } : null;
      },
      addEventListener: vi.fn(),
    };
    const location = {
      pathname: here,
      search: '',
      hash: '',
      replace: (target: string) => (next = target),
    };
    const window = { localStorage: local, sessionStorage: session };
    // The script as shipped, with stand-ins for the browser's globals.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function('window', 'document', 'location', preferencesBootScript)(window, document, location);
  }
  return { loads, theme: root.dataset.theme };
}

describe('the preferences boot script', () => {
  it('moves a visitor who chose English to the English page, once', () => {
    expect(visit('/la-flotta/', memoryStorage({ locale: 'en' })).loads).toEqual(['/la-flotta/', '/en/la-flotta/']);
    expect(visit('/en/la-flotta/', memoryStorage({ locale: 'en' })).loads).toEqual(['/en/la-flotta/']);
    expect(visit('/en/la-flotta/', memoryStorage({ locale: 'it' })).loads).toEqual(['/en/la-flotta/', '/la-flotta/']);
  });

  it.each(['EN', 'En', ' en '])('reads %j as English, and stays once there', (stored) => {
    expect(visit('/la-flotta/', memoryStorage({ locale: stored })).loads).toEqual(['/la-flotta/', '/en/la-flotta/']);
    expect(visit('/en/la-flotta/', memoryStorage({ locale: stored })).loads).toEqual(['/en/la-flotta/']);
  });

  it.each(['IT', 'It'])('reads %j as Italian, and stays once there', (stored) => {
    expect(visit('/en/la-flotta/', memoryStorage({ locale: stored })).loads).toEqual(['/en/la-flotta/', '/la-flotta/']);
    expect(visit('/la-flotta/', memoryStorage({ locale: stored })).loads).toEqual(['/la-flotta/']);
  });

  it.each(['x-default', 'fr', '', 'undefined', 'null', '"en"', 'en-GB', '<script>'])(
    'treats %j, written by someone else, as no choice: the page stays',
    (stored) => {
      expect(visit('/la-flotta/', memoryStorage({ locale: stored })).loads).toEqual(['/la-flotta/']);
      expect(visit('/en/la-flotta/', memoryStorage({ locale: stored })).loads).toEqual(['/en/la-flotta/']);
    },
  );

  it('never moves twice in a row, even where two pages point at each other', () => {
    // A broken pair: the English alternate of the English page is the Italian page.
    const saved = pages['/en/la-flotta/']!.alternates.en;
    pages['/en/la-flotta/']!.lang = 'it';
    pages['/en/la-flotta/']!.alternates.en = 'https://example.org/la-flotta/';
    try {
      expect(visit('/la-flotta/', memoryStorage({ locale: 'en' })).loads).toEqual(['/la-flotta/', '/en/la-flotta/']);
    } finally {
      pages['/en/la-flotta/']!.lang = 'en';
      pages['/en/la-flotta/']!.alternates.en = saved!;
    }
  });

  it('keeps working, without moving, when storage is disabled or throws', () => {
    expect(visit('/la-flotta/', throwingStorage, throwingStorage)).toEqual({
      loads: ['/la-flotta/'],
      theme: undefined,
    });
  });

  it('applies the light theme only for a stored "false"', () => {
    expect(visit('/la-flotta/', memoryStorage({ darkMode: 'false' })).theme).toBe('light');
    expect(visit('/la-flotta/', memoryStorage({ darkMode: 'true' })).theme).toBeUndefined();
    expect(visit('/la-flotta/', memoryStorage({ darkMode: 'FALSE!' })).theme).toBeUndefined();
  });
});
