/**
 * What a build pulls from the servers, counted at the servers: a first build
 * downloads each original picture once, an unchanged rebuild asks "changed?"
 * and downloads none (the demo API and the second host send validators). A
 * picture the API names on another host (another origin) is optimised at
 * build time and served by the site, like the API's own.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaServer } from '../../scripts/demo-api/mediaServer.ts';
import { RequestCounter, type Traffic } from '../../scripts/demo-api/requestCounter.ts';
import type { DemoApi } from '../../scripts/demo-api/server.ts';
import { htmlFiles } from './support/basePath.ts';
import { build, discard, ports, startApi, type BuildResult } from './support/build.ts';

const PROXY = `http://127.0.0.1:${ports.picturesProxy}`;
const PICTURE_HOST = `http://127.0.0.1:${ports.pictureHost}`;
const REMOTE_PICTURE = `${PICTURE_HOST}/media/remote-cub.jpg`;

let api: DemoApi;
let proxy: Server;
let pictureHost: Server;
const pictureHostCounter = new RequestCounter();
let workDir: string;
const builds: Array<{ result: BuildResult; api: Traffic; host: Traffic; mediaPaths: Record<string, number> }> = [];

/** Starts a server on a loopback port. */
async function listen(server: Server, port: number): Promise<Server> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

async function close(server: Server | undefined): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'flyparty-pictures-'));
  api = await startApi(ports.plain);

  // The second host: one picture, with the validators and 304 answers of any web server.
  const hostDir = join(workDir, 'host');
  await mkdir(hostDir);
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toFile(join(hostDir, 'remote-cub.jpg'));
  const files = new MediaServer(hostDir);
  pictureHost = await listen(
    createServer((request, response) => {
      const path = new URL(request.url ?? '/', PICTURE_HOST).pathname;
      pictureHostCounter.count(path);
      response.once('finish', () =>
        pictureHostCounter.served(path, response.statusCode, Number(response.getHeader('content-length') ?? 0)),
      );
      files.serve(request, response, path.replace('/media/', '')).catch(() => response.writeHead(404).end());
    }),
    ports.pictureHost,
  );

  // The API, seen through a proxy that names the first aircraft's picture on the second host.
  proxy = await listen(
    createServer(async (request, response) => {
      const path = request.url ?? '/';
      const forwarded: Record<string, string> = {};
      for (const name of ['if-none-match', 'if-modified-since']) {
        const value = request.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      const upstream = await fetch(`${api.url}${path}`, { headers: forwarded });
      let body = Buffer.from(await upstream.arrayBuffer());
      if (path === '/api/aircrafts/get_aircrafts') {
        const aircraft = JSON.parse(body.toString()) as Array<{ id: number; thumbnail: string }>;
        aircraft[0]!.thumbnail = REMOTE_PICTURE;
        body = Buffer.from(JSON.stringify(aircraft));
      }
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'etag', 'last-modified', 'cache-control']) {
        const value = upstream.headers.get(name);
        if (value) headers[name] = value;
      }
      response.writeHead(upstream.status, { ...headers, 'content-length': String(body.length) });
      response.end(body);
    }),
    ports.picturesProxy,
  );

  // A first build with an empty image cache of its own, then the same build again.
  const cacheDir = join(workDir, 'cache');
  for (let run = 0; run < 2; run++) {
    api.requests.reset();
    pictureHostCounter.reset();
    const result = await build({ API_URL: PROXY }, { cacheDir });
    const mediaPaths = Object.fromEntries(
      Object.entries(api.requests.snapshot()).filter(([path]) => path.startsWith('/media/')),
    );
    builds.push({ result, api: api.requests.traffic(), host: pictureHostCounter.traffic(), mediaPaths });
  }
}, 10 * 60_000);

afterAll(async () => {
  await close(proxy);
  await close(pictureHost);
  await api?.close();
  for (const { result } of builds) await discard(result);
  await rm(workDir, { recursive: true, force: true });
});

describe('what a build pulls from the servers', () => {
  it('first build: each original once, and one line saying how many and how much', () => {
    const [{ result, api: served, host, mediaPaths }] = builds as [(typeof builds)[0]];
    expect(result.code, result.output).toBe(0);
    const twice = Object.entries(mediaPaths).filter(([, count]) => count > 1);
    expect(twice, 'originals fetched more than once').toEqual([]);
    expect(served.media.requests).toBeGreaterThan(50);
    expect(served.media.notModified).toBe(0);
    expect(host.media).toMatchObject({ requests: 1, notModified: 0 });
    const downloaded = served.media.requests + host.media.requests;
    expect(result.output).toMatch(new RegExp(`pictures: 0 unchanged, ${downloaded} downloaded \\(\\d+\\.\\d MiB\\)`));
  });

  it('unchanged rebuild: every original confirmed with a 304, not one picture byte downloaded', () => {
    const [first, { result, api: served, host }] = builds as [(typeof builds)[0], (typeof builds)[0]];
    expect(result.code, result.output).toBe(0);
    expect(served.media).toEqual({
      requests: first.api.media.requests,
      notModified: first.api.media.requests,
      bytes: 0,
    });
    expect(host.media).toEqual({ requests: 1, notModified: 1, bytes: 0 });
    const originals = first.api.media.requests + 1;
    expect(result.output).toContain(`pictures: ${originals} unchanged, 0 downloaded (0.0 KiB)`);
  });
});

describe('a picture on another host', () => {
  it('is optimised at build time and served by the site, in both languages', async () => {
    const { result } = builds[1]!;
    const html = await Promise.all(
      (await htmlFiles(result.outDir)).map(async (file) => ({
        file,
        text: await readFile(join(result.outDir, file), 'utf8'),
      })),
    );
    expect(html.filter(({ text }) => text.includes(PICTURE_HOST)).map(({ file }) => file)).toEqual([]);
    for (const page of ['la-flotta/index.html', 'en/la-flotta/index.html']) {
      const text = html.find(({ file }) => file === page)?.text ?? '';
      const src = /<img[^>]*\ssrc="(\/_astro\/remote-cub[^"]+\.webp)"/.exec(text)?.[1];
      expect(src, page).toBeDefined();
      // The site's own WebP, made from the 1200 × 800 original: a card's largest size, cropped to 4:3.
      const encoded = await sharp(join(result.outDir, src!)).metadata();
      expect(encoded, src).toMatchObject({ format: 'webp', width: 720, height: 540 });
    }
  });
});
