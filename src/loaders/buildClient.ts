import { createApiClient, type ApiClient } from '../api/client.ts';
import { resolveMediaUrl } from '../api/media.ts';
import { getSettings } from '../settings.ts';

let client: ApiClient | undefined;

/** Reads an optional numeric tuning variable (API_TIMEOUT_MS, API_RETRIES, API_CONCURRENCY). */
function tuning(name: string): number | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : Number(value);
}

/**
 * The API client every build-time loader shares: one concurrency bound for the
 * whole build, and each URL fetched at most once.
 */
export function buildClient(): ApiClient {
  client ??= createApiClient({
    baseUrl: getSettings().apiUrl,
    memoizeGets: true,
    timeoutMs: tuning('API_TIMEOUT_MS'),
    retries: tuning('API_RETRIES'),
    concurrency: tuning('API_CONCURRENCY'),
  });
  return client;
}

/** An API media path as an absolute URL against this build's API; null for none. */
export function mediaUrl(path: string | null): string | null {
  return resolveMediaUrl(path, getSettings().apiUrl);
}
