/** Each built page's policy names the hashes of its own inline scripts and styles, and no other page's. */
import { describe, expect, it } from 'vitest';
import { inlineHash } from '../../src/lib/contentSecurityPolicy.ts';
import { narrowPolicyToPage } from '../../src/lib/pagePolicy.ts';

const hash = (code: string) => `'${inlineHash(code)}'`;
const boot = 'document.documentElement.classList.add("js")';
const island = 'function e(){}';
const css = 'body{margin:0}';
const otherPagesScript = hash('alert(1)');
const otherPagesStyle = hash('.form{color:red}');

/** A page as Astro builds it: its policy lists the whole build's hashes. */
const page = (body: string) =>
  '<!doctype html><html><head><meta charset="utf-8">' +
  `<script>${boot}</script>` +
  `<meta http-equiv="content-security-policy" content="default-src 'self';connect-src 'self' https://api.example.org;worker-src 'self'; ` +
  `script-src 'self' 'wasm-unsafe-eval' ${hash(boot)} ${otherPagesScript} ${hash(island)}; ` +
  `style-src 'self' ${otherPagesStyle} ${hash(css)};">` +
  `<style>${css}</style></head><body>${body}</body></html>`;

const policyOf = (html: string) =>
  Object.fromEntries(
    /content="([^"]*)"/
      .exec(html.slice(html.indexOf('http-equiv')))![1]!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

describe('narrowPolicyToPage', () => {
  it("keeps the hashes of the page's own inline scripts and styles and drops the others", () => {
    const policy = policyOf(narrowPolicyToPage(page(`<script type="module">${island}</script>`)));
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", hash(boot), hash(island)]);
    expect(policy['style-src']).toEqual(["'self'", hash(css)]);
  });

  it('leaves every other directive and source as it was', () => {
    const policy = policyOf(narrowPolicyToPage(page('')));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.org']);
    expect(policy['worker-src']).toEqual(["'self'"]);
  });

  it('does not count script files or data blocks, which the policy does not hash', () => {
    const json = '{"@context":"https://schema.org"}';
    const html = page(
      `<script type="application/ld+json">${json}</script><script type="module" src="/_astro/a.js"></script>`,
    );
    const policy = policyOf(narrowPolicyToPage(html.replace(otherPagesScript, `${otherPagesScript} ${hash(json)}`)));
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", hash(boot)]);
  });

  it('leaves a page without a policy as it is', () => {
    const html = `<html><head><script>${boot}</script></head><body></body></html>`;
    expect(narrowPolicyToPage(html)).toBe(html);
  });
});
