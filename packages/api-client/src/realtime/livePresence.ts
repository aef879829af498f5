import type { components } from '../generated/storefront';
import type { SocketClient } from '../socket/createSocketClient';

export type LiveRoomPresence = components['schemas']['LiveRoomPresence'];

/**
 * The live room's presence: userConnected on entering (and again after every reconnect, since the server forgot the
 * socket), userDisconnected on leaving.
 */
export function createLivePresence(socket: SocketClient<'main'>) {
  const present = new Set<LiveRoomPresence>();
  const stopRejoining = socket.onConnect(() => present.forEach((presence) => socket.emit('userConnected', presence)));
  return {
    enter(presence: LiveRoomPresence): () => void {
      present.add(presence);
      if (socket.status() === 'connected') socket.emit('userConnected', presence);
      return () => {
        if (!present.delete(presence)) return;
        if (socket.status() === 'connected') socket.emit('userDisconnected', presence);
      };
    },
    stop: stopRejoining,
  };
}
