import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at build time: the reference
 * server sends them to browsers that accept them (`preCompressed`), without compressing on every request.
 */
export function precompress(): Plugin {
  return {
    name: 'storefront-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => TEXT.test(file))
          .map(async (file) => {
            const path = join(dir, file);
            const content = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipped(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}
