/** The Content-Security-Policy's directives and the hashes of inline scripts. */
import { describe, expect, it } from 'vitest';
import { cspDirectives, inlineHash } from '../../src/lib/contentSecurityPolicy.ts';

describe('cspDirectives', () => {
  const directives = (apiUrl: string) =>
    Object.fromEntries(cspDirectives(apiUrl).map((line) => [line.split(' ')[0], line.split(' ').slice(1)]));

  it('lets the live forms reach the API and nothing else leave the site; no plug-ins, no <base> elsewhere', () => {
    const policy = directives('https://api.example.org/backend');
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.org']);
    expect(policy['form-action']).toEqual(["'self'", 'https://api.example.org']);
    expect(policy['media-src']).toEqual(["'self'", 'https://api.example.org']);
    expect(policy['img-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    // The offline-reading service worker, from the site itself; nothing else may start a worker.
    expect(policy['worker-src']).toEqual(["'self'"]);
  });

  it('never weakens itself, and asks nothing a <meta> policy cannot do', () => {
    const all = cspDirectives('https://api.example.org').join(';');
    expect(all).not.toMatch(/unsafe-|\*|data:|http:|blob:/);
    expect(all).not.toMatch(/frame-ancestors|report-uri|sandbox/);
    // script-src and style-src are Astro's, with its hashes.
    expect(all).not.toMatch(/script-src|style-src/);
  });

  it('names only the site when a command reads no content', () => {
    expect(directives('')['connect-src']).toEqual(["'self'"]);
  });
});

describe('inlineHash', () => {
  it('is the CSP source of the text exactly as written (SHA-256, base64)', () => {
    expect(inlineHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    expect(inlineHash('alert(1) ')).not.toBe(inlineHash('alert(1)'));
  });
});
