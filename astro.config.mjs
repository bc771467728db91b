// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { buildPictures } from './src/integrations/buildPictures.ts';
import { pagePolicies } from './src/integrations/pagePolicies.ts';
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
    // First of the hooks that run after the build: the others read the pages it rewrites.
    pagePolicies(),
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
    buildPictures({ apiUrl: settings.apiUrl }),
  ],
  image: {
    // Pictures on any http(s) host, as the contract allows: each is fetched and optimised at build
    // time like the API's own (src/integrations/buildPictures.ts) and served by the site, whose
    // policy allows pictures from itself alone (img-src 'self').
    remotePatterns: [{ protocol: 'https' }, { protocol: 'http' }],
    // WebP effort 2 instead of sharp's 4: half the encoding time for 1-3 % more bytes
    // (measured on the demo photos), which keeps a large association's first build short.
    service: { entrypoint: 'astro/assets/services/sharp', config: { webp: { effort: 2 } } },
  },
  // The site renders no Markdown; Shiki, the default highlighter, writes inline styles a strict policy blocks (Astro warns).
  markdown: { syntaxHighlight: false },
  security: {
    // Astro hashes every script and style it emits into each page's policy (<meta http-equiv>), and no 'unsafe-inline';
    // src/integrations/pagePolicies.ts then keeps in each page only the hashes of its own.
    csp: { directives: cspDirectives(settings.apiUrl) },
  },
});
