/**
 * The API's pictures are fetched at build time by Astro itself (to read their
 * size and to optimise them), with a plain `fetch` that has no time limit and
 * never retries. This guard wraps `fetch` for the build: a request for a file
 * on the API's host (anything outside its `/api/` JSON endpoints, which the
 * API client already guards), or for a picture on any other host
 * (`fetchMedia`), gets the client's time limit and retries, and a file the
 * server could not deliver after them is remembered, so the build can fail
 * instead of publishing the logo in place of every picture.
 * Once one file of a host has failed that way that host's media are taken to
 * be down: later requests to it fail at once, so a dead media server costs the
 * build one file's retries, not every picture's.
 * A 404 is not server trouble: that picture falls back to the logo, as before.
 */
import { defaultSleep, networkCause, retryPauseMs } from './retry.ts';
import type { ApiTuning } from './tuning.ts';

export interface MediaFailure {
  url: string;
  reason: string;
}

export interface MediaFetchGuard {
  /** A drop-in `fetch` with the guard applied to the API's media files. */
  fetch: typeof fetch;
  /** `fetch` with the guard applied, whatever the host: for pictures named by absolute URLs. */
  fetchMedia: typeof fetch;
  /** The media files the server failed to deliver even after the retries. */
  failures(): MediaFailure[];
  /** Media requests failed at once because the media were already known to be down. */
  skipped(): number;
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Guards `baseFetch` for the media files of the API at `apiUrl`. */
export function createMediaFetchGuard(
  baseFetch: typeof fetch,
  apiUrl: string,
  tuning: Pick<ApiTuning, 'timeoutMs' | 'retries' | 'retryDelayMs'>,
  sleep: (ms: number) => Promise<void> = defaultSleep,
): MediaFetchGuard {
  const api = new URL(apiUrl);
  const jsonEndpoints = `${api.pathname.replace(/\/+$/, '')}/api/`;
  const failures = new Map<string, string>();
  const downOrigins = new Set<string>();
  let skipped = 0;

  function isMediaRequest(url: string, method: string): boolean {
    if (method !== 'GET' && method !== 'HEAD') return false;
    if (!URL.canParse(url)) return false;
    const target = new URL(url);
    return target.origin === api.origin && !target.pathname.startsWith(jsonEndpoints);
  }

  const fail = (url: string, reason: string) => {
    failures.set(url, reason);
    downOrigins.add(new URL(url).origin);
  };

  const fetchMedia = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = requestUrl(input);
    if (downOrigins.has(new URL(url).origin)) {
      skipped++;
      throw new TypeError(`not fetched: the media of this host were unavailable earlier in this build (${url})`);
    }

    const callerSignal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    for (let attempt = 1; ; attempt++) {
      const timeout = AbortSignal.timeout(tuning.timeoutMs);
      // The time limit stays attached to the response, so a body that stalls is cut off too.
      const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
      const lastAttempt = attempt > tuning.retries;
      try {
        const response = await baseFetch(input, { ...init, signal });
        if (response.status < 500) return response;
        if (lastAttempt) {
          fail(url, `HTTP ${response.status} after ${attempt} attempts`);
          return response;
        }
        await response.body?.cancel();
      } catch (error) {
        if (callerSignal?.aborted) throw error;
        if (lastAttempt) {
          const reason = timeout.aborted
            ? `no answer within ${tuning.timeoutMs / 1000} s`
            : `network error (${networkCause(error)})`;
          fail(url, `${reason} after ${attempt} attempts`);
          throw error;
        }
      }
      await sleep(retryPauseMs(tuning.retryDelayMs, attempt));
    }
  };

  const guarded = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    return isMediaRequest(requestUrl(input), method) ? fetchMedia(input, init) : baseFetch(input, init);
  };

  return {
    fetch: guarded,
    fetchMedia,
    failures: () => [...failures].map(([url, reason]) => ({ url, reason })),
    skipped: () => skipped,
  };
}

/** The message that fails a build when the API did not deliver some media files: one line per file. */
export function describeMediaFailures(failures: MediaFailure[], skipped = 0): string {
  const list = failures.map(({ url, reason }) => `  ${url}: ${reason}`);
  if (skipped) list.push(`  (${skipped} more media requests were not tried: the media were down)`);
  const files = failures.length === 1 ? 'file' : 'files';
  return `API media unavailable: ${failures.length} media ${files} could not be fetched from the API even after retrying, so the build fails and the live site keeps its pictures:\n${list.join('\n')}`;
}
