/**
 * Browser tests against a real build: the web server below starts the demo
 * API (fresh data), builds the site against it and serves it with
 * `astro preview`, exactly as `npm start` does. Tests run in the system
 * Chromium; without one they fail and say how to install it.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/e2e/support/chromium.ts';
import { apiPort, sitePort } from './tests/e2e/support/ports.ts';

const executablePath = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${sitePort}`,
    launchOptions: { executablePath, args: chromiumArgs },
    trace: 'retain-on-failure',
    // The offline-reading service worker would answer the pages' requests itself, out of reach of page.route()
    // (https://github.com/microsoft/playwright/issues/1090): it is blocked everywhere but in the journeys
    // that test it (tests/e2e/offline.spec.ts), which allow it.
    serviceWorkers: 'block',
  },
  projects: [
    // Tests tagged @phone check the phone layout and run at phone width only; all others at desktop width.
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    command: `node scripts/start.ts --port ${sitePort} --api-port ${apiPort} --data-dir .demo-data-e2e --reset`,
    url: `http://localhost:${sitePort}/`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    // Set so that the contact form's privacy line shows its link (it has none without it).
    env: { PRIVACY_URL: 'https://example.org/privacy/' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
