/**
 * The system Chromium the browser tests run in (never a downloaded one), and
 * the flags it runs with. Used by playwright.config.ts and the build tests.
 */
import { existsSync } from 'node:fs';

/** The first Chrome or Chromium found (CHROME_PATH first); throws, saying how to install one, when none is. */
export function findChromium(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install it with `sudo apt-get install -y chromium` ' +
        '(Debian/Ubuntu), or point CHROME_PATH at a Chrome or Chromium binary. The tests never download a browser.',
    );
  }
  return found;
}

/** Flags for a headless run in containers and CI. */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];
