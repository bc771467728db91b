/**
 * A plain static host for the built site, as GitHub Pages behaves: files as
 * they are, a folder without its final slash redirected (301) to it, and
 * 404.html with status 404 for everything else. With `rewrites`, it first
 * applies the 200 rules of the build's `_redirects`, as Netlify or Cloudflare
 * Pages would.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = fileURLToPath(new URL('../../../dist/', import.meta.url));

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
};

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
      source: new RegExp(`^${source!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+').replace(/\*/g, '.*')}$`),
      target: target!,
    }));
}

export interface StaticHost {
  url: string;
  close(): Promise<void>;
}

/** Serves the built site (dist/) on a free port. */
export async function startStaticHost({ rewrites = false } = {}): Promise<StaticHost> {
  const root = resolve(distDir);
  const rules = rewrites ? readRewrites(root) : [];
  const fileAt = (pathname: string) => {
    const path = resolve(root, `.${pathname}`);
    return path === root || path.startsWith(root + sep) ? path : undefined;
  };
  const send = (res: import('node:http').ServerResponse, status: number, path: string) => {
    res.writeHead(status, { 'Content-Type': contentTypes[extname(path)] ?? 'application/octet-stream' });
    res.end(readFileSync(path));
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const path = fileAt(pathname);
    const stats = path && existsSync(path) ? statSync(path) : undefined;
    if (path && stats?.isFile()) return send(res, 200, path);
    if (path && stats?.isDirectory()) {
      if (!url.pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
        return res.end();
      }
      if (existsSync(join(path, 'index.html'))) return send(res, 200, join(path, 'index.html'));
    }
    const rule = rules.find(({ source }) => source.test(url.pathname));
    if (rule) return send(res, 200, join(fileAt(rule.target)!, 'index.html'));
    send(res, 404, join(root, '404.html'));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
