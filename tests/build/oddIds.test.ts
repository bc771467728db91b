/**
 * Record ids are opaque strings: a build against an API whose ids hold spaces,
 * accents, quotes, `?`, `#` and `%` gives pages that a GitHub-Pages-like host
 * serves from the site's own links; an id that cannot be a page address fails
 * the build, naming the URL that sent it.
 */
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApi } from '../../scripts/demo-api/server.ts';
import { serveUnderBase } from './support/basePath.ts';
import { build, closeServer, discard, ports, startApi, type BuildResult } from './support/build.ts';

const ODD_EVENT = 'Raduno "è" l\'ala? #1 50%';
const ODD_MEMBER = 'Rossi & C. è "q"?#';
const SITE_PORT = 4432;

let api: DemoApi;
let proxy: Server;
/** The id the proxy gives the first event. */
let eventId = ODD_EVENT;
let result: BuildResult | undefined;
const proxyUrl = `http://127.0.0.1:${ports.oddIdsProxy}`;

beforeAll(async () => {
  api = await startApi(ports.plain);
  // The demo API behind a proxy that renames the first event and member 1, and answers member 1's
  // record at its new address.
  proxy = createServer(async (request, response) => {
    let path = request.url ?? '/';
    const memberPath = '/api/utenti/get_member_blog_post/';
    if (path === `${memberPath}${encodeURIComponent(ODD_MEMBER)}`) path = `${memberPath}1`;
    const upstream = await fetch(`${api.url}${path}`);
    let body = Buffer.from(await upstream.arrayBuffer());
    const json = () => JSON.parse(body.toString()) as Array<{ id: unknown }> & { id: unknown };
    if (path === '/api/eventi/get_eventi_pubblici') {
      const events = json();
      events[0]!.id = eventId;
      body = Buffer.from(JSON.stringify(events));
    } else if (path === '/api/utenti/get_member_blog_posts_from_users') {
      const members = json().map((member) => (member.id === 1 ? { ...member, id: ODD_MEMBER } : member));
      body = Buffer.from(JSON.stringify(members));
    } else if (path === `${memberPath}1`) {
      body = Buffer.from(JSON.stringify({ ...json(), id: ODD_MEMBER }));
    }
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
    response.end(body);
  });
  await new Promise<void>((resolve) => proxy.listen(ports.oddIdsProxy, '127.0.0.1', resolve));
});

afterEach(async () => {
  await discard(result);
  result = undefined;
});

afterAll(async () => {
  await closeServer(proxy);
  await api?.close();
});

/** The href of the first link whose text contains `text`, in a page served at `url`. */
async function linkTo(url: string, text: string): Promise<string> {
  const html = await (await fetch(url)).text();
  for (const [, href, inner] of html.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    if (inner!.includes(text)) return new URL(href!, url).href;
  }
  throw new Error(`No link to "${text}" in ${url}`);
}

describe('a build whose records have odd ids', () => {
  it('gives every such record a page that its links reach on a GitHub-Pages-like host, in both languages', async () => {
    eventId = ODD_EVENT;
    result = await build({ API_URL: proxyUrl });
    expect(result.code, result.output).toBe(0);
    const events = (await (await fetch(`${api.url}/api/eventi/get_eventi_pubblici`)).json()) as Array<{
      title: string;
    }>;
    const { origin, server } = await serveUnderBase(result.outDir, '/', SITE_PORT);
    try {
      for (const prefix of ['', '/en']) {
        const eventPage = await linkTo(`${origin}${prefix}/eventi/`, events[0]!.title);
        const page = await fetch(eventPage);
        expect(page.status, eventPage).toBe(200);
        const html = await page.text();
        expect(html).toContain(events[0]!.title);
        const calendar = await linkTo(eventPage, prefix ? 'Add to calendar' : 'Aggiungi al calendario');
        expect((await fetch(calendar)).status, calendar).toBe(200);

        const memberPage = await linkTo(`${origin}${prefix}/chi-siamo/soci/`, 'Ferrari');
        const member = await fetch(memberPage);
        expect(member.status, memberPage).toBe(200);
        expect(await member.text()).toContain('Marco Ferrari');
      }
    } finally {
      await closeServer(server);
    }
  });

  it.each(['a/b', '..'])('fails on the id %j, naming the URL that sent it and the id', async (id) => {
    eventId = id;
    result = await build({ API_URL: proxyUrl });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(
      `API response invalid: GET ${proxyUrl}/api/eventi/get_eventi_pubblici: record id ${JSON.stringify(id)} cannot be a page address`,
    );
  });
});
