import type { ServerToClientEvents } from '@storefront/api-client/socket';

type MainEvents = ServerToClientEvents['main'];
export type MainEvent = keyof MainEvents;
export type MainMessage<E extends MainEvent> = Parameters<MainEvents[E]>[0];

/** Where a message goes: every connected client, one auction's room, one lot's room, or one buyer's sockets. */
export type Audience = { everyone: true } | { auctionId: number } | { lotId: number } | { userId: number };

/**
 * One audience, or several sent as one emit: a socket in more than one of their rooms receives the message once
 * (socket.io dedupes `io.to([a, b])`).
 */
export type Audiences = Audience | readonly Audience[];

export type Send = <E extends MainEvent>(audience: Audiences, event: E, message: MainMessage<E>) => void;
export type DisconnectUser = (userId: number) => void;
export type DisconnectSession = (sessionId: string) => void;

/** How handlers publish realtime messages; quiet until the socket server is attached (see realtime/attachRealtime). */
export interface Realtime {
  send: Send;
  /** Ends every socket of a buyer whose sessions were revoked (a password reset); they reconnect as visitors. */
  disconnectUser: DisconnectUser;
  /** Ends the sockets of one session (sign-out). */
  disconnectSession: DisconnectSession;
  /** Connects the publisher to the socket server. */
  connect: (send: Send, disconnectUser: DisconnectUser, disconnectSession: DisconnectSession) => void;
}

export function createRealtime(): Realtime {
  let target: Send | null = null;
  let disconnect: DisconnectUser | null = null;
  let endSession: DisconnectSession | null = null;
  return {
    send: (audience, event, message) => target?.(audience, event, message),
    disconnectUser: (userId) => disconnect?.(userId),
    disconnectSession: (sessionId) => endSession?.(sessionId),
    connect: (send, disconnectUser, disconnectSession) => {
      target = send;
      disconnect = disconnectUser;
      endSession = disconnectSession;
    },
  };
}

export const everyone: Audience = { everyone: true };

/**
 * The pages that show a lot's price: its own view (the lot's room) and its auction's lists and the live room (the
 * auction's room). Lists of lots from many auctions join each shown lot's room.
 */
export const watchersOfLot = (lot: { id: number; lotof: number }): readonly Audience[] => [
  { lotId: lot.id },
  { auctionId: lot.lotof },
];

/** The socket.io rooms of audiences; null when one of them is everyone. */
export function roomsOf(audiences: Audiences): string[] | null {
  const rooms = ([] as Audience[]).concat(audiences).map(roomOf);
  return rooms.includes(null) ? null : (rooms as string[]);
}

/** The socket.io room of an audience; null for everyone. */
export function roomOf(audience: Audience): string | null {
  if ('auctionId' in audience) return `auction:${audience.auctionId}`;
  if ('lotId' in audience) return `lot:${audience.lotId}`;
  if ('userId' in audience) return `user:${audience.userId}`;
  return null;
}
