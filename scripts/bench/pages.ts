/**
 * `npm run bench:pages`: Lighthouse (mobile, its default simulated slow 4G and
 * 4× slower CPU) on one page of every route type in Italian and English,
 * in the system Chromium, against a build of the site on the demo API served
 * gzipped by a static host. Prints Performance, Accessibility, Best Practices,
 * SEO, LCP, CLS, TBT, bytes transferred (all, the HTML, JavaScript) per page,
 * then every audit that did not pass and the element each page's LCP timed,
 * and saves the table and the full Lighthouse reports under bench-results/.
 *
 *   node scripts/bench/pages.ts [--runs 1] [--only home,events] [--skip-build]
 *     [--http1] [--api-port 8844] [--site-port 8845]
 *
 * --runs n      Lighthouse n times per page; the table shows each figure's median.
 * --only a,b    only these route types (names as in the table's first column).
 * --skip-build  reuse the previous run's build (bench-results/work/pages/dist).
 * --http1       serve over plain HTTP/1.1 instead of HTTP/2 over TLS, which is
 *               what GitHub Pages speaks (a throwaway certificate made with
 *               openssl, which Chromium is told to accept).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { findChromium } from '../../tests/e2e/support/chromium.ts';
import { PAYMENT_FORM_UUID } from '../demo-api/fixtures.ts';
import { startDemoApi } from '../demo-api/server.ts';
import { wholeNumber } from '../lib/args.ts';
import { startStaticHost } from '../lib/staticHost.ts';
import { apiPaths } from '../../src/api/paths.ts';
import { routes } from '../../src/routes.ts';
import { formatBytes, markdownTable, median } from './lib/format.ts';
import { measuredBuild } from './lib/measuredBuild.ts';
import { currentCommit, resultsDir, saveResults } from './lib/results.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string' },
    only: { type: 'string' },
    'api-port': { type: 'string' },
    'site-port': { type: 'string' },
    http1: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
});
const runs = wholeNumber('runs', options.runs, 1);
const only = options.only?.split(',');
const apiPort = wholeNumber('api-port', options['api-port'], 8844);
const sitePort = wholeNumber('site-port', options['site-port'], 8845);

const workDir = join(resultsDir, 'work', 'pages');
const outDir = join(workDir, 'dist');
const reportsDir = join(resultsDir, 'lighthouse');
const http2 = !options.http1;
const siteUrl = `${http2 ? 'https' : 'http'}://127.0.0.1:${sitePort}`;

/** A certificate for 127.0.0.1 valid for a day, made for this run: the host's HTTP/2 needs TLS. */
function throwawayCertificate(dir: string): { cert: string; key: string } {
  mkdirSync(dir, { recursive: true });
  const [cert, key] = [join(dir, 'localhost.crt'), join(dir, 'localhost.key')];
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    throw new Error(
      `bench:pages needs openssl for its HTTPS host (apt-get install -y openssl), or --http1: ${(error as Error).message}`,
    );
  }
  return { cert: readFileSync(cert, 'utf8'), key: readFileSync(key, 'utf8') };
}

// The demo API keeps running while Lighthouse loads the pages: the forms call it live.
const api = await startDemoApi({ port: apiPort, dataDir: join(resultsDir, 'work', 'pages-demo-data'), reset: true });
const firstId = async (path: string) => {
  const [first] = (await (await fetch(`${api.url}${path}`)).json()) as Array<{ id: number | string }>;
  if (!first) throw new Error(`The demo API has no records at ${path}`);
  return String(first.id);
};

const withSlash = (route: string) => (route === '/' ? route : `${route}/`);

/** One page of every route type of issue 6, by name, as its Italian route. */
const routeTypes: Array<[string, string]> = [
  ['home', routes.home],
  ['content page', routes.ourStory],
  ['members', routes.members],
  ['member detail', routes.member(await firstId(apiPaths.members))],
  ['fleet', routes.fleet],
  ['aircraft detail', routes.aircraft(await firstId(apiPaths.aircraftList))],
  ['events', routes.events],
  ['event detail', routes.event(await firstId(apiPaths.events))],
  ['air show', routes.airShow],
  ['participants', routes.participants],
  ['contact', routes.contact],
  ['registration form', routes.eventForm(PAYMENT_FORM_UUID)],
  ['search', routes.search],
];
const pages = routeTypes.flatMap(([name, route]) => [
  { name, locale: 'it', path: withSlash(route) },
  { name, locale: 'en', path: `/en${withSlash(route)}` },
]);
// Lighthouse refuses to audit a page answered with status 404, so the not-found
// page is measured as the documents a host sends with that status.
pages.push({ name: '404', locale: 'it', path: '/404.html' }, { name: '404', locale: 'en', path: '/en/404/' });
const selected = pages.filter(({ name }) => !only || only.includes(name));

let host: Awaited<ReturnType<typeof startStaticHost>> | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const stop = async () => {
  chrome?.kill();
  await host?.close();
  await api.close();
};
process.on('SIGINT', () => void stop().then(() => process.exit(130)));

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalBytes: number;
  htmlBytes: number;
  jsBytes: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The figures of the table, read from one Lighthouse result. */
