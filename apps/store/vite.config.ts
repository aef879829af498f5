import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { storeRoutes } from '../../scripts/store-routes.mjs';
import { withLowPriorityPreloads } from './build/modulePreloads.ts';
import { ROUTE_PRELOADS_FILE, routePreloads } from './build/routePreloads.ts';
import { withStylesheetAfterFirstPaint } from './build/stylesheetAfterFirstPaint.ts';
import { withStoreSettings } from '../api/src/routes/storeSettingsPage.ts';

const apiTarget = process.env['API_PROXY_TARGET'] ?? 'http://localhost:4000';

/** First path segments of every documented call, so a new operation is proxied without touching this file. */
const documentedPrefixes = Object.keys(
  (
    JSON.parse(readFileSync(new URL('../../openapi/bundled/storefront.json', import.meta.url), 'utf8')) as {
      paths: Record<string, unknown>;
    }
  ).paths,
).map((path) => `/${path.replace(/^\//, '').split('/')[0]}`);
/**
 * What every page runs on: React, the router, the query cache (not the rest of @tanstack: the list virtualiser loads
 * with the pages that use it), jotai, vanilla-extract's runtime, the API client with its realtime cache bridge and
 * socket options, the session, and the shell's buttons, toasts, header icons, link and picture helpers and skeletons.
 * One chunk for them, instead of the slivers that lazy routes would otherwise cut out of them (each costing its own
 * request and gzip frame: the home page loaded ten files before its first paint, now four).
 */
const shellModules = [
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|jotai|@vanilla-extract|@radix-ui[\\/]react-visually-hidden)[\\/]/,
  /packages[\\/]ui[\\/]src[\\/]components[\\/](Button|Toaster|Skeleton|LinkProvider|ImageHostProvider)[\\/]/,
  /packages[\\/]ui[\\/]src[\\/]components[\\/]Header[\\/]icons\.tsx$/,
  /packages[\\/]api-client[\\/]src[\\/](client|query|react|realtime)[\\/]/,
  /packages[\\/]api-client[\\/]src[\\/]generated[\\/]socketEvents\.ts$/,
  /packages[\\/]features[\\/]src[\\/]auth[\\/]state[\\/]/,
];

/**
 * Parts of those packages only some pages use (several queries at once: checkout; the bidder's own answer: the pages
 * with a bid box), left to those pages' chunks.
 */
const notShellModules = [
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](queriesObserver|useQueries)\.js$/,
  /packages[\\/]api-client[\\/]src[\\/]realtime[\\/]ownBid\.ts$/,
];

/** What the reference server serves beside the document: pictures, the dev outbox, realtime, robots.txt, sitemaps. */
const serverPrefixes = ['/uploads', '/dev', '/socket.io', '/robots.txt', '/sitemap'];

const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at build time: the reference
 * server sends them to browsers that accept them (`preCompressed`), without compressing on every request.
 */
function precompress(): Plugin {
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

/**
 * In `npm run dev` the page is Vite's, not the server's: it gets the store's settings the way the server writes them
 * (its name in the title and placeholder, the settings document the app reads), from the server's settings call. The
 * build leaves `%STORE_NAME%` for the server to fill at run time: one build serves any store.
 */
function storeSettingsInDevelopment(): Plugin {
  return {
    name: 'storefront-store-settings',
    apply: 'serve',
    transformIndexHtml: async (html) => {
      const answer = await fetch(`${apiTarget}/storeSettings`, { headers: { domain: 'localhost' } }).catch(
        (error: unknown) => {
          throw new Error(`The store's settings could not be read from ${apiTarget}/storeSettings`, { cause: error });
        },
      );
      if (!answer.ok) throw new Error(`${apiTarget}/storeSettings answered ${answer.status}`);
      return withStoreSettings(html, await answer.json());
    },
  };
}

/** The entry's imports preloaded at low priority (build/modulePreloads.ts). */
function lowPriorityPreloads(): Plugin {
  return {
    name: 'storefront-low-priority-preloads',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withLowPriorityPreloads },
  };
}

/** Writes each route's first-render code (build/routePreloads.ts) beside index.html, for the server to preload. */
function routePreloadsFile(): Plugin {
  return {
    name: 'storefront-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const storeRoot = import.meta.dirname;
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const preloads = routePreloads(chunks, storeRoutes(storeRoot), storeRoot);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

/** The first paint does not wait for the stylesheet (build/stylesheetAfterFirstPaint.ts). */
function stylesheetAfterFirstPaint(): Plugin {
  return {
    name: 'storefront-stylesheet-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle = {} }) =>
        withStylesheetAfterFirstPaint(html, (file) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? String(asset.source) : undefined;
        }),
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    storeSettingsInDevelopment(),
    stylesheetAfterFirstPaint(),
    lowPriorityPreloads(),
    routePreloadsFile(),
    precompress(),
  ],
  server: {
    port: 5173,
    // In `npm run dev` the API calls go to the reference server started beside Vite.
    proxy: Object.fromEntries(
      [...new Set([...documentedPrefixes, ...serverPrefixes])].map((path) => [
        path,
        { target: apiTarget, ws: path === '/socket.io' },
      ]),
    ),
  },
  build: {
    sourcemap: true,
    // The page preloads the entry's own imports (the shell), which the browser would otherwise find only after the
    // entry arrived. No preload map for lazy chunks: the router already preloads a route's code on intent (hover,
    // focus), and the map of every lazy chunk's dependencies would otherwise ship with the first page (the home route's
    // JavaScript budget).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    // One stylesheet for the whole store (about 20 KiB compressed): a page would otherwise wait on seven small
    // render-blocking files, and each lazy page on one more.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // V8's explicit compile hint: every function of the entry and the shell runs on the first page, so Chromium
        // compiles them while the file streams in, off the main thread, rather than one by one as each is first called
        // (a phone's main thread was spending about a third of the entry's first run compiling). Not on lazy chunks: an
        // eager compile of every page's code competed with the first page on a two-core machine and scored worse.
        postBanner: (chunk) => (chunk.isEntry || chunk.name === 'shell' ? '//# allFunctionsCalledOnLoad\n' : ''),
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: (id: string) =>
                shellModules.some((pattern) => pattern.test(id)) &&
                !notShellModules.some((pattern) => pattern.test(id)),
            },
          ],
        },
      },
    },
  },
});
