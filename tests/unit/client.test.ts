import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { ApiRequestError, ApiResponseError } from '../../src/api/errors.ts';
import { startCountingServer } from './support/countingServer.ts';

type Handler = (
  path: string,
  count: number,
) => { status?: number; body?: string; delayMs?: number; destroy?: boolean; neverAnswer?: boolean };

const noSleep = async () => {};

/** A real HTTP server on a random port, answering by path and per-path request count. */
function serve(handler: Handler) {
  return startCountingServer((path, count, request, response) => {
    const answer = handler(path, count);
    if (answer.destroy) return void request.socket.destroy();
    if (answer.neverAnswer) return;
    setTimeout(() => {
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      response.end(answer.body ?? '{}');
    }, answer.delayMs ?? 0);
  });
}

const itemSchema = z.object({ id: z.number() });

describe('createApiClient', () => {
  it('fetches and validates JSON', async () => {
    const { baseUrl } = await serve(() => ({ body: '{"id": 7}' }));
    const client = createApiClient({ baseUrl });
    await expect(client.get('/api/x', itemSchema)).resolves.toEqual({ id: 7 });
  });

  it('retries 5xx with growing delays and then succeeds', async () => {
    const { baseUrl, hits } = await serve((_, count) => (count < 3 ? { status: 503 } : { body: '{"id": 1}' }));
    const delays: number[] = [];
    const client = createApiClient({ baseUrl, retryDelayMs: 100, sleep: async (ms) => void delays.push(ms) });
    await expect(client.get('/api/x', itemSchema)).resolves.toEqual({ id: 1 });
    expect(hits.get('/api/x')).toBe(3);
    expect(delays).toEqual([100, 200]);
  });

  it('gives up after the retries and names the URL, the status and the attempts', async () => {
    const { baseUrl, hits } = await serve(() => ({ status: 500 }));
    const client = createApiClient({ baseUrl, retries: 2, sleep: noSleep });
    const error = await client.get('/api/broken', itemSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe(
      `API request failed: GET ${baseUrl}/api/broken: HTTP 500 Internal Server Error (after 3 attempts)`,
    );
    expect(hits.get('/api/broken')).toBe(3);
    // The last attempt's own error stays reachable, for a stack trace that shows where it came from.
    expect((error as Error).cause).toBeInstanceOf(ApiRequestError);
    expect(((error as Error).cause as ApiRequestError).attempts).toBe(1);
  });

  it('does not retry a 4xx', async () => {
    const { baseUrl, hits } = await serve(() => ({ status: 404 }));
    const client = createApiClient({ baseUrl, sleep: noSleep });
    const error = await client.get('/api/missing', itemSchema).catch((e: unknown) => e);
    expect((error as ApiRequestError).status).toBe(404);
    expect((error as Error).message).toBe(`API request failed: GET ${baseUrl}/api/missing: HTTP 404 Not Found`);
    expect(hits.get('/api/missing')).toBe(1);
  });

  it('times out a slow answer, retries, and reports the limit', async () => {
    // A server that never answers, and a limit long enough for each request to reach it on a busy
    // machine (with 0.1 s and a late answer, an attempt could be given up before it was even sent).
    const { baseUrl, hits } = await serve(() => ({ neverAnswer: true }));
    const client = createApiClient({ baseUrl, timeoutMs: 1000, retries: 1, sleep: noSleep });
    const error = await client.get('/api/slow', itemSchema).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      `API request failed: GET ${baseUrl}/api/slow: no answer within 1 s (after 2 attempts)`,
    );
    expect(hits.get('/api/slow')).toBe(2);
  });

  it('retries a dropped connection', async () => {
    const { baseUrl, hits } = await serve((_, count) => (count === 1 ? { destroy: true } : { body: '{"id": 2}' }));
    const client = createApiClient({ baseUrl, sleep: noSleep });
    await expect(client.get('/api/flaky', itemSchema)).resolves.toEqual({ id: 2 });
    expect(hits.get('/api/flaky')).toBe(2);
  });

  it('reports a network error when nothing listens', async () => {
    const { baseUrl, close } = await serve(() => ({}));
    await close();
    const client = createApiClient({ baseUrl, retries: 0 });
    const error = await client.get('/api/x', itemSchema).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`API request failed: GET ${baseUrl}/api/x: network error (ECONNREFUSED)`);
    expect(((error as Error).cause as Error & { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
  });

  it('rejects a body that is not JSON, naming the URL, without retrying', async () => {
    const { baseUrl, hits } = await serve(() => ({ body: '<html>Maintenance</html>' }));
    const client = createApiClient({ baseUrl, sleep: noSleep });
    const error = await client.get('/api/x', itemSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as Error).message).toBe(
      `API response invalid: GET ${baseUrl}/api/x: body is not JSON (application/json: "<html>Maintenance</html>")`,
    );
    expect(hits.get('/api/x')).toBe(1);
  });

  it('names the field that breaks the contract', async () => {
    const { baseUrl } = await serve(() => ({ body: '[{"id": 1}, {"id": "seven"}]' }));
    const client = createApiClient({ baseUrl });
    const error = await client.get('/api/list', z.array(itemSchema)).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      `API response invalid: GET ${baseUrl}/api/list: field "1.id": Invalid input: expected number, received string`,
    );
  });

  it('fetches each URL at most once when memoising', async () => {
    const { baseUrl, hits } = await serve(() => ({ body: '{"id": 3}' }));
    const client = createApiClient({ baseUrl, memoizeGets: true });
    await Promise.all([
      client.get('/api/a', itemSchema),
      client.get('/api/a', itemSchema),
      client.get('api/a', itemSchema),
    ]);
    await client.get('/api/a', itemSchema);
    expect(hits.get('/api/a')).toBe(1);
  });

  it('never has more requests in flight than the concurrency bound', async () => {
    let inFlight = 0;
    let peak = 0;
    const fakeFetch: typeof fetch = async () => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight--;
      return new Response('{"id": 1}', { status: 200 });
    };
    const client = createApiClient({ baseUrl: 'http://api.test', concurrency: 3, fetch: fakeFetch });
    await Promise.all(Array.from({ length: 12 }, (_, i) => client.get(`/api/item/${i}`, itemSchema)));
    expect(peak).toBe(3);
  });

  it('never cuts a POST short: it may already have reached the API', async () => {
    const { baseUrl, hits } = await serve(() => ({ body: '{"id": 3}', delayMs: 300 }));
    const client = createApiClient({ baseUrl, timeoutMs: 50, sleep: noSleep });
    await expect(client.post('/api/send', { a: 1 }, itemSchema)).resolves.toEqual({ id: 3 });
    expect(hits.get('/api/send')).toBe(1);
  });

  it('times a POST that stores nothing like a GET', async () => {
    const { baseUrl } = await serve(() => ({ body: '{"id": 3}', delayMs: 300 }));
    const client = createApiClient({ baseUrl, timeoutMs: 50, sleep: noSleep });
    await expect(client.post('/api/check', {}, itemSchema, { storesNothing: true })).rejects.toThrow(
      /no answer within 0.05 s/,
    );
  });

  it('does not retry a POST', async () => {
    const { baseUrl, hits } = await serve(() => ({ status: 503 }));
    const client = createApiClient({ baseUrl, sleep: noSleep });
    await expect(client.post('/api/send', { a: 1 }, itemSchema)).rejects.toThrow(/HTTP 503/);
    expect(hits.get('/api/send')).toBe(1);
  });
});
