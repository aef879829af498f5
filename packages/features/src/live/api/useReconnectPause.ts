import { useConnectionStatus } from '@storefront/api-client/realtime';
import { useEffect, useRef, useState } from 'react';

export const reconnectTexts = {
  reconnecting: 'Reconnecting to the live auction… Bidding is paused so no bid goes in on an old price.',
  lost: 'The connection to the live auction was lost. Bidding is paused until it is back.',
  catchingUp: 'Back online: reading the current lot and price…',
};

/**
 * Why bidding waits on the connection: while it is down, and after it is back until the room has been read again
 * (`dataUpdatedAt` of the room's read is older than the moment it went down). Null when the room is live and current.
 */
export function useReconnectPause(dataUpdatedAt: number): string | null {
  const status = useConnectionStatus();
  const [downAt, setDownAt] = useState(0);
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'connected' && status !== 'connected') setDownAt(Date.now());
    previous.current = status;
  }, [status]);
  if (status === 'lost') return reconnectTexts.lost;
  if (status !== 'connected') return reconnectTexts.reconnecting;
  return dataUpdatedAt < downAt ? reconnectTexts.catchingUp : null;
}
