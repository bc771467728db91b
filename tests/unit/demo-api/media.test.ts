import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseAssets, type AssetSpec } from '../../../scripts/demo-api/assets.ts';
import { IMAGE_SIZES, pictureSvg, renderImage, type ImageKind } from '../../../scripts/demo-api/images.ts';
import type { DemoApi } from '../../../scripts/demo-api/server.ts';
import { makeDataDir, removeDataDir, startTestApi } from './helpers.ts';

let dataDir: string;
let api: DemoApi;

// This file alone generates the media from scratch (the others share a generated set).
beforeAll(async () => {
  dataDir = await makeDataDir(false);
  api = await startTestApi(dataDir);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await removeDataDir(dataDir);
});

const media = (file: string): string => join(dataDir, 'media', file);

type Picture = AssetSpec & { kind: Exclude<ImageKind, 'logo'> };

/** The base set's pictures: every image but the logos. */
const pictures = (): Picture[] =>
  baseAssets().filter((spec): spec is Picture => spec.kind in IMAGE_SIZES && spec.kind !== 'logo');

describe('generated media', () => {
  it('generates the whole base set on first start, fast, and reuses it on the next', async () => {
    expect(api.media.generated).toBe(baseAssets().length);
    // CPU time, not the clock: on a machine shared with other jobs the clock measures them too.
    // The whole set takes about 9 s of CPU (4–5 s on two idle cores).
    expect(api.media.cpuMilliseconds).toBeLessThan(15_000);
    const again = await startTestApi(dataDir, { port: 0 });
    await again.close();
    expect(again.media).toMatchObject({ generated: 0, reused: baseAssets().length });
  });

  it('draws pictures with realistic pixel and byte sizes', async () => {
    const expectations: [string, number, number, number, number][] = [
      ['sfondi/home.jpg', 1920, 1080, 100_000, 400_000],
      ['sfondi/flotta.jpg', 1920, 1080, 100_000, 400_000],
      ['eventi/evento-101.jpg', 1600, 1067, 80_000, 400_000],
      ['soci/socio-3.jpg', 1600, 1067, 80_000, 400_000],
      ['flotta/aereo-2-media-3.jpg', 1600, 1067, 80_000, 400_000],
      ['soci/socio-3-miniatura.jpg', 480, 480, 15_000, 120_000],
      ['flotta/aereo-1-miniatura.jpg', 480, 480, 15_000, 120_000],
      ['sicurezza/articolo-1.jpg', 960, 640, 40_000, 250_000],
    ];
    for (const [file, width, height, minBytes, maxBytes] of expectations) {
      const metadata = await sharp(media(file)).metadata();
      expect(metadata, file).toMatchObject({ format: 'jpeg', width, height });
      const { size } = await stat(media(file));
      expect(size, file).toBeGreaterThan(minBytes);
      expect(size, file).toBeLessThan(maxBytes);
    }
  });

  it('draws every picture at the size its kind declares', async () => {
    for (const spec of pictures()) {
      const metadata = await sharp(media(spec.file)).metadata();
      expect(metadata, spec.file).toMatchObject({ format: 'jpeg', ...IMAGE_SIZES[spec.kind] });
    }
  });

  it('draws no text into any picture: captions belong to the page', () => {
    const scenes = new Set<string>();
    for (const spec of pictures()) {
      const { background, foreground } = pictureSvg(spec);
      for (const layer of [background, foreground]) {
        expect(layer, spec.file).not.toMatch(/<(text|tspan|textPath)\b/);
        expect(layer, spec.file).not.toMatch(/font-family/);
      }
      scenes.add(spec.picture?.scene ?? 'none');
    }
    // Varied: air-to-air, parked, crowds, hangars, water, landings and portraits.
    expect([...scenes].sort()).toEqual(
      ['flight', 'fly-in', 'formation', 'hangar', 'landing', 'line-up', 'parked', 'portrait', 'water'].sort(),
    );
  });

  it('draws the same bytes from the same seed, and another picture from another seed', async () => {
    const spec = pictures().find((item) => item.file === 'soci/socio-1-miniatura.jpg');
    if (!spec) throw new Error('soci/socio-1-miniatura.jpg is not in the base set');
    const first = await renderImage(spec);
    expect(first.equals(await renderImage(spec))).toBe(true);
    expect(first.equals(await readFile(media(spec.file)))).toBe(true);
    expect(first.equals(await renderImage({ ...spec, seed: spec.seed + 1 }))).toBe(false);
  });

  it('draws PNG logos with transparency', async () => {
    for (const file of ['logos/logo.png', 'logos/logo-asi.png', 'logos/logo-aopa.png']) {
      const image = sharp(media(file));
      expect(await image.metadata(), file).toMatchObject({ format: 'png', width: 400, height: 400, hasAlpha: true });
      const { data } = await image.raw().toBuffer({ resolveWithObject: true });
      expect(data[3], `${file} top-left alpha`).toBe(0);
    }
  });

  it('writes real PDFs with a valid cross-reference table', async () => {
    for (const file of ['documenti/organigramma.pdf', 'sicurezza/articolo-1.pdf', 'concorso/articolo-12.pdf']) {
      const bytes = await readFile(media(file));
      const text = bytes.toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      const xref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
      expect(offsets.length).toBeGreaterThanOrEqual(6);
      offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
      const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
      const start = text.indexOf('stream\n') + 'stream\n'.length;
      expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
    }
  });

  it('ships a real WebM video', async () => {
    const bytes = await readFile(media('video/fly-party.webm'));
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.subarray(0, 64).toString('latin1')).toContain('webm');
    expect(bytes.length).toBeGreaterThan(50_000);
    expect(bytes.length).toBeLessThan(600_000);
  });
});

