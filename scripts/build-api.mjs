// Builds the reference server into one JavaScript file, apps/api/dist/main.mjs, for `node` to run without tsx (the
// production start the benchmarks compare with `npm start`'s). The workspace's own packages are bundled in; packages
// from npm stay imports, found in node_modules as under tsx. Each module keeps its own import.meta.url, so what the
// server finds beside its sources (the contract, the database's thread, the broadcaster's files) is found as under tsx.
// Prints the built file's path on its last line: callers take it from there.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const builtServer = resolve(root, 'apps/api/dist/main.mjs');

/** npm packages stay imports; the workspace's @storefront packages are bundled from their TypeScript sources. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@storefront/') ? undefined : { path, external: true },
    );
  },
};

/** Every module's import.meta.url stays its source file's URL. */
const ownModuleUrls = {
  name: 'own-module-urls',
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
      loader: 'ts',
    }));
  },
};

await build({
  entryPoints: [resolve(root, 'apps/api/src/main.ts')],
  outfile: builtServer,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [npmPackagesExternal, ownModuleUrls],
});
console.log(`build-api: ${builtServer}`);
