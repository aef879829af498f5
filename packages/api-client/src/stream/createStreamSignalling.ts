import type { components } from '../generated/storefront';
import type { ConnectionStatus, SocketClient } from '../socket/createSocketClient';

type Schemas = components['schemas'];
export type StreamWatcher = Schemas['StreamWatcher'];
export type RtcOffer = Schemas['RtcOffer'];
export type RtcAnswer = Schemas['RtcAnswer'];
export type RtcCandidate = Schemas['RtcCandidate'];

/** What the seller's server tells one viewer of a stream. */
export interface StreamSignals {
  /** Whether the stream is on the air: on joining, and whenever its broadcaster comes or goes. */
  onLive: (live: boolean) => void;
  /** The broadcaster's offer (again after it came back). */
  onOffer: (offer: RtcOffer) => void;
  onCandidate: (candidate: RtcCandidate) => void;
  /** How many watch the auction's stream. */
  onViewerCount: (count: number) => void;
}

/** The WebRTC signalling of the seller's stream, on the seller's socket server (`/seller`). */
export interface StreamSignalling {
  /**
   * Joins the stream as a viewer (`watcher`, sent again after every reconnection) and returns the leave
   * (`watcher-disconnect`). The seller's socket is connected while someone watches.
   */
  watch(watcher: StreamWatcher, signals: StreamSignals): () => void;
  answer(answer: RtcAnswer): void;
  candidate(candidate: RtcCandidate): void;
  status(): ConnectionStatus;
  onStatus(listener: (status: ConnectionStatus) => void): () => void;
}

/**
 * The viewer's side of the seller's stream over the typed seller socket client. Only messages of the stream being
 * watched reach its signals; the socket connects with the first watcher and disconnects after the last.
 */
export function createStreamSignalling(socket: SocketClient<'seller'>): StreamSignalling {
  const watches = new Set<{ watcher: StreamWatcher; signals: StreamSignals }>();
  const each = (run: (watch: { watcher: StreamWatcher; signals: StreamSignals }) => void) => watches.forEach(run);
  socket.onConnect(() => each(({ watcher }) => socket.emit('watcher', watcher)));
  socket.on('streamStatus', (status) =>
    each((watch) => {
      if (watch.watcher.sender_stream === status.sender_stream) watch.signals.onLive(status.live);
    }),
  );
  socket.on('offer', (offer) => each(({ signals }) => signals.onOffer(offer)));
  socket.on('candidate', (candidate) => each(({ signals }) => signals.onCandidate(candidate)));
  socket.on('liveViewkzoobullion', ({ auctionid, count }) =>
    each((watch) => {
      if (watch.watcher.auctionid === auctionid) watch.signals.onViewerCount(count);
    }),
  );

  return {
    watch(watcher, signals) {
      const watch = { watcher, signals };
      watches.add(watch);
      if (socket.status() === 'connected') socket.emit('watcher', watcher);
      else if (watches.size === 1) socket.connect();
      return () => {
        if (!watches.delete(watch)) return;
        if (socket.status() === 'connected') socket.emit('watcher-disconnect', watcher);
        if (watches.size === 0) socket.disconnect();
      };
    },
    answer: (answer) => socket.emit('answer', answer),
    candidate: (candidate) => socket.emit('candidate', candidate),
    status: () => socket.status(),
    onStatus: (listener) => socket.onStatus(listener),
  };
}
