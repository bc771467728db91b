/**
 * Real builds for the build-safety tests: a demo API with fault switches, and
 * `astro build` run as a child process into a temporary folder, its output
 * captured. Builds share the project's image cache (node_modules/.astro), so
 * only the first run encodes pictures; the suite runs one file at a time
 * because two builds of one project must not run at once.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FaultSpec } from '../../../scripts/demo-api/faults.ts';
import { startDemoApi, type DemoApi } from '../../../scripts/demo-api/server.ts';
import { projectRoot } from '../../../scripts/lib/astro.ts';

const astroBin = fileURLToPath(new URL('../../../node_modules/astro/bin/astro.mjs', import.meta.url));
// The astro CLI has no cache folder option; this script builds with one (scripts/bench/lib/astroBuild.ts).
const astroBuildWithCache = fileURLToPath(new URL('../../../scripts/bench/lib/astroBuild.ts', import.meta.url));

/**
 * Demo API ports of this suite (8833 keeps its URLs, and so its image cache, from run to run; the
 * plain demo build shares it, and the odd-ids proxy the broken proxy's, as the files run one at a time).
 */
export const ports = {
  transient: 8833,
  plain: 8833,
  persistent: 8834,
  checkApi: 8835,
  brokenProxy: 8836,
  oddIdsProxy: 8836,
  picturesProxy: 8836,
  pictureHost: 8837,
};

/** Starts a demo API on a fixed port, sharing one data folder (its media are drawn once). */
export function startApi(port: number): Promise<DemoApi> {
  return startDemoApi({ port, dataDir: join(projectRoot, '.demo-data-build') });
}

/** Replaces the faults in force on a demo API. */
export async function setFaults(api: DemoApi, faults: FaultSpec[]): Promise<void> {
  await fetch(`${api.url}/__demo/faults`, { method: 'DELETE' });
  if (faults.length) {
    const response = await fetch(`${api.url}/__demo/faults`, { method: 'POST', body: JSON.stringify(faults) });
    if (!response.ok) throw new Error(`Could not set faults: HTTP ${response.status} ${await response.text()}`);
  }
}

/** GET a demo API inspection path as JSON. */
export async function inspect<T>(api: DemoApi, path: string): Promise<T> {
  return (await (await fetch(`${api.url}${path}`)).json()) as T;
}

// Settings a developer's shell may carry; each test names the ones it needs.
const unsetSettings = { BASE_PATH: '', SITE_URL: '', API_TIMEOUT_MS: '', API_RETRIES: '', API_CONCURRENCY: '' };

/**
 * This process's environment without what Vitest adds to it: Astro hands
 * environment variables to `import.meta.env`, so Vitest's BASE_URL=/ would
 * override the build's base path and NODE_ENV=test its mode.
 */
function buildEnvironment(): NodeJS.ProcessEnv {
  const vitestNames = /^(VITEST.*|TEST|NODE_ENV|BASE_URL|MODE|DEV|PROD|SSR)$/;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !vitestNames.test(name)));
}

export interface BuildResult {
  code: number;
  /** stdout and stderr together, as a webmaster would read them. */
  output: string;
  ms: number;
  outDir: string;
}

/**
 * Runs `astro build` into a fresh temporary folder with these environment
 * variables, and Astro's cache folder at `cacheDir` (default: the project's).
 */
export async function build(
  env: Record<string, string>,
  { cacheDir }: { cacheDir?: string } = {},
): Promise<BuildResult> {
  const outDir = await mkdtemp(join(tmpdir(), 'flyparty-build-'));
  const started = Date.now();
  const args = cacheDir ? [astroBuildWithCache, outDir, cacheDir] : [astroBin, 'build', '--outDir', outDir];
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...buildEnvironment(), ...unsetSettings, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  return { code, output, ms: Date.now() - started, outDir };
}

/** Removes a build's temporary folder. */
export function discard(result: BuildResult | undefined): Promise<void> {
  return result ? rm(result.outDir, { recursive: true, force: true }) : Promise.resolve();
}

/** Stops a demo API and removes the build made against it (either may not have started). */
export async function closeBuild(api: DemoApi | undefined, result: BuildResult | undefined): Promise<void> {
  await api?.close();
  await discard(result);
}

/** Closes a local HTTP server, its open connections included. */
export async function closeServer(server: Server | undefined): Promise<void> {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
}