describe('media serving', () => {
  it('sends type, length and caching headers, and 304 on a matching validator', async () => {
    const url = `${api.url}/media/sfondi/home.jpg`;
    const response = await fetch(url);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.equals(await readFile(media('sfondi/home.jpg')))).toBe(true);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = response.headers.get('etag') ?? '';
    const lastModified = response.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);

    const byEtag = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(byEtag.status).toBe(304);
    expect(byEtag.headers.get('etag')).toBe(etag);
    expect((await byEtag.arrayBuffer()).byteLength).toBe(0);
    expect((await fetch(url, { headers: { 'If-None-Match': `W/${etag}, "other"` } })).status).toBe(304);
    expect((await fetch(url, { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304);
    const stale = await fetch(url, { headers: { 'If-None-Match': '"stale"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  it('counts what it served: requests, 304 answers and body bytes, media apart from JSON', async () => {
    await fetch(`${api.url}/__demo/requests`, { method: 'DELETE' });
    const url = `${api.url}/media/sfondi/flotta.jpg`;
    const full = await fetch(url);
    const size = (await full.arrayBuffer()).byteLength;
    await fetch(url, { headers: { 'If-None-Match': full.headers.get('etag')! } });
    const json = await fetch(`${api.url}/api/eventi/get_eventi_pubblici`);
    const jsonSize = (await json.arrayBuffer()).byteLength;
    const traffic = await (await fetch(`${api.url}/__demo/traffic`)).json();
    expect(traffic).toEqual({
      media: { requests: 2, notModified: 1, bytes: size },
      json: { requests: 1, notModified: 0, bytes: jsonSize },
    });
    expect(api.requests.traffic()).toEqual(traffic);
  });

  it('serves byte ranges of the video for seeking', async () => {
    const url = `${api.url}/media/video/fly-party.webm`;
    const whole = await readFile(media('video/fly-party.webm'));
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.headers.get('content-type')).toBe('video/webm');
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    expect(Number(head.headers.get('content-length'))).toBe(whole.length);

    const first = await fetch(url, { headers: { Range: 'bytes=0-99' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${whole.length}`);
    expect(Buffer.from(await first.arrayBuffer()).equals(whole.subarray(0, 100))).toBe(true);

    const middle = await fetch(url, { headers: { Range: 'bytes=1000-' } });
    expect(middle.status).toBe(206);
    expect(Buffer.from(await middle.arrayBuffer()).equals(whole.subarray(1000))).toBe(true);

    const tail = await fetch(url, { headers: { Range: 'bytes=-500' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${whole.length - 500}-${whole.length - 1}/${whole.length}`);
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(-500))).toBe(true);

    const beyond = await fetch(url, { headers: { Range: `bytes=${whole.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);

    const changed = await fetch(url, { headers: { Range: 'bytes=0-99', 'If-Range': '"old"' } });
    expect(changed.status).toBe(200);
    expect((await changed.arrayBuffer()).byteLength).toBe(whole.length);
  });

  it.each(['/media/nothing.jpg', '/media/.generator-version', '/media/../demo.sqlite', '/media/%E0%A4%A'])(
    'answers 404 for media it does not know, even when a file exists on disk: %s',
    async (path) => {
      expect((await fetch(`${api.url}${path}`)).status).toBe(404);
    },
  );
});
