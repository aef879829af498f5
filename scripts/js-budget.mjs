// Gate: the JavaScript the home route loads, gzipped, against the floor of a bare React + ReactDOM page built by the
// same Vite in the same run. Later routes keep the ratio; print it either way.
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 2.0;
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'js-budget-'));

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The JS files a route loads: the entry's chunk and every chunk it imports statically, and the same for `extra`. */
function routeFiles(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

async function buildQuietly(config) {
  await build({ logLevel: 'silent', configFile: false, ...config, build: { manifest: true, ...config.build } });
}

try {
  const storeOut = join(work, 'store');
  await build({
    root: join(root, 'apps/store'),
    logLevel: 'silent',
    build: { outDir: storeOut, manifest: true, emptyOutDir: true, sourcemap: false },
  });
  const storeManifest = JSON.parse(readFileSync(join(storeOut, '.vite/manifest.json'), 'utf8'));
  const homeFiles = routeFiles(storeManifest, ['index.html', 'src/routes/HomePage.tsx']);
  if (!storeManifest['src/routes/HomePage.tsx']) throw new Error('The home route is not a chunk of its own (lazy).');
  const home = homeFiles.reduce((total, file) => total + gzipSize(join(storeOut, file)), 0);

  const bare = join(work, 'bare');
  mkdirSync(bare);
  writeFileSync(
    join(bare, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/main.jsx"></script>',
  );
  writeFileSync(
    join(bare, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Auctions</h1>);\n",
  );
  await buildQuietly({
    root: bare,
    plugins: [react()],
    resolve: { alias: { react: join(root, 'node_modules/react'), 'react-dom': join(root, 'node_modules/react-dom') } },
    build: { outDir: join(bare, 'dist'), emptyOutDir: true },
  });
  const bareManifest = JSON.parse(readFileSync(join(bare, 'dist/.vite/manifest.json'), 'utf8'));
  const floor = routeFiles(bareManifest, ['index.html']).reduce(
    (total, file) => total + gzipSize(join(bare, 'dist', file)),
    0,
  );

  const ratio = home / floor;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`js budget: home route ${kb(home)} gzip in ${homeFiles.length} files; bare React page ${kb(floor)}`);
  console.log(`js budget: ratio ${ratio.toFixed(2)} (budget ${BUDGET.toFixed(1)})`);
  // The home page renders its listing from chunks it imports once it has painted: reported, so the gate's figure
  // (what the route needs before its first paint) is never mistaken for everything the page loads.
  const homeChunk = storeManifest['src/routes/HomePage.tsx'];
  const afterPaint = routeFiles(storeManifest, [
    'index.html',
    'src/routes/HomePage.tsx',
    ...(homeChunk.dynamicImports ?? []),
  ]);
  const whole = afterPaint.reduce((total, file) => total + gzipSize(join(storeOut, file)), 0);
  console.log(
    `js budget: with what home loads after its first paint, ${kb(whole)} in ${afterPaint.length} files, ratio ${(whole / floor).toFixed(2)} (reported, not gated)`,
  );
  if (ratio > BUDGET) {
    console.error(`js budget: the home route loads ${ratio.toFixed(2)}× the bare page, over ${BUDGET}×`);
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
