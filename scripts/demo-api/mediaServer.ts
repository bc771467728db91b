// Serves media files the way a CDN would: type, length, caching validators, 304 and byte ranges.

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { HttpError } from './http.ts';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};

interface FileInfo {
  size: number;
  lastModified: string;
  modifiedSeconds: number;
  etag: string;
}

/** A byte range to send, inclusive. */
type Range = { start: number; end: number };

/** Parses a single-range `Range` header; null means "send everything", 'unsatisfiable' means 416. */
function parseRange(header: string | undefined, size: number): Range | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // several ranges or another unit: a full answer is allowed
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Whether an If-None-Match header matches an ETag (weak comparison, as for GET). */
function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/** Serves files of a media directory; validators are computed once per file and kept. */
export class MediaServer {
  readonly #dir: string;
  readonly #info = new Map<string, Promise<FileInfo>>();

  constructor(dir: string) {
    this.#dir = dir;
  }

  async #describe(file: string): Promise<FileInfo> {
    let info = this.#info.get(file);
    if (!info) {
      info = (async () => {
        const path = join(this.#dir, file);
        const [stats, bytes] = await Promise.all([stat(path), readFile(path)]);
        const modifiedSeconds = Math.floor(stats.mtimeMs / 1000);
        return {
          size: stats.size,
          modifiedSeconds,
          lastModified: new Date(modifiedSeconds * 1000).toUTCString(),
          etag: `"${createHash('sha1').update(bytes).digest('hex').slice(0, 20)}"`,
        };
      })();
      this.#info.set(file, info);
      info.catch(() => this.#info.delete(file));
    }
    return info;
  }

  /** Answers a GET or HEAD for `file` (relative to the media directory). */
  async serve(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
    let info: FileInfo;
    try {
      info = await this.#describe(file);
    } catch {
      throw new HttpError(404, `Media file not found: /media/${file}`);
    }
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=3600',
      ETag: info.etag,
      'Last-Modified': info.lastModified,
      'Accept-Ranges': 'bytes',
    };

    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    const notModified = ifNoneMatch
      ? etagMatches(ifNoneMatch, info.etag)
      : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= info.modifiedSeconds * 1000;
    if (notModified) {
      res.writeHead(304, headers);
      res.end();
      return;
    }

    // If-Range: only honour the Range when the client's copy is still current.
    const ifRange = req.headers['if-range'];
    const rangeAllowed = !ifRange || ifRange === info.etag || ifRange === info.lastModified;
    const range = rangeAllowed ? parseRange(req.headers.range, info.size) : null;
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'Content-Range': `bytes */${info.size}`, 'Content-Length': '0' });
      res.end();
      return;
    }
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    res.writeHead(range ? 206 : 200, {
      ...headers,
      'Content-Length': String(info.size === 0 ? 0 : end - start + 1),
      ...(range ? { 'Content-Range': `bytes ${start}-${end}/${info.size}` } : {}),
    });
    if (req.method === 'HEAD' || info.size === 0) {
      res.end();
      return;
    }
    await pipeline(createReadStream(join(this.#dir, file), { start, end }), res);
  }
}
