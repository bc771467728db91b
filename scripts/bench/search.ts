/**
 * `npm run bench:search`: what the site search costs, at the demo's size and
 * at the large archive of bench:build (about 2,000 events, 400 members, 100
 * aircraft). For each size it builds the site, then prints the index's size
 * per language, the seconds Pagefind took within the build, and, on the search
 * page in the system Chromium with Lighthouse's 4× slower CPU, the bytes a
 * first and a second query download (compressed, as sent by a gzipping host)
 * and the time from the keystroke to the results, in both languages.
 *
 *   node scripts/bench/search.ts [--sizes demo,large] [--events 2000] [--members 400]
 *     [--aircraft 100] [--media-per-aircraft 8] [--api-port 8846] [--site-port 8847] [--skip-build]
 *
 * Budget (issue 13): a first query downloads at most 150 KB at both sizes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../tests/e2e/support/chromium.ts';
import { startDemoApi } from '../demo-api/server.ts';
import { wholeNumber } from '../lib/args.ts';
import { startStaticHost } from '../lib/staticHost.ts';
import { formatBytes, formatDuration, markdownTable } from './lib/format.ts';
import { measuredBuild } from './lib/measuredBuild.ts';
import { currentCommit, resultsDir, saveResults } from './lib/results.ts';

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: 'demo,large' },
    events: { type: 'string' },
    members: { type: 'string' },
    aircraft: { type: 'string' },
    'media-per-aircraft': { type: 'string' },
    'api-port': { type: 'string' },
    'site-port': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const sizes = options.sizes.split(',');
const apiPort = wholeNumber('api-port', options['api-port'], 8846);
const sitePort = wholeNumber('site-port', options['site-port'], 8847);
const largeCounts = {
  events: wholeNumber('events', options.events, 2000),
  members: wholeNumber('members', options.members, 400),
  aircraft: wholeNumber('aircraft', options.aircraft, 100),
  mediaPerAircraft: wholeNumber('media-per-aircraft', options['media-per-aircraft'], 8),
};

const FIRST_QUERY_BUDGET = 150_000;
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** The first query (a word of event titles at both sizes) and a second, other one (a member's surname). */
const QUERIES = ['raduno', 'Ferrari'] as const;

interface QueryFigures {
  bytes: number;
  requests: number;
  ms: number;
  results: number;
}

interface SizeResult {
  size: string;
  pages: number;
  buildMs: number;
  indexMs: number | null;
  index: Record<string, { files: number; bytes: number }>;
  queries: Record<string, { first: QueryFigures; second: QueryFigures }>;
}

/** The index of each language: its metadata, word index, filter and page fragment files, and its WebAssembly. */
function indexSize(pagefindDir: string): SizeResult['index'] {
  const sizes: SizeResult['index'] = {};
  const add = (lang: string, file: string) => {
    const entry = (sizes[lang] ??= { files: 0, bytes: 0 });
    entry.files++;
    entry.bytes += statSync(file).size;
  };
  for (const name of readdirSync(pagefindDir)) {
    const meta = /^pagefind\.(\w+)_\w+\.pf_meta$/.exec(name) ?? /^wasm\.(\w+)\.pagefind$/.exec(name);
    if (meta && meta[1] !== 'unknown') add(meta[1]!, join(pagefindDir, name));
  }
  for (const folder of ['index', 'fragment', 'filter']) {
    for (const name of readdirSync(join(pagefindDir, folder))) {
      const lang = /^(\w+?)_/.exec(name)?.[1];
      if (lang) add(lang, join(pagefindDir, folder, name));
    }
  }
  return sizes;
}

/** A first query on a fresh visit of the search page, then a second one, with the CPU slowed down. */
async function measureQueries(browser: Browser, url: string): Promise<{ first: QueryFigures; second: QueryFigures }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  // Every file of the search (Pagefind's code, WebAssembly, index and fragments), from the page's load on:
  // Pagefind's module arrives with the page (lib/pagefindLoader.ts) and counts towards the first query.
  const urls = new Map<string, string>();
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) =>
    urls.set(event.requestId, event.request.url),
  );
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    if (!urls.get(event.requestId)?.includes('/pagefind/')) return;
    bytes += event.encodedDataLength;
    requests++;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const query = async (text: string, fresh: boolean): Promise<QueryFigures> => {
    if (!fresh) {
      bytes = 0;
      requests = 0;
    }
    // From the input event (one keystroke that completes the word) to the results on the page:
    // the script's 120 ms typing pause included.
    const ms = await page.evaluate(async (words) => {
      const root = document.querySelector<HTMLElement>('[data-site-search]')!;
      const box = document.querySelector<HTMLInputElement>('input[name="q"]')!;
      box.focus();
      const finished = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (root.dataset.state === 'done' || root.dataset.state === 'error') {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(root, { attributes: true, attributeFilter: ['data-state'] });
      });
      const start = performance.now();
      box.value = words;
      box.dispatchEvent(new Event('input', { bubbles: true }));
      await finished;
      return performance.now() - start;
    }, text);
    await page.waitForTimeout(200);
    const state = await page.locator('[data-site-search]').getAttribute('data-state');
    if (state !== 'done') throw new Error(`The search for "${text}" on ${url} ended in state ${state}`);
    const results = await page.locator('[data-search-results] > li').count();
    return { bytes, requests, ms, results };
  };

  const first = await query(QUERIES[0], true);
  const second = await query(QUERIES[1], false);
  await context.close();
  return { first, second };
}

