// Matches a method and path against a route table with `:name` segments.

import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a handler receives. */
export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  params: Record<string, string>;
}

/** One route: HTTP method, pattern such as `/api/eventi/get_evento/:id`, handler. */
export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: string;
  handler: (context: RouteContext) => void | Promise<void>;
}

/** The outcome of matching: a handler with its parameters, or why there is none. */
export type Match =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'not-found' };

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const expected = want[i] ?? '';
    const actual = got[i] ?? '';
    if (expected.startsWith(':')) {
      if (actual === '') return undefined;
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (expected !== actual) {
      return undefined;
    }
  }
  return params;
}

/** Finds the route for a request; HEAD is served by GET routes. */
export function matchRoute(routes: readonly Route[], method: string, path: string): Match {
  const allow = new Set<string>();
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (!params) continue;
    if (route.method === method || (method === 'HEAD' && route.method === 'GET'))
      return { kind: 'found', route, params };
    allow.add(route.method);
    if (route.method === 'GET') allow.add('HEAD');
  }
  return allow.size > 0 ? { kind: 'method-not-allowed', allow: [...allow, 'OPTIONS'] } : { kind: 'not-found' };
}
