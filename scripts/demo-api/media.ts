// Writes the base set of media files into <data-dir>/media/ on first start; later starts reuse them.

import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { VIDEO_SOURCE, type AssetSpec } from './assets.ts';
import { articlePdf, orgChartPdf } from './documents.ts';
import { renderImage, type ImageKind } from './images.ts';

// Bump when the drawing code changes, so existing data dirs get the new pictures.
const GENERATOR_VERSION = '2';
const VERSION_FILE = '.generator-version';

/** What ensureMedia did. */
export interface MediaReport {
  generated: number;
  reused: number;
  milliseconds: number;
  /** CPU time the process spent meanwhile (every thread): the work itself, however busy the machine. */
  cpuMilliseconds: number;
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Bytes of one base-set file. */
async function produce(spec: AssetSpec, target: string): Promise<void> {
  if (spec.kind === 'video') {
    await copyFile(VIDEO_SOURCE, target);
    return;
  }
  const bytes =
    spec.kind === 'article-pdf'
      ? articlePdf(spec)
      : spec.kind === 'orgchart-pdf'
        ? orgChartPdf(spec)
        : await renderImage(spec as AssetSpec & { kind: ImageKind });
  await writeFile(target, bytes);
}

/** Makes sure every base-set file exists under mediaDir, generating the missing ones in parallel. */
export async function ensureMedia(mediaDir: string, specs: readonly AssetSpec[]): Promise<MediaReport> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await mkdir(mediaDir, { recursive: true });
  const versionPath = join(mediaDir, VERSION_FILE);
  const version = await readFile(versionPath, 'utf8').catch(() => '');
  const fresh = version.trim() !== GENERATOR_VERSION;

  let generated = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let spec = specs[next++]; spec; spec = specs[next++]) {
      const target = join(mediaDir, spec.file);
      if (!fresh && (await exists(target))) continue;
      await mkdir(dirname(target), { recursive: true });
      // Write beside and rename, so an interrupted start never leaves a truncated file that looks done,
      // and two servers starting on one data dir never write into the same temporary file.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await produce(spec, partial);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      generated += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  if (fresh) await writeFile(versionPath, `${GENERATOR_VERSION}\n`);
  const { user, system } = process.cpuUsage(cpu);
  return {
    generated,
    reused: specs.length - generated,
    milliseconds: Math.round(performance.now() - started),
    cpuMilliseconds: Math.round((user + system) / 1000),
  };
}
