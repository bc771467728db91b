/**
 * Rewrite rules for hosts that read a `_redirects` file (Netlify, Cloudflare
 * Pages, GitLab Pages): every path of a run-time route is answered, with status
 * 200 and at its own address, by the page pre-rendered for that route. Hosts
 * without rewrites (GitHub Pages) reach the same page through 404.html.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { locales, localizedPath } from '../i18n/locales.ts';
import { RUNTIME_SEGMENT, runtimeRoutes } from '../lib/runtimeRoutes.ts';
import { afterBuild } from './afterBuild.ts';

/** The `_redirects` lines for a site under `base`: both spellings (with and without the final slash) of each run-time path, per language. */
export function runtimeRewriteRules(base: string): string[] {
  const stand = `/${RUNTIME_SEGMENT}/`;
  return Object.values(runtimeRoutes).flatMap((route) =>
    locales.flatMap((locale) => {
      const page = localizedPath(route, locale, base);
      const at = page.lastIndexOf(stand);
      const source = `${page.slice(0, at)}/:value/${page.slice(at + stand.length)}`;
      return [`${source} ${page} 200`, `${source.replace(/\/$/, '')} ${page} 200`];
    }),
  );
}

/** Writes `_redirects` into the build output. */
export function runtimeRewrites(): AstroIntegration {
  return afterBuild('runtime-rewrites', async ({ root, base, logger }) => {
    const rules = runtimeRewriteRules(base);
    const header =
      '# Run-time routes: each path is served the page pre-rendered for it (see src/lib/runtimeRoutes.ts).';
    await writeFile(join(root, '_redirects'), `${[header, ...rules].join('\n')}\n`);
    logger.info(`_redirects: ${rules.length} rewrite rules for the run-time routes`);
  });
}
