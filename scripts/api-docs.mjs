// Builds the browsable API reference (Redoc, scripts inlined so it opens offline) into
// openapi/dist/: storefront.html, card-provider.html and an index.html linking both. The
// storefront page gains a "Socket messages" section drawn from x-socket-events.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'node_modules/@redocly/cli/bin/cli.js');
const out = join(root, 'openapi/dist');
const quiet = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

const refName = (ref) => ref.split('/').pop();

function typeOf(schema) {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  if (schema.type === 'array') return `${typeOf(schema.items ?? {})}[]`;
  return [schema.type ?? 'any'].flat().join(' \\| ');
}

function fieldsTable(schema) {
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties ?? {}).map(
    ([name, field]) =>
      `| \`${name}\` | ${typeOf(field)} | ${required.has(name) ? 'yes' : ''} | ${(field.description ?? '').replaceAll('\n', ' ')} |`,
  );
  return ['| Field | Type | Required | Meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

function socketSection(document) {
  const index = document['x-socket-events'];
  const lines = ['', '# Socket messages', ''];
  const payloads = new Set();
  for (const [server, spec] of Object.entries(index)) {
    lines.push(`## The ${server} server`, '', spec.description ?? '', '');
    lines.push(`Reconnects ${spec.reconnectionAttempts} times, ${spec.reconnectionDelay} ms apart.`, '');
    lines.push('| Direction | Message | Payload | What it means |', '| --- | --- | --- | --- |');
    for (const [direction, label] of [
      ['serverToClient', 'server → storefront'],
      ['clientToServer', 'storefront → server'],
    ]) {
      for (const [event, message] of Object.entries(spec[direction] ?? {})) {
        const schema = refName(message.payload.$ref);
        payloads.add(schema);
        lines.push(`| ${label} | \`${event}\` | \`${schema}\` | ${message.summary} |`);
      }
    }
    lines.push('');
  }
  lines.push('## Payloads', '');
  for (const name of [...payloads].sort()) {
    const schema = document.components.schemas[name];
    lines.push(`### ${name}`, '', (schema.description ?? '').replaceAll('\n', ' '), '', fieldsTable(schema), '');
  }
  return lines.join('\n');
}

async function build(name, title, transform = (document) => document) {
  const document = transform(JSON.parse(await readFile(join(root, `openapi/bundled/${name}.json`), 'utf8')));
  const dir = await mkdtemp(join(tmpdir(), 'api-docs-'));
  try {
    const input = join(dir, `${name}.json`);
    await writeFile(input, JSON.stringify(document));
    await run(
      process.execPath,
      [cli, 'build-docs', input, '--inlineBundle', '--title', title, '--output', join(out, `${name}.html`)],
      {
        env: quiet,
      },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await mkdir(out, { recursive: true });
await build('storefront', 'Storefront API', (document) => ({
  ...document,
  info: { ...document.info, description: document.info.description + socketSection(document) },
}));
await build('card-provider', 'Card provider API');
await writeFile(
  join(out, 'index.html'),
  `<!doctype html>
<html lang="en">
<meta charset="utf-8" />
<title>API reference</title>
<h1>API reference</h1>
<ul>
  <li><a href="storefront.html">Storefront API</a>: every call and socket message of the storefront</li>
  <li><a href="card-provider.html">Card provider API</a>: saved cards and charges</li>
</ul>
</html>
`,
);
console.log(`api-docs: wrote ${join('openapi/dist', 'index.html')}, storefront.html and card-provider.html`);
