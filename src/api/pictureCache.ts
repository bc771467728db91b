/**
 * What the build learns about each original picture (its size and average
 * colour), kept between builds beside Astro's encoded copies in the image
 * cache folder, keyed by URL with the server's validators (ETag,
 * Last-Modified). Each night the build asks the server whether an original
 * changed (If-None-Match / If-Modified-Since); a 304 costs no picture bytes.
 * A server that sends no validators is trusted for `maxAgeMs` (the
 * PICTURES_MAX_AGE_DAYS setting) after a download, then asked again in full.
 *
 * Astro's encoder fetches the originals a second time when it writes the
 * encoded copies. `answer` serves those requests from here: the bytes this
 * build already downloaded, or a 304 when Astro's cached copies were made
 * from the version the server just confirmed. So each original crosses the
 * network at most once per build, and not at all on an unchanged night.
 * Pictures, and their encoded copies, that a build no longer uses are removed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pLimit from 'p-limit';

/** What a page needs to know about an original before its encoded copies exist. */
export interface PictureFacts {
  width: number;
  height: number;
  /** A CSS colour close to the picture's average ('transparent' for pictures with transparency). */
  placeholder: string;
}

/** One original as remembered between builds. */
interface StoredPicture {
  etag?: string;
  lastModified?: string;
  /** When the original was last downloaded (ms since the epoch): its age, for a server without validators. */
  downloadedAt: number;
  /** The original's SHA-256 (hex): the validator Astro's cache is given when the server sends none. */
  sha256: string;
  facts: PictureFacts;
  /** Astro's encoded copies of this picture in the image cache folder (file names). */
  variants: string[];
}

interface StoredPictures {
  version: 1;
  pictures: Record<string, StoredPicture>;
}

/** What a build did with the originals. */
export interface PictureReport {
  /** Originals the server confirmed unchanged (304), or that were still within the maximum age. */
  unchanged: number;
  /** Originals downloaded in full. */
  downloaded: number;
  /** Bytes of the originals downloaded. */
  bytes: number;
  /** Pictures no longer used, forgotten with their encoded copies. */
  removed: number;
}

export interface PictureCache {
  /** The size and colour of the original at `url`: from the cache when unchanged, else downloaded. */
  facts(url: string): Promise<PictureFacts>;
  /** Records the file names of the encoded copies made of `url` in this build (kept; older ones removed). */
  noteVariants(url: string, files: readonly string[]): void;
  /** Answers a request for an original this build has checked; undefined for any other request. */
  answer(request: Request): Promise<Response> | undefined;
  /** Saves what was learned, removes what is no longer used (unless `prune` is false), and reports. */
  finish(options?: { prune?: boolean }): Promise<PictureReport>;
}

export interface PictureCacheOptions {
  /** The JSON file kept between builds; without one the facts live in memory only (astro dev). */
  file?: string;
  /** Astro's image cache folder (`<cacheDir>/assets/`), where unused encoded copies are removed. */
  assetsDir?: string;
  /** Where this build's downloads wait for Astro's encoder; emptied by `finish`. Without one, not kept. */
  downloadDir?: string;
  /** Fetches an original (with the build's time limit and retries). */
  fetch: typeof fetch;
  /** Reads the facts from an original's bytes. */
  analyse: (bytes: Buffer) => Promise<PictureFacts>;
  /** How long an original from a server without validators is trusted after its download. */
  maxAgeMs: number;
  /** Originals fetched at once, at most: the association's server is small. */
  concurrency: number;
  now?: () => number;
}

/** What this build knows of one original. */
interface Checked {
  picture: StoredPicture;
  /** This build's copy of the original's bytes, once downloaded. */
  download?: Promise<Buffer | string>;
}

const hash = (algorithm: string, data: string | Buffer) => createHash(algorithm).update(data).digest('hex');

/** The validator Astro's cache keeps for a picture: the server's ETag, else one made of the bytes. */
const etagOf = (picture: StoredPicture) => picture.etag ?? `"sha256-${picture.sha256}"`;

const hasValidators = (picture: StoredPicture) => Boolean(picture.etag || picture.lastModified);

async function readStored(file: string | undefined): Promise<Record<string, StoredPicture>> {
  if (!file) return {};
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<StoredPictures>;
    return stored.version === 1 && stored.pictures ? stored.pictures : {};
  } catch {
    // Missing or unreadable: the build starts afresh, as with an empty cache.
    return {};
  }
}

