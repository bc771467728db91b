/**
 * The demo API's fault switches (scripts/demo-api/README.md). Faults are
 * global to the server, so a spec that sets them runs its tests one after
 * another and faults only paths no other spec calls.
 */
import { apiUrl } from './ports.ts';

export interface Fault {
  path: string;
  mode: 'status' | 'non-json' | 'delay' | 'drop' | 'late' | 'no-cors';
  status?: number;
  times?: number;
  delayMs?: number;
}

/** Puts a fault in force. */
export async function addFault(fault: Fault): Promise<void> {
  const response = await fetch(`${apiUrl}/__demo/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`POST /__demo/faults: HTTP ${response.status} ${await response.text()}`);
}

/** Removes the faults on `paths` a test left unspent, in one request: another spec's faults are never lifted, even briefly. */
export async function removeFaults(paths: readonly string[]): Promise<void> {
  // The demo API reads no `path` as "every fault": nothing to remove must not become that.
  if (paths.length === 0) return;
  const query = new URLSearchParams(paths.map((path) => ['path', path]));
  const response = await fetch(`${apiUrl}/__demo/faults?${query}`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE /__demo/faults: HTTP ${response.status} ${await response.text()}`);
}
