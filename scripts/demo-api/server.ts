// The bundled demo API: a real HTTP server implementing the API contract with SQLite persistence.
// Run: node scripts/demo-api/server.ts [--port 8787] ... (see options.ts), or import startDemoApi.

import { realpathSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRoutes } from './api.ts';
import { baseAssets } from './assets.ts';
import { buildContent, resolveCounts, type DemoContent } from './content.ts';
import { applyFault, FaultSwitch, parseFault } from './faults.ts';
import { CORS_HEADERS, HttpError, sendJson } from './http.ts';
import { inspectionRoutes } from './inspection.ts';
import { ensureMedia, type MediaReport } from './media.ts';
import { MediaServer } from './mediaServer.ts';
import { parseCli, parseNow, USAGE, type DemoApiOptions } from './options.ts';
import { RequestCounter } from './requestCounter.ts';
import { matchRoute, type Route } from './router.ts';
import { DemoStore } from './store.ts';

export type { DemoApiOptions } from './options.ts';

/** A running demo API. */
export interface DemoApi {
  /** Base URL, e.g. http://127.0.0.1:8787 (no trailing slash). */
  url: string;
  port: number;
  /** Absolute data directory. */
  dataDir: string;
  /** What the media step did on this start. */
  media: MediaReport;
  /** Request counts and what was served (also at /__demo/requests and /__demo/traffic). */
  requests: RequestCounter;
  /** Stops listening, drops open connections and closes the database. */
  close(): Promise<void>;
}

/** The URL clients use for a listening address (wildcard interfaces are reached through loopback). */
function baseUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** Starts the demo API: generates missing media, opens the database, listens. */
export async function startDemoApi(options: DemoApiOptions): Promise<DemoApi> {
  const dataDir = resolve(options.dataDir);
  const host = options.host ?? '127.0.0.1';
  const envNow = process.env.DEMO_NOW;
  const now = options.now ?? (envNow ? parseNow(envNow, 'DEMO_NOW') : new Date());
  const counts = resolveCounts(options.scale ?? 1, options.counts);
  const faults = new FaultSwitch();
  for (const spec of options.faults ?? []) faults.add(parseFault(spec));

  await mkdir(dataDir, { recursive: true });
  const mediaDir = join(dataDir, 'media');
  const media = await ensureMedia(mediaDir, baseAssets());
  const store = new DemoStore(join(dataDir, 'demo.sqlite'), { reset: options.reset ?? false });
  const requests = new RequestCounter();
  const mediaServer = new MediaServer(mediaDir);
  const shutdown = new AbortController();
  let content: DemoContent | undefined;
  let routes: Route[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://demo.invalid').pathname;
    // The API is for any page (the site's forms call it from the browser); the inspection and
    // fault paths are for tests and the developer alone: without CORS headers no web page open in
    // the developer's browser can read the stored contacts and submissions.
    if (!path.startsWith('/__demo/')) {
      for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, { 'Content-Length': '0' });
      res.end();
      return;
    }
    if (!content) throw new HttpError(503, 'Demo API is starting');
    if (!path.startsWith('/__demo/')) {
      requests.count(path);
      res.once('finish', () => {
        const length = method === 'HEAD' ? 0 : Number(res.getHeader('content-length') ?? 0);
        requests.served(path, res.statusCode, Number.isFinite(length) ? length : 0);
      });
      const fault = faults.take(path);
      if (fault && (await applyFault(fault, res, shutdown.signal))) return;
    }
    if (path.startsWith('/media/')) {
      if (method !== 'GET' && method !== 'HEAD')
        throw new HttpError(405, `Method ${method} not allowed`, { Allow: 'GET, HEAD, OPTIONS' });
      let file: string | undefined;
      try {
        file = content.media.get(decodeURIComponent(path));
      } catch {
        file = undefined;
      }
      if (!file) throw new HttpError(404, `Media file not found: ${path}`);
      await mediaServer.serve(req, res, file);
      return;
    }
    const match = matchRoute(routes, method, path);
    if (match.kind === 'not-found') throw new HttpError(404, `No such endpoint: ${method} ${path}`);
    if (match.kind === 'method-not-allowed') {
      throw new HttpError(405, `Method ${method} not allowed for ${path}`, { Allow: match.allow.join(', ') });
    }
    await match.route.handler({ req, res, params: match.params });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (shutdown.signal.aborted || res.destroyed) return;
      if (!(error instanceof HttpError)) console.error('Demo API error:', error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof HttpError ? error.message : 'Internal error of the demo API';
      sendJson(res, status, { error: message }, error instanceof HttpError ? error.headers : {});
    });
  });

  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(options.port ?? 8787, host, () => {
        server.off('error', fail);
        done();
      });
    });
  } catch (error) {
    store.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = baseUrl(host, port);
  content = buildContent({ counts, now, selfUrl: url });
  routes = [...apiRoutes({ content, store }), ...inspectionRoutes({ store, faults, requests })];

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((done) => {
      shutdown.abort();
      server.close(() => {
        store.close();
        done();
      });
      server.closeAllConnections();
    });
    return closing;
  };
  return { url, port, dataDir, media, requests, close };
}

/** Command-line entry: start, print the address, stop cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseCli>;
  try {
    parsed = parseCli(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (parsed.help) {
    process.stdout.write(USAGE);
    return;
  }
  const api = await startDemoApi(parsed.options);
  if (api.media.generated > 0) {
    console.error(
      `Demo API: generated ${api.media.generated} media files in ${(api.media.milliseconds / 1000).toFixed(1)} s`,
    );
  }
  console.log(`Demo API listening on ${api.url} (data: ${api.dataDir})`);
  const stop = (): void => {
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // `npm run demo-api` runs us under `sh -c`, which does not pass SIGTERM on: when the npm process
  // is stopped we are re-parented, so stop too instead of holding the port.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 1000).unref();
}

const entry = process.argv[1];
if (entry && realpathSync(entry) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`Demo API failed to start: ${(error as Error).message ?? error}`);
    process.exit(1);
  });
}
