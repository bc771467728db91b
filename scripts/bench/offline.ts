/**
 * `npm run bench:offline`: what the offline-reading service worker (src/scripts/serviceWorker.ts) does
 * for a visitor on a bad link, on a build of the site on the demo API served as GitHub Pages serves it
 * (static files, gzip, 404.html for the rest), in the system Chromium:
 *
 * - the time until a page read earlier is shown (first contentful paint, from the start of its
 *   navigation) with the network down, and with a host that accepts the connection and never answers
 *   (the worker waits about 3 s for the network, then answers from its cache);
 * - the same for a page never read (the offline page in its language);
 * - the files and bytes the worker precaches (on disk, and gzipped as they travel).
 *
 * A fresh browser profile for every run: a first visit to the home page installs the worker, then the
 * page measured is read once online, then the link fails. Figures only: it is not a test.
 *
 *   node scripts/bench/offline.ts [--runs 5] [--skip-build] [--api-port 8846] [--site-port 8847]
 *
 * --runs n      every measure n times; the table shows the median, the slowest and the fastest.
 * --skip-build  reuse the previous run's build (bench-results/work/offline/dist).
 *
 * The host speaks plain HTTP/1.1 on 127.0.0.1 (a secure context, as a service worker needs), where
 * bench:pages speaks HTTP/2 over TLS: Chromium registers no worker for a site whose certificate it
 * was told to ignore, and how the bytes travel does not matter once the link is down.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../tests/e2e/support/chromium.ts';
import { startDemoApi } from '../demo-api/server.ts';
import { wholeNumber } from '../lib/args.ts';
import { startStaticHost } from '../lib/staticHost.ts';
import { localizedPath } from '../../src/i18n/locales.ts';
import { CACHE_PREFIX } from '../../src/lib/serviceWorkerCaches.ts';
import { routes } from '../../src/routes.ts';
import { formatBytes, markdownTable, median } from './lib/format.ts';
import { measuredBuild } from './lib/measuredBuild.ts';
import { currentCommit, resultsDir, saveResults } from './lib/results.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string' },
    'api-port': { type: 'string' },
    'site-port': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const runs = wholeNumber('runs', options.runs, 5);
const apiPort = wholeNumber('api-port', options['api-port'], 8846);
const sitePort = wholeNumber('site-port', options['site-port'], 8847);

const workDir = join(resultsDir, 'work', 'offline');
const outDir = join(workDir, 'dist');
/** Longer than any wait the worker has: a page not shown by then is counted as never shown. */
const GIVE_UP_MS = 30_000;

/**
 * The link between the browser and the host: passes requests on, or, once stalled, accepts the
 * connection and never answers (what a rural link does when it drops mid-way, or a captive portal).
 */
