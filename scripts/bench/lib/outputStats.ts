/** What a build wrote: pages, images, and bytes per kind of file. */
import { readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

export type FileKind = 'html' | 'js' | 'css' | 'images' | 'other';

export interface OutputStats {
  pages: number;
  images: number;
  files: number;
  bytes: Record<FileKind | 'total', number>;
}

const kinds: Record<string, FileKind> = {
  '.html': 'html',
  '.js': 'js',
  '.mjs': 'js',
  '.css': 'css',
  '.webp': 'images',
  '.avif': 'images',
  '.png': 'images',
  '.jpg': 'images',
  '.jpeg': 'images',
  '.svg': 'images',
  '.gif': 'images',
};

/** Every file below `dir`, recursively. */
function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Counts the pages (HTML files) and images of a build output, and sums its bytes per kind. */
export function outputStats(outDir: string): OutputStats {
  const stats: OutputStats = {
    pages: 0,
    images: 0,
    files: 0,
    bytes: { html: 0, js: 0, css: 0, images: 0, other: 0, total: 0 },
  };
  for (const path of files(outDir)) {
    const kind = kinds[extname(path).toLowerCase()] ?? 'other';
    const size = statSync(path).size;
    stats.files++;
    stats.bytes[kind] += size;
    stats.bytes.total += size;
    if (kind === 'html') stats.pages++;
    if (kind === 'images') stats.images++;
  }
  return stats;
}
