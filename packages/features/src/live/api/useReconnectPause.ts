import { useConnectionStatus } from '@storefront/api-client/realtime';
import { useEffect, useRef, useState } from 'react';

export const reconnectTexts = {
  reconnecting: 'Reconnecting to the live auction… Bidding is paused so no bid goes in on an old price.',
  lost: 'The connection to the live auction was lost. Bidding is paused until it is back.',
  catchingUp: 'Back online: reading the current lot and price…',
};

/**
 * Why bidding waits on the connection: while it is down (not while a connection nothing went wrong with is made), and
 * after it is back until the room has been read again
 * (`dataUpdatedAt` of the room's read is older than the moment it went down). Null when the room is live and current.
 */
export function useReconnectPause(dataUpdatedAt: number): string | null {
  const status = useConnectionStatus();
  const [downAt, setDownAt] = useState(0);
  const previous = useRef(status);
  const down = status === 'reconnecting' || status === 'lost';
  useEffect(() => {
    if (previous.current === 'connected' && down) setDownAt(Date.now());
    previous.current = status;
  }, [status, down]);
  if (status === 'lost') return reconnectTexts.lost;
  if (status === 'reconnecting') return reconnectTexts.reconnecting;
  // The first connection, or a new one after a sign-in or sign-out, is being made: nothing is wrong yet.
  return dataUpdatedAt < downAt ? reconnectTexts.catchingUp : null;
}
