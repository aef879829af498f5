import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { ConnectionStatus } from '../socket/createSocketClient';
import type { RealtimeTransport } from './createRealtimeTransport';
import { followRooms } from './followRooms';
import type { LiveRoomPresence } from './livePresence';
import type { Ticker } from './ticker';

const RealtimeContext = createContext<RealtimeTransport | null>(null);

/** Hands the page's one transport to the hooks below; created once at start by the app. */
export function RealtimeProvider({ transport, children }: { transport: RealtimeTransport; children: ReactNode }) {
  return <RealtimeContext.Provider value={transport}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeTransport {
  const transport = useContext(RealtimeContext);
  if (!transport) throw new Error('useRealtime needs a RealtimeProvider above it.');
  return transport;
}

/** connecting, connected, reconnecting or lost; bid controls are disabled unless connected. */
export function useConnectionStatus(): ConnectionStatus {
  const transport = useRealtime();
  return useSyncExternalStore(transport.onStatus, transport.status, transport.status);
}

/** The server's time, turning over on the server's seconds; one shared timer for every countdown on the page. */
export function useServerNow(): number {
  const { ticker } = useRealtime();
  return useSyncExternalStore(ticker.subscribe, ticker.getSnapshot, ticker.getSnapshot);
}

/**
 * The page's ticker itself, for countdowns to follow on their own (`clock` of ui's countdowns and cards): a list
 * passes it down instead of the time, so a tick re-renders the countdowns and not the list.
 */
export function useServerClock(): Ticker {
  return useRealtime().ticker;
}

/** Whether the server's time has reached `at` (epoch ms); re-renders only when that answer changes, not every second. */
export function useServerTimeReached(at: number): boolean {
  const { ticker } = useRealtime();
  const reached = () => ticker.getSnapshot() >= at;
  return useSyncExternalStore(ticker.subscribe, reached, reached);
}

/** Keeps the page in a lot's room while mounted. */
export function useLotRoom(lotid: number | undefined): void {
  const transport = useRealtime();
  useEffect(() => (lotid ? transport.enter({ lotid }) : undefined), [transport, lotid]);
}

/** Keeps the page in an auction's room while mounted. */
export function useAuctionRoom(auctionid: number | undefined): void {
  const transport = useRealtime();
  useEffect(() => (auctionid ? transport.enter({ auctionid }) : undefined), [transport, auctionid]);
}

/**
 * Keeps the page in the room of each lot of a list while it shows them (lots of many auctions: search results, the
 * dashboard's lists); the rooms follow the list as it pages or filters.
 */
export function useLotRooms(lotids: readonly number[]): void {
  const transport = useRealtime();
  // A key of the lots, not the array: a re-render with a new array of the same lots changes no room.
  const shown = [...new Set(lotids)].sort((a, b) => a - b).join(',');
  const rooms = useMemo(() => followRooms((room) => transport.enter(room)), [transport]);
  useEffect(
    () => rooms.show(shown === '' ? [] : shown.split(',').map((lotid) => ({ lotid: Number(lotid) }))),
    [rooms, shown],
  );
  useEffect(() => () => rooms.leaveAll(), [rooms]);
}

/** Keeps the buyer present in a live room while mounted (userConnected, userDisconnected on leaving). */
export function useLiveRoomPresence(presence: LiveRoomPresence | null): void {
  const transport = useRealtime();
  const auctionid = presence?.auctionid;
  const user_id = presence?.user_id;
  const site_id = presence?.site_id;
  useEffect(() => {
    if (auctionid === undefined || user_id === undefined) return undefined;
    return transport.enterLiveRoom({ auctionid, user_id, ...(site_id ? { site_id } : {}) });
  }, [transport, auctionid, user_id, site_id]);
}
