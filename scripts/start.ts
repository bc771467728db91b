/**
 * `npm start`: the whole site on a fresh machine, with no network. Starts the
 * bundled demo API, builds the site against it, and serves the built site (not
 * the dev server). Ctrl-C stops both.
 *
 *   node scripts/start.ts [--port 4321] [--api-port 8787] [--data-dir .demo-data] [--reset] [--skip-build]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startDemoApi } from './demo-api/server.ts';
import { wholeNumber } from './lib/args.ts';
import { projectRoot, runAstro, spawnAstro } from './lib/astro.ts';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string' },
    'api-port': { type: 'string' },
    'data-dir': { type: 'string', default: '.demo-data' },
    reset: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
});
const port = wholeNumber('port', options.port, 4321);
const apiPort = wholeNumber('api-port', options['api-port'], 8787);
const dataDir = resolve(projectRoot, options['data-dir']);

const api = await startDemoApi({ port: apiPort, dataDir, reset: options.reset });
const siteUrl = `http://localhost:${port}`;
const env = { API_URL: api.url, SITE_URL: process.env.SITE_URL ?? siteUrl };

let preview: ReturnType<typeof spawnAstro> | undefined;
let stopping = false;

async function stop(code: number): Promise<never> {
  stopping = true;
  preview?.kill('SIGTERM');
  await api.close();
  console.log('Stopped the site and the demo API.');
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

if (!options['skip-build']) {
  console.log(`\nBuilding the site against the demo API at ${api.url} …\n`);
  const code = await runAstro(['build'], env);
  if (code !== 0) {
    console.error(`\nThe build failed (exit code ${code}); the demo API is stopped.`);
    await stop(code);
  }
}

preview = spawnAstro(['preview', '--port', String(port), '--host', '127.0.0.1'], env);
preview.on('exit', (code) => {
  if (!stopping) void stop(code ?? 1);
});

console.log(
  [
    '',
    '  The site is ready (built pages, as a static host would serve them):',
    `    Italian  ${siteUrl}/`,
    `    English  ${siteUrl}/en/`,
    `  Demo API   ${api.url} (data in ${dataDir})`,
    '  Press Ctrl-C to stop both.',
    '',
  ].join('\n'),
);
