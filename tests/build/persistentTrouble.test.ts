/**
 * Builds against a demo API in persistent trouble: each must fail, exit
 * non-zero, within a bounded time, and say which URL or endpoint failed, in
 * the build output and in the deploy run's summary.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApi } from '../../scripts/demo-api/server.ts';
import { buildFailureSummary } from '../../scripts/lib/buildFailure.ts';
import { readApiTuning, requestTimeBoundMs } from '../../src/api/tuning.ts';
import { build, discard, ports, setFaults, startApi, type BuildResult } from './support/build.ts';

// Small values where the point is not the defaults: two attempts of 1.5 s each at most.
const patience = { API_RETRIES: '1', API_TIMEOUT_MS: '1500' };
// Astro's own start-up and shut-down, on a busy two-core machine.
const ASTRO_OVERHEAD_MS = 40_000;

let api: DemoApi;
let result: BuildResult | undefined;

beforeAll(async () => {
  api = await startApi(ports.persistent);
});

afterEach(async () => {
  await setFaults(api, []);
  await discard(result);
  result = undefined;
});

afterAll(() => api?.close());

describe('a build while the API is in persistent trouble', () => {
  it('fails on an endpoint that keeps answering 503, naming its URL', async () => {
    const path = '/api/fly_party/lista_partecipanti_edizione_corrente';
    await setFaults(api, [{ path, mode: 'status', status: 503 }]);
    result = await build({ API_URL: api.url, ...patience });
    expect(result.code).not.toBe(0);
    const message = `API request failed: GET ${api.url}${path}: HTTP 503 Service Unavailable (after 2 attempts)`;
    expect(result.output).toContain(message);
    expect(buildFailureSummary(result.output)).toContain(message);
  });

  it('fails within the bound on an endpoint that never answers, naming its URL', async () => {
    const path = '/api/aircrafts/get_aircrafts';
    await setFaults(api, [{ path, mode: 'delay', delayMs: 600_000 }]);
    result = await build({ API_URL: api.url, ...patience });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(
      `API request failed: GET ${api.url}${path}: no answer within 1.5 s (after 2 attempts)`,
    );
    expect(result.ms).toBeLessThan(requestTimeBoundMs(readApiTuning(patience)) + ASTRO_OVERHEAD_MS);
  });

  it('fails on an endpoint that answers HTML instead of JSON, naming the endpoint and the record', async () => {
    await setFaults(api, [{ path: '/api/aircrafts/get_aircraft_info/*', mode: 'non-json' }]);
    result = await build({ API_URL: api.url, ...patience });
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(
      new RegExp(
        `API response invalid: GET ${api.url}/api/aircrafts/get_aircraft_info/\\d+: body is not JSON \\(text/html`,
      ),
    );
    expect(buildFailureSummary(result.output)).toContain('/api/aircrafts/get_aircraft_info/');
  });

  it('fails when the pictures keep failing, naming them, instead of publishing the logo everywhere', async () => {
    await setFaults(api, [{ path: '/media/*', mode: 'status', status: 502 }]);
    result = await build({ API_URL: api.url, ...patience });
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(
      new RegExp(`API media unavailable: .*\\n  ${api.url}/media/\\S+: HTTP 502 after 2 attempts`),
    );
    expect(buildFailureSummary(result.output)).toMatch(/HTTP 502 after 2 attempts/);
  });
});
