import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningStorefront {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the storefront the way the README does (`npm start`), on a free port and a
 * fresh data folder, and resolves with the URL it prints.
 */
export async function startStorefront(): Promise<RunningStorefront> {
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-e2e-'));
  const child = spawn('npm', ['start', '--silent'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Storefront running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`npm start exited with ${code} before printing its URL:\n${output}`)),
    );
  });
  return { url, output: () => output, stop: () => stopGroup(child) };
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid, 'SIGTERM');
  });
}
