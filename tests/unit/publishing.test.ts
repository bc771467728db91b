import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFailureSummary, failureLines } from '../../scripts/lib/buildFailure.ts';
import { decidePublish, fetchLiveHash, hashSite, SITE_HASH_FILE } from '../../scripts/lib/siteHash.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-hash-'));
  await mkdir(join(dir, 'en'));
  await writeFile(join(dir, 'index.html'), '<h1>Ciao</h1>');
  await writeFile(join(dir, 'en', 'index.html'), '<h1>Hello</h1>');
});

afterEach(() => rm(dir, { recursive: true, force: true }));

describe('hashSite', () => {
  it('is stable, and ignores its own file and hidden files (which Pages does not publish)', async () => {
    const first = await hashSite(dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    await writeFile(join(dir, SITE_HASH_FILE), first);
    await writeFile(join(dir, '.DS_Store'), 'noise');
    expect(await hashSite(dir)).toBe(first);
  });

  it('changes when a byte of a page changes, or a file moves', async () => {
    const first = await hashSite(dir);
    await writeFile(join(dir, 'en', 'index.html'), '<h1>Hello!</h1>');
    const edited = await hashSite(dir);
    expect(edited).not.toBe(first);
    await rm(join(dir, 'en', 'index.html'));
    await writeFile(join(dir, 'index-en.html'), '<h1>Hello!</h1>');
    expect(await hashSite(dir)).not.toBe(edited);
  });
});

describe('decidePublish', () => {
  const hash = 'a'.repeat(64);
  it('skips a build identical to the live site', () => {
    expect(decidePublish(hash, hash, false)).toEqual({ publish: false, reason: expect.stringContaining('identical') });
  });
  it('publishes when the live site differs, has no fingerprint, or a manual run forces it', () => {
    expect(decidePublish(hash, 'b'.repeat(64), false).publish).toBe(true);
    expect(decidePublish(hash, null, false).publish).toBe(true);
    expect(decidePublish(hash, hash, true).publish).toBe(true);
  });
});

describe('fetchLiveHash', () => {
  it('reads the live fingerprint, and gives null for a missing or malformed one or a dead host', async () => {
    const hash = 'c'.repeat(64);
    const server = createServer((request, response) => {
      if (request.url?.startsWith('/ok')) return void response.end(`${hash}\n`);
      if (request.url?.startsWith('/html')) return void response.end('<!doctype html>');
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await fetchLiveHash(`${base}/ok?build=1`)).toBe(hash);
      expect(await fetchLiveHash(`${base}/html`)).toBeNull();
      expect(await fetchLiveHash(`${base}/missing`)).toBeNull();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await fetchLiveHash(`${base}/ok`)).toBeNull();
  });
});

describe('failureLines', () => {
  it('keeps the API error of a failed build, without colours or stack trace', () => {
    const log = [
      '\u001b[2m22:50:58\u001b[22m \u001b[34m[members]\u001b[39m 8 entries',
      '\u001b[31mAPI request failed: GET https://api.example.org/api/eventi/get_eventi_pubblici: HTTP 503 Service Unavailable (after 4 attempts)\u001b[39m',
      '  Location:',
      '    /src/api/client.ts:90:13',
      '  Stack trace:',
      '    at request (/src/api/client.ts:90:13)',
    ].join('\n');
    expect(failureLines(log)).toEqual([
      'API request failed: GET https://api.example.org/api/eventi/get_eventi_pubblici: HTTP 503 Service Unavailable (after 4 attempts)',
    ]);
  });

  it('lists each picture the media guard reports', () => {
    const log = [
      '22:56:43 [ERROR] [guard-api-media] An unhandled error occurred while running the "astro:build:done" hook',
      'API media unavailable: 1 media file could not be fetched from the API even after retrying, so the build fails and the live site keeps its pictures:',
      '  https://api.example.org/media/a.jpg: HTTP 502 after 4 attempts',
      '  Location:',
    ].join('\n');
    expect(failureLines(log)).toEqual([
      expect.stringMatching(/^API media unavailable: 1 media file/),
      '  https://api.example.org/media/a.jpg: HTTP 502 after 4 attempts',
    ]);
  });

  it('falls back to the last lines of the log when it recognises nothing', () => {
    const summary = buildFailureSummary('line one\nsomething odd happened\n    at frame (x.js:1:1)\n');
    expect(summary).toContain('## The site was not published');
    expect(summary).toContain('something odd happened');
    expect(summary).not.toContain('at frame');
  });
});
