import { describe, expect, it, vi } from 'vitest';
import { runtimeRewriteRules } from '../../src/integrations/runtimeRewrites.ts';
import { notFoundBootScript, runtimePageScript } from '../../src/lib/notFoundRouting.ts';
import {
  fillRuntimeSegment,
  readRuntimeSegment,
  runtimeNavigationHref,
  runtimeRoutePattern,
  runtimeRoutes,
} from '../../src/lib/runtimeRoutes.ts';

describe('run-time route paths', () => {
  it('are the spec routes with a stand-in segment', () => {
    expect(runtimeRoutes).toEqual({
      contactSuccess: '/contact-success/_',
      eventForm: '/evento/_/registrazione',
      formSuccess: '/evento/_/success',
    });
  });

  it('fill the value in, encoded, and only the route’s stand-in under a base holding the same text', () => {
    expect(fillRuntimeSegment('/en/evento/_/registrazione/', 'ab c/d')).toBe('/en/evento/ab%20c%2Fd/registrazione/');
    expect(fillRuntimeSegment('/_/contact-success/_/', '17')).toBe('/_/contact-success/17/');
  });

  it('read the value back from a browser path, decoded, with or without the final slash', () => {
    expect(readRuntimeSegment('/en/evento/_/registrazione/', '/en/evento/ab%20c/registrazione/')).toBe('ab c');
    expect(readRuntimeSegment('/repo/contact-success/_/', '/repo/contact-success/42')).toBe('42');
  });

  it('read nothing from a path of another page', () => {
    expect(readRuntimeSegment('/evento/_/registrazione/', '/evento/x/success/')).toBeNull();
    expect(readRuntimeSegment('/evento/_/registrazione/', '/evento/registrazione/')).toBeNull();
    expect(readRuntimeSegment('/evento/_/registrazione/', '/en/evento/x/registrazione/')).toBeNull();
    expect(readRuntimeSegment('/evento/_/registrazione/', '/evento/%E0%A4%A/registrazione/')).toBeNull();
  });

  it('match their own paths only', () => {
    const pattern = runtimeRoutePattern(runtimeRoutes.eventForm);
    expect(pattern.test('/evento/3f2b/registrazione/')).toBe(true);
    expect(pattern.test('/evento/3f2b/registrazione')).toBe(true);
    expect(pattern.test('/evento/3f2b/registrazione/extra')).toBe(false);
    expect(pattern.test('/evento/3f2b')).toBe(false);
    expect(pattern.test('/evento//registrazione/')).toBe(false);
  });
});

describe('_redirects rules', () => {
  it('rewrite every run-time path, in both languages and both spellings, to its page', () => {
    const rules = runtimeRewriteRules('/');
    expect(rules).toHaveLength(12);
    expect(rules).toContain('/evento/:value/registrazione/ /evento/_/registrazione/ 200');
    expect(rules).toContain('/en/evento/:value/registrazione /en/evento/_/registrazione/ 200');
    expect(rules).toContain('/contact-success/:value /contact-success/_/ 200');
  });

  it('honour the base path', () => {
    expect(runtimeRewriteRules('/flyparty/')).toContain(
      '/flyparty/en/evento/:value/success/ /flyparty/en/evento/_/success/ 200',
    );
    expect(runtimeRewriteRules('/flyparty/').every((rule) => rule.startsWith('/flyparty/'))).toBe(true);
  });
});

/** Runs an inline script against a fake address; returns where it sent the browser and what it put in the address bar. */
function runAt(script: string, href: string, links: Array<{ href: string }> = []) {
  const url = new URL(href, 'https://example.org');
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, replace: vi.fn() };
  const history = {
    replaceState: vi.fn((_state: unknown, _title: string, target: string) => {
      const next = new URL(target, url);
      Object.assign(location, { pathname: next.pathname, search: next.search, hash: next.hash });
    }),
  };
  const elements = links.map((link) => ({
    getAttribute: () => link.href,
    setAttribute: (_name: string, value: string) => (link.href = value),
  }));
  const document = { querySelectorAll: () => elements, addEventListener: vi.fn() };
  // The boot script is shipped as text for an inline <script>: run exactly that text, with stand-ins for the globals.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('location', 'history', 'document', script)(location, history, document);
  return { replacedWith: location.replace.mock.calls[0]?.[0] as string | undefined, location, links };
}

