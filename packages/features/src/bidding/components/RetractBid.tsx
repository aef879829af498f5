import type { Lot } from '@storefront/api-client';
import { useServerNow } from '@storefront/api-client/realtime';
import { bidLabels } from '@storefront/domain';
import { Button, Dialog, sprinkles } from '@storefront/ui';
import { useState } from 'react';
import { useRetractBid } from '../api/useRetractBid';

/** What the rule and the call need of a lot: a lot page's Lot, or a dashboard row's fields under the same names. */
export type RetractableLot = Pick<Lot, 'id' | 'lotof' | 'highbid_user_id' | 'market_status' | 'date_added' | 'wprice'>;

export interface RetractBidProps {
  lot: RetractableLot;
  buyerId: number | null;
  /** The bid to retract (the dashboard row's mybidid), where the page knows it. */
  bidId?: number | undefined;
}

/**
 * 'Retract Bid' where the rule allows it: the buyer leads an open lot whose start is still ahead (domain retractBid;
 * in practice a live auction's absentee bid, since timed lots take no bid before their start).
 */
export function RetractBid({ lot, buyerId, bidId }: RetractBidProps) {
  const retract = useRetractBid();
  const now = useServerNow();
  const [open, setOpen] = useState(false);
  const allowed =
    buyerId !== null &&
    lot.highbid_user_id === buyerId &&
    lot.market_status === 'open' &&
    now < Date.parse(lot.date_added);
  if (!allowed) return null;

  const confirm = () => {
    setOpen(false);
    retract.mutate({
      body: {
        pid: lot.id,
        // A lot page does not know the bid's own id (the dashboard's mybidid); the server retracts the buyer's latest bid.
        id: bidId ?? lot.id,
        uid: buyerId,
        price: lot.wprice,
        auctionid: lot.lotof,
        lotof: lot.lotof,
        is_buyer: 1,
      },
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="secondary" loading={retract.isPending}>
          Retract Bid
        </Button>
      </Dialog.Trigger>
      <Dialog.Content title="Retract Bid" description={bidLabels.retractConfirm}>
        <div className={sprinkles({ display: 'flex', gap: 'small', justifyContent: 'flex-end' })}>
          <Dialog.Close>
            <Button variant="secondary">No</Button>
          </Dialog.Close>
          <Button variant="critical" onClick={confirm}>
            Yes
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
