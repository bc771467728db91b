/**
 * Child process of the build benchmark (and of the build tests that need a
 * cache of their own): one `astro build` of the project into the given output
 * and cache folders (so the developer's dist/ and image cache stay untouched),
 * then, when started with an IPC channel, its own peak memory and CPU time on it.
 *
 *   node scripts/bench/lib/astroBuild.ts <outDir> <cacheDir>
 */
import { build } from 'astro';
import { projectRoot } from '../../lib/astro.ts';

const [outDir, cacheDir] = process.argv.slice(2);
if (!outDir || !cacheDir) throw new Error('Usage: node astroBuild.ts <outDir> <cacheDir>');

await build({ root: projectRoot, outDir, cacheDir, logLevel: 'info' });
const usage = process.resourceUsage();
const measure = { maxRssKb: usage.maxRSS, cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000) };
if (process.send) process.send(measure, () => process.exit(0));
else process.exit(0);
