// Fault switches: make chosen paths fail for a while, to test how the site copes with API trouble.

import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { CORS_HEADERS, sendJson } from './http.ts';

/** How a matching request fails. */
export type FaultMode = 'status' | 'non-json' | 'delay' | 'drop' | 'late' | 'no-cors';

/** A fault as set through POST /__demo/faults, --fault or the `faults` start option. */
export interface FaultSpec {
  /** Exact request path, or a prefix when it ends with `*`. */
  path: string;
  mode: FaultMode;
  /** Status for `status` (default 503) and `non-json` (default 200). */
  status?: number;
  /** How many matching requests fail; omitted means forever. */
  times?: number;
  /** Wait for `delay` and `late` (default 5000 ms). */
  delayMs?: number;
}

/** A fault in force, with how many more requests it will hit (null: forever). */
export interface ActiveFault {
  path: string;
  mode: FaultMode;
  status: number;
  delayMs: number;
  remaining: number | null;
}

const MODES: readonly FaultMode[] = ['status', 'non-json', 'delay', 'drop', 'late', 'no-cors'];

/** Checks a fault description from JSON; throws an Error naming the first bad field. */
export function parseFault(value: unknown): FaultSpec {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('A fault must be a JSON object');
  const { path, mode, status, times, delayMs } = value as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/'))
    throw new Error('Fault "path" must be a string starting with "/"');
  if (typeof mode !== 'string' || !MODES.includes(mode as FaultMode)) {
    throw new Error(`Fault "mode" must be one of ${MODES.join(', ')}`);
  }
  const integer = (name: string, field: unknown, min: number, max: number): number | undefined => {
    if (field === undefined || field === null) return undefined;
    if (typeof field !== 'number' || !Number.isInteger(field) || field < min || field > max) {
      throw new Error(`Fault "${name}" must be an integer from ${min} to ${max}`);
    }
    return field;
  };
  const spec: FaultSpec = { path, mode: mode as FaultMode };
  const checkedStatus = integer('status', status, 100, 599);
  const checkedTimes = integer('times', times, 1, 1_000_000);
  const checkedDelay = integer('delayMs', delayMs, 0, 600_000);
  if (checkedStatus !== undefined) spec.status = checkedStatus;
  if (checkedTimes !== undefined) spec.times = checkedTimes;
  if (checkedDelay !== undefined) spec.delayMs = checkedDelay;
  return spec;
}

/** The faults in force; the first one matching a path applies. */
export class FaultSwitch {
  #faults: ActiveFault[] = [];

  /** Adds a fault after the existing ones. */
  add(spec: FaultSpec): ActiveFault {
    const fault: ActiveFault = {
      path: spec.path,
      mode: spec.mode,
      status: spec.status ?? (spec.mode === 'non-json' ? 200 : 503),
      delayMs: spec.delayMs ?? 5000,
      remaining: spec.times ?? null,
    };
    this.#faults.push(fault);
    return fault;
  }

  /** Removes every fault, or only those set on the given paths (as written when set), leaving the others in force. */
  clear(paths?: readonly string[]): void {
    this.#faults = paths?.length ? this.#faults.filter((fault) => !paths.includes(fault.path)) : [];
  }

  /** The faults in force, with their remaining counts. */
  list(): ActiveFault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  /** The fault to apply to a request for `path`, counting it; spent faults are removed. */
  take(path: string): ActiveFault | undefined {
    const fault = this.#faults.find((candidate) =>
      candidate.path.endsWith('*') ? path.startsWith(candidate.path.slice(0, -1)) : path === candidate.path,
    );
    if (!fault) return undefined;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.#faults = this.#faults.filter((candidate) => candidate !== fault);
    }
    return { ...fault };
  }
}

/**
 * Holds back the end of an answer (headers included: Node sends them with the first body bytes)
 * for `delayMs`, so the handler stores what it stores at once and the client hears of it late.
 */
function answerLate(res: ServerResponse, delayMs: number, signal: AbortSignal): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    sleep(delayMs, undefined, { signal }).then(
      () => end(...args),
      () => res.destroy(),
    );
    return res;
  }) as ServerResponse['end'];
}

/** Applies a fault to a request; resolves true when the fault answered (or dropped) it, false to carry on. */
export async function applyFault(fault: ActiveFault, res: ServerResponse, signal: AbortSignal): Promise<boolean> {
  switch (fault.mode) {
    // The two faults of a real link after the API has done its work: a late answer, and an
    // answer a browser may not read (no CORS headers), both after the request was stored.
    case 'late':
      answerLate(res, fault.delayMs, signal);
      return false;
    case 'no-cors':
      for (const name of Object.keys(CORS_HEADERS)) res.removeHeader(name);
      return false;
    case 'drop':
      res.socket?.destroy();
      return true;
    case 'delay':
      await sleep(fault.delayMs, undefined, { signal });
      return false;
    case 'non-json': {
      const html =
        '<!doctype html><html><head><title>Gateway</title></head><body><h1>Service temporarily unavailable</h1></body></html>';
      res.writeHead(fault.status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(html)),
      });
      res.end(html);
      return true;
    }
    default:
      sendJson(res, fault.status, { error: `Injected fault: status ${fault.status} for ${fault.path}` });
      return true;
  }
}
