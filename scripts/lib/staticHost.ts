/**
 * A plain static host for the built site, as GitHub Pages behaves: files as
 * they are, a folder without its final slash redirected (301) to it, and
 * 404.html with status 404 for everything else. With `rewrites`, it first
 * applies the 200 rules of the build's `_redirects`, as Netlify or Cloudflare
 * Pages would. With `gzip`, it compresses text for browsers that accept it, as
 * those hosts do (the page benchmark measures what a visitor downloads).
 * With `tls`, it speaks HTTP/2 over TLS, as GitHub Pages does: every request
 * of a page shares one connection, where HTTP/1.1 opens up to six, each with
 * its own handshake (which Lighthouse's simulated slow 4G charges for).
 * Used by the browser tests and the page benchmark.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.ics': 'text/calendar; charset=utf-8',
};

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

interface Rewrite {
  source: RegExp;
  target: string;
}

function readRewrites(root: string): Rewrite[] {
  const file = join(root, '_redirects');
  if (!existsSync(file)) throw new Error('The build has no _redirects file');
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([source, , status]) => source && !source.startsWith('#') && status === '200')
    .map(([source, target]) => ({
      source: new RegExp(
        `^${source!
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/:\w+/g, '[^/]+')
          .replace(/\*/g, '.*')}$`,
      ),
      target: target!,
    }));
}

/** What the host reads of a request and does with a response: HTTP/1.1's and HTTP/2's compatibility API both have it. */
interface Request {
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}
interface Reply {
  writeHead(status: number, headers: Record<string, string>): void;
  end(): void;
  end(body: Buffer): void;
}

export interface StaticHost {
  url: string;
  close(): Promise<void>;
}

export interface StaticHostOptions {
  /** The built site; dist/ by default. */
  root?: string;
  /** Apply the 200 rules of the build's `_redirects` first. */
  rewrites?: boolean;
  /** Gzip text files for clients that accept it. */
  gzip?: boolean;
  /** 0 (the default) for a free port. */
  port?: number;
  /** A certificate and its key (PEM): serve HTTP/2 over TLS at https://127.0.0.1. */
  tls?: { cert: string; key: string };
}

/** Serves a built site (dist/ unless told otherwise) on a port of its own. */
export async function startStaticHost({
  root: rootDir = distDir,
  rewrites = false,
  gzip = false,
  port = 0,
  tls,
}: StaticHostOptions = {}): Promise<StaticHost> {
  const root = resolve(rootDir);
  const rules = rewrites ? readRewrites(root) : [];
  const fileAt = (pathname: string) => {
    const path = resolve(root, `.${pathname}`);
    return path === root || path.startsWith(root + sep) ? path : undefined;
  };

  const handle = (req: Request, res: Reply) => {
    const send = (status: number, path: string) => {
      const type = contentTypes[extname(path)] ?? 'application/octet-stream';
      let body = readFileSync(path);
      const headers: Record<string, string> = { 'Content-Type': type };
      if (gzip && compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
        body = gzipSync(body);
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      res.writeHead(status, headers);
      res.end(body);
    };

    const url = new URL(req.url ?? '/', 'http://host');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const path = fileAt(pathname);
    const stats = path && existsSync(path) ? statSync(path) : undefined;
    if (path && stats?.isFile()) return send(200, path);
    if (path && stats?.isDirectory()) {
      if (!url.pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
        return res.end();
      }
      if (existsSync(join(path, 'index.html'))) return send(200, join(path, 'index.html'));
    }
    const rule = rules.find(({ source }) => source.test(url.pathname));
    if (rule) return send(200, join(fileAt(rule.target)!, 'index.html'));
    send(404, join(root, '404.html'));
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createServer(handle);
  // A browser keeps its HTTP/2 session open: end them, or closing would wait for it.
  const sessions = new Set<{ destroy(): void }>();
  server.on('session', (session: { destroy(): void; once(event: 'close', listener: () => void): void }) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        for (const session of sessions) session.destroy();
      }),
  };
}
