/**
 * Decides whether a fresh build needs publishing (deploy workflow):
 *
 *   node scripts/decide-publish.ts [dist]
 *
 * Writes the build's fingerprint to <dist>/site-hash.txt, reads the one the
 * live site serves at SITE_URL + BASE_PATH + site-hash.txt, and publishes only
 * when they differ (or FORCE_PUBLISH=true). Prints the decision, and in GitHub
 * Actions writes `publish` and `hash` to the step's outputs and a line to the
 * run's summary.
 */
import { appendFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { readSettings } from '../src/settings.ts';
import { projectRoot } from './lib/astro.ts';
import { decidePublish, fetchLiveHash, hashSite, SITE_HASH_FILE } from './lib/siteHash.ts';

const dist = resolve(projectRoot, process.argv[2] ?? 'dist');
const settings = readSettings(process.env, { apiUrlRequired: false });
const liveUrl = new URL(`${settings.basePath}${SITE_HASH_FILE}`, settings.siteUrl).href;

const localHash = await hashSite(dist);
await writeFile(join(dist, SITE_HASH_FILE), `${localHash}\n`);
const liveHash = await fetchLiveHash(`${liveUrl}?build=${Date.now()}`);
const decision = decidePublish(localHash, liveHash, process.env.FORCE_PUBLISH === 'true');

console.log(`Build fingerprint ${localHash}; live site (${liveUrl}): ${liveHash ?? 'none'}.`);
console.log(decision.reason);
if (process.env.GITHUB_OUTPUT) {
  await appendFile(process.env.GITHUB_OUTPUT, `publish=${decision.publish}\nhash=${localHash}\n`);
}
if (process.env.GITHUB_STEP_SUMMARY) {
  await appendFile(process.env.GITHUB_STEP_SUMMARY, `${decision.reason}\n`);
}
