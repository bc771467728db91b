/**
 * The API client of the browser forms: the shared client, tuned for a visitor
 * on a slow connection rather than for a build.
 */
import { createApiClient, type ApiClient } from './client.ts';

/** A client for the live calls: nothing memoised, loads retried twice, all of a form's checks in flight at once. */
export function createLiveClient(baseUrl: string): ApiClient {
  return createApiClient({
    baseUrl,
    timeoutMs: 20_000,
    retries: 2,
    retryDelayMs: 600,
    // The required-field checks of a form go out together (spec: in parallel); the browser bounds connections itself.
    concurrency: 32,
  });
}
