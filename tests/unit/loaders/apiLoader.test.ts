import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { runLoader, withFakeApi } from '../support/fakeApiClient.ts';

const { apiLoader } = await withFakeApi(() => import('../../../src/loaders/apiLoader.ts'));

const schema = z.object({ title: z.string().min(1) });

describe('apiLoader', () => {
  it('replaces the whole store with the entries it read, validated by the collection schema', async () => {
    const loader = apiLoader('things', async () => [
      { id: 'a', data: { title: 'Uno' } },
      { id: 'b', data: { title: 'Due' } },
    ]);
    const store = new Map<string, unknown>([['old', { title: 'Vecchio' }]]);
    expect(await runLoader(loader, schema, store)).toEqual({ a: { title: 'Uno' }, b: { title: 'Due' } });
  });

  it('leaves the store as it was when reading fails, so a build never publishes half a collection', async () => {
    const loader = apiLoader('things', (client) => client.get('/api/missing', schema).then(() => []));
    const store = new Map<string, unknown>([['old', { title: 'Vecchio' }]]);
    await expect(runLoader(loader, schema, store)).rejects.toThrow('GET /api/missing: HTTP 404');
    expect(Object.fromEntries(store)).toEqual({ old: { title: 'Vecchio' } });
  });

  it('leaves the store as it was when one entry fails its schema', async () => {
    const loader = apiLoader('things', async () => [
      { id: 'a', data: { title: 'Uno' } },
      { id: 'b', data: { title: '' } },
    ]);
    const store = new Map<string, unknown>([['old', { title: 'Vecchio' }]]);
    await expect(runLoader(loader, schema, store)).rejects.toThrow();
    expect(Object.fromEntries(store)).toEqual({ old: { title: 'Vecchio' } });
  });
});
