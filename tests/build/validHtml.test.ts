/**
 * Every page of the demo build is valid HTML, as the Nu HTML Checker (the W3C
 * validator's engine) reads it: no error on any page, in either language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApi } from '../../scripts/demo-api/server.ts';
import { htmlFiles } from './support/basePath.ts';
import { build, closeBuild, ports, startApi, type BuildResult } from './support/build.ts';
import { isCheckerGap, nuErrors } from './support/nuChecker.ts';

let api: DemoApi;
let result: BuildResult;

beforeAll(async () => {
  api = await startApi(ports.plain);
  result = await build({ API_URL: api.url });
});

afterAll(() => closeBuild(api, result));

describe('the demo build, page by page, in the Nu HTML Checker', () => {
  it('has no error on any page', async () => {
    expect(result.code, result.output).toBe(0);
    const pages = await htmlFiles(result.outDir);
    // Both languages, every route type: the demo has over a hundred pages.
    expect(pages.length).toBeGreaterThan(100);
    expect(pages).toContain('en/la-flotta/1/index.html');
    const errors = await nuErrors(result.outDir);
    const report = errors.map(({ file, line, message }) => `${file}:${line ?? '?'}: ${message}`).join('\n');
    expect(report).toBe('');
  });

  it('leaves out only the checker’s gaps in CSS Transitions Level 2', () => {
    expect(isCheckerGap('CSS: Unrecognized at-rule “@starting-style”.')).toBe(true);
    expect(isCheckerGap('CSS: “transition”: “allow-discrete” is not a “transition” value.')).toBe(true);
    expect(isCheckerGap('CSS: Unrecognized at-rule “@layer”.')).toBe(false);
    expect(isCheckerGap('Stray start tag “script”.')).toBe(false);
  });
});
