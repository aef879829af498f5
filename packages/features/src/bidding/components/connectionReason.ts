import type { ConnectionStatus } from '@storefront/api-client/realtime';

/**
 * Why the bid button is disabled while the live connection is down; null while it is up or still being made (the
 * page's prices were just read, and nothing is wrong yet: no alarm before a connection ever failed).
 */
export function connectionReason(status: ConnectionStatus): string | null {
  if (status === 'lost') return 'Bidding is paused: the live connection was lost. Retry the connection to bid.';
  if (status === 'reconnecting') {
    return 'Bidding is paused until the live connection is back, so no bid is placed on an old price.';
  }
  return null;
}
