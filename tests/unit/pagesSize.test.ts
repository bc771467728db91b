import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/astro.ts';
import { measureSite, pagesVerdict, PAGES_LIMIT_BYTES } from '../../scripts/lib/pagesSize.ts';

const run = promisify(execFile);
let site: string | undefined;

afterEach(async () => {
  if (site) await rm(site, { recursive: true, force: true });
  site = undefined;
});

/** A fake built site: an index page and one picture of `pictureBytes` (a sparse file: no disk used). */
async function fakeSite(pictureBytes: number): Promise<string> {
  site = await mkdtemp(join(tmpdir(), 'pages-size-'));
  await mkdir(join(site, '_astro'));
  await writeFile(join(site, 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(join(site, '_astro', 'photo.webp'), '');
  await truncate(join(site, '_astro', 'photo.webp'), pictureBytes);
  return site;
}

/** Runs the deploy's size step on a folder, as the workflow does, with a summary file. */
async function sizeStep(dir: string) {
  const summary = join(dir, '..', `${dir.split('/').at(-1)}-summary.md`);
  const result = await run(process.execPath, [join(projectRoot, 'scripts/pages-size.ts'), dir], {
    env: { ...process.env, GITHUB_STEP_SUMMARY: summary },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
  const written = await readFile(summary, 'utf8');
  await rm(summary);
  return { ...result, summary: written };
}

describe('measureSite', () => {
  it('counts files and bytes, and the upload archive with its 512-byte blocks', async () => {
    const dir = await fakeSite(1000);
    const size = await measureSite(dir);
    expect(size.files).toBe(2);
    expect(size.bytes).toBe(1000 + 31);
    // Two closing blocks; a header for _astro, index.html and photo.webp; contents padded to 512.
    expect(size.archiveBytes).toBe(2 * 512 + 3 * 512 + 512 + 1024);
  });
});

describe('pagesVerdict', () => {
  const size = (archiveBytes: number) => ({ bytes: archiveBytes, files: 27_000, archiveBytes });

  it('is quiet under 80 % of the limit, warns from 80 %, and refuses over the limit', () => {
    expect(pagesVerdict(size(0.79 * PAGES_LIMIT_BYTES)).level).toBe('ok');
    expect(pagesVerdict(size(0.8 * PAGES_LIMIT_BYTES)).level).toBe('warning');
    expect(pagesVerdict(size(PAGES_LIMIT_BYTES)).level).toBe('warning');
    expect(pagesVerdict(size(PAGES_LIMIT_BYTES + 1)).level).toBe('error');
  });

  it('says the figures a webmaster needs', () => {
    expect(pagesVerdict(size(884_000_000)).message).toBe(
      'The site nears GitHub Pages\' limit: 884.0 MB to upload (27000 files, 884.0 MB of content), 88.4 % of GitHub Pages\' 1000.0 MB limit. See "Room to grow" in the README.',
    );
  });
});

describe('the deploy’s size step (scripts/pages-size.ts)', () => {
  it('fails on a site over GitHub Pages’ 1 GB, saying so in the run’s summary', async () => {
    const { code, stdout, summary } = await sizeStep(await fakeSite(1_100_000_000));
    expect(code).toBe(1);
    expect(stdout).toMatch(/^::error title=GitHub Pages size::The site is too large for GitHub Pages: 1100\.0 MB/m);
    expect(summary).toContain('Not published; the live site is unchanged.');
  });

  it('warns from 80 % and lets the deploy go on', async () => {
    const { code, stdout, summary } = await sizeStep(await fakeSite(850_000_000));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^::warning title=GitHub Pages size::The site nears GitHub Pages' limit: 850\.0 MB/m);
    expect(summary).toMatch(/^⚠️ The site nears/);
  });

  it('reports the figures of an ordinary site and passes', async () => {
    const { code, stdout } = await sizeStep(await fakeSite(5_000_000));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Site size: 5\.0 MB to upload \(2 files/);
  });
});
