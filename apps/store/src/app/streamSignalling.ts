import { deferSocketClient } from '@storefront/api-client/socket/defer';
import { createStreamSignalling } from '@storefront/api-client/stream';

/** The signalling of the seller's stream (/seller), one for the store; its socket connects only while a page shows the stream. */
export const streamSignalling = createStreamSignalling(
  deferSocketClient('seller', async () => {
    const { createSocketClient } = await import('@storefront/api-client/socket');
    return createSocketClient({
      server: 'seller',
      url: '/seller',
      socketOptions: { transports: ['websocket'], autoConnect: false },
    });
  }),
);
