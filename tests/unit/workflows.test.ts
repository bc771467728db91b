import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/astro.ts';
import { lintWorkflow, workflowFiles } from '../../scripts/lib/lintWorkflows.ts';

const read = (path: string) => readFile(join(projectRoot, path), 'utf8');

describe('the GitHub Actions workflows', () => {
  it('are exactly ci.yml and deploy.yml', async () => {
    expect(await workflowFiles()).toEqual(['.github/workflows/ci.yml', '.github/workflows/deploy.yml']);
  });

  it.each(['.github/workflows/ci.yml', '.github/workflows/deploy.yml'])('%s passes actionlint', async (file) => {
    expect(await lintWorkflow(file)).toEqual([]);
  });

  it('the linter reports every mistake of a deliberately broken workflow', async () => {
    const findings = await lintWorkflow('tests/unit/fixtures/broken-workflow.yml');
    const reported = findings.map(({ line, kind }) => `${line} ${kind}`);
    expect(reported).toEqual(
      expect.arrayContaining([
        '6 events', // cron minute 61
        '11 permissions', // unknown scope "pagez"
        '17 expression', // output of a step that does not exist
        '21 action', // checkout has no input "fetch-deepth"
        '22 expression', // github.evnt_name
        '24 job-needs', // needs a job that does not exist
      ]),
    );
  });

  it('use actions by major-version tag only (no commit SHA could be verified here)', async () => {
    for (const file of await workflowFiles()) {
      const refs = [...(await read(file)).matchAll(/^\s*(?:-\s*)?uses:\s*(\S+)/gm)].map((match) => match[1]!);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) expect(ref, `${file}: ${ref}`).toMatch(/^actions\/[\w-]+(\/[\w-]+)?@v\d+$/);
    }
  });

  it('deploy builds against the API_URL variable, never the demo API', async () => {
    const deploy = await read('.github/workflows/deploy.yml');
    expect(deploy).toMatch(/^\s+API_URL: \$\{\{ vars\.API_URL \}\}$/m);
    expect(deploy).not.toMatch(/demo-api|with-demo-api|scripts\/start\.ts|npm start/);
  });

  it('deploy listens for the repository_dispatch type that the README tells the backend to send', async () => {
    const deploy = await read('.github/workflows/deploy.yml');
    const readme = await read('README.md');
    const type = /repository_dispatch:\s*\n\s*types: \[([\w-]+)\]/.exec(deploy)?.[1];
    expect(type).toBeTruthy();
    expect(readme).toContain(`"event_type":"${type}"`);
  });

  it.each(['.github/workflows/ci.yml', '.github/workflows/deploy.yml'])(
    '%s installs with npm ci and takes Node from .nvmrc',
    async (file) => {
      const workflow = await read(file);
      expect(workflow).toMatch(/^\s+run: npm ci\b/m);
      expect(workflow).not.toMatch(/npm install/);
      expect(workflow).toMatch(/^\s+node-version-file: \.nvmrc$/m);
      expect(workflow).not.toMatch(/node-version:/);
    },
  );

  it('ci runs on pushes to main and on pull requests only, so a branch is not checked twice', async () => {
    const ci = await read('.github/workflows/ci.yml');
    const on = /^on:\n((?: .*\n|\n)*)/m.exec(ci)?.[1] ?? '';
    expect(on.trimEnd().split('\n')).toEqual(['  push:', '    branches: [main]', '  pull_request:']);
  });

  it('deploy measures the site against Pages’ size limit after the build and before anything is uploaded', async () => {
    const deploy = await read('.github/workflows/deploy.yml');
    const at = (text: string) => deploy.indexOf(text);
    expect(at('run: node scripts/pages-size.ts dist')).toBeGreaterThan(at('run: npm run build'));
    expect(at('run: node scripts/pages-size.ts dist')).toBeLessThan(at('uses: actions/upload-pages-artifact'));
    expect(at('run: node scripts/pages-size.ts dist')).toBeLessThan(at('run: node scripts/decide-publish.ts'));
  });

  it('Dependabot watches the npm packages and the workflows’ actions', async () => {
    const config = await read('.github/dependabot.yml');
    const ecosystems = [...config.matchAll(/package-ecosystem: ([\w-]+)/g)].map((match) => match[1]);
    expect(ecosystems.sort()).toEqual(['github-actions', 'npm']);
  });
});

describe('.ci/run', () => {
  it('installs with npm ci and brings a Java for the HTML checker when there is none', async () => {
    const run = await read('.ci/run');
    expect(run).toMatch(/^npm ci$/m);
    expect(run).not.toMatch(/^npm install/m);
    expect(run).toContain('default-jre-headless');
  });
});
