import { createApiClient, isServerAnswer } from '@storefront/api-client';
import { createApi } from '@storefront/api-client/react';
import { createRealtimeTransport, sampleServerTime } from '@storefront/api-client/realtime';
import { deferSocketClient } from '@storefront/api-client/socket/defer';
import { tokenAtom } from '@storefront/features/auth';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { provideCustomerKeys } from './customerKeys';

/** The storefront's domain header: the host the page was served from. */
const domain = window.location.hostname;

/** How often a request re-measures the server's clock (sliservertime keeps it fresh in between). */
const CLOCK_RESYNC_MS = 5 * 60_000;
const CLOCK_FIRST_READINGS_MS = [0, 1_000, 2_500, 6_000];

/** What the whole app shares, created once at start (never inside a component) and handed to the router's context. */
export function createPlatform({ onUnauthorized }: { onUnauthorized: () => void }) {
  const store = createStore();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: true,
        // A read that did not reach the server (or met a 5xx) is tried twice more; the server's refusal is final.
        retry: (count, error) => count < 2 && !isServerAnswer(error),
      },
    },
  });
  const client = createApiClient({
    baseUrl: '',
    domain,
    getToken: () => store.get(tokenAtom),
    onUnauthorized: () => {
      if (store.get(tokenAtom) === null) return;
      store.set(tokenAtom, null);
      queryClient.clear();
      onUnauthorized();
    },
  });
  const api = createApi(client);
  provideCustomerKeys(async (customerId) => {
    const { data } = await client.POST('/auctionpay/customer_key', {});
    return data?.data?.customer_id === customerId ? data.data : null;
  });
  const socket = deferSocketClient('main', async () => {
    const { createSocketClient } = await import('@storefront/api-client/socket');
    return createSocketClient({
      server: 'main',
      url: '',
      socketOptions: {
        transports: ['websocket'],
        // Read on every (re)connection, so the buyer's own room follows the session.
        auth: (send: (auth: Record<string, string>) => void) => {
          const token = store.get(tokenAtom);
          send(token ? { token } : {});
        },
      },
    });
  });
  const transport = createRealtimeTransport({ queryClient, socket });
  // A sign-in or sign-out reconnects, so the socket joins (or leaves) the buyer's own room.
  store.sub(tokenAtom, () => transport.reconnect());

  const syncClock = () =>
    sampleServerTime(transport.clock, async () => {
      const { data } = await client.GET('/servertime');
      if (!data) throw new Error('The server did not tell its time.');
      return data;
    }).catch(() => undefined);
  // The first reading competes with the page's own start-up, so a few more follow once it is idle; the clock keeps
  // the one with the shortest round trip.
  for (const delay of CLOCK_FIRST_READINGS_MS) setTimeout(() => void syncClock(), delay);
  setInterval(() => void syncClock(), CLOCK_RESYNC_MS);

  return { store, queryClient, api, transport };
}

export type Platform = ReturnType<typeof createPlatform>;
