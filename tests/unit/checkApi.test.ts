import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/astro.ts';

/** The `apiPaths.*` entries a source file uses. */
async function apiPathsUsedBy(...files: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (const file of files) {
    for (const [, name] of (await readFile(join(projectRoot, file), 'utf8')).matchAll(/apiPaths\.(\w+)/g))
      used.add(name!);
  }
  return used;
}

describe('check:api', () => {
  it('checks every endpoint the build-time loaders read', async () => {
    const loaders = (await readdir(join(projectRoot, 'src/loaders')))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `src/loaders/${name}`);
    const read = await apiPathsUsedBy(...loaders);
    const checked = await apiPathsUsedBy('scripts/lib/checkApi.ts');
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !checked.has(name))).toEqual([]);
  });
});
