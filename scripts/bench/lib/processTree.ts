/**
 * Resident memory of a process and all its descendants, read from /proc
 * (Linux), for sampling a build's peak memory including any helper processes.
 */
import { readdirSync, readFileSync } from 'node:fs';

function readProc(pid: string, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** The pids of `root` and every process below it. */
function descendants(root: number): string[] {
  const children = new Map<string, string[]>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    // The command name is in parentheses and may hold spaces: the parent pid follows the last ')'.
    const stat = readProc(pid, 'stat');
    const parent = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (parent) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const found = [String(root)];
  for (let i = 0; i < found.length; i++) found.push(...(children.get(found[i]!) ?? []));
  return found;
}

/** Resident set size in bytes of `root` and its descendants together; 0 once it has gone. */
export function treeRssBytes(root: number): number {
  let total = 0;
  for (const pid of descendants(root)) {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readProc(pid, 'status') ?? '')?.[1];
    if (kb) total += Number(kb) * 1024;
  }
  return total;
}

/** Samples the tree's memory every `intervalMs` until stopped; returns the peak in bytes. */
export function samplePeakMemory(root: number, intervalMs = 200): { stop(): number } {
  let peak = 0;
  const sample = () => {
    if (process.platform === 'linux') peak = Math.max(peak, treeRssBytes(root));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
