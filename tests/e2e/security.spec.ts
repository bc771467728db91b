/**
 * The site's defences on the real build: a Content-Security-Policy on every
 * page that names every script and style by its hash (no 'unsafe-inline'),
 * keeps plug-ins out, the <base> at home and the live calls on the API; no
 * inline style or event-handler attribute for it to block; links to other
 * sites that hand them nothing; no secret in what the browser downloads. Then
 * every route is opened in Chromium, in both languages, and its islands used:
 * no policy violation and no console error anywhere.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { FREE_FORM_UUID, PAYMENT_FORM_UUID } from '../../scripts/demo-api/fixtures.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { routes } from '../../src/routes.ts';
import { SETTING_DEFAULTS } from '../../src/settings.ts';
import { builtFiles, readBuilt, readPages, type PageHead } from './support/builtSite.ts';
import { apiGet } from './support/demoApi.ts';
import { fieldByLabel } from './support/forms.ts';
import { waitForIslands } from './support/hydration.ts';
import { readToTheEnd, watchProblems } from './support/pageProblems.ts';
import { apiUrl } from './support/ports.ts';
import { detailPages, inLocale, staticPages } from './support/siteRoutes.ts';
import { ui } from './support/strings.ts';

const apiOrigin = new URL(apiUrl).origin;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A policy as directive → sources. */
function parsePolicy(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

test.describe('the policy in every built page', () => {
  let heads: PageHead[];

  test.beforeAll(async ({ browser, baseURL }) => {
    const page = await browser.newPage();
    heads = await readPages(page, await builtFiles('.html'), baseURL!);
    await page.close();
  });

  test('comes before the body, every style and every script file, and locks down what the site does not use', () => {
    expect(heads.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const head of heads) {
      if (head.policies.length !== 1) problems.push(`${head.file}: ${head.policies.length} policies`);
      if (!head.policyFirst) problems.push(`${head.file}: a script file, a style or the body comes before the policy`);
      // Only the boot scripts, inline in <head> and hashed all the same (next test): a run-time page's or 404.html's, then the preferences.
      if (head.scriptsBeforePolicy.length > 2)
        problems.push(`${head.file}: ${head.scriptsBeforePolicy.length} scripts before the policy`);
      const policy = parsePolicy(head.policies[0] ?? '');
      const expectSources = (directive: string, sources: string[]) => {
        if (JSON.stringify(policy[directive]) !== JSON.stringify(sources))
          problems.push(`${head.file}: ${directive} ${policy[directive]?.join(' ')}`);
      };
      expectSources('default-src', ["'self'"]);
      expectSources('object-src', ["'none'"]);
      // The offline-reading service worker, from the site itself; no other worker.
      expectSources('worker-src', ["'self'"]);
      expectSources('base-uri', ["'self'"]);
      expectSources('connect-src', ["'self'", apiOrigin]);
      expectSources('form-action', ["'self'", apiOrigin]);
      // The search page alone may compile WebAssembly (Pagefind's engine): 'wasm-unsafe-eval', never 'unsafe-eval'.
      const searchPage = /^(en\/)?cerca\/index\.html$/.test(head.file);
      for (const directive of ['script-src', 'style-src']) {
        const sources = policy[directive] ?? [];
        const extra = directive === 'script-src' && searchPage ? ["'wasm-unsafe-eval'"] : [];
        const hashes = sources.slice(1 + extra.length);
        if (
          JSON.stringify(sources.slice(0, 1 + extra.length)) !== JSON.stringify(["'self'", ...extra]) ||
          hashes.some((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))
        )
          problems.push(`${head.file}: ${directive} ${sources.join(' ')}`);
      }
      if (Object.keys(policy).some((directive) => /-(elem|attr)$/.test(directive)))
        problems.push(`${head.file}: a -elem or -attr directive loosens the policy`);
    }
    expect(problems).toEqual([]);
    expect(heads.filter((head) => /^(en\/)?cerca\/index\.html$/.test(head.file))).toHaveLength(2);
  });

  test("covers each page's inline scripts and styles by their hashes", () => {
    const problems: string[] = [];
    let scripts = 0;
    for (const head of heads) {
      const policy = parsePolicy(head.policies[0] ?? '');
      for (const script of head.inlineScripts) {
        scripts++;
        if (!policy['script-src']?.includes(sha256(script)))
          problems.push(`${head.file}: script not in the policy: ${script.slice(0, 80)}`);
      }
      for (const style of head.inlineStyles) {
        if (!policy['style-src']?.includes(sha256(style)))
          problems.push(`${head.file}: style not in the policy: ${style.slice(0, 80)}`);
      }
    }
    expect(problems).toEqual([]);
    // The preferences boot script is inline on every page, 404.html's hand-off on one.
    expect(scripts).toBeGreaterThanOrEqual(heads.length);
  });

  test('leaves it nothing to block: no style attribute, no event-handler attribute', () => {
    expect(heads.flatMap((head) => head.inlineAttributes.map((element) => `${head.file}: ${element}`))).toEqual([]);
  });

  test('gives no other site a handle on the page: every link away has rel="noopener noreferrer"', ({ baseURL }) => {
    const site = new URL(baseURL!).origin;
    const away = heads.flatMap((head) =>
      head.anchors
        .filter((anchor) => /^https?:/.test(anchor.href) && new URL(anchor.href).origin !== site)
        .map((anchor) => ({ ...anchor, file: head.file })),
    );
    // The footer's social links, the members area, the API's files: there are many.
    expect(away.length).toBeGreaterThan(heads.length);
    const careless = away.filter(
      ({ rel }) => !(rel.split(/\s+/).includes('noopener') && rel.split(/\s+/).includes('noreferrer')),
    );
    expect(careless.map(({ file, href, rel }) => `${file}: ${href} rel="${rel}"`)).toEqual([]);
  });
});

test.describe('what the browser downloads', () => {
  const tokenPatterns: Array<[string, RegExp]> = [
    ['GitHub token', /\b(gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{20,})/],
    ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
    ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
    ['Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
    ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
    ['JSON Web Token', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
    ['bearer credential', /\bBearer\s+[A-Za-z0-9._~+/-]{20,}/],
    [
      'name of a secret setting',
      /\b[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE_KEY|API_KEY|CREDENTIALS?)\b/,
    ],
  ];

  test('holds no secret: no token-like text, no secret setting by name or by value, in scripts or pages', async () => {
    const files = [...(await builtFiles('.js')), ...(await builtFiles('.html'))];
    expect(files.filter((file) => file.startsWith('_astro/')).length).toBeGreaterThan(5);
    // Values of this machine's secret-looking settings (the build ran with the same environment).
    const secretValues = Object.entries(process.env).filter(
      ([name, value]) => /TOKEN|SECRET|PASSWORD|PRIVATE|CREDENTIAL|API_KEY/i.test(name) && value && value.length >= 8,
    );
    const found: string[] = [];
    for (const file of files) {
      const text = await readBuilt(file);
      for (const [kind, pattern] of tokenPatterns) {
        const match = pattern.exec(text);
        if (match) found.push(`${file}: ${kind} "${match[0].slice(0, 24)}…"`);
      }
      for (const [name, value] of secretValues) if (text.includes(value!)) found.push(`${file}: the value of ${name}`);
    }
    expect(found).toEqual([]);
  });

  test('the patterns above do find what they look for', () => {
    const samples = [
      `ghp_${'a'.repeat(36)}`,
      'AKIAABCDEFGHIJKLMNOP',
      `AIza${'b'.repeat(35)}`,
      'xoxb-1234567890-abcdef',
      '-----BEGIN RSA PRIVATE KEY-----',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
      'Bearer abcdefghijklmnopqrstuvwxyz012345',
      'process.env.GITHUB_TOKEN',
    ];
    expect(samples.filter((sample) => !tokenPatterns.some(([, pattern]) => pattern.test(sample)))).toEqual([]);
  });
});

/** Whether a sweep path ('/eventi/', with its final slash) is the page of a route. */
const isPage = (path: string, route: string) => path.replace(/\/$/, '') === route.replace(/\/$/, '');

/** What a visitor does on a page beyond reading it, per kind of page (`path` with its final slash). */
async function useThePage(page: Page, path: string, locale: Locale): Promise<void> {
  if (isPage(path, routes.home)) {
    await page.getByRole('link', { name: ui(locale, 'home.playVideo') }).click();
    const video = page.locator('[data-video-dialog] video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  if (isPage(path, routes.events)) {
    const more = page.getByRole('link', { name: ui(locale, 'events.loadMore') });
    const cards = page.locator('main .card');
    while (await more.count()) {
      const before = await cards.count();
      await more.click();
      // The next page's cards have joined the list before the link may be clicked again (or has gone).
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
    }
    await readToTheEnd(page);
  }
  if (/^\/la-flotta\/[^/]+\/$/.test(path)) {
    for (const tab of await page.getByRole('tab').all()) await tab.click();
    for (const name of ['fleet.next', 'fleet.next', 'fleet.previous', 'fleet.pause'] as const) {
      await page.getByRole('button', { name: ui(locale, name) }).click();
    }
  }
  if (isPage(path, routes.contact)) {
    // The answer is the API's as the contract gives it, stubbed so no other spec's fault switch can interfere:
    // the request still leaves the page, so the policy's connect-src is what is tested.
    await page.route(`${apiOrigin}/api/contacts/send_new_contact_request`, (request) =>
      request.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ contact: { id: 4242 } }),
      }),
    );
    await fieldByLabel(page, ui(locale, 'contact.firstName')).fill('Anna');
    await fieldByLabel(page, ui(locale, 'contact.lastName')).fill('Neri');
    await fieldByLabel(page, ui(locale, 'contact.email')).fill('anna@example.org');
    await fieldByLabel(page, ui(locale, 'contact.message')).fill('Una domanda sul Fly Party');
    await page.getByRole('button', { name: ui(locale, 'contact.send') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui(locale, 'contact.successHeading'));
    await expect(page.getByText(ui(locale, 'contact.successNumber', { id: 4242 }))).toBeVisible();
  }
  if (isPage(path, routes.search)) {
    // Pagefind's browser code, its WebAssembly and the index load and answer, under this page's policy.
    await page.getByRole('searchbox', { name: ui(locale, 'search.label') }).fill('Cub');
    await expect(page.locator('[data-site-search]')).toHaveAttribute('data-state', 'done');
    await expect(page.locator('[data-search-results] > li').first()).toBeVisible();
  }
  if (path.endsWith('/registrazione/')) {
    // The form loads live from the API: the link's event, then its fields.
    const event = await apiGet<{ title: string }>(`/api/eventi/confirm_valid_form_url/${PAYMENT_FORM_UUID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      ui(locale, 'eventForm.heading', { title: event.title }),
    );
    await expect(page.locator('form.live-form')).toBeVisible();
  }
  // On every page: the theme switch and a header menu.
  await page.getByRole('button', { name: ui(locale, 'theme.toggle') }).click();
  await page.getByRole('button', { name: ui(locale, 'theme.toggle') }).click();
  await page.locator('header summary').first().click();
}

/** Opens a page, reads it to the end and uses it; what goes wrong lands in `problems` (from watchProblems). */
async function sweep(page: Page, path: string, locale: Locale): Promise<void> {
  await page.goto(inLocale(path, locale));
  await readToTheEnd(page);
  await waitForIslands(page);
  await useThePage(page, path, locale);
  // Let late work (autoplay, timers, lazy modules) happen while still watching.
  await page.waitForTimeout(300);
}

test.describe('every route in Chromium', () => {
  const runtimePaths = [
    `/contact-success/17/`,
    `/evento/${PAYMENT_FORM_UUID}/registrazione/`,
    `/evento/${FREE_FORM_UUID}/success/`,
  ];
  const otherPaths = ['/pagina-che-non-esiste/', ...runtimePaths];

  for (const locale of ['it', 'en'] as const) {
    for (const path of [...staticPages, ...otherPaths]) {
      test(`${inLocale(path, locale)}: no policy violation, no console error, islands used`, async ({ page }) => {
        const problems = await watchProblems(page);
        await sweep(page, path, locale);
        expect(problems).toEqual([]);
      });
    }

    for (const kind of ['member', 'aircraft', 'event'] as const) {
      test(`${kind} pages (${locale}): no policy violation, no console error`, async ({ page }) => {
        test.slow();
        const problems = await watchProblems(page);
        for (const path of await detailPages(kind)) await sweep(page, path, locale);
        expect(problems).toEqual([]);
      });
    }

    test(`the pages that send the visitor to another site (${locale}) break no rule before leaving`, async ({
      page,
    }) => {
      const problems = await watchProblems(page);
      for (const [route, target] of [
        [routes.membersArea, SETTING_DEFAULTS.MEMBERS_AREA_URL],
        [routes.shop, SETTING_DEFAULTS.SHOP_URL],
      ] as const) {
        await page.route(`${target}**`, (request) =>
          request.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' }),
        );
        await page.goto(`${inLocale(route, locale)}/`);
        await page.waitForURL(target);
      }
      expect(problems).toEqual([]);
    });
  }

  test('the sweep does notice a violation and a console error', async ({ page }) => {
    const problems = await watchProblems(page);
    await page.goto('/');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<p style="color: red">injected</p>');
      const script = document.createElement('script');
      script.textContent = 'document.title = "injected"';
      document.body.append(script);
    });
    await expect.poll(() => problems.length).toBeGreaterThanOrEqual(2);
    expect(problems.join('\n')).toMatch(/CSP style-src-attr blocked inline/);
    expect(problems.join('\n')).toMatch(/CSP script-src-elem blocked inline/);
    expect(await page.title()).not.toBe('injected');
  });
});
