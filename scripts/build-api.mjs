// Builds the reference server into JavaScript for `node` to run without tsx (`npm run serve`, the production start):
// apps/api/dist/main.mjs (the server) and apps/api/dist/migrate.mjs (the migrations on their own). The workspace's own
// packages are bundled in; packages from npm stay imports, found in node_modules as under tsx. Each module's
// import.meta.url becomes its source file's address relative to the built file, so what the server finds beside its
// sources (the contract, the database's thread, the broadcaster's files) is found as under tsx, wherever the install
// is: the built files name no path of the machine that built them. Prints the server's path on its last line:
// callers take it from there.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';

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

/** Every module's import.meta.url stays its source file's URL, worked out from where the built file is. */
const ownModuleUrls = {
  name: 'own-module-urls',
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const fromBuilt = relative(dirname(builtServer), path).split(sep).join('/');
      const url = `new URL(${JSON.stringify(fromBuilt)}, import.meta.url).href`;
      return { contents: (await readFile(path, 'utf8')).replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

await build({
  entryPoints: {
    main: resolve(root, 'apps/api/src/main.ts'),
    migrate: resolve(root, 'apps/api/src/migrateCommand.ts'),
  },
  outdir: dirname(builtServer),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [npmPackagesExternal, ownModuleUrls],
});
console.log(`build-api: ${builtServer}`);
