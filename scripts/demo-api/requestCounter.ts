// Counts requests per path, so tests can assert retries and "each URL fetched at most once".

/** Per-path request counts since start (or the last reset). */
export class RequestCounter {
  #counts = new Map<string, number>();

  /** Counts one request for a path. */
  count(path: string): void {
    this.#counts.set(path, (this.#counts.get(path) ?? 0) + 1);
  }

  /** The counts as a plain object, paths in alphabetical order. */
  snapshot(): Record<string, number> {
    return Object.fromEntries([...this.#counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  /** Forgets every count. */
  reset(): void {
    this.#counts.clear();
  }
}
