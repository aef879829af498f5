import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Folder of product images under the uploads: lots, auctions and banners are served from /uploads/product/. */
export const PRODUCT_FOLDER = 'product';

/** Writes the demo's generated pictures under the uploads folder. */
export async function writeDemoFiles(uploadsDir: string, files: ReadonlyMap<string, string>) {
  const folder = join(uploadsDir, PRODUCT_FOLDER);
  await mkdir(folder, { recursive: true });
  await Promise.all([...files].map(([name, svg]) => writeFile(join(folder, name), svg)));
}
