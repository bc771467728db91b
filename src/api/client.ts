/**
 * The one HTTP client for the association's API, used by the build-time
 * loaders and by the browser forms. It bounds every request in time, retries
 * what may succeed on a second try, keeps the small server from being flooded,
 * and validates every response against the contract's schema.
 */
import type { z } from 'astro/zod';
import pLimit from 'p-limit';
import { ApiRequestError, ApiResponseError } from './errors.ts';
import { defaultSleep, networkCause, retryPauseMs } from './retry.ts';

export interface ApiClientOptions {
  /** API base URL, without a trailing slash. */
  baseUrl: string;
  /** Time allowed to one attempt, headers and body included. */
  timeoutMs?: number;
  /** Extra attempts after the first, for network errors, timeouts and 5xx. */
  retries?: number;
  /** Delay before the first retry; doubles on each further one. */
  retryDelayMs?: number;
  /** Requests in flight at once, at most. */
  concurrency?: number;
  /** Remember GET responses by URL, so each URL is fetched at most once (build time). */
  memoizeGets?: boolean;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * What the client validates answers with: a zod schema, classic (build time)
 * or zod/mini (the browser forms); both parse with `safeParse`.
 */
export type ResponseSchema = z.core.$ZodType & {
  safeParse(
    data: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: readonly SchemaIssue[] } };
};

/** The part of a zod issue the client reports. */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export interface ApiClient {
  readonly baseUrl: string;
  /** Absolute URL of an API path. */
  url(path: string): string;
  /** GET a path and validate the JSON body. */
  get<S extends ResponseSchema>(path: string, schema: S): Promise<z.output<S>>;
  /**
   * POST a JSON body (or none) and validate the JSON answer. Never retried: it may not be
   * idempotent. Never cut short by the timeout either, since it may already have reached the
   * API (a late answer would become a duplicate); only a POST that `storesNothing` is timed.
   */
  post<S extends ResponseSchema>(path: string, body: unknown, schema: S, options?: PostOptions): Promise<z.output<S>>;
}

export interface PostOptions {
  /** The call only asks (the required-field check): it is bounded by the timeout like a GET. */
  storesNothing?: boolean;
}

export const CLIENT_DEFAULTS = {
  timeoutMs: 15_000,
  retries: 3,
  retryDelayMs: 500,
  concurrency: 4,
} as const;

/** Describes the first schema issue as `field "a.b": message`. */
export function describeIssue(error: { issues: readonly SchemaIssue[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'does not match the contract';
  const field = issue.path.length ? issue.path.map(String).join('.') : '(body)';
  return `field "${field}": ${issue.message}`;
}

/** Creates a client bound to one API base URL. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? CLIENT_DEFAULTS.timeoutMs;
  const retries = options.retries ?? CLIENT_DEFAULTS.retries;
  const retryDelayMs = options.retryDelayMs ?? CLIENT_DEFAULTS.retryDelayMs;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const limit = pLimit(options.concurrency ?? CLIENT_DEFAULTS.concurrency);
  const memo = options.memoizeGets ? new Map<string, Promise<unknown>>() : undefined;

  const url = (path: string) => `${baseUrl}/${path.replace(/^\/+/, '')}`;

  /** One attempt: fetch and read the body as JSON, inside the time limit. */
  async function attempt(method: string, target: string, body: unknown, timed: boolean): Promise<unknown> {
    const init: RequestInit = {
      method,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...(timed ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
    };
    let response: Response;
    let text: string;
    try {
      response = await doFetch(target, init);
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${timeoutMs / 1000} s` : `network error (${networkCause(error)})`;
      throw new ApiRequestError(method, target, undefined, reason, 1, { cause: error });
    }
    if (!response.ok) {
      const statusText = response.statusText ? ` ${response.statusText}` : '';
      throw new ApiRequestError(method, target, response.status, `HTTP ${response.status}${statusText}`);
    }
    try {
      return JSON.parse(text);
    } catch (error) {
      const type = response.headers.get('content-type') ?? 'no content type';
      throw new ApiResponseError(method, target, `body is not JSON (${type}: "${snippet(text)}")`, { cause: error });
    }
  }

  async function request(
    method: string,
    target: string,
    body: unknown,
    maxRetries: number,
    timed = true,
  ): Promise<unknown> {
    for (let attemptNo = 1; ; attemptNo++) {
      try {
        return await limit(() => attempt(method, target, body, timed));
      } catch (error) {
        const canRetry = error instanceof ApiRequestError && error.retryable && attemptNo <= maxRetries;
        if (!canRetry) {
          if (error instanceof ApiRequestError && attemptNo > 1) {
            throw new ApiRequestError(method, target, error.status, error.reason, attemptNo, { cause: error });
          }
          throw error;
        }
        await sleep(retryPauseMs(retryDelayMs, attemptNo));
      }
    }
  }

  function validate<S extends ResponseSchema>(method: string, target: string, schema: S, data: unknown): z.output<S> {
    const result = schema.safeParse(data);
    if (!result.success) throw new ApiResponseError(method, target, describeIssue(result.error));
    return result.data as z.output<S>;
  }

  return {
    baseUrl,
    url,
    async get(path, schema) {
      const target = url(path);
      let pending = memo?.get(target);
      if (!pending) {
        pending = request('GET', target, undefined, retries);
        memo?.set(target, pending);
      }
      return validate('GET', target, schema, await pending);
    },
    async post(path, body, schema, postOptions = {}) {
      const target = url(path);
      const timed = postOptions.storesNothing === true;
      return validate('POST', target, schema, await request('POST', target, body, 0, timed));
    },
  };
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat;
}
