import type { SocketClient } from '../socket/createSocketClient';

export type Room = { lotid: number } | { auctionid: number };

/** The room's name, as the server calls it. */
export const roomName = (room: Room) => ('lotid' in room ? `lot:${room.lotid}` : `auction:${room.auctionid}`);

/**
 * The rooms the page is in, counted, so two components showing one lot share one join. Every room is joined again
 * after a reconnect (the server forgot the socket).
 */
export function createRooms(socket: SocketClient<'main'>) {
  const joined = new Map<string, { room: Room; count: number }>();
  const send = (room: Room, action: 'join' | 'leave') => {
    if ('lotid' in room) socket.emit(action === 'join' ? 'joinLot' : 'leaveLot', { lotid: room.lotid });
    else socket.emit(action === 'join' ? 'joinAuction' : 'leaveAuction', { auctionid: room.auctionid });
  };
  const stopRejoining = socket.onConnect(() => joined.forEach(({ room }) => send(room, 'join')));

  return {
    /** Joins the room (once for all holders) and returns the leave. */
    enter(room: Room): () => void {
      const name = roomName(room);
      const entry = joined.get(name);
      if (entry) entry.count += 1;
      else {
        joined.set(name, { room, count: 1 });
        if (socket.status() === 'connected') send(room, 'join');
      }
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const current = joined.get(name);
        if (!current) return;
        current.count -= 1;
        if (current.count > 0) return;
        joined.delete(name);
        if (socket.status() === 'connected') send(room, 'leave');
      };
    },
    stop: stopRejoining,
  };
}
