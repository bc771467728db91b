// Endpoints for tests, outside /api: what was stored, request counts and traffic, fault switches, health.

import { parseFault, type FaultSwitch } from './faults.ts';
import { HttpError, readJson, sendJson } from './http.ts';
import type { RequestCounter } from './requestCounter.ts';
import type { Route } from './router.ts';
import type { DemoStore } from './store.ts';

/** What the inspection routes read and control. */
export interface InspectionDependencies {
  store: DemoStore;
  faults: FaultSwitch;
  requests: RequestCounter;
}

/** Every route under /__demo/. */
export function inspectionRoutes({ store, faults, requests }: InspectionDependencies): Route[] {
  return [
    { method: 'GET', pattern: '/__demo/health', handler: ({ res }) => sendJson(res, 200, { ok: true }) },
    { method: 'GET', pattern: '/__demo/contacts', handler: ({ res }) => sendJson(res, 200, store.contacts()) },
    { method: 'GET', pattern: '/__demo/submissions', handler: ({ res }) => sendJson(res, 200, store.submissions()) },
    {
      method: 'GET',
      pattern: '/__demo/email-requests',
      handler: ({ res }) => sendJson(res, 200, store.emailRequests()),
    },
    { method: 'GET', pattern: '/__demo/requests', handler: ({ res }) => sendJson(res, 200, requests.snapshot()) },
    { method: 'GET', pattern: '/__demo/traffic', handler: ({ res }) => sendJson(res, 200, requests.traffic()) },
    {
      method: 'DELETE',
      pattern: '/__demo/requests',
      handler: ({ res }) => {
        requests.reset();
        sendJson(res, 200, {});
      },
    },
    { method: 'GET', pattern: '/__demo/faults', handler: ({ res }) => sendJson(res, 200, faults.list()) },
    {
      method: 'POST',
      pattern: '/__demo/faults',
      handler: async ({ req, res }) => {
        const body = await readJson(req);
        // Check every fault before adding any, so a bad list changes nothing.
        const specs = (Array.isArray(body) ? body : [body]).map((item) => {
          try {
            return parseFault(item);
          } catch (error) {
            throw new HttpError(400, (error as Error).message);
          }
        });
        for (const spec of specs) faults.add(spec);
        sendJson(res, 201, faults.list());
      },
    },
    {
      method: 'DELETE',
      pattern: '/__demo/faults',
      // `?path=` (repeatable) removes only the faults on those paths, in one step: browser specs run in
      // parallel, and one spec's clean-up must not remove, even for a moment, a fault another has just set.
      handler: ({ req, res }) => {
        const paths = new URL(req.url ?? '/', 'http://demo.invalid').searchParams.getAll('path');
        faults.clear(paths);
        sendJson(res, 200, faults.list());
      },
    },
  ];
}
