import { INSPECTABLE } from './liveMemory';
import { startPrinting } from './serverProcess';

export interface BareSocketServer {
  url: string;
  pid: number;
  /** What it printed (the address of its inspector once opened, among it). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The floor of the realtime benchmarks: a bare socket.io server in a process of its own, with the storefront's room
 * message (joinLot, acknowledged), an `echo` answered through socket.io's acknowledgement, and `POST /broadcast`,
 * which sends its JSON body to every socket as `bidAddtime`, as the storefront sends a bid update.
 */
export async function startBareSocketServer(): Promise<BareSocketServer> {
  const script = `
    import { createServer } from 'node:http';
    import { Server } from 'socket.io';
    const http = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (request.method === 'POST' && request.url === '/broadcast') io.emit('bidAddtime', JSON.parse(body));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success"}');
      });
    });
    const io = new Server(http, { serveClient: false });
    io.on('connection', (socket) => {
      socket.on('joinLot', (message, ack) => { socket.join('lot:' + message.lotid); ack?.(); });
      socket.on('echo', (message, ack) => ack(message));
    });
    http.listen(0, '127.0.0.1', () => console.log('listening at http://127.0.0.1:' + http.address().port + ' '));
  `;
  const { child, url, output } = await startPrinting(
    process.execPath,
    ['--input-type=module', '-e', script],
    INSPECTABLE,
    /listening at (http:\/\/\S+)\s/,
  );
  return {
    url,
    pid: child.pid!,
    output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
