import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPictureCache, describePictureReport, type PictureFacts } from '../../src/api/pictureCache.ts';

const DAY = 24 * 60 * 60 * 1000;
const PHOTO = 'https://api.example.org/media/photo.jpg';
const LOGO = 'https://cdn.example.org/logo.png';

interface ServedFile {
  body: string;
  etag?: string;
  lastModified?: string;
}

interface Call {
  url: string;
  ifNoneMatch: string | null;
  ifModifiedSince: string | null;
  status: number;
  bytes: number;
}

/** A picture server in memory that honours If-None-Match and If-Modified-Since, and logs every request. */
function pictureServer(files: Record<string, ServedFile>) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const file = files[request.url];
    const ifNoneMatch = request.headers.get('if-none-match');
    const ifModifiedSince = request.headers.get('if-modified-since');
    const log = (status: number, bytes = 0) =>
      calls.push({ url: request.url, ifNoneMatch, ifModifiedSince, status, bytes });
    if (!file) {
      log(404);
      return new Response('not found', { status: 404 });
    }
    const headers = {
      ...(file.etag ? { ETag: file.etag } : {}),
      ...(file.lastModified ? { 'Last-Modified': file.lastModified } : {}),
    };
    const current = ifNoneMatch
      ? ifNoneMatch === file.etag
      : Boolean(ifModifiedSince && ifModifiedSince === file.lastModified);
    if (current) {
      log(304);
      return new Response(null, { status: 304, headers });
    }
    log(200, file.body.length);
    return new Response(file.body, { status: 200, headers });
  };
  return { fetch, calls };
}

/** "Analyses" a picture: its text is `width x height colour`. */
const analyse = async (bytes: Buffer): Promise<PictureFacts> => {
  const [width, height, placeholder] = bytes.toString().split(' ');
  return { width: Number(width), height: Number(height), placeholder: placeholder! };
};

let dir: string;
let clock: number;
const assetsDir = () => join(dir, 'assets');
const cacheFile = () => join(dir, 'assets', 'pictures.json');

/** One build's cache, on the test's folders and clock. */
function buildCache(server: { fetch: typeof fetch }, maxAgeMs = 7 * DAY) {
  return createPictureCache({
    file: cacheFile(),
    assetsDir: assetsDir(),
    downloadDir: join(dir, 'downloads'),
    fetch: server.fetch,
    analyse,
    maxAgeMs,
    concurrency: 2,
    now: () => clock,
  });
}

/** A first build that reads PHOTO and finishes; the server's log is then cleared, so it shows the next build's requests only. */
async function afterFirstBuild(server: ReturnType<typeof pictureServer>) {
  const first = buildCache(server);
  await first.facts(PHOTO);
  await first.finish();
  server.calls.length = 0;
}

/** What Astro's encoder asks for a picture: the original, or whether its cached copies are current. */
function astroRequest(url: string, validators: { etag?: string | null; lastModified?: string | null } = {}) {
  const headers = new Headers();
  if (validators.etag) headers.set('If-None-Match', validators.etag);
  if (validators.lastModified) headers.set('If-Modified-Since', validators.lastModified);
  return new Request(url, { headers });
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'picture-cache-'));
  clock = Date.UTC(2026, 5, 1, 2, 0, 0);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a first build', () => {
  it('downloads each original once, however often pages and the encoder ask for it', async () => {
    const server = pictureServer({ [PHOTO]: { body: '1600 1067 #405060', etag: '"v1"' } });
    const cache = buildCache(server);
    const facts = await Promise.all([cache.facts(PHOTO), cache.facts(PHOTO), cache.facts(PHOTO)]);
    expect(facts).toEqual(Array(3).fill({ width: 1600, height: 1067, placeholder: '#405060' }));

    const forEncoder = await cache.answer(astroRequest(PHOTO))!;
    expect(forEncoder.status).toBe(200);
    expect(await forEncoder.text()).toBe('1600 1067 #405060');
    expect(forEncoder.headers.get('etag')).toBe('"v1"');
    expect((await cache.answer(astroRequest(PHOTO))!).status).toBe(200);

    expect(server.calls).toEqual([{ url: PHOTO, ifNoneMatch: null, ifModifiedSince: null, status: 200, bytes: 17 }]);
    const report = await cache.finish();
    expect(report).toEqual({ unchanged: 0, downloaded: 1, bytes: 17, removed: 0 });
    expect(describePictureReport(report)).toBe('pictures: 0 unchanged, 1 downloaded (0.0 KiB)');
    expect(await readdir(dir)).not.toContain('downloads');
  });

  it('leaves requests for anything else to the network', async () => {
    const cache = buildCache(pictureServer({}));
    expect(cache.answer(new Request('https://api.example.org/api/eventi'))).toBeUndefined();
    expect(cache.answer(new Request(PHOTO, { method: 'POST', body: 'x' }))).toBeUndefined();
  });

  it('fails for a picture the server does not have, and keeps nothing of it', async () => {
    const cache = buildCache(pictureServer({}));
    await expect(cache.facts(PHOTO)).rejects.toThrow('HTTP 404');
    expect(await cache.finish()).toEqual({ unchanged: 0, downloaded: 0, bytes: 0, removed: 0 });
    expect(JSON.parse(await readFile(cacheFile(), 'utf8'))).toEqual({ version: 1, pictures: {} });
  });
});

