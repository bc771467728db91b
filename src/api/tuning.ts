/**
 * How patient the build is with the API: the API_TIMEOUT_MS, API_RETRIES and
 * API_CONCURRENCY variables, read and checked in one place, and the longest a
 * single request can take with them.
 */
import { CLIENT_DEFAULTS } from './client.ts';
import { SettingsError } from '../settings.ts';

export interface ApiTuning {
  /** Time allowed to one attempt, headers and body included. */
  timeoutMs: number;
  /** Extra attempts after the first, for network errors, timeouts and 5xx. */
  retries: number;
  /** Delay before the first retry; doubles on each further one. */
  retryDelayMs: number;
  /** Requests in flight at once, at most. */
  concurrency: number;
}

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new SettingsError(`${name} must be a whole number of at least ${min}, got "${raw}".`);
  }
  return value;
}

/** Reads the build's API tuning from the environment; unset variables take the client's defaults. */
export function readApiTuning(env: Env = process.env): ApiTuning {
  return {
    timeoutMs: whole(env, 'API_TIMEOUT_MS', CLIENT_DEFAULTS.timeoutMs, 1),
    retries: whole(env, 'API_RETRIES', CLIENT_DEFAULTS.retries, 0),
    retryDelayMs: CLIENT_DEFAULTS.retryDelayMs,
    concurrency: whole(env, 'API_CONCURRENCY', CLIENT_DEFAULTS.concurrency, 1),
  };
}

/**
 * The longest one request can take before the build gives up on it: every
 * attempt runs into the timeout, with the growing pauses between attempts
 * (defaults: 4 × 15 s + 0.5 + 1 + 2 s = 63.5 s).
 */
export function requestTimeBoundMs({ timeoutMs, retries, retryDelayMs }: ApiTuning): number {
  const pauses = retryDelayMs * (2 ** retries - 1);
  return (retries + 1) * timeoutMs + pauses;
}

/** How long, by default, a picture from a server without validators is trusted after its download. */
export const DEFAULT_PICTURES_MAX_AGE_DAYS = 7;

/**
 * PICTURES_MAX_AGE_DAYS: how long the build trusts an original picture from a
 * server that sends neither ETag nor Last-Modified (so cannot answer "not
 * modified") before downloading it again; 0 downloads it every build.
 */
export function readPicturesMaxAgeMs(env: Env = process.env): number {
  return whole(env, 'PICTURES_MAX_AGE_DAYS', DEFAULT_PICTURES_MAX_AGE_DAYS, 0) * 24 * 60 * 60 * 1000;
}
