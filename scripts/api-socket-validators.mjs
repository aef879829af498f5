// Emits Ajv's standalone validation code of every message the servers send (the document's x-socket-events),
// compiled as the server compiles its checks: JSON Schema 2020-12, strict, all errors, the document's component
// schemas shared. The output is plain ES module code, so the browser validates without eval or new Function
// (CSP-safe); formats come from ajv-formats' own checkers.
import { createRequire } from 'node:module';
import { refsToComponents } from '../packages/api-client/src/validation/documentSchemas.ts';
import { socketIndex } from './api-socket-events.mjs';

// Ajv 8 is the api-client's (the root node_modules holds the Ajv 6 of eslint).
const require = createRequire(new URL('../packages/api-client/package.json', import.meta.url));
const { Ajv2020, _ } = require('ajv/dist/2020');
const standaloneCode = require('ajv/dist/standalone').default;
const { fullFormats } = require('ajv-formats/dist/formats');

const componentsId = 'storefront:socket-components';
const formatsImport = 'import { fullFormats as formats } from "ajv-formats/dist/formats.js";';

// Keywords that only annotate: left out, because the generated code embeds the schemas it reports from.
const annotations = new Set([
  'description',
  'title',
  'examples',
  'example',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

function withoutAnnotations(node) {
  if (Array.isArray(node)) return node.map(withoutAnnotations);
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (annotations.has(key) || key.startsWith('x-')) continue;
    // properties holds names, not keywords: keep every name.
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, withoutAnnotations(schema)]))
        : withoutAnnotations(value);
  }
  return out;
}

function createAjv(document) {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictTypes: false,
    messages: false,
    code: { source: true, esm: true, formats: _`formats` },
  });
  for (const [name, format] of Object.entries(fullFormats)) ajv.addFormat(name, format);
  // A file part of a multipart body; never part of a socket message.
  ajv.addFormat('binary', true);
  ajv.addSchema({
    $id: componentsId,
    $defs: refsToComponents(withoutAnnotations(document.components.schemas), componentsId),
  });
  return ajv;
}

const exportName = (server, event) => {
  const name = `${server}_${event}`;
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`socket message ${server} ${event}: not a JavaScript name`);
  return name;
};

/** Ajv's string length (code points, a surrogate pair counting once), as ESM: its runtime module is CommonJS. */
const ucs2length = `function ucs2length(text) {
  let length = 0;
  for (let position = 0; position < text.length; length += 1) {
    const unit = text.charCodeAt(position++);
    if (unit >= 0xd800 && unit <= 0xdbff && position < text.length && (text.charCodeAt(position) & 0xfc00) === 0xdc00) {
      position += 1;
    }
  }
  return length;
}`;

/** Replaces the CommonJS runtime helpers Ajv's standalone code requires by ESM equivalents defined in the module. */
function withEsmRuntime(code) {
  const pattern = /require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g;
  const body = code.replace(/^"use strict";/, '');
  return pattern.test(body) ? `${ucs2length}\n${body.replace(pattern, 'ucs2length')}` : body;
}

/** The validators module: one exported function per incoming message, and their index by server and event. */
export function socketValidatorsSource(document, banner) {
  const index = socketIndex(document);
  const ajv = createAjv(document);
  const exports = {};
  const byServer = {};
  for (const [server, spec] of Object.entries(index)) {
    byServer[server] = {};
    for (const [event, message] of Object.entries(spec.serverToClient ?? {})) {
      const name = exportName(server, event);
      const id = `storefront:socket/${server}/${event}`;
      ajv.addSchema({ $id: id, ...refsToComponents(message.payload, componentsId) });
      exports[name] = id;
      byServer[server][event] = name;
    }
  }
  const code = withEsmRuntime(standaloneCode(ajv, exports));
  const runtime = /require\("([^"]+)"\)/.exec(code);
  if (runtime) {
    throw new Error(
      `socket validators: the document's message schemas need Ajv's runtime module ${runtime[1]}, which is CommonJS; ` +
        'import it as an ES module in scripts/api-socket-validators.mjs before using that keyword in a message',
    );
  }
  const map = Object.entries(byServer)
    .map(([server, events]) => {
      const rows = Object.entries(events).map(([event, name]) => `    ${JSON.stringify(event)}: ${name},`);
      return `  ${server}: {\n${rows.join('\n')}\n  },`;
    })
    .join('\n');
  const usesFormats = code.includes('formats[');
  return `${banner}${usesFormats ? `${formatsImport}\n` : ''}${code.replace(/^"use strict";/, '')}

/** The validator of every message each server sends, by server and event. */
export const incomingMessageValidators = {
${map}
};
`;
}

/** The declarations of the validators module. */
export function socketValidatorsTypes(banner) {
  return `${banner}import type { ServerToClientEvents, SocketServer } from './socketEvents';

/** One finding of a validator: where in the message (a JSON pointer), which keyword failed, and its parameters. */
export interface SchemaProblem {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Ajv's standalone validator: true when the message fits its schema, else the findings are in \`errors\`. */
export interface MessageValidator {
  (message: unknown): boolean;
  errors?: SchemaProblem[] | null;
}

export declare const incomingMessageValidators: {
  [S in SocketServer]: Record<keyof ServerToClientEvents[S], MessageValidator>;
};
`;
}
