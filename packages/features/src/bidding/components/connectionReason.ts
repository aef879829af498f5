import type { ConnectionStatus } from '@storefront/api-client/realtime';

/** Why the bid button is disabled while the live connection is not up; null when it is. */
export function connectionReason(status: ConnectionStatus): string | null {
  if (status === 'connected') return null;
  if (status === 'lost') return 'Bidding is paused: the live connection was lost. Retry the connection to bid.';
  return 'Bidding is paused until the live connection is back, so no bid is placed on an old price.';
}
