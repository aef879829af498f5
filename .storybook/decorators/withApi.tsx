import type { Decorator } from '@storybook/react-vite';
import { createApiClient } from '@storefront/api-client';
import { demoToken } from '@storefront/api-client/msw';
import { ApiProvider, createApi } from '@storefront/api-client/react';
import { createRealtimeTransport, RealtimeProvider } from '@storefront/api-client/realtime';
import type { SocketClient } from '@storefront/api-client/socket';
import { ToastProvider } from '@storefront/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

type Listener = (message: unknown) => void;

/** The story server's clock: it stamps a stored chat message with its own time, so screenshots stay the same. */
const STORY_SERVER_TIME = '2026-06-01T17:00:00.000Z';

/**
 * A main-server socket that answers as the reference server does: a chat message sent with insertMessages comes back
 * as insertMessages_result and as chatmessages (the sender's own tabs), so a story shows it arrive.
 */
function storySocket(): SocketClient<'main'> {
  const listeners = new Map<string, Set<Listener>>();
  const deliver = (event: string, message: unknown) => listeners.get(event)?.forEach((listener) => listener(message));
  return {
    server: 'main',
    on: (event: string, listener: Listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return () => listeners.get(event)?.delete(listener);
    },
    emit: (event: string, message: unknown) => {
      if (event !== 'insertMessages') return;
      const stored = { ...(message as object), date_sent: STORY_SERVER_TIME, pro_id: null, to_email: '', type: '' };
      setTimeout(() => {
        deliver('insertMessages_result', { status: 'yes', data: stored });
        deliver('chatmessages', stored);
      }, 0);
    },
    onReconnect: () => () => undefined,
    onConnect: () => () => undefined,
    status: () => 'connected',
    onStatus: () => () => undefined,
    connect: () => undefined,
    disconnect: () => undefined,
  } as unknown as SocketClient<'main'>;
}

/** The app's providers for connected components: the API (signed in as the fixtures' buyer), realtime and toasts. */
function StoryPlatform({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [platform] = useState(() => ({
    api: createApi(
      createApiClient({ baseUrl: window.location.origin, domain: 'localhost', getToken: () => demoToken }),
    ),
    transport: createRealtimeTransport({ queryClient, socket: storySocket() }),
  }));
  return (
    <ApiProvider api={platform.api}>
      <RealtimeProvider transport={platform.transport}>
        <ToastProvider>{children}</ToastProvider>
      </RealtimeProvider>
    </ApiProvider>
  );
}

export const withApi: Decorator = (Story) => (
  <StoryPlatform>
    <Story />
  </StoryPlatform>
);