/** Creates the picture cache of one build. */
export function createPictureCache(options: PictureCacheOptions): PictureCache {
  const { file, assetsDir, downloadDir, analyse, maxAgeMs } = options;
  const now = options.now ?? Date.now;
  const limit = pLimit(options.concurrency);
  const stored = readStored(file);
  const checked = new Map<string, Promise<Checked>>();
  const variants = new Map<string, Set<string>>();
  const report: PictureReport = { unchanged: 0, downloaded: 0, bytes: 0, removed: 0 };

  /** Reads an original in full from `response` (by default a plain GET of `url`). */
  async function download(url: string, response?: Response): Promise<{ picture: StoredPicture; bytes: Buffer }> {
    response ??= await options.fetch(url);
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`HTTP ${response.status}`);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    report.downloaded++;
    report.bytes += bytes.length;
    const picture: StoredPicture = {
      ...(response.headers.has('etag') ? { etag: response.headers.get('etag')! } : {}),
      ...(response.headers.has('last-modified') ? { lastModified: response.headers.get('last-modified')! } : {}),
      downloadedAt: now(),
      sha256: hash('sha256', bytes),
      facts: await analyse(bytes),
      variants: [],
    };
    return { picture, bytes };
  }

  /** Keeps this build's copy of an original on disk (not in memory: a large archive has gigabytes of them). */
  async function keep(url: string, bytes: Buffer): Promise<Buffer | string> {
    if (!downloadDir) return bytes;
    const path = join(downloadDir, hash('sha1', url));
    await mkdir(downloadDir, { recursive: true });
    await writeFile(path, bytes);
    return path;
  }

  async function check(url: string): Promise<Checked> {
    const before = (await stored)[url];
    if (before && !hasValidators(before) && now() - before.downloadedAt < maxAgeMs) {
      report.unchanged++;
      return { picture: before };
    }
    let response: Response | undefined;
    if (before && hasValidators(before)) {
      const headers = new Headers();
      if (before.etag) headers.set('If-None-Match', before.etag);
      if (before.lastModified) headers.set('If-Modified-Since', before.lastModified);
      response = await options.fetch(url, { headers });
      if (response.status === 304) {
        report.unchanged++;
        return { picture: before };
      }
    }
    const { picture, bytes } = await download(url, response);
    return { picture: { ...picture, variants: before?.variants ?? [] }, download: keep(url, bytes) };
  }

  async function answer(request: Request, pending: Promise<Checked>): Promise<Response> {
    const state = await pending;
    const { picture } = state;
    const headers: Record<string, string> = {
      ETag: etagOf(picture),
      ...(picture.lastModified ? { 'Last-Modified': picture.lastModified } : {}),
      // Astro's cache then asks here every build, so the decision stays with this cache.
      'Cache-Control': 'no-cache',
    };
    const ifNoneMatch = request.headers.get('if-none-match');
    const ifModifiedSince = request.headers.get('if-modified-since');
    const current = ifNoneMatch
      ? ifNoneMatch === headers.ETag
      : Boolean(ifModifiedSince && ifModifiedSince === picture.lastModified);
    if (current) return new Response(null, { status: 304, headers });
    // Astro needs bytes this build did not download (a new size, or its cache was lost): fetch once.
    state.download ??= download(request.url).then(({ bytes }) => keep(request.url, bytes));
    const kept = await state.download;
    const bytes = typeof kept === 'string' ? await readFile(kept) : kept;
    return new Response(new Uint8Array(bytes), { status: 200, headers });
  }

  return {
    facts(url) {
      let pending = checked.get(url);
      if (!pending) {
        pending = limit(() => check(url));
        checked.set(url, pending);
      }
      return pending.then(({ picture }) => picture.facts);
    },

    noteVariants(url, files) {
      const known = variants.get(url) ?? new Set<string>();
      for (const name of files) known.add(name);
      variants.set(url, known);
    },

    answer(request) {
      if (request.method !== 'GET') return undefined;
      const pending = checked.get(request.url);
      return pending && answer(request, pending);
    },

    async finish({ prune = true } = {}) {
      const before = await stored;
      const pictures: Record<string, StoredPicture> = prune ? {} : { ...before };
      const unusedFiles = new Set<string>();
      for (const [url, pending] of checked) {
        const state = await pending.catch(() => undefined);
        if (!state) continue;
        const used = [...(variants.get(url) ?? [])].sort();
        pictures[url] = { ...state.picture, variants: used };
        for (const name of before[url]?.variants ?? []) if (!used.includes(name)) unusedFiles.add(name);
      }
      if (prune) {
        for (const [url, picture] of Object.entries(before)) {
          if (pictures[url]) continue;
          report.removed++;
          for (const name of picture.variants) unusedFiles.add(name);
        }
        if (assetsDir) {
          const names = [...unusedFiles].flatMap((name) => [name, `${name}.json`]);
          await Promise.all(names.map((name) => rm(join(assetsDir, name), { force: true })));
        }
      }
      if (file) {
        await mkdir(dirname(file), { recursive: true });
        const partial = `${file}.partial`;
        // In URL order: an unchanged night writes the same bytes (the deploy keys its cache on them).
        const sorted = Object.fromEntries(Object.entries(pictures).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
        await writeFile(partial, `${JSON.stringify({ version: 1, pictures: sorted } satisfies StoredPictures)}\n`);
        await rename(partial, file);
      }
      if (downloadDir) await rm(downloadDir, { recursive: true, force: true });
      return { ...report };
    },
  };
}

/** The build's one line about pictures: unchanged, downloaded, bytes (and what was removed). */
export function describePictureReport({ unchanged, downloaded, bytes, removed }: PictureReport): string {
  const size = bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;
  const gone = removed ? `; ${removed} no longer used, removed from the cache` : '';
  return `pictures: ${unchanged} unchanged, ${downloaded} downloaded (${size})${gone}`;
}

const INSTALLED = Symbol.for('fly-party.pictureCache');

/**
 * Makes `cache` the one the pages use. Astro loads astro.config.mjs (which
 * creates the cache) and the prerendered pages (which read it) as separate
 * module graphs in one process; a global is their bridge, as Astro's own
 * `globalThis.astroAsset` is for its image list.
 */
export function installPictureCache(cache: PictureCache | undefined): void {
  (globalThis as Record<symbol, unknown>)[INSTALLED] = cache;
}

/** The cache installed for this build, if any. */
export function installedPictureCache(): PictureCache | undefined {
  return (globalThis as Record<symbol, unknown>)[INSTALLED] as PictureCache | undefined;
}
