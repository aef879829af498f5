import type { Auction } from '@storefront/api-client';
import { useServerTimeReached } from '@storefront/api-client/realtime';
import { Button, Dialog } from '@storefront/ui';
import { useState, type ReactNode } from 'react';

export interface LiveAuctionAlertProps {
  auction: Pick<Auction, 'con_check' | 'market_status' | 'date_added'>;
  /** The way in for this buyer (registration or 'Enter Live Auction'), shown beside OK. */
  action?: ReactNode;
}

/** 'Live Auction Alert!': once the live auction's start has passed and it is not sold, the page says it is running. */
export function LiveAuctionAlert({ auction, action }: LiveAuctionAlertProps) {
  const [dismissed, setDismissed] = useState(false);
  const started = useServerTimeReached(Date.parse(auction.date_added));
  const inProgress = auction.con_check === 1 && auction.market_status === 'open' && started;
  return (
    <Dialog.Root open={inProgress && !dismissed} onOpenChange={(open) => setDismissed(!open)}>
      <Dialog.Content
        title="Live Auction Alert!"
        description="Auction is now in progress"
        actions={
          <>
            {action}
            <Dialog.Close>
              <Button variant="secondary">OK</Button>
            </Dialog.Close>
          </>
        }
      />
    </Dialog.Root>
  );
}
