/**
 * The site search's index: Pagefind reads the built pages and writes its index
 * and its browser code into `pagefind/` of the build. What it takes is decided
 * in the pages: only a `<main data-pagefind-body>` is read (the layout marks it
 * on pages search engines may index, see lib/searchKind.ts), `data-pagefind-ignore`
 * leaves parts out, and each page's `<html lang>` puts it into that language's
 * index, so that a search on an English page finds English pages only.
 */
import { readFile } from 'node:fs/promises';
import { setTimeout } from 'node:timers/promises';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';
import { afterBuild } from './afterBuild.ts';

/** The folder of the build that holds the index and pagefind.js (the search page's script loads it from there). */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Throws with Pagefind's own messages when a step reports errors. */
function expectNoErrors(step: string, errors: string[]): void {
  if (errors.length) throw new Error(`Pagefind could not ${step}: ${errors.join('; ')}`);
}

/** The index's entry file: its languages and their page counts. */
type IndexEntry = { languages: Record<string, { page_count: number }> };

/** How often, and how far apart, the index's entry file is read before a build gives up on it. */
const ENTRY_READS = 50;
const ENTRY_READ_PAUSE_MS = 100;

/**
 * Reads the index's entry file (its languages and their page counts; pagefind.js reads it first in the
 * browser). Pagefind's `writeFiles` has resolved, on this project's busy build machine, while that file
 * was still empty (twice, in builds otherwise fine): it is read again for up to five seconds before the
 * build fails, naming the file, as a site whose search cannot start must not be published. (No upstream
 * issue found for it in Pagefind's tracker as of 2026-11-23; not reproduced on an idle machine.)
 */
async function readIndexEntry(file: string): Promise<IndexEntry> {
  let lastError: unknown;
  for (let read = 0; read < ENTRY_READS; read++) {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as IndexEntry;
    } catch (error) {
      lastError = error;
      await setTimeout(ENTRY_READ_PAUSE_MS);
    }
  }
  throw new Error(`Pagefind wrote no readable ${file}: ${(lastError as Error).message}`, { cause: lastError });
}

/** Indexes the built site with Pagefind after every build. */
export function searchIndex(): AstroIntegration {
  return afterBuild('search-index', async ({ root, logger }) => {
    const started = performance.now();
    try {
      const created = await createIndex();
      expectNoErrors('start', created.errors);
      const index = created.index!;
      const added = await index.addDirectory({ path: root });
      expectNoErrors('read the built pages', added.errors);
      const written = await index.writeFiles({ outputPath: join(root, SEARCH_INDEX_DIR) });
      expectNoErrors('write its index', written.errors);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const entry = await readIndexEntry(join(root, SEARCH_INDEX_DIR, 'pagefind-entry.json'));
      const languages = Object.entries(entry.languages).map(([lang, { page_count }]) => `${lang} ${page_count}`);
      logger.info(
        `${SEARCH_INDEX_DIR}/: ${languages.join(', ')} pages indexed (of ${added.page_count} built) in ${seconds} s`,
      );
    } finally {
      // Pagefind runs as a child process: stop it, or the build never exits.
      await close();
    }
  });
}
