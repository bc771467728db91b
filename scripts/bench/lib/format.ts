/** Figures as people read them, and plain-text tables for the benchmarks' reports. */

/** The middle value of several runs (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Bytes in B, KiB, MiB or GiB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

/** A duration as "1 min 23.4 s" or "850 ms". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = ((ms % 60_000) / 1000).toFixed(1);
  return minutes ? `${minutes} min ${seconds} s` : `${seconds} s`;
}

/** A Markdown table (also readable as plain text), columns padded to their widest cell. */
export function markdownTable(header: string[], rows: string[][], align: Array<'left' | 'right'> = []): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const pad = (cell: string, i: number) => (align[i] === 'right' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!));
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (align[i] === 'right' ? `${'-'.repeat(w + 1)}:` : `${'-'.repeat(w + 2)}`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
