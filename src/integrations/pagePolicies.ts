/**
 * After the build, cuts each page's Content-Security-Policy down to the hashes
 * of its own inline scripts and styles (src/lib/pagePolicy.ts): some 2 KB less
 * HTML on every page, and a policy that allows no other page's code. Registered
 * before the integrations that read the built pages (the service worker's
 * precache revisions, the search index, the sitemap), so they see the final files.
 */
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { narrowPolicyToPage } from '../lib/pagePolicy.ts';
import { afterBuild, builtPages } from './afterBuild.ts';

/** Narrows the policy of every built page to the page itself. */
export function pagePolicies(): AstroIntegration {
  return afterBuild('page-policies', async ({ root, logger }) => {
    let pages = 0;
    let saved = 0;
    for await (const { file, html } of builtPages(root)) {
      const narrowed = narrowPolicyToPage(html);
      if (narrowed === html) continue;
      await writeFile(file, narrowed);
      pages++;
      saved += html.length - narrowed.length;
    }
    logger.info(`${pages} pages' policies name only their own inline scripts and styles (${saved} bytes less)`);
  });
}
