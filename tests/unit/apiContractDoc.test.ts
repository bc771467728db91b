/**
 * docs/api-contract.md, the contract the association's backend developers
 * read, kept in step with the paths the site calls and the endpoints
 * `check:api` checks.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/astro.ts';
import { apiPaths, pageConfigKeys } from '../../src/api/paths.ts';
import { checkApi } from '../../scripts/lib/checkApi.ts';
import type { ApiClient } from '../../src/api/client.ts';

/** The contract's text, every placeholder (`{id}`, `{eventId}`, `{uuid}`…) written as `{}`. */
const documented = async () =>
  (await readFile(join(projectRoot, 'docs/api-contract.md'), 'utf8')).replace(/\{\w+\}/g, '{}');

/** A path of `apiPaths` with `{}` for its parameter. */
const withPlaceholder = (path: string | ((id: string) => string)) =>
  typeof path === 'string' ? path : path('{}').replace(encodeURIComponent('{}'), '{}');

describe('docs/api-contract.md', () => {
  it('names every path the site calls', async () => {
    const text = await documented();
    const { pageConfig, ...others } = apiPaths;
    const paths = [...pageConfigKeys.map(pageConfig), ...Object.values(others).map(withPlaceholder)];
    expect(paths.length).toBeGreaterThan(25);
    expect(paths.filter((path) => !text.includes(`${path}\``))).toEqual([]);
  });

  it('lists, under "Read at build time", every endpoint check:api checks', async () => {
    const text = await documented();
    const buildTime = text.slice(text.indexOf('## Read at build time'), text.indexOf('## Called from'));
    // check:api against a client that fails every call: it still reports each endpoint once.
    const failing = { get: () => Promise.reject(new Error('offline')) } as unknown as ApiClient;
    const endpoints = (await checkApi(failing)).map((report) => report.endpoint.replace(/\{\w+\}/g, '{}'));
    expect(endpoints.length).toBeGreaterThan(20);
    expect(endpoints.filter((endpoint) => !buildTime.includes(`${endpoint}\``))).toEqual([]);
  });
});
