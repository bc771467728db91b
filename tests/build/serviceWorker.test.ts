/**
 * The offline-reading service worker of real builds under a GitHub project page's base path: what it
 * precaches (the offline pages and what they show, a small total), how the pages register it (after
 * load, for the base path, allowed by `worker-src 'self'`), then, in Chromium on one address, three
 * deployments in turn: a first build, a next one that takes over cleanly (the new offline pages, the old
 * precache gone, the pages read before still there offline and on a host that never answers), and a build with SERVICE_WORKER=off, whose
 * worker unregisters itself and deletes the site's caches.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApi } from '../../scripts/demo-api/server.ts';
import { PRECACHE_BUDGET_BYTES } from '../../src/integrations/serviceWorker.ts';
import { chromiumArgs, findChromium } from '../e2e/support/chromium.ts';
import { htmlFiles, serveUnderBase } from './support/basePath.ts';
import { build, discard, ports, startApi, type BuildResult } from './support/build.ts';

const BASE = '/flyparty/';
const SITE = 'https://example.github.io';
const SITE_PORT = 4432;
// The product name of the next deployment, at the start of every title (the demo's own texts say "Ali Storiche").
const NEXT_NAME = 'Second Deployment';
// How long a poll may wait for the browser to install, activate or remove a worker: a limit for a stuck
// test, not a measure (page.waitForFunction would not do: it does not wait for an async predicate's promise).
const PATIENCE = { timeout: 30_000, interval: 100 };
// How long a page may take to open on a host that never answers: the worker's 20 s limit for a page never read, and room for a busy machine.
const STALLED_PATIENCE = 60_000;

let api: DemoApi;
let first: BuildResult;
let next: BuildResult;
let off: BuildResult;

beforeAll(async () => {
  api = await startApi(ports.plain);
  const settings = { API_URL: api.url, BASE_PATH: BASE, SITE_URL: SITE };
  first = await build(settings);
  // A new deployment whose offline pages differ (the product name is in their titles).
  next = await build({ ...settings, PRODUCT_NAME: NEXT_NAME });
  off = await build({ ...settings, SERVICE_WORKER: 'off' });
}, 10 * 60_000);

afterAll(async () => {
  await api?.close();
  await Promise.all([first, next, off].map(discard));
});

/** The precache list workbox-build wrote into a built sw.js. */
async function precacheList(outDir: string): Promise<Array<{ url: string; revision: string | null }>> {
  const worker = await readFile(join(outDir, 'sw.js'), 'utf8');
  const list = /\[\{"revision".*?\}\]/.exec(worker)?.[0];
  return list ? (JSON.parse(list) as Array<{ url: string; revision: string | null }>) : [];
}

