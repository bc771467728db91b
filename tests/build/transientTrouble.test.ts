/**
 * One real build, under a GitHub project page's base path, against a demo API
 * with transient trouble: it must succeed, its pages and the files search
 * engines and calendars read must stay under the base, and a secret in the
 * build's environment must not reach the output.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApi } from '../../scripts/demo-api/server.ts';
import type { ActiveFault } from '../../scripts/demo-api/faults.ts';
import { escapingReferences, htmlFiles, pageReferences, serveUnderBase } from './support/basePath.ts';
import {
  build,
  closeBuild,
  closeServer,
  inspect,
  ports,
  setFaults,
  startApi,
  type BuildResult,
} from './support/build.ts';
import { chromiumArgs, findChromium } from '../e2e/support/chromium.ts';

const BASE = '/flyparty/';
const SITE = 'https://example.github.io';
const SITE_PORT = 4432;
// What a CI job's environment may hold; nothing the site publishes may contain it.
const PLANTED_SECRET = 'ghp_plantedByTheBuildTestDoNotPublish0123456789';

let api: DemoApi;
let result: BuildResult;

beforeAll(async () => {
  api = await startApi(ports.transient);
  await setFaults(api, [
    { path: '/api/eventi/get_eventi_pubblici', mode: 'status', status: 503, times: 2 },
    // Slower than API_TIMEOUT_MS below: the first attempt is abandoned, the second answers.
    { path: '/api/impostazioni/get_home_configuration', mode: 'delay', delayMs: 5000, times: 1 },
    { path: '/api/utenti/get_member_blog_post/3', mode: 'drop', times: 1 },
    { path: '/api/aircrafts/get_aircraft_media/2', mode: 'status', status: 500, times: 1 },
    { path: '/media/logos/logo.png', mode: 'status', status: 503, times: 2 },
  ]);
  result = await build({
    API_URL: api.url,
    API_TIMEOUT_MS: '2500',
    BASE_PATH: BASE,
    SITE_URL: SITE,
    GITHUB_TOKEN: PLANTED_SECRET,
    DEPLOY_SECRET: PLANTED_SECRET,
  });
});

afterAll(() => closeBuild(api, result));

describe('a build while the API has transient trouble', () => {
  it('succeeds: every fault was met and absorbed by a retry', async () => {
    expect(result.code, result.output).toBe(0);
    const faults = await inspect<ActiveFault[]>(api, '/__demo/faults');
    expect(faults.map(({ path, remaining }) => [path, remaining])).toEqual(faults.map(({ path }) => [path, 0]));
    expect(result.output).not.toContain('[images]');
    const requests = await inspect<Record<string, number>>(api, '/__demo/requests');
    expect(requests['/api/eventi/get_eventi_pubblici']).toBe(3);
    expect(requests['/api/impostazioni/get_home_configuration']).toBe(2);
  });

  it('built every page, in Italian and English', async () => {
    const members = await inspect<Array<{ id: number }>>(api, '/api/utenti/get_member_blog_posts_from_users');
    const files = await htmlFiles(result.outDir);
    for (const member of members) {
      expect(files).toContain(`chi-siamo/socio/${member.id}/index.html`);
      expect(files).toContain(`en/chi-siamo/socio/${member.id}/index.html`);
    }
  });
});

describe(`a build under the base path ${BASE}`, () => {
  it('has no link, image, script, form action or island URL that escapes the base', async () => {
    expect(escapingReferences('<a href="/eventi/">x</a>', `${SITE}${BASE}`, BASE)).toHaveLength(1);

    const escapes: string[] = [];
    const kinds = new Set<string>();
    let checked = 0;
    for (const file of await htmlFiles(result.outDir)) {
      const html = await readFile(join(result.outDir, file), 'utf8');
      const pageUrl = `${SITE}${BASE}${file.replace(/index\.html$/, '')}`;
      for (const reference of pageReferences(html)) kinds.add(reference.where);
      checked += pageReferences(html).length;
      escapes.push(...escapingReferences(html, pageUrl, BASE).map(({ where, url }) => `${file}: ${where} ${url}`));
    }
    expect(escapes).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
    expect([...kinds]).toEqual(
      expect.arrayContaining(['href', 'src', 'srcset', 'component-url', 'renderer-url', 'island prop']),
    );
  });

  it('lists its pages in sitemap.xml and robots.txt, and its manifest and calendar files, at the public address under the base', async () => {
    const origin = `${SITE}${BASE}`;
    const sitemap = await readFile(join(result.outDir, 'sitemap.xml'), 'utf8');
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map(([, loc, href]) => loc ?? href!);
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter((url) => !url.startsWith(origin))).toEqual([]);
    expect(urls).toContain(`${origin}en/la-flotta/`);

    expect(await readFile(join(result.outDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${origin}sitemap.xml`);

    const manifest = JSON.parse(await readFile(join(result.outDir, 'site.webmanifest'), 'utf8'));
    expect([manifest.start_url, manifest.scope]).toEqual([BASE, BASE]);
    expect(
      manifest.icons.map((icon: { src: string }) => icon.src).filter((src: string) => !src.startsWith(BASE)),
    ).toEqual([]);

    const calendar = await readFile(join(result.outDir, 'en/eventi.ics'), 'utf8');
    const links = [...calendar.replace(/\r\n /g, '').matchAll(/^(?:URL|UID):(.*)$/gm)].map(([, url]) => url!.trim());
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((url) => !url.startsWith(origin))).toEqual([]);
  });

  it('publishes no secret from the environment it was built in', async () => {
    const entries = await readdir(result.outDir, { withFileTypes: true, recursive: true });
    const texts = entries.filter(
      (entry) => entry.isFile() && /\.(html|js|css|json|xml|txt|ics|webmanifest)$|_redirects$/.test(entry.name),
    );
    expect(texts.length).toBeGreaterThan(100);
    const leaking: string[] = [];
    for (const entry of texts)
      if ((await readFile(join(entry.parentPath, entry.name), 'utf8')).includes(PLANTED_SECRET))
        leaking.push(entry.name);
    expect(leaking).toEqual([]);
  });

  it('works when served only under the base: pages, pictures and islands load, links stay inside', async () => {
    await inBrowserUnderBase(async (page, origin) => {
      const failures: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(origin) && response.status() >= 400)
          failures.push(`${response.status()} ${response.url()}`);
      });
      page.on('requestfailed', (request) => failures.push(`failed ${request.url()}`));

      // Leaving while the islands' modules or the pictures near the screen still load would abort
      // them, and count them as failures (on a busy machine the stand-in logo's 288 copy once was):
      // each page settles before the next.
      for (const path of ['', 'en/la-flotta/', 'eventi/']) {
        await page.goto(`${origin}${BASE}${path}`);
        await hydrateEveryIsland(page);
        await page.waitForLoadState('networkidle');
        const images = await page.locator('img').evaluateAll((imgs) =>
          imgs.map((img) => ({
            src: (img as HTMLImageElement).src,
            shown: (img as HTMLImageElement).naturalWidth > 0,
          })),
        );
        for (const { src } of images) expect(src.startsWith(`${origin}${BASE}`), src).toBe(true);
        expect(images.some(({ shown }) => shown)).toBe(true);
      }
      await page.goto(`${origin}${BASE}`);
      await hydrateEveryIsland(page);
      await page.waitForLoadState('networkidle');
      await page.locator('header').getByRole('link', { name: 'Eventi' }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`${BASE}eventi/`);
      expect(failures).toEqual([]);
    });
  });

  it('searches under the base: the index loads from under it and every result links inside', async () => {
    await inBrowserUnderBase(async (page, origin) => {
      const requested: string[] = [];
      const failures: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') failures.push(message.text());
      });
      await page.goto(`${origin}${BASE}en/cerca/?q=Cub`);
      await expect.poll(() => page.locator('[data-site-search]').getAttribute('data-state')).toBe('done');
      const hrefs = await page
        .locator('[data-search-results] a')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      expect(hrefs.length).toBeGreaterThan(2);
      expect(hrefs.filter((href) => !href.startsWith(`${origin}${BASE}en/`))).toEqual([]);
      expect(requested.filter((url) => url.includes('/pagefind/')).length).toBeGreaterThan(3);
      expect(requested.filter((url) => !url.startsWith(`${origin}${BASE}`))).toEqual([]);
      expect(failures).toEqual([]);
      // A result opens its page.
      await page.locator('[data-search-results] a').first().click();
      await expect.poll(() => page.url()).toBe(hrefs[0]);
    });
  });

  it('answers an unknown English path under the base in English too, without JavaScript', async () => {
    let server: Server | undefined;
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    try {
      const served = await serveUnderBase(result.outDir, BASE, SITE_PORT);
      server = served.server;
      const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
      const response = await page.goto(`${served.origin}${BASE}en/no-such-page/`);
      expect(response?.status()).toBe(404);
      const english = page.locator('main [lang="en"]');
      await expect.poll(() => english.getByRole('heading').textContent()).toBe('This page does not exist');
      expect(await english.getByRole('link').getAttribute('href')).toBe(`${BASE}en/`);
      expect(await page.locator('main [lang="it"]').getByRole('link').getAttribute('href')).toBe(BASE);
    } finally {
      await browser.close();
      server?.closeAllConnections();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    }
  });
});

/** Serves the build under its base alone, as GitHub Pages does, and runs `use` in a browser page; then closes both. */
async function inBrowserUnderBase(use: (page: Page, origin: string) => Promise<void>): Promise<void> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  let server: Server | undefined;
  try {
    const served = await serveUnderBase(result.outDir, BASE, SITE_PORT);
    server = served.server;
    await use(await browser.newPage(), served.origin);
  } finally {
    await browser.close();
    await closeServer(server);
  }
}

/**
 * The header's switches hydrate when the visitor reaches for them (client:intent): the pointer
 * goes over each; an island below the fold (client:settled, the home page's countdown) when it is
 * scrolled to. Then every island on the page must have loaded its modules from under the base.
 */
async function hydrateEveryIsland(page: Page): Promise<void> {
  for (const island of await page.locator('astro-island[client="settled"]').all())
    await island.scrollIntoViewIfNeeded();
  const reachable = page.locator('astro-island[client="intent"]');
  for (const island of await reachable.all()) await island.locator('button, a').first().hover();
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}
