/**
 * A real HTTP server on a random local port for unit tests: it counts the
 * requests to each path, and the test answers each one, knowing its path and
 * how many times that path has been asked for (to fail twice, then succeed).
 * Servers started in a test are closed after it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

export type Responder = (path: string, count: number, request: IncomingMessage, response: ServerResponse) => void;

const running = new Set<Server>();

async function close(server: Server): Promise<void> {
  if (!running.delete(server)) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

afterEach(async () => {
  for (const server of [...running]) await close(server);
});

/** Starts a server; `close` stops it early (to test a host where nothing listens any more). */
export async function startCountingServer(
  respond: Responder,
): Promise<{ baseUrl: string; hits: Map<string, number>; close: () => Promise<void> }> {
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const count = (hits.get(path) ?? 0) + 1;
    hits.set(path, count);
    respond(path, count, request, response);
  });
  running.add(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits, close: () => close(server) };
}
