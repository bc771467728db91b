/**
 * The offline-reading service worker, written after every build as `sw.js` at the site's base path.
 * Workbox does the work (workbox-build's injectManifest, Workbox's modules in the worker); what is ours
 * is which files it precaches, which pages it shows offline, and the caches' limits
 * (src/scripts/serviceWorker.ts). esbuild bundles the worker, as the build already has it; Workbox then
 * writes the precache list, with a revision per file, into it.
 *
 * With SERVICE_WORKER=off the same file is the worker that unregisters itself and deletes the site's
 * caches (src/scripts/serviceWorkerOff.ts), and the pages register nothing.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { locales, localizedPath } from '../i18n/locales.ts';
import { SERVICE_WORKER_FILE } from '../lib/serviceWorkerCaches.ts';
import { routes } from '../routes.ts';
import { afterBuild } from './afterBuild.ts';

/** Above this, the build warns: the precache is downloaded by every visitor once the page has loaded. */
export const PRECACHE_BUDGET_BYTES = 150 * 1024;

/**
 * The content-hashed files (`/_astro/`) a page loads by itself, relative to the build's root: pictures
 * (every size of their srcset, as a phone and a desktop choose different ones), scripts and style
 * sheets. The islands' code, loaded when a visitor reaches for a switch, is left out.
 */
export function hashedFilesOfPage(html: string, base: string): string[] {
  const hashed = `${base}_astro/`;
  const urls = [...html.matchAll(/\s(?:src|href|srcset)="([^"]*)"/g)].flatMap(([, value]) =>
    value!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
  );
  return [...new Set(urls.filter((url) => url.startsWith(hashed)).map((url) => url.slice(base.length)))];
}

/** The modules a bundled script imports statically (rolldown writes them as `from"./name.js"` or `import"./name.js"`), as paths beside it. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/\b(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map(([, file]) => file!);
}

/** The files pages need to be shown as they were built: their HTML files and every hashed file they load, with the modules their scripts import. */
export async function filesOfPages(root: string, htmlFiles: string[], base: string): Promise<string[]> {
  const files = new Set(htmlFiles);
  const pending: string[] = [];
  for (const file of htmlFiles) pending.push(...hashedFilesOfPage(await readFile(join(root, file), 'utf8'), base));
  while (pending.length) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (file.endsWith('.js')) {
      const folder = file.slice(0, file.lastIndexOf('/') + 1);
      pending.push(...staticImports(await readFile(join(root, file), 'utf8')).map((name) => `${folder}${name}`));
    }
  }
  return [...files];
}

/** The offline pages' HTML files in the build, one per language ('offline/index.html', 'en/offline/index.html'). */
export function offlinePageFiles(base: string): string[] {
  return locales.map((locale) => `${localizedPath(routes.offline, locale, base).slice(base.length)}index.html`);
}

/** Bundles a worker source for the site at `base`: one classic script, minified, Workbox's logging left out. */
async function bundleWorker(source: string, base: string): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`../scripts/${source}`, import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    define: {
      'import.meta.env.BASE_URL': JSON.stringify(base),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

/** Writes sw.js into the build: the offline-reading worker, or with `enabled` false the one that switches it off. */
export function serviceWorker({ enabled }: { enabled: boolean }): AstroIntegration {
  return afterBuild('service-worker', async ({ root, base, logger }) => {
    const swDest = join(root, SERVICE_WORKER_FILE);
    if (!enabled) {
      await writeFile(swDest, await bundleWorker('serviceWorkerOff.ts', base));
      logger.info(`${SERVICE_WORKER_FILE}: SERVICE_WORKER=off, a worker that unregisters itself and clears its caches`);
      return;
    }
    const precached = await filesOfPages(root, offlinePageFiles(base), base);
    const work = await mkdtemp(join(tmpdir(), 'flyparty-sw-'));
    try {
      const swSrc = join(work, SERVICE_WORKER_FILE);
      await writeFile(swSrc, await bundleWorker('serviceWorker.ts', base));
      const { count, size, warnings } = await injectManifest({
        swSrc,
        swDest,
        globDirectory: root,
        globPatterns: precached,
        // Their names change with their content: no revision needed, nor a cache-busting fetch.
        dontCacheBustURLsMatching: /^_astro\//,
        // 'offline/index.html' is asked for as 'offline/', the address the worker looks it up by.
        manifestTransforms: [
          (entries) => ({
            manifest: entries.map((entry) => ({ ...entry, url: entry.url.replace(/(^|\/)index\.html$/, '$1') })),
            warnings: [],
          }),
        ],
      });
      for (const warning of warnings) logger.warn(warning);
      const kib = (size / 1024).toFixed(1);
      logger.info(
        `${SERVICE_WORKER_FILE}: precaches ${count} files, ${kib} KiB (the offline pages and what they show)`,
      );
      if (size > PRECACHE_BUDGET_BYTES)
        logger.warn(
          `The precache (${kib} KiB) is over its budget of ${PRECACHE_BUDGET_BYTES / 1024} KiB: every visitor downloads it.`,
        );
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
}
