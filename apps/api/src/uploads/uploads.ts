import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Largest profile photo accepted. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const UPLOADS_PREFIX = '/uploads/';
/** Folder of product images under the uploads: lots, auctions and banners are served from /uploads/product/. */
export const PRODUCT_FOLDER = 'product';

/** Files buyers upload, kept on disk under `<filesDir>/uploads` and served at /uploads/. */
export interface Uploads {
  dir: string;
  /** Writes a file under a fresh random name in a folder of the uploads; resolves its path below the uploads. */
  save: (folder: string, extension: string, data: Buffer) => Promise<string>;
  remove: (storedPath: string) => Promise<void>;
  /** The URL path a stored file is served at. */
  url: (storedPath: string) => string;
}

export function createUploads(filesDir: string): Uploads {
  const dir = join(filesDir, 'uploads');
  return {
    dir,
    save: async (folder, extension, data) => {
      await mkdir(join(dir, folder), { recursive: true });
      const storedPath = `${folder}/${randomBytes(12).toString('hex')}.${extension}`;
      await writeFile(join(dir, storedPath), data, { flag: 'wx' });
      return storedPath;
    },
    remove: (storedPath) => rm(join(dir, storedPath), { force: true }),
    url: (storedPath) => `${UPLOADS_PREFIX}${storedPath}`,
  };
}
