// `npm run dev [-- --port N]`: the reference server (API only) on API_PORT (4000 by default) and Vite with hot reload
// on N (5173 by default). Vite proxies to the API this script started, on the port it is listening on, never to
// whatever else holds a port; the API's mail links point at Vite.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

let portText = '5173';
const viteArgs = [];
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index += 1) {
  if (args[index] === '--port') portText = args[(index += 1)] ?? '';
  else if (args[index].startsWith('--port=')) portText = args[index].slice('--port='.length);
  else viteArgs.push(args[index]);
}

const fail = (message) => {
  process.stderr.write(`dev: ${message}\n`);
  process.exit(2);
};
const portFrom = (text, name) => {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535) fail(`${name} must be a port from 1 to 65535, got "${text}"`);
  return port;
};
const vitePort = portFrom(portText, '--port');
const apiPort = portFrom(process.env.API_PORT ?? '4000', 'API_PORT');
if (vitePort === apiPort) fail(`--port and API_PORT are both ${vitePort}: give them different ports`);

// A port another program holds would have the proxy talk to that program: say so and stop instead.
const free = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
if (!(await free(apiPort))) fail(`port ${apiPort} is in use by another program: set API_PORT to a free one`);
if (!(await free(vitePort))) fail(`port ${vitePort} is in use by another program: pass --port with a free one`);

const children = new Set();
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
process.once('SIGINT', () => stop(130));
process.once('SIGTERM', () => stop(143));

const run = (command, commandArgs, options) => {
  const child = spawn(command, commandArgs, { stdio: ['inherit', 'pipe', 'inherit'], ...options });
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) process.stderr.write(`dev: ${command} stopped (${signal ?? `exit code ${code}`})\n`);
    stop(code ?? 1);
  });
  return child;
};

const api = run('tsx', ['watch', 'apps/api/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(apiPort),
    STORE_DIR: 'none',
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${vitePort}`,
  },
});

// Vite starts once the API says where it listens, and proxies there.
let viteStarted = false;
api.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const listening = /API running at (http:\/\/\S+?)\/?\s/.exec(chunk.toString());
  if (!listening || viteStarted) return;
  viteStarted = true;
  const vite = run('vite', ['--port', String(vitePort), '--strictPort', ...viteArgs], {
    cwd: 'apps/store',
    env: { ...process.env, API_PROXY_TARGET: process.env.API_PROXY_TARGET || listening[1] },
  });
  vite.stdout.pipe(process.stdout);
});
