import { createApiClient } from '@storefront/api-client';
import { ApiProvider, createApi } from '@storefront/api-client/react';
import {
  createRealtimeTransport,
  createServerClockStore,
  RealtimeProvider,
  type ConnectionStatus,
} from '@storefront/api-client/realtime';
import type { SocketClient } from '@storefront/api-client/socket';
import { ToastProvider } from '@storefront/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { storySocket } from './storySocket';

export interface StoryPlatformOptions {
  /** A signed-in buyer's token, sent as the bearer; none for a visitor. */
  token?: string | null;
  /** The realtime connection as the story shows it; 'connected' by default. */
  connection?: ConnectionStatus;
  /** The server's time, frozen, so countdowns and screenshots hold still; the machine's clock when left out. */
  now?: number;
  /** Whether the story renders the toasts (connected components that confirm or warn do). */
  toasts?: boolean;
  /** Toasts leave when their time runs out, as in the app; by default they stay, so a screenshot at any load shows them. */
  toastsExpire?: boolean;
}

/**
 * What a connected feature component stands on in the app (`apps/store/src/app/platform.ts`): the API client with its
 * query and mutation factories, a realtime transport on a story socket, and the toasts. Data comes from MSW.
 */
export function StoryPlatform({
  token = null,
  connection = 'connected',
  now,
  toasts = true,
  toastsExpire = false,
  children,
}: StoryPlatformOptions & { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [platform] = useState(() => ({
    api: createApi(
      createApiClient({
        baseUrl: window.location.origin,
        domain: 'localhost',
        getToken: () => token,
        onUnauthorized: () => undefined,
      }),
    ),
    transport: createRealtimeTransport({
      queryClient,
      socket: storySocket(connection) as SocketClient<'main'>,
      ...(now === undefined ? {} : { clock: createServerClockStore(() => now) }),
    }),
  }));
  const content = (
    <ApiProvider api={platform.api}>
      <RealtimeProvider transport={platform.transport}>{children}</RealtimeProvider>
    </ApiProvider>
  );
  return toasts ? <ToastProvider held={!toastsExpire}>{content}</ToastProvider> : content;
}
