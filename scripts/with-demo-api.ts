/**
 * Runs one command with a fresh demo API behind it (API_URL set), then stops
 * the API: `node scripts/with-demo-api.ts astro check`. Used by the scripts
 * that read content but must not depend on a running API (type checks).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startDemoApi } from './demo-api/server.ts';
import { projectRoot } from './lib/astro.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-demo-api.ts <command> [args…]');
  process.exit(2);
}

// The same data folder as `npm start`: its generated media are reused.
const api = await startDemoApi({ port: 0, dataDir: join(projectRoot, '.demo-data') });
const child = spawn(command, args, {
  stdio: 'inherit',
  shell: false,
  env: { ...process.env, API_URL: api.url, ASTRO_TELEMETRY_DISABLED: '1' },
});
const code = await new Promise<number>((resolve) => {
  child.on('error', (error) => {
    console.error(`Could not run ${command}: ${error.message}`);
    resolve(1);
  });
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});
await api.close();
process.exit(code);
