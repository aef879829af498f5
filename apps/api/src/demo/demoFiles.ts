import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRODUCT_FOLDER } from '../uploads/uploads';

/** Writes the demo's generated pictures under the uploads folder. */
export async function writeDemoFiles(uploadsDir: string, files: ReadonlyMap<string, string>) {
  const folder = join(uploadsDir, PRODUCT_FOLDER);
  await mkdir(folder, { recursive: true });
  await Promise.all([...files].map(([name, svg]) => writeFile(join(folder, name), svg)));
}
