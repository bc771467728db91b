import { createApiClient, type ApiClient } from '../api/client.ts';
import { resolveMediaUrl } from '../api/media.ts';
import { readApiTuning } from '../api/tuning.ts';
import { getSettings } from '../settings.ts';

let client: ApiClient | undefined;

/**
 * The API client every build-time loader shares: one concurrency bound for the
 * whole build, and each URL fetched at most once.
 */
export function buildClient(): ApiClient {
  client ??= createApiClient({ baseUrl: getSettings().apiUrl, memoizeGets: true, ...readApiTuning(process.env) });
  return client;
}

/** An API media path as an absolute URL against this build's API; null for none. */
export function mediaUrl(path: string | null): string | null {
  return resolveMediaUrl(path, getSettings().apiUrl);
}
