// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs every query synchronously on
// the thread that owns it, so it lives here rather than on the thread that answers requests and sockets.
// Plain JavaScript, so the thread starts the same under tsx, Vitest and built code.
import { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { statementMessages, statementResult } from './wireMessages.mjs';

/** What a refused query keeps of PostgreSQL's error: its message, SQLSTATE code and the fields callers read. */
function refusal(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

/** Most statements kept parsed: a query's text varies with the length of its lists, so the set must not grow forever. */
const MOST_PARSED = 500;
/** Statements parsed once and run again by name, so PostgreSQL reuses their parse and, once it settles, their plan. */
const parsed = new Map();
let nextName = 0;

/** On a folder, or in memory: from a dump of a database (skipping PostgreSQL's initdb, seconds in WebAssembly) or new. */
async function openOptions({ dataDir, template }) {
  if (dataDir) return { dataDir };
  return template ? { loadDataDir: new Blob([await readFile(template)]) } : {};
}

const pglite = await PGlite.create(await openOptions(workerData));

/** One statement in one call into the database (PGlite's own `query` makes six), answered with its rows. */
async function run(sql, parameters) {
  const known = parsed.get(sql);
  const name = known ?? (parsed.size < MOST_PARSED ? `s${nextName++}` : '');
  const messages = statementMessages(name, sql, known !== undefined, parameters);
  const answer = await pglite.execProtocol(messages, { syncToFs: false });
  if (name && known === undefined) parsed.set(sql, name);
  return statementResult(answer.messages, pglite.parsers);
}

async function answer({ id, sql, parameters }) {
  if (sql === null) {
    await pglite.close();
    return { id, rows: [], affectedRows: 0 };
  }
  try {
    return { id, ...(await run(sql, parameters)) };
  } catch (error) {
    return { id, error: refusal(error) };
  }
}

/** Messages are answered one after the other, in the order they came. */
let previous = Promise.resolve();

parentPort.on('message', (batch) => {
  previous = previous.then(async () => {
    const answers = [];
    for (const asked of batch) answers.push(await answer(asked));
    parentPort.postMessage(answers);
  });
});

parentPort.postMessage({ ready: true });
