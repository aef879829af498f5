// Bundles a split OpenAPI document into one object with Redocly CLI, the resolver the linter uses,
// and checks that every $ref of the result points at something inside it.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('../node_modules/@redocly/cli/bin/cli.js', import.meta.url));
// Without these the CLI phones home, which costs seconds offline.
const quiet = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

export async function bundleDocument(rootFile) {
  const dir = await mkdtemp(join(tmpdir(), 'api-bundle-'));
  try {
    const output = join(dir, 'bundle.json');
    await run(process.execPath, [cli, 'bundle', rootFile, '--ext', 'json', '--output', output], { env: quiet });
    const document = JSON.parse(await readFile(output, 'utf8'));
    assertRefsResolve(document, rootFile);
    return document;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function resolvePointer(document, ref) {
  if (!ref.startsWith('#/')) return undefined;
  let node = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !(key in node)) return undefined;
    node = node[key];
  }
  return node;
}

function assertRefsResolve(document, rootFile) {
  const broken = new Set();
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && resolvePointer(document, value) === undefined)
        broken.add(value);
      else walk(value);
    }
  };
  walk(document);
  if (broken.size > 0) throw new Error(`${rootFile}: unresolved $ref after bundling: ${[...broken].join(', ')}`);
}