describe('404.html boot script', () => {
  it('hands a run-time path to its page in the same language, with the address to restore', () => {
    const script = notFoundBootScript('/');
    expect(runAt(script, '/evento/3f2b/registrazione/').replacedWith).toBe(
      '/evento/_/registrazione/?from=%2Fevento%2F3f2b%2Fregistrazione%2F',
    );
    expect(runAt(script, '/en/contact-success/17?x=1#top').replacedWith).toBe(
      '/en/contact-success/_/?from=%2Fen%2Fcontact-success%2F17%3Fx%3D1#top',
    );
  });

  it('works under a base path', () => {
    const script = notFoundBootScript('/flyparty/');
    expect(runAt(script, '/flyparty/en/evento/u-1/success').replacedWith).toBe(
      '/flyparty/en/evento/_/success/?from=%2Fflyparty%2Fen%2Fevento%2Fu-1%2Fsuccess',
    );
  });

  it('leaves other unknown paths on the not-found page, English ones on the English one', () => {
    const script = notFoundBootScript('/');
    expect(runAt(script, '/evento/3f2b/registrazione/extra').replacedWith).toBeUndefined();
    expect(runAt(script, '/nope').replacedWith).toBeUndefined();
    expect(runAt(script, '/en/nope').replacedWith).toBe('/en/404/?from=%2Fen%2Fnope');
  });

  it('never sends the browser where it is, so a missing page cannot loop', () => {
    const script = notFoundBootScript('/');
    expect(
      runAt(script, '/evento/_/registrazione/?from=%2Fevento%2Fx%2Fregistrazione%2F').replacedWith,
    ).toBeUndefined();
    expect(runAt(script, '/en/404/?from=%2Fen%2Fnope').replacedWith).toBeUndefined();
  });

  it('keeps a query the link came with', () => {
    expect(runAt(notFoundBootScript('/'), '/evento/u1/registrazione/?from=newsletter').replacedWith).toBe(
      '/evento/_/registrazione/?from=%2Fevento%2Fu1%2Fregistrazione%2F%3Ffrom%3Dnewsletter',
    );
  });
});

describe('run-time page script', () => {
  const links = () => [
    { href: 'https://example.org/evento/_/registrazione/' },
    { href: '/en/evento/_/registrazione/' },
    { href: '/en/' },
  ];

  it('restores the address 404.html handed over and carries the uuid into the language links', () => {
    const result = runAt(
      runtimePageScript('/evento/_/registrazione/'),
      '/evento/_/registrazione/?from=%2Fevento%2Fab%2520c%2Fregistrazione%2F',
      links(),
    );
    expect(result.location.pathname).toBe('/evento/ab%20c/registrazione/');
    expect(result.links.map((link) => link.href)).toEqual([
      'https://example.org/evento/ab%20c/registrazione/',
      '/en/evento/ab%20c/registrazione/',
      '/en/',
    ]);
  });

  it('carries the value in when a host rewrote the path (no hand-off)', () => {
    const result = runAt(runtimePageScript('/en/contact-success/_/'), '/en/contact-success/17', [
      { href: '/contact-success/_/' },
    ]);
    expect(result.links[0]!.href).toBe('/contact-success/17/');
  });

  it('changes nothing on the stand-in page itself, and ignores an address to another site', () => {
    expect(runAt(runtimePageScript('/evento/_/success/'), '/evento/_/success/', links()).links).toEqual(links());
    const result = runAt(runtimePageScript('/evento/_/success/'), '/evento/_/success/?from=%2F%2Fevil.example%2F');
    expect(result.location.pathname).toBe('/evento/_/success/');
  });
});

describe('runtimeNavigationHref', () => {
  it('points at the pre-rendered page and hands it the real address', () => {
    expect(runtimeNavigationHref('/en/contact-success/_/', '17')).toBe(
      '/en/contact-success/_/?from=%2Fen%2Fcontact-success%2F17%2F',
    );
    expect(runtimeNavigationHref('/flyparty/evento/_/success/', 'a b')).toBe(
      '/flyparty/evento/_/success/?from=%2Fflyparty%2Fevento%2Fa%2520b%2Fsuccess%2F',
    );
  });
});
