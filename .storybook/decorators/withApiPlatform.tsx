import type { Decorator } from '@storybook/react-vite';
import { createApiClient } from '@storefront/api-client';
import { createApi, ApiProvider } from '@storefront/api-client/react';
import { createRealtimeTransport, RealtimeProvider, type ConnectionStatus } from '@storefront/api-client/realtime';
import type { SocketClient } from '@storefront/api-client/socket';
import { ToastProvider } from '@storefront/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

export interface ApiPlatformParameters {
  /** A signed-in buyer's token, sent as the bearer; none for a visitor. */
  token?: string;
  /** The realtime connection as the story shows it; 'connected' by default. */
  connection?: ConnectionStatus;
}

/** A socket that stays in one state and never delivers a message: stories drive the cache through MSW answers. */
function stillSocket(status: ConnectionStatus): SocketClient<'main'> {
  const none = () => () => undefined;
  return {
    server: 'main',
    on: none,
    emit: () => undefined,
    onReconnect: none,
    onConnect: none,
    status: () => status,
    onStatus: none,
    connect: () => undefined,
    disconnect: () => undefined,
  } as unknown as SocketClient<'main'>;
}

function ApiPlatform({ parameters, children }: { parameters: ApiPlatformParameters; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [platform] = useState(() => ({
    api: createApi(
      createApiClient({
        baseUrl: '',
        domain: 'localhost',
        getToken: () => parameters.token ?? null,
        onUnauthorized: () => undefined,
      }),
    ),
    transport: createRealtimeTransport({ queryClient, socket: stillSocket(parameters.connection ?? 'connected') }),
  }));
  return (
    <ApiProvider api={platform.api}>
      <RealtimeProvider transport={platform.transport}>
        <ToastProvider>{children}</ToastProvider>
      </RealtimeProvider>
    </ApiProvider>
  );
}

/**
 * What a connected feature component stands on in the app (platform.ts): the API client with its query and mutation
 * factories, a realtime transport and the toasts. `parameters.platform` sets the buyer's token and the connection.
 */
export const withApiPlatform: Decorator = (Story, context) => (
  <ApiPlatform parameters={(context.parameters['platform'] as ApiPlatformParameters | undefined) ?? {}}>
    <Story />
  </ApiPlatform>
);
