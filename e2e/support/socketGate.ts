import type { Page, WebSocketRoute } from 'playwright-core';

/** Lets the page's realtime socket through to the server, or cuts it: the test decides when the page is cut off. */
export interface SocketGate {
  /** Drops the open socket on both ends at once and refuses new ones until `open()`. */
  cut(): Promise<void>;
  open(): void;
}

/**
 * Routes the page's socket.io connection through the test (set before the page loads). A cut is seen by the page and
 * by the server at once, as when the server closes the socket; a browser's offline switch leaves the socket open
 * until socket.io's ping times out (about 45 s), which would measure the ping, not the resynchronisation.
 */
export async function socketGate(page: Page): Promise<SocketGate> {
  let open = true;
  const connected = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    if (!open) {
      void socket.close({ code: 1011, reason: 'cut by the test' });
      return;
    }
    const server = socket.connectToServer();
    const pair = { page: socket, server };
    connected.add(pair);
    const forget = () => connected.delete(pair);
    const closing = (code: number | undefined, reason: string | undefined) => ({
      ...(code === undefined ? {} : { code }),
      ...(reason === undefined ? {} : { reason }),
    });
    socket.onClose((code, reason) => {
      forget();
      void server.close(closing(code, reason));
    });
    server.onClose((code, reason) => {
      forget();
      void socket.close(closing(code, reason));
    });
  });
  return {
    async cut() {
      open = false;
      const cut = { code: 1011, reason: 'cut by the test' };
      const pairs = [...connected];
      connected.clear();
      await Promise.all(pairs.flatMap(({ page, server }) => [page.close(cut), server.close(cut)]));
    },
    open() {
      open = true;
    },
  };
}
