/**
 * The build's fetching of pictures, the API's own and those on any other
 * http(s) host: a time limit and retries for every request (api/mediaFetch.ts),
 * each original fetched at most once per build and not at all while its server
 * says it is unchanged (api/pictureCache.ts), one line in the build's log
 * saying what was downloaded, and a failed build when a server could not
 * deliver some pictures, rather than the logo published in their place.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { createMediaFetchGuard, describeMediaFailures, type MediaFetchGuard } from '../api/mediaFetch.ts';
import {
  createPictureCache,
  describePictureReport,
  installPictureCache,
  type PictureCache,
} from '../api/pictureCache.ts';
import { readApiTuning, readPicturesMaxAgeMs } from '../api/tuning.ts';
import { pictureFacts } from '../lib/pictureFacts.ts';

/**
 * The cache file of one API: a developer's and the test suite's demo APIs on
 * other ports keep their own, so a build against one never prunes another's pictures.
 */
export function pictureCacheFile(assetsDir: string, apiUrl: string): string {
  const host = new URL(apiUrl).host.replace(/[^\w.-]/g, '_');
  const digest = createHash('sha1').update(apiUrl).digest('hex').slice(0, 8);
  return `${assetsDir}pictures-${host}-${digest}.json`;
}

/** Guards and caches the build's picture fetches for the API at `apiUrl` (nothing when empty). */
export function buildPictures({ apiUrl }: { apiUrl: string }): AstroIntegration {
  let guard: MediaFetchGuard | undefined;
  let cache: PictureCache | undefined;
  return {
    name: 'build-pictures',
    hooks: {
      'astro:config:setup': ({ command, config }) => {
        if (command !== 'build' || !apiUrl || guard) return;
        const tuning = readApiTuning(process.env);
        guard = createMediaFetchGuard(globalThis.fetch, apiUrl, tuning);
        // Astro's image cache folder: the deploy workflow keeps it from night to night.
        const assetsDir = fileURLToPath(new URL('assets/', config.cacheDir));
        cache = createPictureCache({
          file: pictureCacheFile(assetsDir, apiUrl),
          assetsDir,
          downloadDir: fileURLToPath(new URL('picture-downloads/', config.cacheDir)),
          fetch: guard.fetchMedia,
          analyse: pictureFacts,
          maxAgeMs: readPicturesMaxAgeMs(process.env),
          concurrency: tuning.concurrency,
        });
        installPictureCache(cache);
        const guarded = guard.fetch;
        const pictures = cache;
        // Astro's encoder fetches the originals through the global fetch: this build's cache answers it.
        globalThis.fetch = (input, init) => {
          const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
          const answered = method.toUpperCase() === 'GET' ? pictures.answer(new Request(input, init)) : undefined;
          return answered ?? guarded(input, init);
        };
      },
      'astro:build:done': async ({ logger }) => {
        const failures = guard?.failures() ?? [];
        // A build that failed to fetch some pictures keeps every cache entry: the pictures may be back tomorrow.
        const report = await cache?.finish({ prune: failures.length === 0 });
        if (report) logger.info(describePictureReport(report));
        if (failures.length) throw new Error(describeMediaFailures(failures, guard?.skipped()));
      },
    },
  };
}