const results: SizeResult[] = [];
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  for (const size of sizes) {
    const counts = size === 'large' ? largeCounts : undefined;
    const workDir = join(resultsDir, 'work', `search-${size}`);
    const outDir = join(workDir, 'dist');
    const logFile = join(resultsDir, `search-build-${size}.log`);
    const api = await startDemoApi({ port: apiPort, dataDir: join(workDir, 'demo-data'), counts, reset: true });
    let buildMs = 0;
    try {
      if (!options['skip-build']) {
        console.log(`${size}: building against ${api.url} into ${outDir} …`);
        const build = await measuredBuild({
          outDir,
          cacheDir: join(workDir, 'cache'),
          env: { API_URL: api.url, SITE_URL: `http://127.0.0.1:${sitePort}`, BASE_PATH: '/' },
          logFile,
          onProgress: (line) => console.log(`  … ${line.slice(0, 110)}`),
        });
        buildMs = build.wallMs;
        console.log(`  built in ${formatDuration(buildMs)}`);
      }
    } finally {
      await api.close();
    }
    const log = readFileSync(logFile, 'utf8');
    const indexSeconds = /\[search-index\].* in ([\d.]+) s/.exec(log)?.[1];
    const entry = JSON.parse(readFileSync(join(outDir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    const host = await startStaticHost({ root: outDir, rewrites: true, gzip: true, port: sitePort });
    const queries: SizeResult['queries'] = {};
    try {
      for (const [lang, path] of [
        ['it', '/cerca/'],
        ['en', '/en/cerca/'],
      ] as const) {
        queries[lang] = await measureQueries(browser, `${host.url}${path}`);
        console.log(
          `  ${lang}: first query ${formatBytes(queries[lang].first.bytes)} in ${formatDuration(queries[lang].first.ms)}, ` +
            `second ${formatBytes(queries[lang].second.bytes)} in ${formatDuration(queries[lang].second.ms)}`,
        );
      }
    } finally {
      await host.close();
    }
    results.push({
      size,
      pages: Object.values(entry.languages).reduce((sum, { page_count }) => sum + page_count, 0),
      buildMs,
      indexMs: indexSeconds ? Number(indexSeconds) * 1000 : null,
      index: indexSize(join(outDir, 'pagefind')),
      queries,
    });
  }
} finally {
  await browser.close();
}

const describeSize = (size: string) =>
  size === 'large'
    ? `large (${largeCounts.events} events, ${largeCounts.members} members, ${largeCounts.aircraft} aircraft)`
    : 'demo';
const rows: string[][] = results.flatMap((r) =>
  (['it', 'en'] as const).map((lang) => {
    const q = r.queries[lang]!;
    const index = r.index[lang] ?? { files: 0, bytes: 0 };
    return [
      describeSize(r.size),
      lang,
      String(r.pages),
      `${formatBytes(index.bytes)} (${index.files} files)`,
      `${formatBytes(q.first.bytes)} (${q.first.requests})`,
      formatDuration(q.first.ms),
      `${formatBytes(q.second.bytes)} (${q.second.requests})`,
      formatDuration(q.second.ms),
      r.indexMs === null ? '?' : formatDuration(r.indexMs),
      r.buildMs ? formatDuration(r.buildMs) : '(skipped)',
    ];
  }),
);
const table = markdownTable(
  [
    'Size',
    'Lang',
    'Pages indexed',
    'Index',
    'First query',
    'Keystroke → results',
    'Second query',
    'Keystroke → results',
    'Pagefind in build',
    'Whole build',
  ],
  rows,
  ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
);
const worstFirst = Math.max(...results.flatMap((r) => Object.values(r.queries).map((q) => q.first.bytes)));
const verdict = `- First query at most 150 KB (150,000 bytes): ${
  worstFirst <= FIRST_QUERY_BUDGET ? 'met' : 'MISSED'
} (largest ${worstFirst.toLocaleString('en')} bytes, ${formatBytes(worstFirst)})`;
const report =
  `bench:search on ${new Date().toISOString().slice(0, 10)}, commit ${currentCommit()}: queries "${QUERIES[0]}" then ` +
  `"${QUERIES[1]}" on the search page in Chromium, CPU ${CPU_SLOWDOWN}× slower, served gzipped; bytes of the search's ` +
  `files on the wire (requests in brackets; the first query's include Pagefind's code, loaded with the page); ` +
  `pages indexed in both languages; the index is Pagefind's files of the language, WebAssembly included\n\n${table}\n\nBudget:\n${verdict}`;
console.log(`\n${report}\n`);
const saved = saveResults('search', { date: new Date().toISOString(), commit: currentCommit(), results }, report);
console.log(`Saved: ${saved.join(', ')}`);
