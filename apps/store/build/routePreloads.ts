/** What routePreloads reads of a chunk of the build's output. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}

/** A route of the store and its lazy page module, relative to the store's folder (`src/routes/HomePage`). */
export interface StoreRoute {
  path: string;
  module: string;
}

/** The file the build writes beside index.html and the reference server reads (apps/api/src/routes/storefront.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The code each route's first render needs beyond what index.html already loads: the route's page chunk, the parts
 * the page imports lazily from src/routes (they load as soon as it renders) and every chunk those import statically,
 * by route path. The server names them in the page it sends for the route (modulepreload), so that a buyer landing on
 * a lot from a link fetches them side by side instead of finding them one import level at a time, a round trip each.
 */
export function routePreloads(
  chunks: readonly BuiltChunk[],
  routes: readonly StoreRoute[],
  storeRoot: string,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(
    chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId.replace(/\.tsx?$/, ''), chunk]] : [])),
  );
  const entry = chunks.find((chunk) => chunk.isEntry);
  const onEveryPage = new Set(entry ? [entry.fileName, ...entry.imports] : []);
  const pageParts = `${storeRoot}/src/routes/`;
  return Object.fromEntries(
    routes.map((route) => {
      const page = byModule.get(`${storeRoot}/${route.module}`);
      if (!page) throw new Error(`No chunk of the build renders ${route.module} (the route ${route.path}).`);
      const files = new Set<string>();
      const visit = (file: string) => {
        const chunk = byFile.get(file);
        if (!chunk || files.has(file) || onEveryPage.has(file)) return;
        files.add(file);
        chunk.imports.forEach(visit);
      };
      visit(page.fileName);
      page.dynamicImports.filter((file) => byFile.get(file)?.facadeModuleId?.startsWith(pageParts)).forEach(visit);
      return [route.path, [...files].map((file) => `/${file}`)];
    }),
  );
}
