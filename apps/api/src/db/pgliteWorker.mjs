// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs every query synchronously on
// the thread that owns it, so it lives here rather than on the thread that answers requests and sockets.
// Plain JavaScript, so the thread starts the same under tsx, Vitest and built code.
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

/** What a refused query keeps of PostgreSQL's error: its message, SQLSTATE code and the fields callers read. */
function refusal(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

const pglite = await PGlite.create(workerData.dataDir ? { dataDir: workerData.dataDir } : {});

parentPort.on('message', async ({ id, sql, parameters }) => {
  if (sql === null) {
    await pglite.close();
    parentPort.postMessage({ id, rows: [], affectedRows: 0 });
    return;
  }
  try {
    const result = await pglite.query(sql, parameters);
    parentPort.postMessage({ id, rows: result.rows, affectedRows: result.affectedRows });
  } catch (error) {
    parentPort.postMessage({ id, error: refusal(error) });
  }
});

parentPort.postMessage({ ready: true });
