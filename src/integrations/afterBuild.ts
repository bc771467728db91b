/**
 * The shape of this folder's post-build steps: each works on the built site
 * once Astro has written it, knowing where the site is published.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';

/** What a post-build step is given. */
export interface BuiltSite {
  /** The build output folder. */
  dir: URL;
  /** The same folder as a file path. */
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
      'astro:build:done': ({ dir, logger }) => step({ dir, root: fileURLToPath(dir), base, site, logger }),
    },
  };
}
