/**
 * A fingerprint of a built site, to tell whether a new build differs from the
 * one already published. Builds are deterministic (same API content, same
 * code: same bytes; asset names are content hashes), so equal fingerprints
 * mean there is nothing new to publish.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** The file, at the site's root, that carries the fingerprint of the published build. */
export const SITE_HASH_FILE = 'site-hash.txt';

async function publishedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return (
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      // GitHub's Pages artifact leaves hidden files out, so the fingerprint does too.
      .filter((path) => path !== SITE_HASH_FILE && !path.split('/').some((part) => part.startsWith('.')))
      .sort()
  );
}

/** SHA-256 over every published file's path and bytes, in path order. */
export async function hashSite(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const path of await publishedFiles(dir)) {
    const fileHash = createHash('sha256')
      .update(await readFile(join(dir, path)))
      .digest('hex');
    hash.update(`${path}\0${fileHash}\n`);
  }
  return hash.digest('hex');
}

export interface PublishDecision {
  publish: boolean;
  /** One sentence for the run's summary. */
  reason: string;
}

/** Publish unless the live site carries the same fingerprint (or a manual run forces it). */
export function decidePublish(localHash: string, liveHash: string | null, force: boolean): PublishDecision {
  if (force) return { publish: true, reason: 'Publishing: a manual run asked to publish in any case.' };
  if (liveHash === null)
    return {
      publish: true,
      reason: 'Publishing: the live site has no fingerprint yet (first publication, or it could not be read).',
    };
  if (liveHash === localHash)
    return {
      publish: false,
      reason: `Not publishing: the build is identical to the live site (fingerprint ${localHash.slice(0, 12)}).`,
    };
  return {
    publish: true,
    reason: `Publishing: the build differs from the live site (fingerprint ${liveHash.slice(0, 12)} → ${localHash.slice(0, 12)}).`,
  };
}

/** The fingerprint the live site publishes, or null when it cannot be read. */
export async function fetchLiveHash(
  url: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 20_000,
): Promise<string | null> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const text = (await response.text()).trim();
    return /^[0-9a-f]{64}$/.test(text) ? text : null;
  } catch {
    return null;
  }
}
