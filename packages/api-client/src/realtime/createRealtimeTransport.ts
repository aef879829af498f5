import { focusManager, notifyManager, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { ConnectionStatus, SocketClient } from '../socket/createSocketClient';
import type { components } from '../generated/storefront';
import {
  bridgeMessagesToCache,
  refetchFailedQueries,
  refetchRealtimeAnswersBeforeRooms,
  refetchRealtimeQueries,
} from './cacheBridge';
import { createChatSender } from './chatSender';
import { createLivePresence, type LiveRoomPresence } from './livePresence';
import { createRooms, type Room } from './rooms';
import { createServerClockStore, type ServerClockStore } from './serverClockStore';
import { createTicker, type Ticker } from './ticker';

export interface RealtimeTransportOptions {
  queryClient: QueryClient;
  /**
   * The main server's socket client: `createSocketClient`, or `deferSocketClient` to load socket.io after the page
   * rendered. Its `auth` reads the token on every (re)connection, so the buyer's own messages reach them once signed in.
   */
  socket: SocketClient<'main'>;
  clock?: ServerClockStore;
}

/** The one realtime connection of the page: messages into the cache, rooms, connection status and the server's clock. */
export interface RealtimeTransport {
  readonly socket: SocketClient<'main'>;
  readonly clock: ServerClockStore;
  /** One ticker on the server's seconds for every countdown. */
  readonly ticker: Ticker;
  status(): ConnectionStatus;
  onStatus(listener: (status: ConnectionStatus) => void): () => void;
  /** Joins a lot's or an auction's room; returns the leave. */
  enter(room: Room): () => void;
  /** Enters a live room (userConnected, again after a reconnect); returns the leave (userDisconnected). */
  enterLiveRoom(presence: LiveRoomPresence): () => void;
  /**
   * Sends a private chat message (insertMessages) and resolves with whether the server stored it; the message reaches
   * the chat history's cache entry through chatmessages.
   */
  sendChatMessage(
    message: components['schemas']['InsertMessage'],
  ): Promise<components['schemas']['InsertMessageResult']>;
  /**
   * Connects again after the connection was lost, or makes a new one at once after a sign-in or sign-out (quietly:
   * 'connecting', never 'reconnecting' or 'lost').
   */
  reconnect(): void;
  close(): void;
}

/** How long a catch-up whose reads failed waits before reading again. */
const CATCH_UP_RETRY_MS = 1_000;

export function createRealtimeTransport({
  queryClient,
  socket,
  clock = createServerClockStore(),
}: RealtimeTransportOptions): RealtimeTransport {
  const stopBridge = bridgeMessagesToCache(socket, queryClient, clock);
  const rooms = createRooms(socket);
  const chat = createChatSender(socket);
  const presence = createLivePresence(socket);
  // No price older than the server's: after any connection the page had to wait for (a reconnect, a retry after the
  // connection was lost, or a first connection whose attempts failed at first, while the page already showed what it
  // had read), whatever a message could have changed while away is read again, and until that read has landed the
  // page is not live: the status stays 'reconnecting', so bidding stays paused and no price from before the drop is
  // shown as current. A first connection that came at once reads again, quietly, what the page had read before its
  // rooms were joined (the rooms are joined first: `createRooms` listens to the connection before this does).
  let catchingUp = false;
  let connectedBefore = false;
  // A new connection made on purpose (a sign-in or sign-out) reads again, quietly, what it could have missed.
  let quietCatchUp = false;
  let round = 0;
  const status = (): ConnectionStatus =>
    socket.status() === 'connected' && catchingUp ? 'reconnecting' : socket.status();
  const statusListeners = new Set<(status: ConnectionStatus) => void>();
  let told = status();
  const tell = () => {
    const now = status();
    if (now === told) return;
    told = now;
    statusListeners.forEach((listener) => listener(now));
  };
  const stopStatus = socket.onStatus((next) => {
    if (next === 'reconnecting' || next === 'lost') catchingUp = true;
    if (next === 'connecting' && connectedBefore) quietCatchUp = true;
    tell();
  });
  // A read that fails (the server is back but not answering yet) leaves its old answer on screen: the catch-up is
  // tried again until every read came back.
  const catchUp = (mine: number) => {
    refetchFailedQueries(queryClient);
    void refetchRealtimeQueries(queryClient)
      .catch(() => false)
      .then((complete) => {
        if (mine !== round) return;
        if (!complete) return void setTimeout(() => mine === round && catchUp(mine), CATCH_UP_RETRY_MS);
        // The cache tells the page's reads of their fresh answers on a later task; saying 'live' in that same batch,
        // after them, keeps the page from showing an old price with nothing saying it is paused for a frame.
        notifyManager.schedule(() => {
          if (mine !== round) return;
          catchingUp = false;
          tell();
        });
      });
  };
  const stopRefetch = socket.onConnect(() => {
    if (catchingUp) catchUp((round += 1));
    else if (quietCatchUp) void refetchRealtimeQueries(queryClient).catch(() => false);
    else if (!connectedBefore) refetchRealtimeAnswersBeforeRooms(queryClient);
    quietCatchUp = false;
    connectedBefore = true;
    tell();
  });
  // Once the spec's attempts have given up, the browser coming back online, or the buyer coming back to the tab, tries
  // again without waiting for Retry (TanStack's managers already watch the online and visibilitychange events).
  const connectIfLost = (back: boolean) => {
    if (back && socket.status() === 'lost') socket.connect();
  };
  const stopOnline = onlineManager.subscribe(connectIfLost);
  const stopFocus = focusManager.subscribe(connectIfLost);

  return {
    socket,
    clock,
    ticker: createTicker(clock),
    status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    enter: (room) => rooms.enter(room),
    enterLiveRoom: (room) => presence.enter(room),
    sendChatMessage: (message) => chat.send(message),
    reconnect() {
      if (socket.status() === 'connected') socket.restart();
      else socket.connect();
    },
    close() {
      round += 1;
      stopBridge();
      stopRefetch();
      stopStatus();
      stopOnline();
      stopFocus();
      rooms.stop();
      presence.stop();
      chat.stop();
      socket.disconnect();
    },
  };
}
