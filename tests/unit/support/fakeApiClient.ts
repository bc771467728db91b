/**
 * Runs a content-layer loader outside Astro: the API client is replaced by one
 * that answers fixed JSON by path (through the real response schemas, as the
 * real client does), and the loader's context is a plain store. A test file
 * imports its loader module through `withFakeApi`.
 */
import type { LoaderContext } from 'astro/loaders';
import type { ZodType } from 'astro/zod';
import { beforeEach, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';

/** The base URL media paths resolve against in these tests. */
export const FAKE_API_URL = 'https://api.example.org';

/** The API's answers, by path; each test sets its own. */
export const answers = new Map<string, unknown>();

/** The paths asked for, in order, since the last `resetFakeApi()`. */
export const asked: string[] = [];

/** A client that answers from `answers` and fails, as a 404 would, for any other path. */
export const fakeClient = {
  async get(path: string, schema: ZodType) {
    asked.push(path);
    if (!answers.has(path)) throw new Error(`GET ${path}: HTTP 404`);
    return schema.parse(answers.get(path));
  },
} as unknown as ApiClient;

/** What a loader stored: entry id → data, in the order stored. */
export type Stored = Record<string, unknown>;

/**
 * Runs `loader` once over `fakeClient`, validating each entry with `schema` as
 * Astro does with the collection's schema, and returns what it stored.
 * `store` may be passed pre-filled, to see what a failing load leaves behind.
 */
export async function runLoader(
  loader: { load: (context: LoaderContext) => Promise<void> },
  schema: ZodType,
  store = new Map<string, unknown>(),
): Promise<Stored> {
  const context = {
    store: {
      clear: () => store.clear(),
      set: ({ id, data }: { id: string; data: unknown }) => {
        store.set(id, data);
        return true;
      },
    },
    logger: { info: () => undefined },
    parseData: async ({ data }: { data: unknown }) => schema.parse(data),
  };
  await loader.load(context as unknown as LoaderContext);
  return Object.fromEntries(store);
}

/** Forgets the previous test's answers and requests. */
export function resetFakeApi(): void {
  answers.clear();
  asked.length = 0;
}

/**
 * Imports a loader module with the build's API client replaced by `fakeClient`
 * and media resolved against FAKE_API_URL; each test then starts with no answers.
 */
export async function withFakeApi<M>(importLoaders: () => Promise<M>): Promise<M> {
  process.env.API_URL = FAKE_API_URL;
  vi.doMock(new URL('../../../src/loaders/buildClient.ts', import.meta.url).pathname, async (importOriginal) => ({
    ...(await importOriginal<object>()),
    buildClient: () => fakeClient,
  }));
  beforeEach(resetFakeApi);
  return importLoaders();
}
