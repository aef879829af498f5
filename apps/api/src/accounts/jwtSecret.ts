import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const MIN_LENGTH = 32;

/**
 * The key that signs tokens: JWT_SECRET when given, otherwise one generated on first start and kept in the files
 * folder (readable by the owner only), so tokens survive restarts.
 */
export async function loadJwtSecret(given: string | undefined, filesDir: string): Promise<Uint8Array> {
  if (given !== undefined) {
    if (given.length < MIN_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_LENGTH} characters long.`);
    return new TextEncoder().encode(given);
  }
  const file = join(filesDir, 'jwt-secret');
  await mkdir(filesDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < MIN_LENGTH) throw new Error(`${file} holds too short a secret; delete it to generate another.`);
  return new TextEncoder().encode(secret);
}