function figures(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const bytesOf = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    totalBytes: value('total-byte-weight'),
    htmlBytes: bytesOf('Document'),
    jsBytes: bytesOf('Script'),
  };
}

/** What the largest contentful paint was on the page: the element's selector and a word of its content. */
function lcpElement(lhr: Result): string {
  const items =
    (
      lhr.audits['lcp-breakdown-insight']?.details as
        { items?: Array<{ type?: string; selector?: string; nodeLabel?: string }> } | undefined
    )?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  if (!node) return 'unknown';
  const selector = node.selector ?? '?';
  // Lighthouse labels an element without text by its selector: say it once.
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60);
  return label && !selector.startsWith(label.replace(/…$/, '')) ? `${selector} (“${label}”)` : selector;
}

/** Audits of a result that count towards a category and did not pass, as "category: title (value)". */
function failures(lhr: Result): string[] {
  const found: string[] = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (
        audit.scoreDisplayMode === 'notApplicable' ||
        audit.scoreDisplayMode === 'informative' ||
        audit.scoreDisplayMode === 'manual'
      )
        continue;
      found.push(`${categoryId}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return found;
}

try {
  if (!options['skip-build']) {
    console.log(`Building the site against the demo API at ${api.url} into ${outDir} …`);
    const build = await measuredBuild({
      outDir,
      cacheDir: join(workDir, 'cache'),
      env: { API_URL: api.url, SITE_URL: siteUrl, BASE_PATH: '/' },
      logFile: join(resultsDir, 'pages-build.log'),
    });
    console.log(`Built in ${(build.wallMs / 1000).toFixed(1)} s.`);
  }
  host = await startStaticHost({
    root: outDir,
    rewrites: true,
    gzip: true,
    port: sitePort,
    tls: http2 ? throwawayCertificate(join(workDir, 'tls')) : undefined,
  });
  chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [
      '--no-sandbox',
      '--headless=new',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      ...(http2 ? ['--ignore-certificate-errors'] : []),
    ],
  });
  mkdirSync(reportsDir, { recursive: true });

  const results: Array<{
    name: string;
    locale: string;
    path: string;
    figures: Figures;
    runs: Figures[];
    failing: string[];
    lcpElements: string[];
  }> = [];
  for (const page of selected) {
    const all: Figures[] = [];
    const lcpElements = new Set<string>();
    let failing: string[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${host.url}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      if (result.lhr.runtimeError)
        throw new Error(`Lighthouse could not load ${page.path}: ${result.lhr.runtimeError.message}`);
      all.push(figures(result.lhr));
      lcpElements.add(lcpElement(result.lhr));
      failing = [...new Set([...failing, ...failures(result.lhr)])];
      const slug = `${page.name.replace(/\W+/g, '-')}-${page.locale}-${run + 1}`;
      writeFileSync(join(reportsDir, `${slug}.json`), result.report as string);
    }
    const keys = Object.keys(all[0]!) as Array<keyof Figures>;
    const summary = Object.fromEntries(keys.map((key) => [key, median(all.map((f) => f[key]))])) as unknown as Figures;
    results.push({ ...page, figures: summary, runs: all, failing, lcpElements: [...lcpElements] });
    console.log(
      `${page.name} (${page.locale}): Performance ${summary.performance}, LCP ${Math.round(summary.lcpMs)} ms, ` +
        `TBT ${Math.round(summary.tbtMs)} ms, CLS ${summary.cls.toFixed(3)}`,
    );
  }

  const kb = (bytes: number) => formatBytes(bytes).replace(' ', '\u00a0');
  const table = markdownTable(
    ['Page', 'Lang', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'CLS', 'TBT', 'Transferred', 'HTML', 'JS'],
    results.map(({ name, locale, figures: f }) => [
      name,
      locale,
      String(f.performance),
      String(f.accessibility),
      String(f.bestPractices),
      String(f.seo),
      `${(f.lcpMs / 1000).toFixed(2)} s`,
      f.cls.toFixed(3),
      `${Math.round(f.tbtMs)} ms`,
      kb(f.totalBytes),
      kb(f.htmlBytes),
      kb(f.jsBytes),
    ]),
    ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
  const failingList = results
    .filter((r) => r.failing.length)
    .map((r) => `- ${r.name} (${r.locale}): ${r.failing.join('; ')}`)
    .join('\n');
  const lcpList = results.map((r) => `- ${r.name} (${r.locale}): ${r.lcpElements.join('; ')}`).join('\n');
  const heading =
    `bench:pages on ${new Date().toISOString().slice(0, 10)}, commit ${currentCommit()}: Lighthouse mobile, ` +
    `simulated slow 4G, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page, ` +
    `served ${http2 ? 'over HTTP/2 and TLS as GitHub Pages does' : 'over plain HTTP/1.1'}`;
  const report =
    `${heading}\n\n${table}\n\nAudits that did not pass:\n${failingList || '- none'}\n\n` +
    `The largest contentful paint (the element LCP times):\n${lcpList}`;
  console.log(`\n${report}\n`);
  const saved = saveResults(
    'pages',
    { date: new Date().toISOString(), commit: currentCommit(), runs, results },
    report,
  );
  console.log(`Saved: ${saved.join(', ')}; Lighthouse reports in ${reportsDir}`);
} finally {
  await stop();
}