async function startLink(target: string, port: number) {
  let stalled = false;
  const held = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (stalled) {
      held.add(res);
      return;
    }
    const upstream = request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stall: (value: boolean) => {
      stalled = value;
      if (!value) {
        for (const res of held) res.destroy();
        held.clear();
      }
    },
    close: () =>
      new Promise<void>((done) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Waits until the worker controls the page and has kept `address` (the worker's own condition, no timer). */
async function waitUntilSaved(page: Page, address: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: GIVE_UP_MS });
  await page.waitForFunction(async (url) => (await caches.match(url)) !== undefined, address, {
    timeout: GIVE_UP_MS,
    polling: 100,
  });
}

/** Opens `address` and returns the first contentful paint, in ms from the start of the navigation (the browser's own clock), or null when nothing was shown within GIVE_UP_MS. */
async function timeToShow(page: Page, address: string): Promise<number | null> {
  try {
    await page.goto(address, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    return await page.evaluate(
      (giveUp) =>
        new Promise<number | null>((resolve) => {
          const found = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const seen = found();
          if (seen !== undefined) return resolve(seen);
          // Paint entries come one by one (first-paint before first-contentful-paint): wait for the contentful one.
          new PerformanceObserver(() => {
            const contentful = found();
            if (contentful !== undefined) resolve(contentful);
          }).observe({ type: 'paint', buffered: true });
          setTimeout(() => resolve(null), giveUp);
        }),
      GIVE_UP_MS,
    );
  } catch {
    // Navigation never committed, or the browser's error page (which has no paint entry to read).
    return null;
  }
}

interface Scenario {
  name: string;
  /** The page read online first (none: a page never read). */
  read: boolean;
  address: string;
  link: 'down' | 'stalled';
}

const home = localizedPath(routes.home, 'it', '/');
const scenarios: Scenario[] = [
  { name: 'home (it), read before', read: true, address: home, link: 'down' },
  { name: 'home (it), read before', read: true, address: home, link: 'stalled' },
  { name: 'events (en), read before', read: true, address: localizedPath(routes.events, 'en', '/'), link: 'down' },
  {
    name: 'events (en), read before',
    read: true,
    address: localizedPath(routes.events, 'en', '/'),
    link: 'stalled',
  },
  { name: 'fleet (it), never read', read: false, address: localizedPath(routes.fleet, 'it', '/'), link: 'down' },
  { name: 'fleet (it), never read', read: false, address: localizedPath(routes.fleet, 'it', '/'), link: 'stalled' },
];

/** The files in the worker's precache, with their bytes on disk and gzipped (as the host sends text). */
async function precacheBytes(page: Page): Promise<{ files: number; bytes: number; gzipBytes: number }> {
  const addresses = await page.evaluate(async (prefix) => {
    const name = (await caches.keys()).find((key) => key.startsWith(prefix) && key.includes('precache'));
    if (!name) return [];
    return (await (await caches.open(name)).keys()).map((entry) => new URL(entry.url).pathname);
  }, CACHE_PREFIX);
  if (!addresses.length) throw new Error('The worker installed no precache: is SERVICE_WORKER off?');
  let bytes = 0;
  let gzipBytes = 0;
  for (const pathname of addresses) {
    // Pages are kept by their address, a folder: the host answers it with the folder's index.html.
    const file = join(outDir, decodeURIComponent(pathname), pathname.endsWith('/') ? 'index.html' : '');
    const body = readFileSync(file);
    bytes += body.length;
    gzipBytes += ['.html', '.js', '.css', '.svg', '.json', '.txt'].includes(extname(file))
      ? gzipSync(body).length
      : body.length;
  }
  return { files: addresses.length, bytes, gzipBytes };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const api = await startDemoApi({ port: apiPort, dataDir: join(resultsDir, 'work', 'offline-demo-data'), reset: true });
let browser: Browser | undefined;
let host: Awaited<ReturnType<typeof startStaticHost>> | undefined;
let link: Awaited<ReturnType<typeof startLink>> | undefined;
try {
  if (!options['skip-build']) {
    console.log(`Building the site against the demo API at ${api.url} into ${outDir} …`);
    await measuredBuild({
      outDir,
      cacheDir: join(workDir, 'cache'),
      // The worker is what is measured: a build with SERVICE_WORKER=off in the environment would measure nothing.
      env: { API_URL: api.url, SITE_URL: `http://127.0.0.1:${sitePort}`, BASE_PATH: '/', SERVICE_WORKER: 'on' },
      logFile: join(resultsDir, 'offline-build.log'),
    });
  }
  host = await startStaticHost({ root: outDir, gzip: true });
  link = await startLink(host.url, sitePort);
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

  const timings = new Map<Scenario, Array<number | null>>(scenarios.map((scenario) => [scenario, []]));
  let precache: Awaited<ReturnType<typeof precacheBytes>> | undefined;
  for (let run = 0; run < runs; run++) {
    for (const scenario of scenarios) {
      const context: BrowserContext = await browser.newContext({ baseURL: link.url, serviceWorkers: 'allow' });
      try {
        const page = await context.newPage();
        // The first visit installs the worker (registered once the page has loaded and the browser is idle).
        await page.goto(home);
        await waitUntilSaved(page, new URL(home, link.url).href);
        precache ??= await precacheBytes(page);
        if (scenario.read) {
          await page.goto(scenario.address);
          await waitUntilSaved(page, new URL(scenario.address, link.url).href);
        }
        if (scenario.link === 'down') await context.setOffline(true);
        else link.stall(true);
        const shown = await timeToShow(page, scenario.address);
        timings.get(scenario)!.push(shown);
        process.stdout.write(
          `${scenario.name}, link ${scenario.link}: ${shown === null ? 'not shown' : seconds(shown)}\n`,
        );
      } finally {
        link.stall(false);
        await context.close();
      }
    }
  }

  const rows = scenarios.map((scenario) => {
    const values = timings.get(scenario)!;
    const shown = values.filter((value): value is number => value !== null);
    const missing = values.length - shown.length;
    return [
      scenario.name,
      scenario.link === 'down' ? 'network down' : 'host never answers',
      shown.length ? seconds(median(shown)) : '—',
      shown.length ? `${seconds(Math.min(...shown))} – ${seconds(Math.max(...shown))}` : '—',
      missing ? `${missing} of ${values.length} not shown within ${GIVE_UP_MS / 1000} s` : 'all shown',
    ];
  });
  const table = markdownTable(['Page', 'Link', 'Shown after (median)', 'Fastest – slowest', 'Runs'], rows, [
    'left',
    'left',
    'right',
    'right',
    'left',
  ]);
  const precacheLine = precache
    ? `Precache: ${precache.files} files, ${formatBytes(precache.bytes)} on disk, ${formatBytes(precache.gzipBytes)} gzipped (downloaded once, after the first page has loaded).`
    : '';
  const summary = `Commit ${currentCommit()}, ${runs} run(s) per row; time from the start of the navigation to the first contentful paint.\n\n${table}\n\n${precacheLine}`;
  console.log(`\n${summary}`);
  const saved = saveResults(
    'offline',
    { commit: currentCommit(), runs, timings: [...timings].map(([s, t]) => ({ ...s, timings: t })), precache },
    summary,
  );
  console.log(`\nSaved ${saved.join(' and ')}.`);
} finally {
  await browser?.close();
  await link?.close();
  await host?.close();
  await api.close();
}
