// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { createMediaFetchGuard, describeMediaFailures } from './src/api/mediaFetch.ts';
import { readApiTuning } from './src/api/tuning.ts';
import { runtimeRewrites } from './src/integrations/runtimeRewrites.ts';
import { searchIndex } from './src/integrations/searchIndex.ts';
import { serviceWorker } from './src/integrations/serviceWorker.ts';
import { sitemap } from './src/integrations/sitemap.ts';
import { cspDirectives } from './src/lib/contentSecurityPolicy.ts';
import { MISSING_API_URL_MESSAGE, readSettings } from './src/settings.ts';

// Vite lets a BASE_URL environment variable (test runners set one) override the
// configured base in import.meta.env.BASE_URL, which every site link is built from.
// The base comes from BASE_PATH only.
delete process.env.BASE_URL;

// Preview and type checks read no content, so only a build insists on API_URL
// (see the `require-api-url` integration below).
const settings = readSettings(process.env, { apiUrlRequired: false });

/** Remote images Astro may fetch and optimise at build time: the API's own host. */
function apiImagePatterns() {
  if (!settings.apiUrl) return [];
  const api = new URL(settings.apiUrl);
  return [{ protocol: api.protocol.replace(':', ''), hostname: api.hostname, ...(api.port ? { port: api.port } : {}) }];
}

/**
 * Gives the build's fetches of the API's pictures a time limit and retries
 * (Astro's own have neither), and fails the build when the API could not
 * deliver some of them, rather than publishing the logo in their place.
 * @returns {import('astro').AstroIntegration}
 */
function guardApiMedia() {
  /** @type {ReturnType<typeof createMediaFetchGuard> | undefined} */
  let guard;
  return {
    name: 'guard-api-media',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command !== 'build' || !settings.apiUrl || guard) return;
        guard = createMediaFetchGuard(globalThis.fetch, settings.apiUrl, readApiTuning(process.env));
        globalThis.fetch = guard.fetch;
      },
      'astro:build:done': () => {
        const failures = guard?.failures() ?? [];
        if (failures.length) throw new Error(describeMediaFailures(failures, guard?.skipped()));
      },
    },
  };
}

/**
 * The project's own client directives: `client:painted`, `client:intent` and
 * `client:settled` (src/directives/).
 * @returns {import('astro').AstroIntegration}
 */
function clientDirectives() {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const name of ['painted', 'intent', 'settled']) {
          addClientDirective({
            name,
            entrypoint: fileURLToPath(new URL(`./src/directives/${name}.ts`, import.meta.url)),
          });
        }
      },
    },
  };
}

export default defineConfig({
  site: settings.siteUrl,
  base: settings.basePath,
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [
    react(),
    clientDirectives(),
    runtimeRewrites(),
    sitemap(),
    searchIndex(),
    serviceWorker({ enabled: settings.serviceWorker }),
    {
      name: 'require-api-url',
      hooks: {
        'astro:config:setup': ({ command }) => {
          // A build must never fall back to demo content: it needs the API named explicitly.
          if (command === 'build' && !settings.apiUrl) throw new Error(MISSING_API_URL_MESSAGE);
        },
      },
    },
    guardApiMedia(),
  ],
  image: {
    remotePatterns: apiImagePatterns(),
    // WebP effort 2 instead of sharp's 4: half the encoding time for 1-3 % more bytes
    // (measured on the demo photos), which keeps a large association's first build short.
    service: { entrypoint: 'astro/assets/services/sharp', config: { webp: { effort: 2 } } },
  },
  // The site renders no Markdown; Shiki, the default highlighter, writes inline styles a strict policy blocks (Astro warns).
  markdown: { syntaxHighlight: false },
  security: {
    // Astro hashes every script and style it emits into each page's policy (<meta http-equiv>), and no 'unsafe-inline'.
    csp: { directives: cspDirectives(settings.apiUrl) },
  },
});
