// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { runtimeRewrites } from './src/integrations/runtimeRewrites.ts';
import { MISSING_API_URL_MESSAGE, readSettings } from './src/settings.ts';

// Preview and type checks read no content, so only a build insists on API_URL
// (see the `require-api-url` integration below).
const settings = readSettings(process.env, { apiUrlRequired: false });

/** Remote images Astro may fetch and optimise at build time: the API's own host. */
function apiImagePatterns() {
  if (!settings.apiUrl) return [];
  const api = new URL(settings.apiUrl);
  return [{ protocol: api.protocol.replace(':', ''), hostname: api.hostname, ...(api.port ? { port: api.port } : {}) }];
}

export default defineConfig({
  site: settings.siteUrl,
  base: settings.basePath,
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [
    react(),
    runtimeRewrites(),
    {
      name: 'require-api-url',
      hooks: {
        'astro:config:setup': ({ command }) => {
          // A build must never fall back to demo content: it needs the API named explicitly.
          if (command === 'build' && !settings.apiUrl) throw new Error(MISSING_API_URL_MESSAGE);
        },
      },
    },
  ],
  image: {
    remotePatterns: apiImagePatterns(),
  },
});
