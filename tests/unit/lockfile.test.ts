import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/astro.ts';

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(await readFile(join(projectRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const packageJson = JSON.parse(await readFile(join(projectRoot, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  engines: Record<string, string>;
};

/** Where Node would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolveLocked(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('lists every platform binary at the exact version its package asks for, so `npm ci` accepts it', () => {
    const wrong: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const [name, wanted] of Object.entries(entry.optionalDependencies ?? {})) {
        // Platform binaries are pinned to one version; ranges are npm's to resolve.
        if (!/^\d+\.\d+\.\d+$/.test(wanted)) continue;
        const found = resolveLocked(path, name);
        const version = found ? lock.packages[found]!.version : undefined;
        if (version !== wanted)
          wrong.push(`${path || '(root)'} wants ${name}@${wanted}, lockfile has ${version ?? 'none'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('records the Node the scripts run under at the major version of .nvmrc, which engines allows', async () => {
    const major = (await readFile(join(projectRoot, '.nvmrc'), 'utf8')).trim();
    expect(major).toMatch(/^\d+$/);
    expect(packageJson.devDependencies.node).toMatch(new RegExp(`^\\^${major}\\.\\d+\\.\\d+$`));
    expect(lock.packages['node_modules/node']?.version).toMatch(new RegExp(`^${major}\\.`));
    expect(packageJson.engines.node).toMatch(new RegExp(`^>=${major}(\\.\\d+)*$`));
  });
});
