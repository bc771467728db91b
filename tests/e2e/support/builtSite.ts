/**
 * The built site as files (dist/, which the web server built before the tests
 * start), and what each page's <head> declares, read with the browser's own
 * HTML parser (DOMParser: nothing runs) rather than with the site's code.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export const distDir = fileURLToPath(new URL('../../../dist/', import.meta.url));

/** Every file of the build with a name ending in `extension`, relative to dist/, with '/' separators. */
export async function builtFiles(extension: string): Promise<string[]> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** A built file's text. */
export const readBuilt = (file: string) => readFile(join(distDir, file), 'utf8');

/** The path a built HTML file is served at: 'en/eventi/index.html' → '/en/eventi/', '404.html' → '/404.html'. */
export const servedPath = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`;

export interface PageHead {
  file: string;
  lang: string;
  title: string;
  canonical: string | null;
  /** hreflang → href. */
  alternates: Record<string, string>;
  robots: string | null;
  /** <meta name|property> → contents, in order. */
  meta: Record<string, string[]>;
  /** Every <link> in <head>. */
  links: Array<{ rel: string; href: string; type: string | null; sizes: string | null }>;
  /** Parsed <script type="application/ld+json"> anywhere in the page. */
  jsonLd: unknown[];
  /** The <meta http-equiv="content-security-policy"> policies. */
  policies: string[];
  /** Whether the first policy is in <head> and comes before <body>, every style and every script but inline ones of <head>. */
  policyFirst: boolean;
  /** The inline scripts of <head> that come before the policy (the boot scripts). */
  scriptsBeforePolicy: string[];
  /** Text of inline <script> (not data blocks) and <style> elements. */
  inlineScripts: string[];
  inlineStyles: string[];
  /** Elements with a style attribute or an on… event handler attribute, as tag names. */
  inlineAttributes: string[];
  /** Every <a href>, resolved against the page, with its rel. */
  anchors: Array<{ href: string; rel: string }>;
}

/** Reads the <head> (and a few body facts) of built pages, `baseUrl` standing for the site's origin. */
export async function readPages(page: Page, files: string[], baseUrl: string): Promise<PageHead[]> {
  const heads: PageHead[] = [];
  // In batches: every page's HTML goes through one evaluate call each time.
  for (let i = 0; i < files.length; i += 20) {
    const batch = await Promise.all(
      files
        .slice(i, i + 20)
        .map(async (file) => ({ file, html: await readBuilt(file), url: new URL(servedPath(file), baseUrl).href })),
    );
    heads.push(
      ...(await page.evaluate(
        (pages) =>
          pages.map(({ file, html, url }) => {
            const doc = new DOMParser().parseFromString(html, 'text/html');
            const head = doc.head;
            const meta: Record<string, string[]> = {};
            for (const element of head.querySelectorAll('meta[name], meta[property]')) {
              const key = element.getAttribute('name') ?? element.getAttribute('property')!;
              (meta[key] ??= []).push(element.getAttribute('content') ?? '');
            }
            const alternates: Record<string, string> = {};
            for (const link of head.querySelectorAll('link[rel="alternate"][hreflang]'))
              alternates[link.getAttribute('hreflang')!] = link.getAttribute('href')!;
            const policies = [...doc.querySelectorAll('meta[http-equiv="content-security-policy" i]')];
            const firstPolicy = policies[0];
            const scripts = [...doc.querySelectorAll('script')];
            const executable = scripts.filter(
              (script) => !script.type || script.type === 'module' || /javascript/.test(script.type),
            );
            const follows = (element: Element) =>
              Boolean(firstPolicy && firstPolicy.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
            const inlineInHead = (script: HTMLScriptElement) => !script.src && script.parentElement === head;
            const governed = [
              ...executable.filter((script) => !inlineInHead(script)),
              ...doc.querySelectorAll('style, link[rel="stylesheet"]'),
              doc.body,
            ];
            const policyFirst = Boolean(firstPolicy) && firstPolicy!.parentElement === head && governed.every(follows);
            const all = [...doc.querySelectorAll('*')];
            return {
              file,
              lang: doc.documentElement.lang,
              title: doc.title,
              canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
              alternates,
              robots: head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
              meta,
              links: [...head.querySelectorAll('link')].map((link) => ({
                rel: link.getAttribute('rel') ?? '',
                href: link.getAttribute('href') ?? '',
                type: link.getAttribute('type'),
                sizes: link.getAttribute('sizes'),
              })),
              jsonLd: scripts
                .filter((script) => script.type === 'application/ld+json')
                .map((script) => JSON.parse(script.textContent ?? 'null')),
              policies: policies.map((policy) => policy.getAttribute('content') ?? ''),
              policyFirst,
              scriptsBeforePolicy: executable
                .filter((script) => inlineInHead(script) && !follows(script))
                .map((script) => script.textContent ?? ''),
              inlineScripts: executable.filter((script) => !script.src).map((script) => script.textContent ?? ''),
              inlineStyles: [...doc.querySelectorAll('style')].map((style) => style.textContent ?? ''),
              inlineAttributes: all
                .filter(
                  (element) =>
                    element.hasAttribute('style') ||
                    [...element.attributes].some((attribute) => /^on/i.test(attribute.name)),
                )
                .map((element) => element.outerHTML.slice(0, 120)),
              anchors: [...doc.querySelectorAll('a[href]')].map((anchor) => ({
                href: new URL(anchor.getAttribute('href')!, url).href,
                rel: anchor.getAttribute('rel') ?? '',
              })),
            };
          }),
        batch,
      )),
    );
  }
  return heads;
}

/** The first value of a <meta name|property>, or null. */
export const metaOf = (head: PageHead, key: string) => head.meta[key]?.[0] ?? null;
