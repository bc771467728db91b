/**
 * `npm run bench:build`: how the build copes with a large association. Starts
 * the demo API at about 2,000 events, 400 members and 100 aircraft with 8
 * media each, builds the site with an empty image cache, then builds it again
 * with nothing changed, and prints time, peak memory, pages, images, output
 * size and what each build pulled from the API (JSON and pictures: requests,
 * 304 answers, bytes, as the demo API counted them) against the goals of
 * issues 6 and 11. Its own output and cache folders
 * (bench-results/work/) leave dist/ and the developer's image cache alone.
 *
 *   node scripts/bench/build.ts [--events 2000] [--members 400] [--aircraft 100]
 *     [--media-per-aircraft 8] [--api-port 8843]
 */
import { availableParallelism, totalmem } from 'node:os';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Traffic } from '../demo-api/requestCounter.ts';
import { startDemoApi } from '../demo-api/server.ts';
import { wholeNumber } from '../lib/args.ts';
import { formatBytes, formatDuration, markdownTable } from './lib/format.ts';
import { measuredBuild, type BuildMeasure } from './lib/measuredBuild.ts';
import { outputStats, type OutputStats } from './lib/outputStats.ts';
import { currentCommit, resultsDir, saveResults } from './lib/results.ts';
import { measureSite, pagesVerdict } from '../lib/pagesSize.ts';

const { values: options } = parseArgs({
  options: {
    events: { type: 'string' },
    members: { type: 'string' },
    aircraft: { type: 'string' },
    'media-per-aircraft': { type: 'string' },
    'api-port': { type: 'string' },
  },
});
const counts = {
  events: wholeNumber('events', options.events, 2000),
  members: wholeNumber('members', options.members, 400),
  aircraft: wholeNumber('aircraft', options.aircraft, 100),
  mediaPerAircraft: wholeNumber('media-per-aircraft', options['media-per-aircraft'], 8),
};
const apiPort = wholeNumber('api-port', options['api-port'], 8843);

const GOALS = {
  maxWallMs: 10 * 60_000,
  maxMemoryBytes: 2 * 1024 ** 3,
  maxRebuildShare: 1 / 3,
  maxRebuildPictureShare: 0.01,
};

const workDir = join(resultsDir, 'work', 'build');
const outDir = join(workDir, 'dist');
const cacheDir = join(workDir, 'cache');

interface Run {
  name: string;
  measure: BuildMeasure;
  output: OutputStats;
  /** What the build pulled from the API, counted by the demo API. */
  pulled: Traffic;
}

const api = await startDemoApi({ port: apiPort, dataDir: join(resultsDir, 'work', 'demo-data'), counts, reset: true });
const stopApi = () => void api.close().then(() => process.exit(130));
process.on('SIGINT', stopApi);
process.on('SIGTERM', stopApi);

console.log(
  `Demo API at ${api.url}: ${counts.events} events, ${counts.members} members, ` +
    `${counts.aircraft} aircraft with ${counts.mediaPerAircraft} media each.`,
);
console.log(`Machine: ${availableParallelism()} cores, ${formatBytes(totalmem())} memory.`);

rmSync(workDir, { recursive: true, force: true });
const runs: Run[] = [];
try {
  for (const name of ['first build (empty image cache)', 'unchanged rebuild']) {
    console.log(`\n${name}: building into ${outDir} …`);
    api.requests.reset();
    const measure = await measuredBuild({
      outDir,
      cacheDir,
      env: { API_URL: api.url },
      logFile: join(resultsDir, `build-${runs.length + 1}.log`),
      onProgress: (line) => console.log(`  … ${line.slice(0, 110)}`),
    });
    runs.push({ name, measure, output: outputStats(outDir), pulled: api.requests.traffic() });
    console.log(`  done in ${formatDuration(measure.wallMs)}`);
  }
} finally {
  await api.close();
}

const [first, second] = runs as [Run, Run];
const rows: Array<[string, (run: Run) => string]> = [
  ['Wall time', (r) => formatDuration(r.measure.wallMs)],
  ['CPU time (user + system)', (r) => formatDuration(r.measure.cpuMs)],
  ['Peak memory (build process)', (r) => formatBytes(r.measure.peakRssBytes)],
  ['Peak memory (with subprocesses)', (r) => formatBytes(r.measure.peakTreeRssBytes)],
  ['Pages (HTML files)', (r) => String(r.output.pages)],
  ['Image files in the output', (r) => String(r.output.images)],
  ['Images encoded', (r) => String(r.measure.images.encoded)],
  ['Images reused from the cache', (r) => String(r.measure.images.reused + r.measure.images.revalidated)],
  ['Pulled from the API: JSON', (r) => `${r.pulled.json.requests} requests, ${formatBytes(r.pulled.json.bytes)}`],
  [
    'Pulled from the API: pictures',
    (r) =>
      `${r.pulled.media.requests} requests (${r.pulled.media.notModified} answered 304), ${formatBytes(r.pulled.media.bytes)}`,
  ],
  ['Output size', (r) => formatBytes(r.output.bytes.total)],
  ['  HTML', (r) => formatBytes(r.output.bytes.html)],
  ['  JavaScript', (r) => formatBytes(r.output.bytes.js)],
  ['  CSS', (r) => formatBytes(r.output.bytes.css)],
  ['  Images', (r) => formatBytes(r.output.bytes.images)],
  ['  Other (PDF, video, text…)', (r) => formatBytes(r.output.bytes.other)],
];
const table = markdownTable(
  ['', first.name, second.name],
  rows.map(([label, value]) => [label, value(first), value(second)]),
  ['left', 'right', 'right'],
);

const peak = Math.max(first.measure.peakTreeRssBytes, second.measure.peakTreeRssBytes);
const share = second.measure.wallMs / first.measure.wallMs;
const pictureShare = first.pulled.media.bytes ? second.pulled.media.bytes / first.pulled.media.bytes : 0;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const goals = [
  `- Scaled build under 10 min: ${verdict(first.measure.wallMs < GOALS.maxWallMs)} (${formatDuration(first.measure.wallMs)})`,
  `- Peak memory under 2 GiB: ${verdict(peak < GOALS.maxMemoryBytes)} (${formatBytes(peak)})`,
  `- Unchanged rebuild under a third of the first: ${verdict(share < GOALS.maxRebuildShare)} (${(share * 100).toFixed(0)} %)`,
  `- Unchanged rebuild pulls under 1 % of the first build's picture bytes: ` +
    `${verdict(pictureShare < GOALS.maxRebuildPictureShare)} (${(pictureShare * 100).toFixed(2)} %)`,
].join('\n');

const heading =
  `bench:build on ${new Date().toISOString().slice(0, 10)}, commit ${currentCommit()}, ` +
  `${availableParallelism()} cores; ${counts.events} events, ${counts.members} members, ` +
  `${counts.aircraft} aircraft × ${counts.mediaPerAircraft} media`;
// What the deploy would say of the output (scripts/pages-size.ts): GitHub Pages refuses a site over 1 GB.
const pages = pagesVerdict(await measureSite(outDir));
const report = `${heading}\n\n${table}\n\nGoals:\n${goals}\n\nGitHub Pages: ${pages.message}`;
console.log(`\n${report}\n`);
const saved = saveResults('build', { date: new Date().toISOString(), commit: currentCommit(), counts, runs }, report);
console.log(`Saved: ${saved.join(', ')}; build logs: ${join(resultsDir, 'build-1.log')}, build-2.log`);