describe('the next build, from a server that sends validators', () => {
  it('asks with If-None-Match, takes the 304, and answers the encoder itself: no picture bytes', async () => {
    const server = pictureServer({ [PHOTO]: { body: '1600 1067 #405060', etag: '"v1"' } });
    const first = buildCache(server);
    await first.facts(PHOTO);
    const original = await first.answer(astroRequest(PHOTO))!;
    await first.finish();

    clock += 1 * DAY;
    server.calls.length = 0;
    const next = buildCache(server);
    expect(await next.facts(PHOTO)).toEqual({ width: 1600, height: 1067, placeholder: '#405060' });
    const revalidated = await next.answer(astroRequest(PHOTO, { etag: original.headers.get('etag') }))!;
    expect(revalidated.status).toBe(304);
    expect(server.calls).toEqual([{ url: PHOTO, ifNoneMatch: '"v1"', ifModifiedSince: null, status: 304, bytes: 0 }]);
    expect(await next.finish()).toEqual({ unchanged: 1, downloaded: 0, bytes: 0, removed: 0 });
  });

  it('asks with If-Modified-Since when the server sends only Last-Modified', async () => {
    const lastModified = 'Mon, 01 Jun 2026 00:00:00 GMT';
    const server = pictureServer({ [PHOTO]: { body: '800 600 #000000', lastModified } });
    await afterFirstBuild(server);

    const next = buildCache(server);
    await next.facts(PHOTO);
    expect(server.calls).toEqual([
      { url: PHOTO, ifNoneMatch: null, ifModifiedSince: lastModified, status: 304, bytes: 0 },
    ]);
    expect(await next.finish()).toMatchObject({ unchanged: 1, downloaded: 0 });
  });

  it('downloads a changed picture once: new facts for the pages, new bytes for the encoder', async () => {
    const files = { [PHOTO]: { body: '1600 1067 #405060', etag: '"v1"' } };
    const server = pictureServer(files);
    await afterFirstBuild(server);

    files[PHOTO] = { body: '1200 1200 #ffffff', etag: '"v2"' };
    const next = buildCache(server);
    expect(await next.facts(PHOTO)).toEqual({ width: 1200, height: 1200, placeholder: '#ffffff' });
    const forEncoder = await next.answer(astroRequest(PHOTO, { etag: '"v1"' }))!;
    expect(forEncoder.status).toBe(200);
    expect(await forEncoder.text()).toBe('1200 1200 #ffffff');
    expect(server.calls).toEqual([{ url: PHOTO, ifNoneMatch: '"v1"', ifModifiedSince: null, status: 200, bytes: 17 }]);
    expect(await next.finish()).toMatchObject({ unchanged: 0, downloaded: 1, bytes: 17 });
  });

  it('fetches an unchanged original in full only when the encoder needs a copy it has not made yet', async () => {
    const server = pictureServer({ [PHOTO]: { body: '1600 1067 #405060', etag: '"v1"' } });
    await afterFirstBuild(server);

    const next = buildCache(server);
    await next.facts(PHOTO);
    const [a, b] = await Promise.all([next.answer(astroRequest(PHOTO))!, next.answer(astroRequest(PHOTO))!]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(server.calls.map(({ status }) => status)).toEqual([304, 200]);
    expect(await next.finish()).toEqual({ unchanged: 1, downloaded: 1, bytes: 17, removed: 0 });
  });
});

describe('a server without validators', () => {
  const files = { [LOGO]: { body: '400 400 transparent' } };

  it('is trusted for the maximum age: no request at all, and the encoder told its copies are current', async () => {
    const server = pictureServer(files);
    const first = buildCache(server, 7 * DAY);
    await first.facts(LOGO);
    const original = await first.answer(astroRequest(LOGO))!;
    // The cache gives the encoder a validator of its own, made of the bytes.
    const etag = original.headers.get('etag');
    expect(etag).toMatch(/^"sha256-[0-9a-f]{64}"$/);
    await first.finish();

    clock += 7 * DAY - 1;
    server.calls.length = 0;
    const next = buildCache(server, 7 * DAY);
    expect(await next.facts(LOGO)).toEqual({ width: 400, height: 400, placeholder: 'transparent' });
    expect((await next.answer(astroRequest(LOGO, { etag }))!).status).toBe(304);
    expect(server.calls).toEqual([]);
    expect(await next.finish()).toMatchObject({ unchanged: 1, downloaded: 0, bytes: 0 });
  });

  it('is asked again in full once the maximum age has passed, and an unchanged picture keeps its copies', async () => {
    const server = pictureServer(files);
    const first = buildCache(server, 7 * DAY);
    await first.facts(LOGO);
    const etag = (await first.answer(astroRequest(LOGO))!).headers.get('etag');
    await first.finish();

    clock += 7 * DAY;
    server.calls.length = 0;
    const next = buildCache(server, 7 * DAY);
    await next.facts(LOGO);
    expect(server.calls).toEqual([{ url: LOGO, ifNoneMatch: null, ifModifiedSince: null, status: 200, bytes: 19 }]);
    expect((await next.answer(astroRequest(LOGO, { etag }))!).status).toBe(304);
    expect(await next.finish()).toMatchObject({ unchanged: 0, downloaded: 1, bytes: 19 });
  });

  it('is downloaded every build with a maximum age of 0', async () => {
    const server = pictureServer(files);
    for (let night = 0; night < 2; night++) {
      const cache = buildCache(server, 0);
      await cache.facts(LOGO);
      await cache.finish();
    }
    expect(server.calls.map(({ status }) => status)).toEqual([200, 200]);
  });
});

describe('pruning', () => {
  /** Writes an encoded copy and its meta file into the image cache folder, as Astro does. */
  const encoded = async (name: string) => {
    await writeFile(join(assetsDir(), name), 'webp');
    await writeFile(join(assetsDir(), `${name}.json`), '{}');
  };

  it('forgets pictures no longer used, removing their encoded copies and the sizes no longer made', async () => {
    const server = pictureServer({
      [PHOTO]: { body: '1600 1067 #405060', etag: '"p"' },
      [LOGO]: { body: '400 400 transparent', etag: '"l"' },
    });
    const first = buildCache(server);
    await Promise.all([first.facts(PHOTO), first.facts(LOGO)]);
    first.noteVariants(PHOTO, ['photo_480.webp', 'photo_720.webp']);
    first.noteVariants(LOGO, ['logo_96.webp']);
    await first.finish();
    for (const name of ['photo_480.webp', 'photo_720.webp', 'logo_96.webp', 'other-site.webp']) await encoded(name);

    const next = buildCache(server);
    await next.facts(PHOTO);
    next.noteVariants(PHOTO, ['photo_480.webp']);
    expect(await next.finish()).toMatchObject({ unchanged: 1, removed: 1 });
    expect((await readdir(assetsDir())).sort()).toEqual([
      'other-site.webp',
      'other-site.webp.json',
      'photo_480.webp',
      'photo_480.webp.json',
      'pictures.json',
    ]);
    const stored = JSON.parse(await readFile(cacheFile(), 'utf8'));
    expect(Object.keys(stored.pictures)).toEqual([PHOTO]);
    expect(stored.pictures[PHOTO]).toMatchObject({ etag: '"p"', variants: ['photo_480.webp'] });
  });

  it('keeps every picture when told not to prune (a build whose media failed)', async () => {
    const server = pictureServer({ [PHOTO]: { body: '1600 1067 #405060', etag: '"p"' } });
    const first = buildCache(server);
    await first.facts(PHOTO);
    first.noteVariants(PHOTO, ['photo_480.webp']);
    await first.finish();
    await encoded('photo_480.webp');

    const next = buildCache(server);
    expect(await next.finish({ prune: false })).toMatchObject({ removed: 0 });
    expect(await readdir(assetsDir())).toContain('photo_480.webp');
    expect(Object.keys(JSON.parse(await readFile(cacheFile(), 'utf8')).pictures)).toEqual([PHOTO]);
  });

  it('writes the same file on an unchanged night, whatever order the pages asked in', async () => {
    const server = pictureServer({
      [PHOTO]: { body: '1600 1067 #405060', etag: '"p"' },
      [LOGO]: { body: '400 400 transparent', etag: '"l"' },
    });
    const first = buildCache(server);
    await first.facts(PHOTO);
    await first.facts(LOGO);
    await first.finish();
    const written = await readFile(cacheFile(), 'utf8');

    clock += DAY;
    const next = buildCache(server);
    await next.facts(LOGO);
    await next.facts(PHOTO);
    await next.finish();
    expect(await readFile(cacheFile(), 'utf8')).toBe(written);
  });

  it('starts afresh from a cache file it cannot read', async () => {
    const server = pictureServer({ [PHOTO]: { body: '1600 1067 #405060', etag: '"p"' } });
    await buildCache(server).finish();
    await writeFile(cacheFile(), '{ not json');
    const cache = buildCache(server);
    await cache.facts(PHOTO);
    expect(await cache.finish()).toMatchObject({ downloaded: 1 });
  });
});
