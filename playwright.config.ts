/**
 * Browser tests against a real build: the web server below starts the demo
 * API (fresh data), builds the site against it and serves it with
 * `astro preview`, exactly as `npm start` does. Tests run in the system
 * Chromium; without one they fail and say how to install it.
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { apiPort, sitePort } from './tests/e2e/support/ports.ts';

function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install it with `sudo apt-get install -y chromium` ' +
        '(Debian/Ubuntu), or point CHROME_PATH at a Chrome or Chromium binary. The tests never download a browser.',
    );
  }
  return found;
}

const executablePath = findChromium();
const chromiumArgs = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];

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
  },
  projects: [
    // Tests tagged @phone check the phone layout and run at phone width only; all others at desktop width.
    { name: 'desktop', grepInvert: /@phone/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    command: `node scripts/start.ts --port ${sitePort} --api-port ${apiPort} --data-dir .demo-data-e2e --reset`,
    url: `http://localhost:${sitePort}/`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
