/**
 * The shape of this folder's post-build steps: each works on the built site
 * once Astro has written it, knowing where the site is published.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';

/** What a post-build step is given. */
export interface BuiltSite {
  /** The build output folder, as a file path. */
  root: string;
  /** The site's base path, always ending in '/'. */
  base: string;
  /** The site's public origin (`site` in the Astro configuration), if set. */
  site: string | undefined;
  logger: AstroIntegrationLogger;
}

/** An integration that runs `step` after every build. */
export function afterBuild(name: string, step: (built: BuiltSite) => Promise<void>): AstroIntegration {
  let base = '/';
  let site: string | undefined;
  return {
    name,
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.replace(/\/?$/, '/');
        site = config.site;
      },
      'astro:build:done': ({ dir, logger }) => step({ root: fileURLToPath(dir), base, site, logger }),
    },
  };
}

/** Every built page, one at a time (a large site has thousands): its file path and its HTML. */
export async function* builtPages(root: string): AsyncGenerator<{ file: string; html: string }> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    yield { file, html: await readFile(file, 'utf8') };
  }
}
