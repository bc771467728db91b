/**
 * One measured `astro build`, run in a child process (lib/astroBuild.ts): wall
 * time, peak memory of the build and any processes it starts, CPU time, and
 * what Astro's log says it did with each image (encoded, reused from the
 * cache, or revalidated with the API). The log is saved whole.
 */
import { fork } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../../lib/astro.ts';
import { samplePeakMemory } from './processTree.ts';

const childScript = fileURLToPath(new URL('./astroBuild.ts', import.meta.url));

export interface BuildMeasure {
  wallMs: number;
  cpuMs: number;
  /** Peak resident memory of the build process itself (getrusage). */
  peakRssBytes: number;
  /** Peak resident memory of the build with every process it started, sampled every 200 ms. */
  peakTreeRssBytes: number;
  images: { encoded: number; reused: number; revalidated: number };
}

/** Builds the project into `outDir` with `cacheDir` as Astro's cache; rejects when the build fails. */
export async function measuredBuild(options: {
  outDir: string;
  cacheDir: string;
  env: Record<string, string>;
  logFile: string;
  onProgress?: (line: string) => void;
}): Promise<BuildMeasure> {
  const log = createWriteStream(options.logFile);
  const images = { encoded: 0, reused: 0, revalidated: 0 };
  const started = performance.now();
  const child = fork(childScript, [options.outDir, options.cacheDir], {
    cwd: projectRoot,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const memory = samplePeakMemory(child.pid!);
  let usage: { maxRssKb: number; cpuMs: number } | undefined;
  child.on('message', (message) => (usage = message as typeof usage));

  let pending = '';
  let lastProgress = 0;
  const read = (chunk: Buffer) => {
    log.write(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('(reused cache entry)')) images.reused++;
      else if (line.includes('(revalidated cache entry)')) images.revalidated++;
      else if (/\(before: \d+kB, after: \d+kB\)/.test(line)) images.encoded++;
      // A line every 15 s at most, so a long build shows it is alive.
      if (options.onProgress && performance.now() - lastProgress > 15_000) {
        lastProgress = performance.now();
        options.onProgress(line.trim());
      }
    }
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);

  const code = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  const wallMs = performance.now() - started;
  const peakTreeRssBytes = memory.stop();
  await new Promise<void>((done) => log.end(done));
  if (code !== 0 || !usage) throw new Error(`The build failed (exit code ${code}); its log is in ${options.logFile}`);
  return {
    wallMs,
    cpuMs: usage.cpuMs,
    peakRssBytes: usage.maxRssKb * 1024,
    peakTreeRssBytes: Math.max(peakTreeRssBytes, usage.maxRssKb * 1024),
    images,
  };
}
