import type { Loader } from 'astro/loaders';
import type { ApiClient } from '../api/client.ts';
import { buildClient } from './buildClient.ts';

export interface LoadedEntry {
  id: string;
  data: Record<string, unknown>;
}

/**
 * A content-layer loader over the shared API client: `fetchEntries` reads and
 * maps the API's records; each entry is validated by the collection's schema
 * and the store is replaced only once everything has arrived, so a failing
 * endpoint fails the build instead of leaving a half-filled collection.
 */
export function apiLoader(name: string, fetchEntries: (client: ApiClient) => Promise<LoadedEntry[]>): Loader {
  return {
    name,
    async load(context) {
      const { store, logger } = context;
      const entries = await fetchEntries(buildClient());
      const parsed = await Promise.all(
        entries.map(async ({ id, data }) => ({ id, data: await context.parseData({ id, data }) })),
      );
      store.clear();
      for (const entry of parsed) store.set(entry);
      logger.info(`${parsed.length} ${parsed.length === 1 ? 'entry' : 'entries'}`);
    },
  };
}
