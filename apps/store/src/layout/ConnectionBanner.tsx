import { useConnectionStatus, useRealtime } from '@storefront/api-client/realtime';
import { Button, StatusBanner } from '@storefront/ui';

/** Says when live prices cannot be trusted: reconnecting, or lost after the spec's 10 attempts, with a retry. */
export function ConnectionBanner() {
  const status = useConnectionStatus();
  const transport = useRealtime();
  if (status === 'reconnecting') {
    return (
      <StatusBanner tone="caution" title="Reconnecting…">
        Live prices are paused until the connection is back; bidding waits for it.
      </StatusBanner>
    );
  }
  if (status === 'lost') {
    return (
      <StatusBanner tone="critical" title="Connection lost">
        Prices on this page may be out of date and bidding is paused.{' '}
        <Button size="small" variant="secondary" onClick={() => transport.reconnect()}>
          Retry
        </Button>
      </StatusBanner>
    );
  }
  return null;
}
