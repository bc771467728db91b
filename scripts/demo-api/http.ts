// Small HTTP helpers shared by every handler: JSON and HTML answers, CORS, body reading.

import type { IncomingMessage, ServerResponse } from 'node:http';

/** An error that becomes an HTTP answer `{error: message}` with its status. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** Headers that let the site's pages (another origin) call the API from the browser. */
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, If-None-Match, If-Modified-Since, Range',
  'Access-Control-Expose-Headers': 'ETag, Last-Modified, Content-Length, Content-Range, Accept-Ranges',
  'Access-Control-Max-Age': '600',
};

/** Sends a JSON answer (UTF-8, with its byte length). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

/** Sends an HTML page. */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(html)),
    'Cache-Control': 'no-store',
  });
  res.end(res.req.method === 'HEAD' ? undefined : html);
}

const BODY_LIMIT = 1024 * 1024;

/** Reads and parses a JSON request body; answers 400 for anything that is not JSON, 413 past 1 MiB. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new HttpError(413, 'Request body is larger than 1 MiB');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new HttpError(400, 'Request body is empty: a JSON object is required');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

/** Reads a JSON body that must be an object. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
