import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDataDir, removeDataDir } from './helpers.ts';

const SERVER = fileURLToPath(new URL('../../../scripts/demo-api/server.ts', import.meta.url));

let dataDir: string;
beforeAll(async () => {
  dataDir = await makeDataDir();
});
afterAll(async () => {
  await removeDataDir(dataDir);
});

/** Runs the CLI with the test runner's Node (22) and collects its output. */
function run(args: string[]): {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  firstLine: Promise<string>;
} {
  const child = spawn(process.execPath, [SERVER, ...args], {
    env: { ...process.env, DEMO_NOW: '2026-03-15T10:00:00+01:00' },
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('\n')) resolve(stdout.split('\n')[0] ?? '');
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  firstLine.catch(() => undefined); // awaited only by the tests that expect a start
  return { child, stdout: () => stdout, stderr: () => stderr, firstLine };
}

describe('command line', () => {
  it('prints its address, applies --fault and stops cleanly on SIGTERM and SIGINT', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const fault = JSON.stringify({ path: '/api/eventi/get_eventi_pubblici', mode: 'status', status: 502, times: 1 });
      const server = run(['--port', '0', '--data-dir', dataDir, '--events', '3', '--fault', fault]);
      const line = await server.firstLine;
      const match = /^Demo API listening on (http:\/\/127\.0\.0\.1:(\d+)) \(data: (.+)\)$/.exec(line);
      expect(match?.[3]).toBe(dataDir);
      const url = match?.[1] ?? '';
      expect((await fetch(`${url}/api/eventi/get_eventi_pubblici`)).status).toBe(502);
      expect(await (await fetch(`${url}/api/eventi/get_eventi_pubblici`)).json()).toHaveLength(3);
      server.child.kill(signal);
      const [code] = await once(server.child, 'exit');
      expect(code).toBe(0);
      expect(server.stdout().trim().split('\n')).toHaveLength(1);
      expect(server.stderr()).not.toContain('ExperimentalWarning');
    }
  });

  it('explains bad flags and exits with 2', async () => {
    const server = run(['--port', 'eighty']);
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(2);
    expect(server.stderr()).toContain('--port must be a whole number');
    expect(server.stderr()).toContain('Usage:');
  });
});
