/**
 * What the API client (JSON) and the media guard (pictures) share when they
 * retry: the pause between attempts, and the words for a network failure.
 */

/** Waits `ms` milliseconds; the default pause between attempts (tests pass their own). */
export const defaultSleep = (ms: number): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The pause before retry number `attempt` (1, 2, …): `baseMs`, doubling each time. */
export function retryPauseMs(baseMs: number, attempt: number): number {
  return baseMs * 2 ** (attempt - 1);
}

/** The low-level cause of a failed fetch (ECONNREFUSED…), which undici hides behind "fetch failed". */
export function networkCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
