import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Runs a gate script of scripts/ (the one source of its measurement) with `env[jsonVariable]` naming a fresh file, and
 * resolves with the figures it wrote there. A gate over its budget exits 1 but still writes its figures: the benchmark
 * prints them either way; a script that wrote nothing fails with what it printed.
 */
export async function gateFigures<T>(script: string, jsonVariable: string): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'bench-gate-'));
  const file = join(folder, 'figures.json');
  try {
    const output = await new Promise<string>((resolve) => {
      const child = spawn(process.execPath, [join(projectRoot, script)], {
        cwd: projectRoot,
        env: { ...process.env, [jsonVariable]: file },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let printed = '';
      child.stdout.on('data', (chunk: Buffer) => void (printed += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => void (printed += chunk.toString()));
      child.once('exit', () => resolve(printed));
    });
    try {
      return JSON.parse(await readFile(file, 'utf8')) as T;
    } catch {
      throw new Error(`${script} wrote no figures:\n${output}`);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
