/**
 * `npm run check:api -- <url>` against the demo API (all OK) and against a
 * broken one (faults, plus a small proxy that changes one answer's shape).
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApi } from '../../scripts/demo-api/server.ts';
import { projectRoot } from '../../scripts/lib/astro.ts';
import { closeServer, ports, setFaults, startApi } from './support/build.ts';

/** Runs the check:api script as the webmaster would, capturing what it prints. */
function checkApi(url: string, env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(projectRoot, 'scripts/check-api.ts'), '--', url], {
      env: { ...process.env, API_RETRIES: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The endpoint lines of a report: "STATUS  GET /path…". */
const endpointLines = (output: string) => output.split('\n').filter((line) => /^[A-Z]+\s+GET \//.test(line));

let api: DemoApi;
let proxy: Server;
const proxyUrl = `http://127.0.0.1:${ports.brokenProxy}`;

beforeAll(async () => {
  api = await startApi(ports.checkApi);
  // A broken API: the demo API behind a proxy that sends the home configuration in the wrong shape.
  proxy = createServer(async (request, response) => {
    if (request.url === '/api/impostazioni/get_home_configuration') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end('{"sfondo_home": 5, "titolo": "Benvenuti"}');
    }
    try {
      const answer = await fetch(`${api.url}${request.url}`);
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      response.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => proxy.listen(ports.brokenProxy, '127.0.0.1', resolve));
});

afterAll(async () => {
  await closeServer(proxy);
  await api?.close();
});

describe('npm run check:api', () => {
  it('prints OK for every endpoint of the demo API and exits 0', async () => {
    await setFaults(api, []);
    const members = (await (await fetch(`${api.url}/api/utenti/get_member_blog_posts_from_users`)).json()) as unknown[];
    const { code, output } = await checkApi(api.url);
    expect(code, output).toBe(0);
    const lines = endpointLines(output);
    expect(lines.length).toBe(27);
    for (const line of lines) expect(line).toMatch(/^OK\s/);
    expect(output).toContain(
      `OK      GET /api/utenti/get_member_blog_post/{id} (${members.length} of ${members.length} records)`,
    );
    expect(output).toContain('27 endpoints: 27 OK, 0 wrong.');
  });

  it('names what is wrong with a broken API, endpoint by endpoint and record by record, and exits 1', async () => {
    await setFaults(api, [
      { path: '/api/utenti/get_member_blog_post/3', mode: 'status', status: 500 },
      { path: '/api/safety/get_safety_articles', mode: 'non-json' },
      { path: '/api/aircrafts/get_aircrafts', mode: 'status', status: 404 },
    ]);
    const { code, output } = await checkApi(proxyUrl);
    expect(code, output).toBe(1);
    const lines = output.split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(/^WRONG\s+GET \/api\/impostazioni\/get_home_configuration: field "sfondo_home": .*string/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^WRONG\s+GET \/api\/utenti\/get_member_blog_post\/\{id\}: 1 of \d+ records wrong$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^\s+id 3: HTTP 500 Internal Server Error \(after 2 attempts\)$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^WRONG\s+GET \/api\/safety\/get_safety_articles: body is not JSON \(text\/html/),
    );
    expect(lines).toContainEqual('WRONG   GET /api/aircrafts/get_aircrafts: HTTP 404 Not Found');
    expect(lines).toContainEqual(
      'SKIPPED GET /api/aircrafts/get_aircraft_info/{id}: its list /api/aircrafts/get_aircrafts failed',
    );
    expect(lines).toContainEqual(expect.stringMatching(/^OK\s+GET \/api\/eventi\/get_eventi_pubblici/));
    expect(output).toContain('27 endpoints: 21 OK, 4 wrong, 2 not checked.');
  });

  it('says how to use it when no URL is given', async () => {
    const { code, output } = await checkApi('', { API_URL: '' });
    expect(code).toBe(2);
    expect(output).toContain('Usage: npm run check:api -- <API base URL>');
  });
});
