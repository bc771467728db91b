/** Where the benchmarks keep their reports and working folders (bench-results/, git-ignored). */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../lib/astro.ts';

export const resultsDir = join(projectRoot, 'bench-results');

/** The commit the benchmark ran on, with "+changes" when the worktree differs from it. */
export function currentCommit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: projectRoot,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${sha}+changes` : sha;
  } catch {
    return 'unknown';
  }
}

/** Writes `<name>.json` and `<name>.md` under bench-results/; returns their paths. */
export function saveResults(name: string, data: unknown, markdown: string): string[] {
  mkdirSync(resultsDir, { recursive: true });
  const json = join(resultsDir, `${name}.json`);
  const md = join(resultsDir, `${name}.md`);
  writeFileSync(json, `${JSON.stringify(data, null, 2)}\n`);
  writeFileSync(md, `${markdown}\n`);
  return [json, md];
}
