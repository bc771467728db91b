/**
 * Runs the Astro CLI as a child process under this same Node (22), with
 * telemetry off, so the scripts behave the same from npm, Playwright or a shell.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const astroBin = fileURLToPath(new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url));

/** Starts `astro <args>` with extra environment variables; output goes to this terminal. */
export function spawnAstro(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [astroBin, ...args], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
}

/** Runs `astro <args>` to the end; resolves with its exit code. */
export function runAstro(args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawnAstro(args, env);
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
