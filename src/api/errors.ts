/**
 * Typed API failures. Each carries the URL and renders as one line that a
 * webmaster can act on: which URL, and what was wrong with it.
 */

/** The request itself failed: network error, timeout or a non-2xx status. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly method: string;
  readonly url: string;
  /** HTTP status, or undefined when no response arrived (network error, timeout). */
  readonly status: number | undefined;
  readonly reason: string;
  readonly attempts: number;

  constructor(
    method: string,
    url: string,
    status: number | undefined,
    reason: string,
    attempts = 1,
    options?: ErrorOptions,
  ) {
    const tries = attempts > 1 ? ` (after ${attempts} attempts)` : '';
    super(`API request failed: ${method} ${url}: ${reason}${tries}`, options);
    this.method = method;
    this.url = url;
    this.status = status;
    this.reason = reason;
    this.attempts = attempts;
  }

  /** Whether trying again may help: network errors, timeouts and 5xx; never 4xx. */
  get retryable(): boolean {
    return this.status === undefined || this.status >= 500;
  }
}

/** The response arrived but is not what the contract promises (not JSON, or a field is wrong). */
export class ApiResponseError extends Error {
  override name = 'ApiResponseError';
  readonly method: string;
  readonly url: string;
  readonly reason: string;

  constructor(method: string, url: string, reason: string, options?: ErrorOptions) {
    super(`API response invalid: ${method} ${url}: ${reason}`, options);
    this.method = method;
    this.url = url;
    this.reason = reason;
  }
}

export type ApiError = ApiRequestError | ApiResponseError;

/** True for either API error class. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiRequestError || error instanceof ApiResponseError;
}
