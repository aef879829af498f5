// Every route of the storefront and the lazy page module that renders it, read from the router setup in
// apps/store/src/app. The router's files follow three shapes, all read here:
//   createRoute({ path: '/x', component: lazyPage(() => import('../routes/X'), 'X') })
//   const page = lazyPage(() => import('../routes/X'), 'X'); … createRoute({ path: '/x', component: page })
//   const helper = (path, …) => createRoute({ path, component: … }); helper('/x', () => import('../routes/X'), 'X')
// A page module imported from the router but reached by no route read here throws, so a new shape cannot be skipped.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const LAZY_PAGE = /lazyPage\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*,\s*'(\w+)'\s*\)/;
const PAGE_IMPORT = /import\('(\.\.\/routes\/[^']+)'\)/g;

/** The text of the call whose opening parenthesis is at `open`, without the parentheses. */
function callArguments(source, open) {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === '(') depth += 1;
    else if (source[index] === ')' && --depth === 0) return source.slice(open + 1, index);
  }
  throw new Error(`Unbalanced call at ${open}`);
}

/** The call sites `name(…)` in `source`, as argument texts (the definition `const name =` is not a call). */
function callsOf(source, name) {
  const calls = [];
  for (const match of source.matchAll(new RegExp(`\\b${name}\\(`, 'g'))) {
    calls.push(callArguments(source, match.index + name.length));
  }
  return calls;
}

/** The page a component expression names, in `file`'s own words: a lazy page inline or through a const. */
function pageOf(component, source) {
  const inline = LAZY_PAGE.exec(component);
  if (inline) return { specifier: inline[1], name: inline[2] };
  const constant = /^(\w+)$/.exec(component.trim());
  if (!constant) return undefined;
  const declared = new RegExp(`const ${constant[1]} = (lazyPage\\([^;]+\\));`).exec(source);
  return declared ? pageOf(declared[1], source) : undefined;
}

function routesOfFile(source) {
  const routes = [];
  for (const match of source.matchAll(/\bcreateRoute\(/g)) {
    const open = match.index + 'createRoute'.length;
    const options = callArguments(source, open);
    const component = /component:\s*([^\n]+?),?\n/.exec(options)?.[1] ?? '';
    const literalPath = /\bpath:\s*'([^']+)'/.exec(options)?.[1];
    if (literalPath) {
      const page = pageOf(component, source);
      if (!page) throw new Error(`The route ${literalPath} renders no lazy page read here: ${component}`);
      routes.push({ path: literalPath, ...page });
      continue;
    }
    // A helper that makes routes: its calls give the path, and the page when the helper takes it as arguments.
    const helper = [...source.slice(0, match.index).matchAll(/const (\w+) = /g)].at(-1)?.[1];
    if (!helper) continue;
    for (const call of callsOf(source, helper)) {
      const path = /^\s*'([^']+)'/.exec(call)?.[1];
      const passed = /import\('([^']+)'\)\s*,\s*'(\w+)'/.exec(call);
      const page = passed ? { specifier: passed[1], name: passed[2] } : pageOf(component, source);
      if (path && page) routes.push({ path, ...page });
    }
  }
  return routes;
}

/**
 * The storefront's routes: `{ path, module, name }`, module relative to apps/store (e.g. `src/routes/HomePage`,
 * without extension), name the page component it exports.
 */
export function storeRoutes(storeRoot) {
  const appDir = join(storeRoot, 'src/app');
  const routes = [];
  const imported = new Set();
  for (const file of readdirSync(appDir).filter((name) => /\.tsx?$/.test(name))) {
    const source = readFileSync(join(appDir, file), 'utf8');
    for (const match of source.matchAll(PAGE_IMPORT)) imported.add(posix.join('src/app', match[1]));
    for (const route of routesOfFile(source)) {
      routes.push({ path: route.path, module: posix.join('src/app', route.specifier), name: route.name });
    }
  }
  const reached = new Set(routes.map((route) => route.module));
  const missed = [...imported].filter((module) => !reached.has(module));
  if (missed.length > 0) throw new Error(`Page modules imported by the router but reached by no route: ${missed}`);
  return routes;
}
