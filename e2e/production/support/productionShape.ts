import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Started {
  child: ChildProcess;
  output: () => string;
  /** Signals the command's whole process group (npm and node under it) and waits for it to end. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** A command of the deployment guide, as an operator types it, in a process group of its own. */
export function start(command: string, env: Record<string, string> = {}, cwd = projectRoot): Started {
  const child = spawn('sh', ['-c', command], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, signal);
      } catch {
        resolve();
      }
    });
  return { child, output: () => output, stop };
}

/** Runs a command of the guide to its end; throws with its output when it fails. */
export async function run(command: string, env: Record<string, string> = {}): Promise<string> {
  const started = start(command, env);
  const code = await new Promise<number | null>((resolve) => started.child.once('exit', resolve));
  if (code !== 0) throw new Error(`\`${command}\` exited with ${code}:\n${started.output()}`);
  return started.output();
}

/** Resolves once the process has printed `pattern`; rejects if it exits first. */
export function printed(started: Started, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => pattern.test(started.output()) && resolve();
    started.child.stdout?.on('data', check);
    started.child.stderr?.on('data', check);
    started.child.once('exit', (code) =>
      reject(new Error(`Exited with ${code} before ${pattern}:\n${started.output()}`)),
    );
    check();
  });
}

/**
 * A mail server that keeps what it is sent (the container recipe has Mailpit): enough SMTP for nodemailer, no TLS
 * offered. Resolves with the messages received so far and a close.
 */
export async function mailCatcher(port: number) {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let message: string | null = null;
    socket.write('220 catcher ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message !== null) {
          if (line === '.') {
            messages.push(message);
            message = null;
            socket.write('250 kept\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          message = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface ProxyPorts {
  http: number;
  https: number;
  storefronts: [number, number];
}

/**
 * nginx from Debian with the guide's site file (deploy/nginx/storefront.conf.template, filled by envsubst as the guide
 * does) inside a main configuration of its own folder, so it runs beside any other nginx and without root's paths.
 */
export async function startNginx(dir: string, ports: ProxyPorts, tls: { cert: string; key: string }) {
  await mkdir(join(dir, 'temp'), { recursive: true });
  const site = join(dir, 'storefront.conf');
  await run(
    "envsubst '$STOREFRONT_1 $STOREFRONT_2 $HTTP_PORT $HTTPS_PORT $TLS_CERT $TLS_KEY' " +
      `< deploy/nginx/storefront.conf.template > ${site}`,
    {
      STOREFRONT_1: `127.0.0.1:${ports.storefronts[0]}`,
      STOREFRONT_2: `127.0.0.1:${ports.storefronts[1]}`,
      HTTP_PORT: String(ports.http),
      HTTPS_PORT: String(ports.https),
      TLS_CERT: tls.cert,
      TLS_KEY: tls.key,
    },
  );
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  await writeFile(
    join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `error_log ${join(dir, 'error.log')} warn;`,
      `pid ${join(dir, 'nginx.pid')};`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${join(dir, 'access.log')};`,
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${site};`,
      '}',
    ].join('\n'),
  );
  const nginx = start(`/usr/sbin/nginx -p ${dir} -c ${join(dir, 'nginx.conf')} -g 'daemon off;'`);
  // nginx prints nothing when it starts well: it listens once its pid file is there.
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (nginx.child.exitCode !== null) throw new Error(`nginx exited:\n${nginx.output()}`);
    const pid = await readFile(join(dir, 'nginx.pid'), 'utf8').catch(() => '');
    if (pid) return nginx;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not start:\n${nginx.output()}`);
}
