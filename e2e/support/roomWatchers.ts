import { io, type Socket } from 'socket.io-client';

export interface ReceivedMessage {
  event: string;
  message: unknown;
}

export interface RoomWatcher {
  socket: Socket;
  /** The buyer the socket signed in as; null for a visitor. */
  userId: number | null;
  /** Every message the server sent this socket, in arrival order. */
  received: ReceivedMessage[];
  /** Why the socket was disconnected, each time it was (the client's own close included). */
  disconnects: string[];
  close: () => void;
}

export interface WatchedLot {
  id: number;
  lotof: number;
}

/**
 * A socket.io client of the storefront's main server, as a lot page opens it (signed in with the buyer's token when
 * given), joined to each lot's room and its auction's room; every message it receives is kept.
 */
export async function watchRooms(
  base: string,
  lots: readonly WatchedLot[],
  buyer?: { id: number; token: string },
): Promise<RoomWatcher> {
  const socket = io(base, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: buyer ? { token: buyer.token } : {},
  });
  const watcher: RoomWatcher = {
    socket,
    userId: buyer?.id ?? null,
    received: [],
    disconnects: [],
    close: () => socket.disconnect(),
  };
  socket.onAny((event: string, message: unknown) => watcher.received.push({ event, message }));
  socket.on('disconnect', (reason) => watcher.disconnects.push(reason));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  for (const lot of lots) {
    await socket.timeout(30_000).emitWithAck('joinLot', { lotid: lot.id });
    await socket.timeout(30_000).emitWithAck('joinAuction', { auctionid: lot.lotof });
  }
  return watcher;
}
