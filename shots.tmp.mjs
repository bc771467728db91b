import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4360';
const list = JSON.parse(process.argv[2]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless=new','--disable-gpu','--disable-dev-shm-usage'] });
for (const { path, name, width = 1280, height = 800, theme = 'dark', js = true, full = true, reduced = true } of list) {
  const ctx = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: js, reducedMotion: reduced ? 'reduce' : 'no-preference', deviceScaleFactor: 1 });
  if (theme === 'light') await ctx.addInitScript(() => localStorage.setItem('darkMode', 'false'));
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log(name, 'console:', m.text()); });
  page.on('pageerror', (e) => console.log(name, 'pageerror:', e.message));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full });
  await ctx.close();
}
await browser.close();
