import type { Lot } from '@storefront/api-client';
import { useLotRoom, useServerNow } from '@storefront/api-client/realtime';
import { bidCountOf, centsFromDollars, formatEstimate } from '@storefront/domain';
import { Countdown, Drawer, Gallery, sprinkles } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useLotQuery } from '../api/useLot';
import { lotImages } from '../lotImages';
import { LotBidHistory } from './LotBidHistory';

export interface LotDrawerProps {
  /** The lot shown, or null when the drawer is closed. */
  lotId: number | null;
  onClose: () => void;
  /** The favourite heart and the bid box, composed by the app from their slices. */
  favourite: (lot: Lot) => ReactNode;
  bidBox: (lot: Lot) => ReactNode;
  /** A link to the lot's own page. */
  lotLink?: ((lot: Lot) => ReactNode) | undefined;
  /** The lot's melt value and premium over spot, composed by the app from the catalog slice (its metal prices). */
  spotValue?: ((lot: Lot) => ReactNode) | undefined;
}

type DrawerLotProps = Omit<LotDrawerProps, 'onClose' | 'lotId'> & { lotId: number };

/**
 * One panel from loading to the lot: a panel put in place of another while open would lose what had focus when the
 * drawer opened, and closing would not take the buyer back to the lot's card.
 */
function DrawerLot({ lotId, bidBox, ...slots }: DrawerLotProps) {
  const read = useLotQuery(lotId);
  useLotRoom(lotId);
  const lot = read.data?.results;
  return (
    <Drawer.Content
      title={lot?.title ?? 'Lot'}
      description={lot ? `Lot # ${lot.sku}` : undefined}
      actions={lot ? bidBox(lot) : undefined}
      closeLabel="Close lot"
    >
      {read.isError ? (
        <p role="alert">{read.error.message}</p>
      ) : lot ? (
        <DrawerLotDetails lot={lot} {...slots} />
      ) : (
        <p role="status">Loading lot…</p>
      )}
    </Drawer.Content>
  );
}

function DrawerLotDetails({
  lot,
  favourite,
  lotLink,
  spotValue,
}: Omit<DrawerLotProps, 'lotId' | 'bidBox'> & { lot: Lot }) {
  const now = useServerNow();
  const bidCount = bidCountOf(lot);
  return (
    <div className={sprinkles({ display: 'grid', gap: 'medium' })}>
      <Gallery images={lotImages(lot)} label={`Pictures of ${lot.title}`} emptyLabel="No picture of this lot yet" />
      <div className={sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
        <p>Estimate: {formatEstimate(centsFromDollars(lot.lowest), centsFromDollars(lot.highest))}</p>
        {favourite(lot)}
      </div>
      {lot.description ? <p>{lot.description}</p> : null}
      <LotBidHistory lotId={lot.id} lotTitle={lot.title} con_check={lot.con_check} bidCount={bidCount} />
      <Countdown
        kind={lot.con_check === 1 ? 'live' : 'timed'}
        start={Date.parse(lot.date_added)}
        end={Date.parse(lot.date_closed)}
        now={now}
        market_status={lot.market_status}
        extensionCount={lot.extension_count}
      />
      {spotValue?.(lot)}
      {lotLink?.(lot)}
    </div>
  );
}

/** The lot side drawer of the listings: pictures, number, title, estimate, heart, description, bids, timer, bid box. */
export function LotDrawer({ lotId, onClose, ...slots }: LotDrawerProps) {
  return (
    <Drawer.Root open={lotId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {lotId !== null ? <DrawerLot lotId={lotId} {...slots} /> : null}
    </Drawer.Root>
  );
}
