/**
 * Child process of the build benchmark: one `astro build` of the project into
 * the given output and cache folders (so the developer's dist/ and image cache
 * stay untouched), then its own peak memory and CPU time on the IPC channel.
 *
 *   node scripts/bench/lib/astroBuild.ts <outDir> <cacheDir>
 */
import { build } from 'astro';
import { projectRoot } from '../../lib/astro.ts';

const [outDir, cacheDir] = process.argv.slice(2);
if (!outDir || !cacheDir || !process.send) throw new Error('Usage: fork astroBuild.ts <outDir> <cacheDir>');

await build({ root: projectRoot, outDir, cacheDir, logLevel: 'info' });
const usage = process.resourceUsage();
process.send({ maxRssKb: usage.maxRSS, cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000) }, () =>
  process.exit(0),
);
