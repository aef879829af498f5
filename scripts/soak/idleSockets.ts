import { io, type Socket } from 'socket.io-client';

export interface IdleSockets {
  /** Messages received by all of them together. */
  received: () => number;
  /** Every drop of a socket (the server's close, a transport error), with the time it happened. */
  drops: { at: number; reason: string }[];
  close: () => void;
}

export interface Room {
  lotid: number;
  auctionid: number;
}

/**
 * `count` visitors' sockets, as open lot pages hold them: connected over WebSocket, each joined to one lot's room and
 * its auction's room (spread over `rooms`), then left idle. They only count what they receive.
 */
export async function openIdleSockets(base: string, count: number, rooms: readonly Room[]): Promise<IdleSockets> {
  const sockets: Socket[] = [];
  const drops: IdleSockets['drops'] = [];
  let received = 0;
  let closing = false;
  const openOne = async (index: number) => {
    const socket = io(base, { transports: ['websocket'], forceNew: true, reconnection: false });
    sockets.push(socket);
    socket.onAny(() => (received += 1));
    socket.on('disconnect', (reason) => {
      if (!closing) drops.push({ at: Date.now(), reason });
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const room = rooms[index % rooms.length]!;
    await socket.timeout(60_000).emitWithAck('joinLot', { lotid: room.lotid });
    await socket.timeout(60_000).emitWithAck('joinAuction', { auctionid: room.auctionid });
  };
  for (let start = 0; start < count; start += 50) {
    await Promise.all(Array.from({ length: Math.min(50, count - start) }, (_, offset) => openOne(start + offset)));
  }
  return {
    received: () => received,
    drops,
    close: () => {
      closing = true;
      for (const socket of sockets) socket.disconnect();
    },
  };
}
