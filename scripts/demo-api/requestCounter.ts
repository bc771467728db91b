// Counts requests per path, so tests can assert retries and "each URL fetched at most once", and
// what the API served (JSON and media: requests, 304 answers, body bytes), so a benchmark or a test
// can tell what a build pulled from it.

/** What one kind of path was served. */
export interface TrafficTotals {
  requests: number;
  /** Answers "not modified" (304): the client's copy was current, no body sent. */
  notModified: number;
  /** Bytes of the bodies sent (their Content-Length). */
  bytes: number;
}

/** What the API served since start (or the last reset): its JSON endpoints and its media files. */
export interface Traffic {
  json: TrafficTotals;
  media: TrafficTotals;
}

const noTraffic = (): TrafficTotals => ({ requests: 0, notModified: 0, bytes: 0 });

/** Per-path request counts and traffic totals since start (or the last reset). */
export class RequestCounter {
  #counts = new Map<string, number>();
  #traffic: Traffic = { json: noTraffic(), media: noTraffic() };

  /** Counts one request for a path. */
  count(path: string): void {
    this.#counts.set(path, (this.#counts.get(path) ?? 0) + 1);
  }

  /** Adds one answer to the traffic: its path, status and body bytes. */
  served(path: string, status: number, bytes: number): void {
    const totals = path.startsWith('/media/') ? this.#traffic.media : this.#traffic.json;
    totals.requests += 1;
    if (status === 304) totals.notModified += 1;
    totals.bytes += bytes;
  }

  /** The counts as a plain object, paths in alphabetical order. */
  snapshot(): Record<string, number> {
    return Object.fromEntries([...this.#counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  /** The traffic totals (a copy). */
  traffic(): Traffic {
    return { json: { ...this.#traffic.json }, media: { ...this.#traffic.media } };
  }

  /** Forgets every count and total. */
  reset(): void {
    this.#counts.clear();
    this.#traffic = { json: noTraffic(), media: noTraffic() };
  }
}
