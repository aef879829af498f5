import type { Namespace, Server, Socket } from 'socket.io';
import { storefrontContract } from '../http/contract';
import { isSellerKey } from '../seller/sellerKey';
import { incomingMessageChecks, type MessageCheck } from './messageChecks';

interface StreamWatcher {
  sender_stream: string;
  auctionid: number;
}
interface PeerMessage {
  id: string;
}

let checks: { viewer: Map<string, MessageCheck>; broadcaster: Map<string, MessageCheck> } | undefined;

/** Viewers' messages are the document's seller clientToServer; the broadcaster sends what viewers receive. */
function sellerChecks() {
  const contract = storefrontContract();
  checks ??= {
    viewer: incomingMessageChecks(contract, 'seller'),
    broadcaster: incomingMessageChecks(contract, 'seller', 'serverToClient'),
  };
  return checks;
}

/**
 * The seller's socket server (namespace /seller): WebRTC signalling between the seller's broadcaster and the viewers
 * of its stream, whether the stream is on the air (streamStatus, to its viewers whenever its broadcaster comes or goes),
 * and the viewer count of each live auction (liveViewkzoobullion). A broadcaster that (re)connects is sent a watcher
 * for every viewer already waiting, so viewers need not ask again. The broadcaster proves itself with
 * `auth.sellerKey` and names its stream in `auth.stream`; every message is checked against the document.
 */
export function attachSellerStream(io: Server, sellerKey: string): Namespace {
  const seller = io.of('/seller');
  const broadcasters = new Map<string, string>();
  const watching = new Map<string, StreamWatcher>();

  const viewerCount = (auctionid: number) => {
    const count = [...watching.values()].filter((watch) => watch.auctionid === auctionid).length;
    seller.to(`auction:${auctionid}`).emit('liveViewkzoobullion', { auctionid, count });
  };
  const relay = (socket: Socket, role: 'viewer' | 'broadcaster', event: string, handle: (message: never) => void) =>
    socket.on(event, (...args: unknown[]) => {
      const check = sellerChecks()[role].get(event);
      if (args.length === 1 && check && check(args[0]) === null) handle(args[0] as never);
    });
  const streamRoom = (stream: string) => `stream:${stream}`;
  const streamStatus = (stream: string) => ({ sender_stream: stream, live: broadcasters.has(stream) });
  const leave = (socket: Socket) => {
    const watch = watching.get(socket.id);
    if (!watch) return;
    watching.delete(socket.id);
    void socket.leave(streamRoom(watch.sender_stream));
    const broadcaster = broadcasters.get(watch.sender_stream);
    if (broadcaster) seller.to(broadcaster).emit('disconnectPeer', socket.id);
    viewerCount(watch.auctionid);
  };

  // A wrong seller key is refused outright, so a broadcaster learns it at once instead of waiting as a viewer.
  seller.use((socket, next) => {
    const { sellerKey: key } = socket.handshake.auth as { sellerKey?: unknown };
    next(key === undefined || isSellerKey(key, sellerKey) ? undefined : new Error('The seller key is not right.'));
  });
  seller.on('connection', (socket) => {
    const { sellerKey: key, stream } = socket.handshake.auth as { sellerKey?: unknown; stream?: unknown };
    if (isSellerKey(key, sellerKey) && typeof stream === 'string') {
      broadcasters.set(stream, socket.id);
      relay(socket, 'broadcaster', 'offer', (message: PeerMessage) =>
        seller.to(message.id).emit('offer', { ...(message as object), id: socket.id }),
      );
      relay(socket, 'broadcaster', 'candidate', (message: PeerMessage) =>
        seller.to(message.id).emit('candidate', { ...(message as object), id: socket.id }),
      );
      socket.on('disconnect', () => {
        if (broadcasters.get(stream) !== socket.id) return;
        broadcasters.delete(stream);
        seller.to(streamRoom(stream)).emit('streamStatus', streamStatus(stream));
      });
      // Viewers who waited for this stream (or watched the broadcaster that went away) are offered it now.
      seller.to(streamRoom(stream)).emit('streamStatus', streamStatus(stream));
      for (const [viewer, watch] of watching) if (watch.sender_stream === stream) socket.emit('watcher', viewer);
      return;
    }
    relay(socket, 'viewer', 'watcher', (message: StreamWatcher) => {
      // A viewer watches one stream at a time and counts once: watching again first leaves what it watched.
      leave(socket);
      watching.set(socket.id, message);
      void socket.join(`auction:${message.auctionid}`);
      void socket.join(streamRoom(message.sender_stream));
      socket.emit('streamStatus', streamStatus(message.sender_stream));
      const broadcaster = broadcasters.get(message.sender_stream);
      if (broadcaster) seller.to(broadcaster).emit('watcher', socket.id);
      viewerCount(message.auctionid);
    });
    // A viewer signals only the broadcaster of the stream it watches, never another viewer or a room.
    const toItsBroadcaster = (event: 'answer' | 'candidate') =>
      relay(socket, 'viewer', event, (message: PeerMessage) => {
        const watch = watching.get(socket.id);
        if (!watch || broadcasters.get(watch.sender_stream) !== message.id) return;
        seller.to(message.id).emit(event, { ...(message as object), id: socket.id });
      });
    toItsBroadcaster('answer');
    toItsBroadcaster('candidate');
    relay(socket, 'viewer', 'watcher-disconnect', () => leave(socket));
    socket.on('disconnect', () => leave(socket));
  });
  return seller;
}
