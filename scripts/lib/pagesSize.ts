/**
 * GitHub Pages' limit on a published site, and a built site measured against
 * it the way the deploy uploads it: one tar archive of the folder
 * (actions/upload-pages-artifact), which Pages refuses over 1 GB.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** "Published GitHub Pages sites may be no larger than 1 GB" (GitHub Pages limits); read as 10^9 bytes, the stricter. */
export const PAGES_LIMIT_BYTES = 1_000_000_000;
/** From this share of the limit the deploy warns: time to act before a night's build is refused. */
export const PAGES_WARNING_SHARE = 0.8;

const TAR_BLOCK = 512;

export interface SiteSize {
  /** The files' own bytes. */
  bytes: number;
  files: number;
  /** The tar archive the deploy uploads: a 512-byte header per entry, contents padded to 512, two closing blocks. */
  archiveBytes: number;
}

/** Measures a built site: its files, their bytes, and the size of its upload archive. */
export async function measureSite(dir: string): Promise<SiteSize> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  let bytes = 0;
  let files = 0;
  let archiveBytes = 2 * TAR_BLOCK;
  for (const entry of entries) {
    archiveBytes += TAR_BLOCK;
    if (!entry.isFile()) continue;
    const size = (await stat(join(entry.parentPath, entry.name))).size;
    bytes += size;
    files += 1;
    archiveBytes += Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
  }
  return { bytes, files, archiveBytes };
}

export type PagesVerdict = { level: 'ok' | 'warning' | 'error'; message: string };

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** What the size of a site means for GitHub Pages: fine, a warning from 80 % of the limit, an error over it. */
export function pagesVerdict(size: SiteSize, limit = PAGES_LIMIT_BYTES): PagesVerdict {
  const share = size.archiveBytes / limit;
  const figures =
    `${megabytes(size.archiveBytes)} to upload (${size.files} files, ${megabytes(size.bytes)} of content), ` +
    `${(share * 100).toFixed(1)} % of GitHub Pages' ${megabytes(limit)} limit`;
  if (share > 1) {
    return {
      level: 'error',
      message: `The site is too large for GitHub Pages: ${figures}. Not published; the live site is unchanged. See "Room to grow" in the README.`,
    };
  }
  if (share >= PAGES_WARNING_SHARE) {
    return {
      level: 'warning',
      message: `The site nears GitHub Pages' limit: ${figures}. See "Room to grow" in the README.`,
    };
  }
  return { level: 'ok', message: `Site size: ${figures}.` };
}
