/**
 * Collects what goes wrong in a page while a test uses it: every
 * Content-Security-Policy violation (the `securitypolicyviolation` event, from
 * the first byte of every document the page loads) and every console error or
 * uncaught exception. The only console error allowed is the browser's own
 * "Failed to load resource: 404" for a document the host answered with its
 * not-found page on purpose (unknown paths, run-time paths handed on by 404.html).
 */
import type { Page } from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  line: number;
  document: string;
}

/** Starts watching `page`; returns the list the problems are written to, one readable line each. */
export async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const notFoundDocuments = new Set<string>();
  await page.exposeFunction('reportPolicyViolation', (violation: Violation) => {
    problems.push(
      `CSP ${violation.directive} blocked ${violation.blocked || 'inline'} on ${violation.document}` +
        (violation.source ? ` (${violation.source}:${violation.line})` : '') +
        (violation.sample ? `: ${violation.sample}` : ''),
    );
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation: (violation: Violation) => void }).reportPolicyViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: event.sourceFile,
        line: event.lineNumber,
        document: event.documentURI,
      });
    });
  });
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const expected404 =
      /^Failed to load resource: the server responded with a status of 404/.test(message.text()) &&
      notFoundDocuments.has(message.location().url);
    if (!expected404) problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Scrolls the whole page down as a reader would, so lazy images load, scroll animations run and islands that wait to be seen hydrate. */
export async function readToTheEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(innerHeight * 0.8)) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    scrollTo(0, document.documentElement.scrollHeight);
  });
  // Images in hidden parts (cards behind "load more") are not fetched until shown.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || !image.checkVisibility()));
}
