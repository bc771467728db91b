/**
 * Tools for the base-path test: every URL a built page refers to, and a static
 * server that, like GitHub Pages for a project site, serves the build only
 * under /<repo>/ and answers 404 (with 404.html) everywhere else.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, relative, sep } from 'node:path';
import { decode } from 'he';

/** Every .html file of a build, relative to its folder, with '/' separators. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export interface PageReference {
  /** Where the URL was found: an attribute name, `css url()` or `island prop`. */
  where: string;
  url: string;
}

const urlAttribute = /\s(href|src|srcset|action|poster|content|data-fallback|[\w-]*-url)\s*=\s*"([^"]*)"/gi;
const cssUrl = /url\(\s*['"]?([^'")\s]+)['"]?\s*\)/gi;
const islandProps = /\sprops="([^"]*)"/gi;
// Astro serialises island props as [type, value] pairs: a string is [0,"…"].
const islandString = /\[0,"((?:[^"\\]|\\.)*)"\]/g;

/** Every URL an HTML page refers to: links, images and their srcsets, scripts, forms, meta URLs, CSS and island props. */
export function pageReferences(html: string): PageReference[] {
  const found: PageReference[] = [];
  for (const [, attribute, raw] of html.matchAll(urlAttribute)) {
    const name = attribute!.toLowerCase();
    const value = decode(raw!);
    if (name === 'srcset') {
      for (const candidate of value.split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) found.push({ where: name, url });
      }
    } else if (name !== 'content' || /^(\/|https?:)/.test(value)) {
      found.push({ where: name, url: value });
    }
  }
  for (const [, url] of html.matchAll(cssUrl)) found.push({ where: 'css url()', url: decode(url!) });
  for (const [, props] of html.matchAll(islandProps)) {
    for (const [, value] of decode(props!).matchAll(islandString)) {
      const text = JSON.parse(`"${value}"`) as string;
      if (text.startsWith('/')) found.push({ where: 'island prop', url: text });
    }
  }
  return found;
}

/**
 * The references of a page that leave the site's base: on the site's origin
 * but outside `base`, once resolved against the page's own URL.
 */
export function escapingReferences(html: string, pageUrl: string, base: string): PageReference[] {
  const page = new URL(pageUrl);
  return pageReferences(html).filter(({ url }) => {
    if (/^(#|mailto:|tel:|data:|javascript:|blob:)/i.test(url)) return false;
    const target = new URL(url, page);
    return target.origin === page.origin && !`${target.pathname}/`.startsWith(base);
  });
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
  '.json': 'application/json',
};

/**
 * Serves `dir` under `base` only, like a GitHub project page; resolves with its origin. `dir` may be a
 * function, read at each request: a new deployment replaces the files at the same address. While
 * `stalled()` says so, a request is accepted and never answered, as on a link that has died mid-way.
 */
export async function serveUnderBase(
  dir: string | (() => string),
  base: string,
  port: number,
  stalled: () => boolean = () => false,
): Promise<{ origin: string; server: Server }> {
  const server = createServer(async (request, response) => {
    if (stalled()) return;
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const root = typeof dir === 'function' ? dir() : dir;
    const send = async (file: string, status = 200) => {
      const body = await readFile(join(root, file));
      response.writeHead(status, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    };
    try {
      if (!path.startsWith(base)) throw new Error('outside the base');
      const inner = normalize(path.slice(base.length)).replace(/^(\.\.[/\\])+/, '');
      await send(path.endsWith('/') ? join(inner, 'index.html') : inner);
    } catch {
      await send('404.html', 404).catch(() => response.writeHead(404).end());
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
