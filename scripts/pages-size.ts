/**
 * Measures a built site against GitHub Pages' size limit (deploy workflow, before the upload):
 *
 *   node scripts/pages-size.ts [dist]
 *
 * Prints the figures; in GitHub Actions also a line in the run's summary and a warning or error
 * annotation. Exits 1 when Pages would refuse the site, so nothing is uploaded and the live site
 * stays as it was.
 */
import { appendFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { projectRoot } from './lib/astro.ts';
import { measureSite, pagesVerdict } from './lib/pagesSize.ts';

const dist = resolve(projectRoot, process.argv[2] ?? 'dist');
const verdict = pagesVerdict(await measureSite(dist));

if (verdict.level === 'ok') console.log(verdict.message);
else console.log(`::${verdict.level} title=GitHub Pages size::${verdict.message}`);
if (process.env.GITHUB_STEP_SUMMARY) {
  const mark = { ok: '', warning: '⚠️ ', error: '❌ ' }[verdict.level];
  await appendFile(process.env.GITHUB_STEP_SUMMARY, `${mark}${verdict.message}\n`);
}
if (verdict.level === 'error') process.exitCode = 1;
