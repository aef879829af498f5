import type { ConnectionStatus } from '@storefront/api-client/realtime';

type Listener = (message: unknown) => void;

/** The story server's clock: it stamps a stored chat message with its own time, so screenshots stay the same. */
const STORY_SERVER_TIME = '2026-06-01T17:00:00.000Z';

/**
 * A main-server socket that stays in one state and delivers nothing of its own (stories drive the cache through MSW),
 * except that it answers a chat message as the reference server does: insertMessages comes back as
 * insertMessages_result and as chatmessages (the sender's own tabs).
 */
export function storySocket(status: ConnectionStatus) {
  const listeners = new Map<string, Set<Listener>>();
  const deliver = (event: string, message: unknown) => listeners.get(event)?.forEach((listener) => listener(message));
  const none = () => () => undefined;
  return {
    server: 'main' as const,
    on: (event: string, listener: Listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return () => listeners.get(event)?.delete(listener);
    },
    emit: (event: string, message: unknown) => {
      if (event !== 'insertMessages' || status !== 'connected') return;
      const stored = { ...(message as object), date_sent: STORY_SERVER_TIME, pro_id: null, to_email: '', type: '' };
      setTimeout(() => {
        deliver('insertMessages_result', { status: 'yes', data: stored });
        deliver('chatmessages', stored);
      }, 0);
    },
    onReconnect: none,
    onConnect: none,
    status: () => status,
    onStatus: none,
    connect: () => undefined,
    restart: () => undefined,
    disconnect: () => undefined,
  };
}
