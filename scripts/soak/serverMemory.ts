import { readdir, readFile } from 'node:fs/promises';

/**
 * The resident memory (bytes) of the storefront's server process: of the processes whose command runs
 * apps/api/src/main.ts with this DATA_DIR (npm start's tsx and the node under it), the largest, which is the server.
 * Linux only (/proc). Null when none is found.
 */
export async function serverRss(dataDir: string): Promise<number | null> {
  let largest: number | null = null;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      if (!command.includes('apps/api/src/main.ts')) continue;
      const environment = (await readFile(`/proc/${entry}/environ`, 'utf8')).split('\0');
      if (!environment.includes(`DATA_DIR=${dataDir}`)) continue;
      const status = await readFile(`/proc/${entry}/status`, 'utf8');
      const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
      largest = Math.max(largest ?? 0, kilobytes * 1024);
    } catch {
      // The process ended while being read.
    }
  }
  return largest;
}
