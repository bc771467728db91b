import { describe, expect, it } from 'vitest';
import { createMediaFetchGuard, describeMediaFailures } from '../../src/api/mediaFetch.ts';
import { readApiTuning, readPicturesMaxAgeMs, requestTimeBoundMs } from '../../src/api/tuning.ts';
import { SettingsError } from '../../src/settings.ts';
import { startCountingServer } from './support/countingServer.ts';

type Answer = { status?: number; stall?: boolean };

const noSleep = async () => {};
const tuning = { timeoutMs: 300, retries: 2, retryDelayMs: 1 };

/** A server answering by path and per-path request count; `stall` sends headers and then nothing. */
function serve(answer: (path: string, count: number) => Answer) {
  return startCountingServer((path, count, _request, response) => {
    const { status = 200, stall = false } = answer(path, count);
    response.writeHead(status, { 'content-type': 'image/png' });
    if (!stall) response.end('picture');
    else response.write('pi');
  });
}

describe('createMediaFetchGuard', () => {
  it('retries a media file after 5xx and hands back the good answer', async () => {
    const { baseUrl, hits } = await serve((_, count) => ({ status: count < 3 ? 503 : 200 }));
    const guard = createMediaFetchGuard(fetch, baseUrl, tuning, noSleep);
    const response = await guard.fetch(new Request(`${baseUrl}/media/a.jpg`), { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('picture');
    expect(hits.get('/media/a.jpg')).toBe(3);
    expect(guard.failures()).toEqual([]);
  });

  it('cuts off a body that stalls, and remembers the file once the retries are spent', async () => {
    const { baseUrl, hits } = await serve(() => ({ stall: true }));
    const guard = createMediaFetchGuard(fetch, baseUrl, tuning, noSleep);
    const started = Date.now();
    const response = await guard.fetch(`${baseUrl}/media/slow.jpg`);
    await expect(response.text()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(hits.get('/media/slow.jpg')).toBe(1);
  });

  it('gives up after the retries on a dead file, remembers it, and then treats the media as down', async () => {
    const { baseUrl, hits } = await serve(() => ({ status: 502 }));
    const guard = createMediaFetchGuard(fetch, baseUrl, tuning, noSleep);
    const response = await guard.fetch(`${baseUrl}/media/dead.jpg`);
    expect(response.status).toBe(502);
    expect(hits.get('/media/dead.jpg')).toBe(3);
    await expect(guard.fetch(`${baseUrl}/media/other.jpg`)).rejects.toThrow(/unavailable earlier in this build/);
    expect(hits.get('/media/other.jpg')).toBeUndefined();
    expect(guard.failures()).toEqual([{ url: `${baseUrl}/media/dead.jpg`, reason: 'HTTP 502 after 3 attempts' }]);
    expect(describeMediaFailures(guard.failures(), guard.skipped())).toBe(
      'API media unavailable: 1 media file could not be fetched from the API even after retrying, so the build fails and the live site keeps its pictures:\n' +
        `  ${baseUrl}/media/dead.jpg: HTTP 502 after 3 attempts\n` +
        '  (1 more media requests were not tried: the media were down)',
    );
  });

  it('names the network error of a host that refuses connections', async () => {
    const { baseUrl, close } = await serve(() => ({}));
    await close();
    const guard = createMediaFetchGuard(fetch, baseUrl, tuning, noSleep);
    await expect(guard.fetch(`${baseUrl}/media/a.jpg`)).rejects.toThrow();
    expect(guard.failures()).toEqual([
      { url: `${baseUrl}/media/a.jpg`, reason: 'network error (ECONNREFUSED) after 3 attempts' },
    ]);
  });

  it('leaves a 404 alone: the picture falls back to the logo, the build goes on', async () => {
    const { baseUrl, hits } = await serve(() => ({ status: 404 }));
    const guard = createMediaFetchGuard(fetch, baseUrl, tuning, noSleep);
    expect((await guard.fetch(`${baseUrl}/media/gone.jpg`)).status).toBe(404);
    expect(hits.get('/media/gone.jpg')).toBe(1);
    expect(guard.failures()).toEqual([]);
  });

  it('does not touch the JSON endpoints (the API client retries those) or other hosts', async () => {
    const { baseUrl, hits } = await serve(() => ({ status: 503 }));
    const guard = createMediaFetchGuard(fetch, baseUrl, tuning, noSleep);
    expect((await guard.fetch(`${baseUrl}/api/eventi/get_eventi_pubblici`)).status).toBe(503);
    expect(hits.get('/api/eventi/get_eventi_pubblici')).toBe(1);
    const other = createMediaFetchGuard(fetch, 'http://api.example.org', tuning, noSleep);
    expect((await other.fetch(`${baseUrl}/media/a.jpg`)).status).toBe(503);
    expect(hits.get('/media/a.jpg')).toBe(1);
  });

  it('keeps the JSON endpoints out under an API with a path prefix too', async () => {
    const { baseUrl, hits } = await serve(() => ({ status: 503 }));
    const guard = createMediaFetchGuard(fetch, `${baseUrl}/backend`, tuning, noSleep);
    await guard.fetch(`${baseUrl}/backend/api/x`);
    await guard.fetch(`${baseUrl}/backend/media/x.jpg`);
    expect(hits.get('/backend/api/x')).toBe(1);
    expect(hits.get('/backend/media/x.jpg')).toBe(3);
  });
});

describe('createMediaFetchGuard().fetchMedia, for pictures on any host', () => {
  it("retries a picture on another host as it does the API's own", async () => {
    const { baseUrl, hits } = await serve((_, count) => ({ status: count < 2 ? 503 : 200 }));
    const guard = createMediaFetchGuard(fetch, 'http://api.example.org', tuning, noSleep);
    const response = await guard.fetchMedia(`${baseUrl}/cdn/x.jpg`);
    expect(response.status).toBe(200);
    expect(hits.get('/cdn/x.jpg')).toBe(2);
  });

  it('takes only the failing host to be down, not every host', async () => {
    const dead = await serve(() => ({ status: 502 }));
    const alive = await serve(() => ({}));
    const guard = createMediaFetchGuard(fetch, alive.baseUrl, tuning, noSleep);
    expect((await guard.fetchMedia(`${dead.baseUrl}/a.jpg`)).status).toBe(502);
    await expect(guard.fetchMedia(`${dead.baseUrl}/b.jpg`)).rejects.toThrow(/unavailable earlier in this build/);
    expect((await guard.fetch(`${alive.baseUrl}/media/c.jpg`)).status).toBe(200);
    expect(guard.failures()).toEqual([{ url: `${dead.baseUrl}/a.jpg`, reason: 'HTTP 502 after 3 attempts' }]);
    expect(guard.skipped()).toBe(1);
  });
});

describe('readPicturesMaxAgeMs', () => {
  it('is seven days unless PICTURES_MAX_AGE_DAYS says otherwise; 0 allowed, nonsense refused', () => {
    expect(readPicturesMaxAgeMs({})).toBe(7 * 24 * 60 * 60 * 1000);
    expect(readPicturesMaxAgeMs({ PICTURES_MAX_AGE_DAYS: '30' })).toBe(30 * 24 * 60 * 60 * 1000);
    expect(readPicturesMaxAgeMs({ PICTURES_MAX_AGE_DAYS: '0' })).toBe(0);
    expect(() => readPicturesMaxAgeMs({ PICTURES_MAX_AGE_DAYS: '-1' })).toThrow(
      'PICTURES_MAX_AGE_DAYS must be a whole number of at least 0, got "-1".',
    );
  });
});

describe('readApiTuning', () => {
  it('takes the client defaults when nothing is set', () => {
    expect(readApiTuning({})).toEqual({ timeoutMs: 15_000, retries: 3, retryDelayMs: 500, concurrency: 4 });
  });

  it('reads the variables and refuses nonsense, naming the variable', () => {
    expect(readApiTuning({ API_TIMEOUT_MS: '2000', API_RETRIES: '0', API_CONCURRENCY: '2' })).toMatchObject({
      timeoutMs: 2000,
      retries: 0,
      concurrency: 2,
    });
    expect(() => readApiTuning({ API_RETRIES: 'three' })).toThrow(SettingsError);
    expect(() => readApiTuning({ API_TIMEOUT_MS: '0' })).toThrow(
      'API_TIMEOUT_MS must be a whole number of at least 1, got "0".',
    );
  });
});

describe('requestTimeBoundMs', () => {
  it('is 63.5 s with the defaults: four attempts of 15 s and pauses of 0.5, 1 and 2 s', () => {
    expect(requestTimeBoundMs(readApiTuning({}))).toBe(63_500);
    expect(requestTimeBoundMs({ timeoutMs: 1000, retries: 1, retryDelayMs: 500, concurrency: 4 })).toBe(2_500);
  });
});
