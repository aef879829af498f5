import { createServer, connect, type Server, type Socket } from 'node:net';

/** The buyer's network between the browser and the server: the test decides when the page is cut off. */
export interface NetworkGate {
  /** The storefront's address through the gate; the page is opened on it. */
  readonly url: string;
  /** Drops every open connection on both ends at once and refuses new ones until `open()`. */
  cut(): Promise<void>;
  open(): Promise<void>;
  close(): Promise<void>;
}

const listen = (server: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as { port: number }).port);
    });
  });

const stopListening = (server: Server) =>
  new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

/**
 * A TCP relay in front of the server on `port` (which may be restarted on that port behind it). A cut resets every
 * connection, so the page and the server see the drop at once, and leaves nothing listening, so the browser's next
 * attempts are refused exactly as they would be by an unreachable server. Only a real network path gives the page
 * the browser's own failures: a mocked socket closed before it opened is never reported as an error to socket.io,
 * which then waits out its 20 s connect timeout, an artefact no buyer meets.
 */
export async function networkGate(targetPort: number): Promise<NetworkGate> {
  const pairs = new Set<[Socket, Socket]>();
  const relay = createServer((page) => {
    const server = connect(targetPort, '127.0.0.1');
    const pair: [Socket, Socket] = [page, server];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      page.destroy();
      server.destroy();
    };
    page.on('error', drop).on('close', drop);
    server.on('error', drop).on('close', drop);
    page.pipe(server).pipe(page);
  });
  const port = await listen(relay, 0);
  const resetAll = () => {
    for (const [page, server] of pairs) {
      page.resetAndDestroy();
      server.resetAndDestroy();
    }
    pairs.clear();
  };
  const cut = async () => {
    const stopped = stopListening(relay);
    resetAll();
    await stopped;
  };
  return {
    url: `http://localhost:${port}`,
    cut,
    async open() {
      if (!relay.listening) await listen(relay, port);
    },
    close: cut,
  };
}