/** A page's policy (its <meta http-equiv>) as directive → sources, and its inline scripts. */
function policyAndScripts(html: string): { policy: Record<string, string[]>; scripts: string[] } {
  const content = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1] ?? '';
  const policy = Object.fromEntries(
    content
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code!);
  return { policy, scripts };
}

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('the service worker of a build', () => {
  it('precaches the two offline pages and what they show, and nothing else: a small total', async () => {
    expect(first.code, first.output).toBe(0);
    const entries = await precacheList(first.outDir);
    const sized = await Promise.all(
      entries.map(async ({ url }) => ({
        url,
        bytes: (await stat(join(first.outDir, url.endsWith('/') ? `${url}index.html` : url))).size,
      })),
    );
    const total = sized.reduce((sum, { bytes }) => sum + bytes, 0);
    console.info(
      [
        `Precache of ${BASE}sw.js: ${sized.length} files, ${(total / 1024).toFixed(1)} KiB`,
        ...sized.map(({ url, bytes }) => `  ${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${url}`),
      ].join('\n'),
    );
    const pages = entries.filter(({ url }) => !url.startsWith('_astro/')).map(({ url }) => url);
    expect(pages.sort()).toEqual(['en/offline/', 'offline/']);
    // The offline pages' own pictures (the header's and footer's logos) and the script that lists the saved pages.
    expect(sized.some(({ url }) => /^_astro\/.*\.webp$/.test(url))).toBe(true);
    expect(sized.some(({ url }) => /^_astro\/offline\..*\.js$/.test(url))).toBe(true);
    expect(total).toBeLessThan(PRECACHE_BUDGET_BYTES);
    expect(first.output).toContain(`sw.js: precaches ${sized.length} files`);
  });

  it('is registered by every page for the base path only, after load, its script allowed by the policy with worker-src', async () => {
    const files = await htmlFiles(first.outDir);
    expect(files).toContain('offline/index.html');
    const problems: string[] = [];
    for (const file of files) {
      const { policy, scripts } = policyAndScripts(await readFile(join(first.outDir, file), 'utf8'));
      const registration = scripts.filter((code) => code.includes('serviceWorker.register'));
      if (registration.length !== 1) problems.push(`${file}: ${registration.length} registration scripts`);
      else if (!registration[0]!.endsWith(`({scriptUrl:"${BASE}sw.js",scope:"${BASE}"});`))
        problems.push(`${file}: registers ${registration[0]!.slice(-60)}`);
      else if (!registration[0]!.includes('addEventListener("load"'))
        problems.push(`${file}: does not wait for the load event`);
      if (registration[0] && !policy['script-src']?.includes(sha256(registration[0])))
        problems.push(`${file}: the registration script's hash is not in the policy`);
      if (JSON.stringify(policy['worker-src']) !== JSON.stringify(["'self'"]))
        problems.push(`${file}: worker-src ${policy['worker-src']?.join(' ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('with SERVICE_WORKER=off, registers nothing and ships a worker without a precache', async () => {
    expect(off.code, off.output).toBe(0);
    expect(off.output).toContain('SERVICE_WORKER=off');
    const files = await htmlFiles(off.outDir);
    const registering = [];
    for (const file of files)
      if ((await readFile(join(off.outDir, file), 'utf8')).includes('serviceWorker.register')) registering.push(file);
    expect(registering).toEqual([]);
    expect(await precacheList(off.outDir)).toEqual([]);
    expect(await readFile(join(off.outDir, 'sw.js'), 'utf8')).toContain('unregister()');
  });
});

/** The names of the caches the page's origin holds. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

describe('one address, three deployments, in Chromium', () => {
  it('takes over cleanly from one build to the next, then a switched-off build removes the worker and its caches', async () => {
    let deployed = first.outDir;
    let stalled = false;
    let server: Server | undefined;
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    try {
      const served = await serveUnderBase(
        () => deployed,
        BASE,
        SITE_PORT,
        () => stalled,
      );
      server = served.server;
      const site = `${served.origin}${BASE}`;
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      // First deployment: the worker takes the page, for the base path only.
      await page.goto(site);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(site);
      await page.goto(`${site}biblioteca/`);
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      await expect
        .poll(() => page.evaluate(async () => (await caches.match(location.href)) !== undefined), PATIENCE)
        .toBe(true);
      const firstCaches = await cacheNames(page);
      expect(firstCaches.every((name) => name.startsWith('fly-party-') && name.endsWith(`-${site}`))).toBe(true);

      // The next deployment: its worker replaces the first at the next page opened.
      deployed = next.outDir;
      // Workbox keeps a precached page under its address with its revision in the query: hence ignoreSearch.
      const firstPrecache = await page.evaluate(
        async (url) => (await caches.match(url, { ignoreSearch: true }))?.text(),
        `${site}offline/`,
      );
      expect(firstPrecache).toContain('<h1');
      expect(firstPrecache).not.toContain(`<title>${NEXT_NAME} | `);
      await page.goto(site);
      // The new worker is active (none installing or waiting) and its precache holds the new offline
      // pages only: the first build's copies, kept under their old revision, are gone.
      await expect
        .poll(
          () =>
            page.evaluate(async (name) => {
              const registration = await navigator.serviceWorker.getRegistration();
              if (!registration || registration.installing || registration.waiting) return false;
              if (registration.active?.state !== 'activated') return false;
              const precache = await caches.open((await caches.keys()).find((cache) => cache.includes('-precache-'))!);
              const offlinePages = (await precache.keys()).filter((request) => /\/offline\/\?/.test(request.url));
              const texts = await Promise.all(
                offlinePages.map(async (request) => (await precache.match(request))!.text()),
              );
              return texts.length === 2 && texts.every((text) => text.includes(`<title>${name} | `));
            }, NEXT_NAME),
          PATIENCE,
        )
        .toBe(true);
      // One precache, the new one; the same cache names (the pages read before are kept).
      expect((await cacheNames(page)).sort()).toEqual([...firstCaches].sort());

      await context.setOffline(true);
      await page.goto(`${site}biblioteca/`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
      await page.goto(`${site}en/la-flotta/`);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.title()).toBe(`${NEXT_NAME} | No connection`);
      await context.setOffline(false);

      // A host that accepts the connection and never answers: the page read before opens from the cache
      // (after the worker's 3 s for the network), a page never read shows the offline page (after its 20 s)
      // instead of a blank page for as long as the browser would wait.
      stalled = true;
      await page.goto(`${site}biblioteca/`, { timeout: STALLED_PATIENCE });
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
      await page.goto(`${site}en/la-flotta/`, { timeout: STALLED_PATIENCE });
      expect(await page.title()).toBe(`${NEXT_NAME} | No connection`);
      // The link comes back: the connections it held are reset.
      stalled = false;
      server.closeAllConnections();

      // Switched off: the browser finds the new sw.js at the next page opened; it deletes the caches and leaves.
      deployed = off.outDir;
      await page.goto(site);
      await expect
        .poll(
          () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined),
          PATIENCE,
        )
        .toBe(true);
      await expect.poll(() => page.evaluate(() => caches.keys()), PATIENCE).toEqual([]);
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    }
    // Three deployments and two waits on a host that never answers, on a machine that may be busy.
  }, 240_000);
});
